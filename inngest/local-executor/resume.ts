import { randomUUID } from "node:crypto";
import { db } from "@/server/db/client";
import { failCall } from "@/server/dialing/dial";
import { callRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { logger } from "@/server/logger";

// The local executor keeps its runs in this process's memory, so a restart loses the runs of the
// calls that were open. On start each open call gets a new `dial-call` run (safe to run again: it
// dials only a call never placed, and a placed call's later callbacks end it as usual). A call
// claimed for dialing whose carrier answer was lost may have been placed: that run asks the
// carrier first and adopts the call it took (server/dialing/dial.ts). The exception: a simulator
// call already placed ends `failed`, its simulated carrier having died with the process.
// With Inngest proper, runs are durable and none of this runs.

const OPEN = ["queued", "dialing", "ringing", "in_progress"] as const;

function openCalls() {
  return db.call.findMany({ where: { status: { in: [...OPEN] } }, select: { id: true, workspaceId: true, provider: true, providerCallId: true } });
}

export async function resumeOpenCalls(): Promise<void> {
  // Read before the open calls: a call whose event is relayed meanwhile still counts as pending.
  const unsent = await db.outbox.findMany({ where: { sentAt: null, name: callRequested.name }, select: { payload: true } });
  const open = await openCalls();
  // Their original event is still to be relayed, and will start their run.
  const pending = new Set(unsent.map((row) => (row.payload as { callId?: string }).callId));
  const resumable: typeof open = [];
  let failed = 0;
  for (const call of open.filter((c) => !pending.has(c.id))) {
    if (call.provider === "simulator" && call.providerCallId) {
      await failCall(call.id, "carrier_lost_on_restart");
      failed++;
    } else {
      resumable.push(call);
    }
  }
  const boot = randomUUID();
  if (resumable.length) {
    await inngest.send(resumable.map((call) => callRequested.create({ callId: call.id, workspaceId: call.workspaceId }, { id: `resume:${call.id}:${boot}` })));
  }
  if (failed || resumable.length) logger.warn({ resumed: resumable.length, failed }, "local executor: runs of open calls were lost with the previous process");
}
