import { randomUUID } from "node:crypto";
import { OPEN_STATUSES } from "@/server/calls/statuses";
import { db } from "@/server/db/client";
import { callRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { logger } from "@/server/logger";
import { failCallsOfGoneCarriers } from "@/server/dialing/recovery";

// The local executor keeps its runs in the memory of the process holding the executor lease
// (server/processes), so when the lease moves (a restart, a crash, a rolling deploy) the runs of
// the open calls are gone with the previous holder, and only those: no other process runs any.
// Each open call gets a new `dial-call` run (safe to run again: it dials only a call never placed,
// asks the carrier about a dial whose answer was lost and adopts the call it took
// (server/dialing/dial.ts), and a placed call's later callbacks end it as usual). The exception: a
// simulator call already placed lives in its carrier's process, so it ends `failed` if that process
// is gone and is left alone while it lives (it may be a peer's, draining or serving).
// With Inngest proper, runs are durable and none of this runs.

function openCalls() {
  return db.call.findMany({
    where: { status: { in: [...OPEN_STATUSES] } },
    select: { id: true, workspaceId: true, provider: true, providerCallId: true },
  });
}

export async function resumeOpenCalls(): Promise<void> {
  // Read before the open calls: a call whose event is relayed meanwhile still counts as pending.
  const unsent = await db.outbox.findMany({
    where: { sentAt: null, name: callRequested.name },
    select: { payload: true },
  });
  const open = await openCalls();
  // Their original event is still to be relayed, and will start their run.
  const pending = new Set(unsent.map((row) => (row.payload as { callId?: string }).callId));
  const failed = await failCallsOfGoneCarriers();
  // A placed simulator call was ended above if its carrier is gone; else its carrier reports its end.
  const resumable = open.filter(
    (call) => !pending.has(call.id) && !(call.provider === "simulator" && call.providerCallId),
  );
  const boot = randomUUID();
  if (resumable.length) {
    await inngest.send(
      resumable.map((call) =>
        callRequested.create({ callId: call.id, workspaceId: call.workspaceId }, { id: `resume:${call.id}:${boot}` }),
      ),
    );
  }
  if (failed || resumable.length)
    logger.warn(
      { resumed: resumable.length, failed },
      "local executor: runs of open calls were lost with the previous lease holder",
    );
}
