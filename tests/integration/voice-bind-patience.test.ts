import { randomBytes } from "node:crypto";
import { once } from "node:events";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_TWILIO } from "../helpers/fake-twilio";
import { twilioUpgradeHeaders } from "../helpers/relay-client";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";
import { postgresOnly } from "../helpers/postgres-only";

// A relay session claims its call, then reads it, once the carrier connects. When the database
// cannot answer for a while (every pooled connection busy past the pool's wait under a burst of
// calls, a lock held past lock_timeout, a failover), each statement is tried again for up to 15 s:
// the caller hears a late greeting, not a refused upgrade or a call closed with 1011.

let h: VoiceHarness;
let agentId: string;

beforeAll(async () => {
  h = await startVoiceHarness();
  agentId = await h.agent();
});
afterAll(() => h?.stop());

/** Holds `lock` in a transaction of its own connection until `release()`. */
async function holdLock(lock: string, params: unknown[] = []) {
  const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
  await holder.query("BEGIN");
  await holder.query(lock, params);
  return async () => {
    await holder.query("ROLLBACK");
    await holder.end();
  };
}

/** Releases the lock after `ms`, resolving once it is released with the time the release began. */
function releaseAfter(release: () => Promise<void>, ms: number): Promise<number> {
  return new Promise((resolve) =>
    setTimeout(() => {
      const releasedAt = Date.now();
      void release().then(() => resolve(releasedAt));
    }, ms),
  );
}

/** Connects, again while the gateway answers 409, for up to 5 s. */
async function reconnect(call: { callId: string; callSid: string }) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      return await h.connect(call);
    } catch (error) {
      if ((error as { status?: number }).status !== 409 || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe("a relay session while the database cannot answer", postgresOnly("a second connection holds a lock"), () => {
  it("reads its call once the database answers again, and greets the caller", async () => {
    const call = await h.answeredCall(agentId);
    const { LOCK_TIMEOUT_MS } = await import("@/server/db/client");
    // The bind statement reads the call's workspace: a lock on "Workspace" held past lock_timeout
    // fails its first read with 55P03 (read once, the session would close with 1011), while
    // claiming the session (the "Call" row) goes through.
    const heldFor = LOCK_TIMEOUT_MS + 1_000;
    const released = releaseAfter(await holdLock(`LOCK TABLE "Workspace" IN ACCESS EXCLUSIVE MODE`), heldFor);
    try {
      const relay = await h.connect(call);
      relay.prompt("Hello?");
      const greeting = await relay.agentTurn(heldFor + 10_000);
      expect(greeting.text).toBe("Hi Ada, this is Ava from Bright Smiles.");
      expect(Date.now()).toBeGreaterThanOrEqual(await released);
      relay.close();
    } finally {
      await released;
    }
  });

  it("claims the session once the call's row is free again, rather than refusing the carrier", async () => {
    const call = await h.answeredCall(agentId);
    const { LOCK_TIMEOUT_MS } = await import("@/server/db/client");
    // The claim updates the call's row: a lock on it held past lock_timeout fails the first claim
    // with 55P03 (claimed once, the upgrade was refused with 503).
    const heldFor = LOCK_TIMEOUT_MS + 1_000;
    const lock = `SELECT 1 FROM "Call" WHERE "id" = $1 FOR UPDATE`;
    const released = releaseAfter(await holdLock(lock, [call.callId]), heldFor);
    try {
      const relay = await h.connect(call);
      expect(Date.now()).toBeGreaterThanOrEqual(await released);
      relay.prompt("Hello?");
      expect((await relay.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
      relay.close();
    } finally {
      await released;
    }
  });

  it("lets the call go when the carrier resets the connection while the claim waits, and serves its reconnection", async () => {
    const call = await h.answeredCall(agentId);
    const release = await holdLock(`SELECT 1 FROM "Call" WHERE "id" = $1 FOR UPDATE`, [call.callId]);
    const url = new URL(h.relayUrl(call.callId));
    const socket = net.connect(Number(url.port), url.hostname);
    await once(socket, "connect");
    const headers = { ...twilioUpgradeHeaders(FAKE_TWILIO.authToken, url.href), "sec-websocket-version": "13" };
    socket.write(
      [
        `GET ${url.pathname}${url.search} HTTP/1.1`,
        `Host: ${url.host}`,
        "Connection: Upgrade",
        "Upgrade: websocket",
        `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        "",
        "",
      ].join("\r\n"),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await release();
    // The server is still up, and the claim, which went through once the row was free, after the
    // carrier had left, is let go again: the carrier's next connection is served (a 409 only while
    // that release is in flight).
    const relay = await reconnect(call);
    relay.prompt("Hello?");
    expect((await relay.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
    relay.close();
  });
});
