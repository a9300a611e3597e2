import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import type { WorkspaceFixture } from "../helpers/fixtures";

// The local executor keeps runs in memory: after a restart, the calls a dead process left open
// must still be dialed (once) and ended, never left `queued` for ever.

let harness: DialingHarness;
let ws: WorkspaceFixture;
let db: typeof import("@/server/db/client").db;
let executor: typeof import("@/inngest/local-executor/start");

beforeAll(async () => {
  harness = await startDialingHarness();
  ({ db } = await import("@/server/db/client"));
  executor = await import("@/inngest/local-executor/start");
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db);
});
afterAll(() => harness?.stop());

async function leftByDeadProcess(
  to: string,
  state: { status: "queued" | "ringing"; relayed: boolean; providerCallId?: string; carrierProcessId?: string },
) {
  const call = await db.call.create({
    data: {
      workspaceId: ws.workspaceId,
      agentId: ws.agentId,
      to,
      from: ws.fromNumber,
      status: state.status,
      provider: state.providerCallId ? "simulator" : null,
      providerCallId: state.providerCallId,
      carrierProcessId: state.carrierProcessId,
    },
  });
  await db.outbox.create({
    data: {
      name: "call/requested",
      payload: { callId: call.id, workspaceId: ws.workspaceId },
      sentAt: state.relayed ? new Date() : null,
    },
  });
  return call.id;
}

const ended = (callId: string) =>
  eventually(
    async () => {
      const call = await db.call.findUniqueOrThrow({ where: { id: callId }, include: { events: true } });
      return ["completed", "failed"].includes(call.status) && call;
    },
    20_000,
    `call ${callId} to end`,
  );

describe("restarting the local executor", () => {
  it("dials calls whose run died, fails simulator calls whose carrier died, and runs unsent ones once", async () => {
    await executor.stopLocalExecutor(); // the process "dies" with its runs

    const relayedButLost = await leftByDeadProcess("+14155552671", { status: "queued", relayed: true });
    const carrierLost = await leftByDeadProcess("+14155552672", {
      status: "ringing",
      relayed: true,
      providerCallId: "sim_lost",
    });
    const neverRelayed = await leftByDeadProcess("+14155552673", { status: "queued", relayed: false });

    await executor.startLocalExecutor({ retryBaseMs: 200 });

    const [a, b, c] = await Promise.all([ended(relayedButLost), ended(carrierLost), ended(neverRelayed)]);
    expect(a.status).toBe("completed");
    expect(c.status).toBe("completed");
    expect(b).toMatchObject({ status: "failed", failureReason: "carrier_lost_on_restart" });
    for (const call of [a, c]) {
      expect(call.events.filter((e) => e.status === "dialing")).toHaveLength(1);
      expect(call.providerCallId).toMatch(/\S/);
    }
  });

  it("leaves alone a simulator call whose carrier process is alive (a peer's), and fails one whose process stopped heartbeating", async () => {
    await executor.stopLocalExecutor();
    const peer = await db.serverProcess.create({
      data: { id: "proc_live_peer", hostname: "peer", pid: 1, heartbeatAt: new Date() },
    });
    const crashed = await db.serverProcess.create({
      data: { id: "proc_crashed", hostname: "gone", pid: 2, heartbeatAt: new Date(Date.now() - 11_000) },
    });
    const peers = await leftByDeadProcess("+14155552674", {
      status: "ringing",
      relayed: true,
      providerCallId: "sim_peer",
      carrierProcessId: peer.id,
    });
    const crashedOnes = await leftByDeadProcess("+14155552675", {
      status: "ringing",
      relayed: true,
      providerCallId: "sim_crashed",
      carrierProcessId: crashed.id,
    });

    await executor.startLocalExecutor({ retryBaseMs: 200 });

    expect(await ended(crashedOnes)).toMatchObject({ status: "failed", failureReason: "carrier_lost_on_restart" });
    expect(await db.call.findUniqueOrThrow({ where: { id: peers } })).toMatchObject({
      status: "ringing",
      failureReason: null,
    });
  });
});
