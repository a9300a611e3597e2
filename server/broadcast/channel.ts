import pg from "pg";
import { embeddedDatabase, type Db } from "@/server/db/client";
import { env } from "@/server/env";
import { logger } from "@/server/logger";

// Messages between the server processes of one database (docs/decisions.md "One channel between
// processes"): Postgres LISTEN/NOTIFY. Every deployment has Postgres, where Redis may be Upstash's
// REST API, which has no pub/sub; a NOTIFY sent in a transaction is delivered when it commits and
// not at all when it rolls back, so a message never runs ahead of the change it announces. Each
// process listens on one connection of its own (never a pooled one: LISTEN belongs to its
// connection). Embedded PGlite is one process: its own notifications reach its own listeners.
//
// A message is a short text (a key's hash, "callId seq"): what it announces is read from the
// database. While the connection is down, notifications are lost: subscribers are told (`reset`)
// when it fails and again once it is back, and re-read what matters then.

export const CHANNELS = {
  /** A call's live log grew: "callId seq" (server/live/). */
  live: "svc_live",
  /** Someone steered a call: "callId seq" of the steering event, for the process holding its session. */
  steer: "svc_steer",
  /** An API key was revoked or rolled: its hash (server/keys/). */
  apiKeys: "svc_api_keys",
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export interface Subscriber {
  message(payload: string): void;
  /** Notifications may have been missed: the connection failed, or is back. */
  reset?(): void;
}

const RECONNECT_MS = 1_000;
/** How often the listening connection is checked: a connection dead without a FIN tells nothing otherwise. */
const PING_MS = 10_000;
const PING_TIMEOUT_MS = 5_000;

class Listener {
  private readonly subscribers = new Map<Channel, Set<Subscriber>>();
  private client?: pg.Client;
  private connecting?: Promise<void>;
  private up = false;
  private closed = false;
  private pingTimer?: NodeJS.Timeout;
  private retryTimer?: NodeJS.Timeout;
  /** PGlite: the channels listened to, and how to stop. */
  private readonly embedded = new Map<Channel, Promise<() => Promise<void>>>();

  subscribe(channel: Channel, subscriber: Subscriber): () => void {
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
      this.listen(channel);
    }
    set.add(subscriber);
    return () => set.delete(subscriber);
  }

  /** Whether a notification sent on `channel` now would reach this process. */
  listening(channel: Channel): boolean {
    if (!env.DATABASE_URL) return this.embedded.has(channel);
    return this.up && this.subscribers.has(channel);
  }

  private listen(channel: Channel): void {
    const pglite = env.DATABASE_URL ? undefined : embeddedDatabase();
    if (pglite) {
      this.embedded.set(
        channel,
        pglite.listen(channel, (payload) => this.dispatch(channel, payload)),
      );
      return;
    }
    if (this.up) void this.client!.query(`LISTEN ${channel}`).catch((error: Error) => this.lost(error));
    else void this.connect();
  }

  private connect(): Promise<void> {
    if (this.closed || !env.DATABASE_URL) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: env.DATABASE_URL,
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
        application_name: "svc broadcast",
      });
      client.on("notification", (message) => this.dispatch(message.channel as Channel, message.payload ?? ""));
      client.on("error", (error) => this.lost(error, client));
      client.on("end", () => this.lost(new Error("connection ended"), client));
      try {
        await client.connect();
        for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${channel}`);
      } catch (error) {
        void client.end().catch(() => undefined);
        throw error;
      }
      this.client = client;
      this.up = true;
      this.pingTimer = setInterval(() => void this.ping(client), PING_MS).unref();
      this.resetAll();
    })()
      .catch((error: Error) => {
        logger.warn({ err: error.message }, "broadcast: could not listen for other processes' messages; retrying");
        this.retry();
      })
      .finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async ping(client: pg.Client): Promise<void> {
    const timeout = setTimeout(() => this.lost(new Error("no answer to a ping"), client), PING_TIMEOUT_MS);
    try {
      await client.query("SELECT 1");
    } catch (error) {
      this.lost(error as Error, client);
    } finally {
      clearTimeout(timeout);
    }
  }

  private lost(error: Error, client = this.client): void {
    if (!client || client !== this.client) return;
    this.client = undefined;
    this.up = false;
    clearInterval(this.pingTimer);
    void client.end().catch(() => undefined);
    if (this.closed) return;
    logger.warn({ err: error.message }, "broadcast: the listening connection failed; reconnecting");
    this.resetAll();
    this.retry();
  }

  private retry(): void {
    if (this.closed) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), RECONNECT_MS).unref();
  }

  private dispatch(channel: Channel, payload: string): void {
    for (const subscriber of this.subscribers.get(channel) ?? []) {
      try {
        subscriber.message(payload);
      } catch (error) {
        logger.error({ err: error, channel }, "broadcast: a subscriber failed");
      }
    }
  }

  private resetAll(): void {
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.reset?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pingTimer);
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    this.up = false;
    await client?.end().catch(() => undefined);
    for (const stop of this.embedded.values()) await (await stop)().catch(() => undefined);
    this.embedded.clear();
  }
}

// On globalThis: Next loads server modules once for instrumentation and again for the routes, and
// one process needs one listening connection.
const shared = globalThis as unknown as { __svcBroadcast?: Listener };

function listener(): Listener {
  shared.__svcBroadcast ??= new Listener();
  return shared.__svcBroadcast;
}

/** Calls `subscriber` with every message sent on `channel` from now on, by any process; returns the unsubscribe. */
export function subscribe(channel: Channel, subscriber: Subscriber): () => void {
  return listener().subscribe(channel, subscriber);
}

/** Whether a message sent on `channel` now would reach this process (its listening connection is up). */
export function listening(channel: Channel): boolean {
  return listener().listening(channel);
}

/** Sends `payload` on `channel` when `db`'s transaction commits (at once outside one). */
export async function broadcast(db: Db, channel: Channel, payload: string): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${channel}, ${payload})`;
}

/** Stops listening (tests, and a process going away). */
export async function closeBroadcast(): Promise<void> {
  const current = shared.__svcBroadcast;
  shared.__svcBroadcast = undefined;
  await current?.close();
}
