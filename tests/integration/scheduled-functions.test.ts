import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalExecutor } from "@/inngest/local-executor/executor";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";

// The cron functions, fired the way the local executor's clock fires them.

let harness: DialingHarness;
let executor: LocalExecutor;
let db: typeof import("@/server/db/client").db;

beforeAll(async () => {
  harness = await startDialingHarness({ OUTBOX_SWEEP_INTERVAL_MS: "1000" });
  ({ db } = await import("@/server/db/client"));
  const { startLocalExecutor } = await import("@/inngest/local-executor/start");
  executor = await startLocalExecutor(); // the harness's, already running
});
afterAll(() => harness?.stop());

describe("scheduled functions", () => {
  it("sweep-outbox re-sends events a crash left unsent", async () => {
    const workspace = await db.workspace.create({ data: { name: "Sweep" } });
    const stale = await db.outbox.create({
      data: {
        name: "test/nobody-listens",
        payload: { workspaceId: workspace.id },
        createdAt: new Date(Date.now() - 10_000),
      },
    });
    executor.fireCrons(new Date("2026-01-01T10:00:00Z"));
    await eventually(
      async () => (await db.outbox.findUniqueOrThrow({ where: { id: stale.id } })).sentAt,
      10_000,
      "the sweep",
    );
  });

  it("close-silent-calls closes as failed a call whose carrier reported no end within CALL_MAX_DURATION_SEC, and only that one", async () => {
    const { createWorkspaceFixture } = await import("../helpers/fixtures");
    const { env } = await import("@/server/env");
    const ws = await createWorkspaceFixture(db);
    const dialed = (secondsAgo: number) =>
      db.call.create({
        data: {
          workspaceId: ws.workspaceId,
          agentId: ws.agentId,
          to: "+14155552671",
          from: ws.fromNumber,
          status: "in_progress",
          provider: "simulator",
          dialedAt: new Date(Date.now() - secondsAgo * 1000),
          answeredAt: new Date(),
        },
      });
    const silent = await dialed(env.CALL_MAX_DURATION_SEC + 60);
    const talking = await dialed(60);
    executor.fireCrons(new Date("2026-01-01T10:05:00Z"));
    const closed = await eventually(
      async () => {
        const call = await db.call.findUniqueOrThrow({ where: { id: silent.id } });
        return call.status === "failed" && call;
      },
      10_000,
      "the silent call to be closed",
    );
    expect(closed).toMatchObject({ failureReason: "no_final_status_from_carrier", endedReason: "failed" });
    expect(await db.callEvent.count({ where: { callId: silent.id, status: "failed" } })).toBe(1);
    expect(await db.webhookEvent.count({ where: { subjectId: silent.id, type: "call.failed" } })).toBe(1);
    // It ended like any call: wrapped up, and, answered, analysed.
    await eventually(
      () => db.webhookEvent.findFirst({ where: { subjectId: silent.id, type: "call.summary_ready" } }),
      10_000,
      "its analysis",
    );
    expect((await db.call.findUniqueOrThrow({ where: { id: talking.id } })).status).toBe("in_progress");
  });

  it("purge-idempotency-records deletes expired records and keeps live ones", async () => {
    const workspace = await db.workspace.create({ data: { name: "Purge" } });
    const record = (key: string, expiresAt: Date) => ({
      workspaceId: workspace.id,
      endpoint: "POST /v1/x",
      key,
      requestHash: "h",
      statusCode: 202,
      responseBody: {},
      expiresAt,
    });
    await db.idempotencyRecord.createMany({
      data: [record("old", new Date(Date.now() - 1_000)), record("live", new Date(Date.now() + 60_000))],
    });
    executor.fireCrons(new Date("2026-01-01T10:17:00Z"));
    await eventually(
      async () => (await db.idempotencyRecord.count({ where: { workspaceId: workspace.id } })) === 1,
      10_000,
      "the purge",
    );
    expect((await db.idempotencyRecord.findFirstOrThrow({ where: { workspaceId: workspace.id } })).key).toBe("live");
  });
});
