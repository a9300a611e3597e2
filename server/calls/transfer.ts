import { callAgentSql } from "@/server/agents/call-settings";
import { db as pool, type Db } from "@/server/db/client";
import { storable } from "@/server/db/storable";
import { transaction } from "@/server/db/unit-of-work";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { appendLiveIn } from "@/server/live/log";
import type { Handoff } from "@/server/voice/protocol";
import { emitWebhookEvent, type WebhookEventType } from "@/server/webhooks/events";
import {
  TRANSFER_TIMEOUT_SEC,
  type Actor,
  type Transfer,
  type TransferFailure,
  type TransferStatus,
} from "./transfer-schema";

// A call's transfer to a person (docs/voice-agent.md "Transfers"): asked for by the agent's
// transfer_call tool or by steering (server/live/steering.ts, which records it `requested`), it
// starts when the relay session's end reaches the carrier, is bridged when the person takes the
// call, or fails (no answer, declined, busy), which leaves the caller with the agent. Each step
// is recorded on the call (`transfer`), its live stream and a webhook, in one transaction.

type Transferred = Extract<Handoff, { reason: "transferred" }>;

const WEBHOOK_OF: Partial<Record<TransferStatus, WebhookEventType>> = {
  started: "call.transfer_started",
  bridged: "call.transfer_bridged",
  failed: "call.transfer_failed",
};

interface LockedCall {
  workspaceId: string;
  mode: ApiKeyMode;
  status: string;
  transfer: Transfer | null;
  transferNumbers: string[];
}

async function lock(db: Db, callId: string): Promise<LockedCall | null> {
  const [call] = await db.$queryRawUnsafe<LockedCall[]>(
    `SELECT c."workspaceId", c."mode"::text AS "mode", c."status"::text AS "status", c."transfer", s."transferNumbers"
     FROM "Call" c ${callAgentSql("c", "s")} WHERE c."id" = $1 FOR NO KEY UPDATE OF c`,
    callId,
  );
  return call ?? null;
}

/** Records `transfer` on the call, its live stream and (for started, bridged, failed) its webhook. */
async function record(db: Db, callId: string, call: LockedCall, transfer: Transfer): Promise<void> {
  await db.call.update({
    where: { id: callId },
    data: { transfer: storable(transfer), ...(transfer.status === "bridged" ? { endedReason: "transferred" } : {}) },
  });
  await appendLiveIn(db, callId, [{ type: "transfer", data: transfer }]);
  const type = WEBHOOK_OF[transfer.status];
  if (type)
    await emitWebhookEvent(db, {
      workspaceId: call.workspaceId,
      type,
      // One event of each type per transfer: a call may be transferred again after one failed.
      subjectId: `${callId}/transfer/${transfer.attempt}`,
      data: storable({ callId, mode: call.mode, transfer }),
    });
}

/** The next attempt's number: a steered transfer was numbered when it was requested. */
const nextAttempt = (previous: Transfer | null) => (previous?.attempt ?? 0) + 1;

/** A transfer steering asks for: recorded `requested` while the agent tells the caller. */
export async function requestTransfer(
  db: Db,
  callId: string,
  request: { to: string; mode: Transfer["mode"]; timeoutSec: number; by: Actor },
): Promise<Transfer> {
  const call = await lock(db, callId);
  const transfer: Transfer = {
    ...request,
    status: "requested",
    attempt: nextAttempt(call?.transfer ?? null),
    at: new Date().toISOString(),
  };
  await db.call.update({ where: { id: callId }, data: { transfer: storable(transfer) } });
  return transfer;
}

/**
 * The relay session ended with a transfer: it starts, when it goes to one of the agent's transfer
 * numbers or is the one steering asked for (which checked it then). Null: not a transfer svc makes.
 */
export async function startTransfer(callId: string, handoff: Transferred): Promise<Transfer | null> {
  return transaction(async (db) => {
    const call = await lock(db, callId);
    if (!call || call.status !== "in_progress") return null;
    const steered = call.transfer?.status === "requested" && call.transfer.to === handoff.transferTo;
    if (!steered && !call.transferNumbers.includes(handoff.transferTo)) return null;
    const transfer: Transfer = steered
      ? { ...call.transfer!, status: "started", at: new Date().toISOString() }
      : {
          mode: handoff.mode ?? "cold",
          to: handoff.transferTo,
          status: "started",
          timeoutSec: handoff.timeoutSec ?? TRANSFER_TIMEOUT_SEC.default,
          attempt: nextAttempt(call.transfer),
          at: new Date().toISOString(),
          by: { kind: "agent" },
        };
    await record(db, callId, call, transfer);
    return transfer;
  });
}

/**
 * The person took the call (cold: as they answered; warm: after the whisper): the caller and the
 * person talk, and the call ends `transferred`. False when no transfer of the call was under way.
 */
export function bridgeTransfer(callId: string): Promise<boolean> {
  return settle(callId, { status: "bridged" });
}

/** The person did not answer, declined or was busy: the caller stays with the agent. */
export function failTransfer(callId: string, reason: TransferFailure): Promise<boolean> {
  return settle(callId, { status: "failed", reason });
}

async function settle(callId: string, outcome: Pick<Transfer, "status" | "reason">): Promise<boolean> {
  return transaction(async (db) => {
    const call = await lock(db, callId);
    if (!call?.transfer || call.transfer.status !== "started") return false;
    await record(db, callId, call, { ...call.transfer, ...outcome, at: new Date().toISOString() });
    return true;
  });
}

/** The call's transfer as it stands. */
export async function transferOf(callId: string): Promise<Transfer | null> {
  const call = await pool.call.findUnique({ where: { id: callId }, select: { transfer: true } });
  return (call?.transfer as Transfer | null | undefined) ?? null;
}
