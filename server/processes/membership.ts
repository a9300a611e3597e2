import { hostname } from "node:os";
import pg from "pg";
import { sql } from "@/server/db/sql";
import { env } from "@/server/env";
import { eventsDeliverableHere } from "@/server/jobs/inngest";
import { logger } from "@/server/logger";
import { OUTBOX_CHANNEL, relayOutbox } from "@/server/outbox/outbox";
import { HEARTBEAT_MS, STALE_AFTER_SEC } from "./liveness";
import { isDraining, thisProcess } from "./this-process";

// This process among the others on the database (docs/decisions.md "Several processes on one
// database"). Every HEARTBEAT_MS it writes its heartbeat; one process at a time holds the executor
// lease, a Postgres advisory lock taken on a connection of its own (never a pooled one: the lock
// belongs to the connection, and dies with it, which is exactly "the process is gone"). The
// others try for it on every beat, and at once when the holder hands it over. The holder runs its
// duties (the local executor), relays the events the others announce on OUTBOX_CHANNEL, and ends
// what processes found gone (no heartbeat for STALE_AFTER_SEC) left behind.
// Embedded PGlite is one process by construction: it always holds the lease.

/**
 * What the lease holder runs, handed in by the composition root (server/startup.ts): the local
 * executor, and what to do with the work of processes found gone (the layers above own it:
 * processes import nothing from dialing, telephony or calls).
 */
export interface LeaderDuties {
  lead(): Promise<unknown>;
  abdicate(): Promise<unknown>;
  recoverGone(processIds: string[]): Promise<unknown>;
}

/** Followers listen here: the holder handed the lease over. */
const LEASE_CHANNEL = "svc_lease";
/** pg_try_advisory_lock(int4, int4) keys: "svc", 1 (the migrator's lock is Prisma's single bigint key). */
const LEASE_KEYS = [0x737663, 1];

type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

const BEAT = `INSERT INTO "ServerProcess" ("id", "hostname", "pid", "heartbeatAt", "backendPid")
  VALUES ($1, $2, $3, now() AT TIME ZONE 'UTC', pg_backend_pid())
  ON CONFLICT ("id") DO UPDATE SET "heartbeatAt" = EXCLUDED."heartbeatAt", "backendPid" = EXCLUDED."backendPid"
  RETURNING "stoppedAt" IS NOT NULL AS "declaredGone"`;

const STALE = `(now() AT TIME ZONE 'UTC') - interval '${STALE_AFTER_SEC} seconds'`;

/** The lease holder's backend, when the process behind it stopped heartbeating (frozen, or its host gone without closing the connection). */
const STALE_HOLDER = `SELECT l."pid" FROM pg_locks l
  WHERE l."locktype" = 'advisory' AND l."granted" AND l."classid" = $1::int::oid AND l."objid" = $2::int::oid AND l."objsubid" = 2
    AND l."database" = (SELECT "oid" FROM pg_database WHERE "datname" = current_database())
    AND NOT EXISTS (SELECT 1 FROM "ServerProcess" p WHERE p."backendPid" = l."pid" AND p."stoppedAt" IS NULL AND p."heartbeatAt" > ${STALE})`;

const REAP = `UPDATE "ServerProcess" SET "stoppedAt" = now() AT TIME ZONE 'UTC'
  WHERE "stoppedAt" IS NULL AND "heartbeatAt" < ${STALE} RETURNING "id"`;

const FORGET = `DELETE FROM "ServerProcess" WHERE "stoppedAt" < (now() AT TIME ZONE 'UTC') - interval '7 days'`;

class Membership {
  readonly id = thisProcess().id;
  leading = false;
  private duties?: LeaderDuties;
  private client?: pg.Client;
  /** When the connection came up: a peer is judged gone only after this process could watch it for a whole STALE_AFTER_SEC. */
  private connectedAt = 0;
  private timer?: NodeJS.Timeout;
  private ticking?: Promise<void>;
  private tickAgain = false;
  /** Taking and handing over the lease, one change at a time. */
  private office: Promise<unknown> = Promise.resolve();
  private declaredGone = false;
  /** Shutting down (or stopped by a test): never a candidate again. */
  private retired = false;
  private outboxIds: string[] = [];
  private registeredOnce!: () => void;
  readonly registered = new Promise<void>((resolve) => (this.registeredOnce = resolve));

  get joined(): boolean {
    return Boolean(this.timer);
  }

  /** Starts heartbeating; with duties, this process is a candidate for the lease. Resolves once a beat's outcome is in office. */
  async join(duties?: LeaderDuties): Promise<void> {
    if (duties) this.duties = duties;
    this.timer ??= setInterval(() => void this.beat(), HEARTBEAT_MS).unref();
    await this.beat();
    await this.ticking; // the beat asked for while another was under way
    await this.office;
  }

  beat(): Promise<void> {
    if (this.ticking) {
      this.tickAgain = true;
      return this.ticking;
    }
    this.ticking = this.tick().finally(() => {
      this.ticking = undefined;
      if (this.tickAgain) {
        this.tickAgain = false;
        void this.beat();
      }
    });
    return this.ticking;
  }

  private async tick(): Promise<void> {
    try {
      const query = await this.connection();
      const [row] = await query<{ declaredGone: boolean }>(BEAT, [this.id, hostname(), process.pid]);
      this.registeredOnce();
      if (row?.declaredGone && !this.declaredGone) {
        this.declaredGone = true;
        logger.error(
          { processId: this.id },
          "the other processes found this one gone (no heartbeat): what it held was recovered; restart it",
        );
      }
      if (this.leading) await this.reapGone(query);
      else if (this.duties && !this.retired && !isDraining()) await this.tryLead(query);
    } catch (error) {
      this.lostConnection(error as Error);
    }
  }

  private async connection(): Promise<Query> {
    if (!env.DATABASE_URL) return (text, params = []) => sql(text, params);
    if (!this.client) {
      const client = new pg.Client({
        connectionString: env.DATABASE_URL,
        connectionTimeoutMillis: 5_000,
        query_timeout: 5_000,
        application_name: `svc ${this.id}`,
      });
      client.on("error", (error) => this.lostConnection(error, client));
      client.on("notification", (message) => this.notified(message.channel, message.payload));
      try {
        await client.connect();
        await client.query(`LISTEN ${LEASE_CHANNEL}`);
      } catch (error) {
        void client.end().catch(() => undefined);
        throw error;
      }
      this.client = client;
      this.connectedAt = Date.now();
    }
    const client = this.client;
    return async <Row>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as Row[];
  }

  private lostConnection(error: Error, client = this.client): void {
    if (client) void client.end().catch(() => undefined);
    if (client !== this.client && client) return;
    this.client = undefined;
    logger.warn(
      { err: error.message, processId: this.id },
      "the process's database connection failed; retrying on the next heartbeat",
    );
    if (!this.leading || !env.DATABASE_URL) return;
    // The lease died with the connection: another process may hold it already.
    logger.error({ processId: this.id }, "executor lease lost with its connection: the local executor stops here");
    this.leading = false;
    this.office = this.office
      .then(() => this.duties?.abdicate())
      .catch((failure: unknown) => logger.error({ err: failure }, "could not stop the local executor"));
  }

  private async tryLead(query: Query): Promise<void> {
    const postgres = Boolean(env.DATABASE_URL);
    const [lock] = postgres
      ? await query<{ got: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS "got"', LEASE_KEYS)
      : [{ got: true }];
    if (!lock.got) return this.takeFromStaleHolder(query);
    this.leading = true;
    if (postgres) await query(`LISTEN ${OUTBOX_CHANNEL}`);
    logger.info({ processId: this.id }, "this process holds the executor lease");
    await query(FORGET);
    // Off the heartbeat: resuming the open calls may take longer than a beat.
    this.office = this.office.then(async () => {
      try {
        await this.duties?.lead();
      } catch (error) {
        logger.error({ err: error }, "could not start leading; handing the lease back");
        await this.stepDown();
      }
    });
  }

  /** A holder whose process stopped heartbeating keeps the lock as long as its connection lives: end that connection. */
  private async takeFromStaleHolder(query: Query): Promise<void> {
    if (Date.now() - this.connectedAt < STALE_AFTER_SEC * 1000) return;
    for (const { pid } of await query<{ pid: number }>(STALE_HOLDER, LEASE_KEYS)) {
      logger.warn(
        { backendPid: pid },
        "the executor lease is held by a process without a heartbeat: ending its connection",
      );
      await query("SELECT pg_terminate_backend($1)", [pid]);
    }
  }

  /** Marks gone the processes whose heartbeat is stale, and ends what they carried. */
  private async reapGone(query: Query): Promise<void> {
    if (Date.now() - this.connectedAt < STALE_AFTER_SEC * 1000) return;
    const gone = (await query<{ id: string }>(REAP)).map((row) => row.id);
    if (!gone.length) return;
    logger.warn({ processIds: gone }, "processes without a heartbeat for 10 s are gone");
    this.office = this.office
      .then(() => this.duties?.recoverGone(gone))
      .catch((error: unknown) => logger.error({ err: error }, "could not recover the calls of gone processes"));
  }

  private notified(channel: string, payload: string | undefined): void {
    if (channel === LEASE_CHANNEL) {
      if (!this.leading) void this.beat();
      return;
    }
    // Until the executor runs, its own start relays whatever is unsent.
    if (channel !== OUTBOX_CHANNEL || !this.leading || !payload || !eventsDeliverableHere()) return;
    if (!this.outboxIds.length) {
      setImmediate(() => {
        const ids = this.outboxIds.splice(0);
        void relayOutbox(ids);
      });
    }
    this.outboxIds.push(...payload.split(","));
  }

  /** Stops the duties, then frees the lock and tells the followers, who take it at once. */
  private async stepDown(): Promise<void> {
    this.leading = false;
    await this.duties?.abdicate();
    const client = this.client;
    if (!client) return;
    await client.query(`UNLISTEN ${OUTBOX_CHANNEL}`);
    await client.query("SELECT pg_advisory_unlock($1, $2)", LEASE_KEYS);
    await client.query(`NOTIFY ${LEASE_CHANNEL}`);
  }

  /** Shutdown, first part: no longer a candidate; the lease goes to another process. Heartbeats go on. */
  async handOver(): Promise<void> {
    this.retired = true;
    await this.ticking;
    await this.office;
    if (!this.leading) return;
    this.office = this.stepDown().catch((error: unknown) =>
      logger.error({ err: error }, "could not hand the executor lease over"),
    );
    await this.office;
    logger.info({ processId: this.id }, "executor lease handed over");
  }

  /** Shutdown, last part: this process is gone for its peers at once, not after STALE_AFTER_SEC. */
  async leave(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
    try {
      const query = await this.connection();
      await query(`UPDATE "ServerProcess" SET "stoppedAt" = now() AT TIME ZONE 'UTC' WHERE "id" = $1`, [this.id]);
    } catch (error) {
      logger.warn(
        { err: (error as Error).message },
        "could not record this process's end; its peers will find it gone by its heartbeat",
      );
    }
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }
}

const shared = globalThis as unknown as { __svcMembership?: Membership };

function membership(): Membership {
  shared.__svcMembership ??= new Membership();
  return shared.__svcMembership;
}

/** Joins the processes on the database; with duties, as a candidate for the executor lease. */
export function joinProcesses(duties?: LeaderDuties): Promise<void> {
  return membership().join(duties);
}

/** This process's id, once its row is in the database (joining, heartbeat only, if nothing joined yet). */
export async function registeredProcess(): Promise<string> {
  const member = membership();
  if (!member.joined) void member.join();
  await member.registered;
  return member.id;
}

export function holdsLease(): boolean {
  return membership().leading;
}

export function handOverLease(): Promise<void> {
  return membership().handOver();
}

export async function leaveProcesses(): Promise<void> {
  const member = shared.__svcMembership;
  shared.__svcMembership = undefined;
  await member?.handOver();
  await member?.leave();
}
