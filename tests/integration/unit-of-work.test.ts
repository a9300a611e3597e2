import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestCall } from "@/server/calls/calls";
import { db, dbReady } from "@/server/db/client";
import { afterCommit, emit, transaction, withSavepoint } from "@/server/db/unit-of-work";
import { ApiError } from "@/server/errors";
import { callEnded, deliveryRequested } from "@/server/events";
import { requestHash, withIdempotency } from "@/server/idempotency/idempotency";
import { receiveEventsLocally } from "@/server/jobs/inngest";
import { eventually } from "../helpers/dialing-harness";
import { createWorkspaceFixture, type WorkspaceFixture } from "../helpers/fixtures";

// The unit of work relays what a transaction emitted once it commits, with nobody calling a relay;
// what rolls back (the whole transaction, or the work behind the idempotency savepoint) is never
// sent. Events are received where the local executor receives them (inngest.send in local mode).

let ws: WorkspaceFixture;
const received: Array<{ id: string; name: string; data: Record<string, unknown> }> = [];

beforeAll(async () => {
  await dbReady();
  ws = await createWorkspaceFixture(db);
  receiveEventsLocally(async (events) => {
    received.push(...(events as typeof received));
    return events.map((event) => (event as { id: string }).id);
  });
});
afterAll(() => receiveEventsLocally(undefined));

const deliveryIdsReceived = () =>
  received.filter((event) => event.name === deliveryRequested.name).map((event) => event.data.deliveryId);

/** Emits a marker in a transaction of its own and waits for it: every event committed before it has been relayed by then. */
async function relayedSoFar(marker: string): Promise<unknown[]> {
  await transaction((tx) => emit(tx, deliveryRequested.create({ deliveryId: marker })));
  await eventually(async () => deliveryIdsReceived().includes(marker), 5_000, `the marker ${marker}`);
  return deliveryIdsReceived().filter((id) => id !== marker);
}

async function outboxRowsFor(deliveryId: string) {
  return db.outbox.findMany({
    where: { name: deliveryRequested.name, payload: { path: ["deliveryId"], equals: deliveryId } },
  });
}

describe("transaction() and emit()", () => {
  it("relays an event committed in a transaction without any relay call, and marks it sent", async () => {
    await transaction(async (tx) => {
      await emit(tx, deliveryRequested.create({ deliveryId: "dlv_committed_1" }));
      await emit(tx, callEnded.create({ callId: "call_committed", workspaceId: ws.workspaceId }));
      await emit(tx, deliveryRequested.create({ deliveryId: "dlv_committed_2" }));
    });
    await eventually(async () => deliveryIdsReceived().includes("dlv_committed_2"), 5_000, "the committed events");
    expect(deliveryIdsReceived()).toEqual(expect.arrayContaining(["dlv_committed_1", "dlv_committed_2"]));
    expect(received.find((event) => event.name === callEnded.name)).toMatchObject({
      data: { callId: "call_committed", workspaceId: ws.workspaceId },
    });
    const [row] = await outboxRowsFor("dlv_committed_1");
    await eventually(
      async () => (await db.outbox.findUniqueOrThrow({ where: { id: row.id } })).sentAt,
      5_000,
      "sentAt",
    );
    // The outbox id is the Inngest event id, so a re-send is deduplicated.
    expect(received.find((event) => event.data.deliveryId === "dlv_committed_1")?.id).toBe(row.id);
  });

  it("relays the event requestCall's one statement wrote, after commit", async () => {
    const call = await transaction((tx) =>
      requestCall(tx, { workspaceId: ws.workspaceId, agentId: ws.agentId, to: "+14155552790", mode: "live" }),
    );
    const event = await eventually(
      async () => received.find((e) => e.name === "call/requested" && e.data.callId === call.id),
      5_000,
      "call/requested",
    );
    expect(event.data).toEqual({ callId: call.id, workspaceId: ws.workspaceId });
  });

  it("emits nothing from a transaction that rolls back, and runs none of its after-commit tasks", async () => {
    let ran = false;
    const failure = transaction(async (tx) => {
      await emit(tx, deliveryRequested.create({ deliveryId: "dlv_rolled_back" }));
      afterCommit(tx, () => (ran = true));
      throw new Error("the work failed");
    });
    await expect(failure).rejects.toThrow("the work failed");
    expect(await relayedSoFar("marker_after_rollback")).not.toContain("dlv_rolled_back");
    expect(await outboxRowsFor("dlv_rolled_back")).toEqual([]);
    expect(ran).toBe(false);
  });

  it("does not relay what a savepoint rolled back, and relays what came before it", async () => {
    const ran: string[] = [];
    await transaction(async (tx) => {
      await emit(tx, deliveryRequested.create({ deliveryId: "dlv_before_savepoint" }));
      afterCommit(tx, () => ran.push("before"));
      const undone = withSavepoint(
        tx,
        async () => {
          await emit(tx, deliveryRequested.create({ deliveryId: "dlv_in_savepoint" }));
          afterCommit(tx, () => ran.push("undone"));
          throw new ApiError("CONFLICT");
        },
        () => true,
      );
      await expect(undone).rejects.toMatchObject({ code: "CONFLICT" });
    });
    const relayed = await relayedSoFar("marker_after_savepoint");
    expect(relayed).toContain("dlv_before_savepoint");
    expect(relayed).not.toContain("dlv_in_savepoint");
    expect(await outboxRowsFor("dlv_in_savepoint")).toEqual([]);
    expect(ran).toEqual(["before"]);
  });

  it("does not relay events of idempotent work that ended in a kept 4xx", async () => {
    const scope = {
      workspaceId: ws.workspaceId,
      endpoint: "POST /v1/test",
      key: "uow-kept-4xx",
      requestHash: requestHash("POST", "/v1/test", {}),
    };
    const attempt = () =>
      withIdempotency(scope, async (tx) => {
        await emit(tx, deliveryRequested.create({ deliveryId: "dlv_idempotent_4xx" }));
        throw new ApiError("CONFLICT", "Kept for replays.");
      });
    await expect(attempt()).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await relayedSoFar("marker_after_4xx")).not.toContain("dlv_idempotent_4xx");
    expect(await outboxRowsFor("dlv_idempotent_4xx")).toEqual([]);
    // The 4xx itself was kept: a retry replays it without running the work.
    expect(await db.idempotencyRecord.findFirstOrThrow({ where: { key: scope.key } })).toMatchObject({
      statusCode: 409,
    });
    await expect(attempt()).resolves.toMatchObject({
      replayed: true,
      response: { status: 409, body: { code: "CONFLICT" } },
    });
  });

  it("answers for committed work even when an after-commit task fails", async () => {
    const committed = transaction(async (tx) => {
      await emit(tx, deliveryRequested.create({ deliveryId: "dlv_despite_task" }));
      afterCommit(tx, () => {
        throw new Error("the mail server is down");
      });
      return "done";
    });
    await expect(committed).resolves.toBe("done");
    expect(await relayedSoFar("marker_after_failed_task")).toContain("dlv_despite_task");
  });

  it("throws when emit is given a handle that is not a unit of work", async () => {
    const event = () => deliveryRequested.create({ deliveryId: "dlv_outside" });
    await expect(emit(db, event())).rejects.toThrow(/inside transaction\(\)/);
    await expect(db.$transaction((tx) => emit(tx, event()))).rejects.toThrow(/inside transaction\(\)/);
    // After the commit the handle is closed to events too: a late emit would never be relayed.
    let leaked: Parameters<typeof emit>[0] | undefined;
    await transaction(async (tx) => void (leaked = tx));
    await expect(emit(leaked!, event())).rejects.toThrow(/inside transaction\(\)/);
    expect(() => afterCommit(db, () => {})).toThrow(/not a unit of work/);
    expect(await outboxRowsFor("dlv_outside")).toEqual([]);
  });

  it("refuses an event whose payload does not match the catalog", async () => {
    const malformed = deliveryRequested.create({ deliveryId: "" });
    await expect(transaction((tx) => emit(tx, malformed))).rejects.toThrow(/deliveryId/);
    expect(await outboxRowsFor("")).toEqual([]);
  });
});
