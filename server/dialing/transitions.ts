import type { Db, Prisma } from "@/server/db/client";
import type { Call, CallStatus } from "@/server/db/generated/client";
import { emitWebhookEvent, type WebhookEventType } from "@/server/webhooks/events";

// A call's status only moves forward (docs/decisions.md "Call statuses": queued → dialing → ringing
// → in_progress → completed, or one of the other terminal statuses). Each status reached is
// recorded once as a CallEvent and announced once as a webhook event, whichever of a retried step,
// a duplicate or late carrier callback gets there first.

const RANK: Record<CallStatus, number> = {
  queued: 0,
  dialing: 1,
  ringing: 2,
  in_progress: 3,
  completed: 4,
  busy: 4,
  no_answer: 4,
  failed: 4,
  canceled: 4,
  blocked: 4,
};

const WEBHOOK_OF: Partial<Record<CallStatus, WebhookEventType>> = {
  queued: "call.queued",
  ringing: "call.ringing",
  in_progress: "call.answered",
  completed: "call.completed",
  busy: "call.failed",
  no_answer: "call.failed",
  failed: "call.failed",
  blocked: "call.failed",
};

export function isTerminal(status: CallStatus): boolean {
  return RANK[status] === 4;
}

/** The call as webhooks show it. */
export function callEventData(call: Call): Prisma.InputJsonObject {
  return {
    id: call.id,
    status: call.status,
    agentId: call.agentId,
    to: call.to,
    from: call.from,
    mode: call.mode,
    createdAt: call.createdAt.toISOString(),
    dialedAt: call.dialedAt?.toISOString() ?? null,
    answeredAt: call.answeredAt?.toISOString() ?? null,
    endedAt: call.endedAt?.toISOString() ?? null,
    durationSec: call.durationSec,
    failureReason: call.failureReason,
  };
}

/** Records `call` having reached its current status: CallEvent plus webhook event, in `tx`'s unit of work. */
export async function announceStatus(
  tx: Db,
  call: Call,
  { detail, occurredAt }: { detail?: Prisma.InputJsonObject; occurredAt?: Date } = {},
): Promise<void> {
  await tx.callEvent.createMany({ data: [{ callId: call.id, status: call.status, detail, occurredAt }], skipDuplicates: true });
  const type = WEBHOOK_OF[call.status];
  if (type) await emitWebhookEvent(tx, { workspaceId: call.workspaceId, type, subjectId: call.id, data: callEventData(call) });
}

/**
 * Moves the call to `status` (with `fields`) if that is forward (and it matches `only`) and announces
 * it; returns the updated call, or null when it did not move.
 */
export async function advanceCall(
  tx: Db,
  callId: string,
  status: CallStatus,
  fields: Prisma.CallUpdateManyMutationInput = {},
  detail?: Prisma.InputJsonObject,
  /** Further conditions the call must meet to move (e.g. whose carrier call it is). */
  only: Prisma.CallWhereInput = {},
): Promise<Call | null> {
  const earlier = (Object.keys(RANK) as CallStatus[]).filter((s) => RANK[s] < RANK[status]);
  const [call] = await tx.call.updateManyAndReturn({ where: { ...only, id: callId, status: { in: earlier } }, data: { ...fields, status } });
  if (!call) return null;
  await announceStatus(tx, call, { detail });
  return call;
}
