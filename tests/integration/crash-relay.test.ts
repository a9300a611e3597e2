import { spawn } from "node:child_process";
import { once } from "node:events";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { ANOTHER_PROCESS, postgresOnly } from "../helpers/postgres-only";

// A process killed between the commit of a call and the relay of its `call/requested` event:
// after a restart the sweeper sends the event and the call is dialed exactly once, even when the
// event is sent again. Needs Postgres: two processes share the database. Server modules are
// imported only after the restart's settings are in place (they read them once).

let harness: DialingHarness | undefined;
let twilio: FakeTwilio | undefined;
afterAll(async () => {
  await harness?.stop();
  await twilio?.close();
});

/** Places a call through a process that is killed at the relay; returns the call id. */
async function originateInDoomedProcess(): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/crash-after-commit.ts"], {
    env: { ...process.env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const ready = await eventually(
    async () => output.match(/ready (\{.*\})/)?.[1],
    // A cold tsx process compiles the server first: a minute and more while the build runs beside.
    90_000,
    "the doomed process to serve",
  );
  const { url, workspaceId, agentId, key } = JSON.parse(ready) as Record<string, string>;
  const exited = once(child, "exit");
  const response = await fetch(`${url}/v1/workspaces/${workspaceId}/calls/originate-manual`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ agentId, to: "+14155552671" }),
  }).catch(() => null); // the process may die before it answers
  const [, signal] = await exited;
  expect(signal).toBe("SIGKILL");
  return response ? ((await response.json()) as { data: { id: string } }).data.id : "";
}

async function sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

describe("a crash between commit and relay", postgresOnly(ANOTHER_PROCESS), () => {
  it("loses nothing and dials exactly once after the restart", async () => {
    twilio = await startFakeTwilio({ autoComplete: true });
    Object.assign(process.env, twilio.env);
    await originateInDoomedProcess();
    const [call] = await sql<{ id: string; status: string }>(
      `SELECT id, status FROM "Call" WHERE "to" = '+14155552671'`,
    );
    expect(call.status).toBe("queued");
    const [outbox] = await sql<{ id: string; sentAt: Date | null }>(
      `SELECT id, "sentAt" FROM "Outbox" WHERE name = 'call/requested'`,
    );
    expect(outbox.sentAt).toBeNull();

    harness = await startDialingHarness(twilio.env); // the restart: the executor relays what is unsent
    const { db } = await import("@/server/db/client");
    await eventually(
      async () => (await db.call.findUniqueOrThrow({ where: { id: call.id } })).status === "completed",
      15_000,
      "the call to complete",
    );

    // The sweeper sending the same event again (as after a crash right after the send) changes nothing.
    await db.outbox.update({ where: { id: outbox.id }, data: { sentAt: null } });
    const { relayOutbox } = await import("@/server/outbox/outbox");
    expect(await relayOutbox([outbox.id])).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(twilio.dials.filter((d) => d.callId === call.id)).toHaveLength(1);
  }, 150_000);
});
