import { randomUUID } from "node:crypto";
import { db } from "@/server/db/client";
import { applyStatusCallback } from "@/server/dialing/callbacks";
import { isTerminal } from "@/server/dialing/transitions";
import { callRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { logger } from "@/server/logger";
import { failCallsOfGoneCarriers } from "@/server/processes/recovery";
import { providerNamed } from "@/server/telephony/providers";

// The local executor keeps its runs in the memory of the process holding the executor lease
// (server/processes), so when the lease moves (a restart, a crash, a rolling deploy) the runs of
// the open calls are gone with the previous holder, and only those: no other process runs any.
// On start each open call gets a new `dial-call` run (safe to run again: it dials only a call never
// placed, and a placed call's later callbacks end it as usual), with these exceptions decided first:
// - a simulator call already placed lives in its carrier's process: it ends `failed` if that
//   process is gone, and is left alone while it lives (it may be a peer's, draining or serving);
// - a call claimed for dialing whose carrier answer was lost may have been placed: the carrier is
//   asked, and a call it took is adopted rather than dialed a second time.
// With Inngest proper, runs are durable and none of this runs.

const OPEN = ["queued", "dialing", "ringing", "in_progress"] as const;

type OpenCall = Awaited<ReturnType<typeof openCalls>>[number];

function openCalls() {
  return db.call.findMany({
    where: { status: { in: [...OPEN] } },
    select: { id: true, workspaceId: true, status: true, provider: true, providerCallId: true, to: true, from: true, dialedAt: true, createdAt: true },
  });
}

/** A dial whose answer was lost: adopts the call the carrier took, if any. Returns whether it is still open. */
async function settleLostDial(call: OpenCall): Promise<boolean> {
  const provider = call.provider ? providerNamed(call.provider) : null;
  if (!provider?.findCall) return true; // nothing survives at this carrier: dialing again is right
  const taken = await provider.findCall({ to: call.to, from: call.from, since: call.dialedAt ?? call.createdAt });
  if (!taken) return true;
  await applyStatusCallback(provider.name, call.id, taken);
  return !isTerminal(taken.status);
}

export async function resumeOpenCalls(): Promise<void> {
  // Read before the open calls: a call whose event is relayed meanwhile still counts as pending.
  const unsent = await db.outbox.findMany({ where: { sentAt: null, name: callRequested.name }, select: { payload: true } });
  const open = await openCalls();
  // Their original event is still to be relayed, and will start their run.
  const pending = new Set(unsent.map((row) => (row.payload as { callId?: string }).callId));
  const failed = await failCallsOfGoneCarriers();
  const resumable: OpenCall[] = [];
  // A placed simulator call was ended above if its carrier is gone; else its carrier reports its end.
  const runLost = (call: OpenCall) => !pending.has(call.id) && !(call.provider === "simulator" && call.providerCallId);
  for (const call of open.filter(runLost)) {
    if (call.status === "dialing" && !call.providerCallId) {
      const stillOpen = await settleLostDial(call).catch((error: unknown) => {
        logger.error({ err: error, callId: call.id }, "local executor: could not ask the carrier about a lost dial; not dialing it again");
        return false;
      });
      if (stillOpen) resumable.push(call);
    } else {
      resumable.push(call);
    }
  }
  const boot = randomUUID();
  if (resumable.length) {
    await inngest.send(resumable.map((call) => callRequested.create({ callId: call.id, workspaceId: call.workspaceId }, { id: `resume:${call.id}:${boot}` })));
  }
  if (failed || resumable.length) logger.warn({ resumed: resumable.length, failed }, "local executor: runs of open calls were lost with the previous lease holder");
}
