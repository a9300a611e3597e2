import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";
import { postgresOnly } from "../helpers/postgres-only";

// A relay session reads its call once the carrier connects. When the database cannot answer for a
// while (every pooled connection busy past the pool's wait under a burst of calls, a lock held
// past lock_timeout, a failover), the read is tried again for up to 15 s: the caller hears a late
// greeting, not a call closed with 1011.

let h: VoiceHarness;
let agentId: string;

beforeAll(async () => {
  h = await startVoiceHarness();
  agentId = await h.agent();
});
afterAll(() => h?.stop());

describe("binding a relay session to its call", postgresOnly("a second connection holds a lock"), () => {
  it("waits out a database that cannot answer, and greets the caller once it can", async () => {
    const call = await h.answeredCall(agentId);
    const { LOCK_TIMEOUT_MS } = await import("@/server/db/client");
    // The bind statement reads the call's workspace: a lock on "Workspace" held past lock_timeout
    // fails its first read with 55P03 (read once, the session would close with 1011), while
    // claiming the session (the "Call" row) goes through.
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    await holder.query(`BEGIN; LOCK TABLE "Workspace" IN ACCESS EXCLUSIVE MODE`);
    const heldFor = LOCK_TIMEOUT_MS + 1_000;
    // When the lock's release was asked for: the greeting may come before the ROLLBACK's answer does.
    const released = new Promise<number>((resolve) =>
      setTimeout(async () => {
        const releasing = Date.now();
        await holder.query("ROLLBACK");
        await holder.end();
        resolve(releasing);
      }, heldFor),
    );
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
});
