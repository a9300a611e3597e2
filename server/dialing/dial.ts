import { db } from "@/server/db/client";
import type { Agent, Call, CallStatus } from "@/server/db/generated/client";
import { isoSql, preparedSql, shapedSql, sqlParameters } from "@/server/db/sql";
import { blockOf, type WorkspaceDialing } from "@/server/dnc/dnc";
import { env } from "@/server/env";
import { callAnalysisRequested } from "@/server/events";
import { outboxRowsSql, relayOutboxRows } from "@/server/outbox/outbox";
import { callbackUrls, CarrierRefusal, dialAgent, relayUrl, type TelephonyProvider } from "@/server/telephony/provider";
import { providerForCall } from "@/server/telephony/providers";
import { DELIVERY_OUTBOX } from "@/server/webhooks/events";
import { applyStatusCallback } from "./callbacks";
import { PLACED_STATUSES, TERMINAL_STATUSES } from "@/server/calls/statuses";
import { announceQueuedSql, QUEUED_CALL } from "@/server/calls/announcements";
import { advanceCall, WRAP_UP_ANALYSIS } from "./transitions";

// What `dial-call`, `close-silent-calls` and (for one release) `wrap-up-call` do (inngest/). Each is safe to run
// again: a re-run finds the work done and does nothing, so a retry never dials or emits twice.
// They are statements through pg (docs/decisions.md "The hot path in SQL"): every call runs them.

type AgentVoice = Pick<Agent, "ttsProvider" | "voice" | "language" | "maxDurationSec">;

type CallToDial = Pick<Call, "id" | "status" | "mode" | "to" | "from" | "providerCallId"> &
  AgentVoice &
  WorkspaceDialing & {
    events: string | null;
    /** ISO: when an earlier run claimed it for dialing. */ dialedAt: string | null;
  };

export type DialOutcome = "dialed" | "adopted" | "refused" | "skipped" | "blocked" | "canceled" | "no_such_call";

const saveCarrierCall = preparedSql(
  "call-carrier-id",
  `UPDATE "Call" SET "provider" = $2, "providerCallId" = $3, "updatedAt" = now() AT TIME ZONE 'UTC' WHERE "id" = $1`,
);

/**
 * A call claimed by an earlier run whose dial may have reached the carrier though its answer was
 * lost (a timeout, a reset, a 5xx, a crash): the carrier's call for it, if it took one, is adopted
 * as if the dial had answered. A carrier call already saved as another call's is not ours. Returns
 * whether one was adopted.
 */
async function adoptCarrierCall(provider: TelephonyProvider, call: CallToDial): Promise<boolean> {
  const candidates = await provider.findCalls({
    callId: call.id,
    to: call.to,
    from: call.from,
    since: new Date(call.dialedAt ?? 0),
  });
  if (!candidates.length) return false;
  const others = await db.call.findMany({
    where: { provider: provider.name, providerCallId: { in: candidates.map((candidate) => candidate.providerCallId) } },
    select: { providerCallId: true },
  });
  const taken = candidates.find(
    (candidate) => !others.some((other) => other.providerCallId === candidate.providerCallId),
  );
  return taken ? applyStatusCallback(provider.name, call.id, taken) : false;
}

/**
 * Announces the queued call (`call.queued`), screens it against the hard blocks, the workspace's
 * countries and do-not-call list (a blocked call ends `blocked` and is never dialed), then claims
 * it (`dialing`) and asks its provider to dial. Skips a call that is no longer queued or that the
 * provider already accepted; a call claimed before is dialed again only if the carrier has no call
 * for it. A refusal ends the call `failed`; any other provider error is thrown for the run to retry.
 */
export async function placeCall(callId: string): Promise<DialOutcome> {
  const { add, values } = sqlParameters();
  // One statement announces the call and reads what screening and dialing need.
  const [call] = await shapedSql<CallToDial>(
    `WITH ${announceQueuedSql(add, callId)}
    SELECT ${QUEUED_CALL}."id", ${QUEUED_CALL}."status", ${QUEUED_CALL}."mode", ${QUEUED_CALL}."to", ${QUEUED_CALL}."from", ${QUEUED_CALL}."providerCallId", ${isoSql(`${QUEUED_CALL}."dialedAt"`)} AS "dialedAt",
      agent."ttsProvider", agent."voice", agent."language", agent."maxDurationSec",
      COALESCE(workspace."allowedDestinationCountries", ARRAY[]::text[]) AS "allowedDestinationCountries",
      ARRAY(SELECT "number" FROM "CallerNumber" WHERE "workspaceId" = ${QUEUED_CALL}."workspaceId") AS "callerNumbers",
      EXISTS (SELECT 1 FROM "DoNotCallEntry" WHERE "workspaceId" = ${QUEUED_CALL}."workspaceId" AND "phone" = ${QUEUED_CALL}."to") AS "onDoNotCallList",
      ${outboxRowsSql([DELIVERY_OUTBOX])}
    FROM ${QUEUED_CALL} JOIN "Agent" agent ON agent."id" = ${QUEUED_CALL}."agentId" JOIN "Workspace" workspace ON workspace."id" = ${QUEUED_CALL}."workspaceId"`,
    values,
  );
  if (!call) return "no_such_call";
  relayOutboxRows(call.events);
  if (call.status === "canceled") return "canceled";
  if (call.status === "queued") {
    const blocked = blockOf(call.to, call);
    if (blocked) {
      await advanceCall(
        callId,
        "blocked",
        { failureReason: blocked.reason, endedAt: new Date() },
        { detail: { reason: blocked.reason } },
      );
      return "blocked";
    }
  }
  if (call.providerCallId || (call.status !== "queued" && call.status !== "dialing")) return "skipped";
  const provider = providerForCall(call.mode);
  if (call.status === "dialing") {
    if (await adoptCarrierCall(provider, call)) return "adopted";
  } else if (!(await advanceCall(callId, "dialing", { provider: provider.name, dialedAt: new Date() }))) {
    return "skipped"; // canceled, or claimed by another run
  }

  try {
    const { providerCallId } = await provider.dial({
      callId,
      to: call.to,
      from: call.from,
      agent: dialAgent(call),
      callbacks: callbackUrls(provider.name, callId),
      relayUrl: relayUrl(callId),
    });
    await saveCarrierCall([callId, provider.name, providerCallId]);
    return "dialed";
  } catch (error) {
    if (!(error instanceof CarrierRefusal)) throw error;
    await failCall(callId, `dial_failed: ${error.message}`.slice(0, 300));
    return "refused";
  }
}

/** Marks a call that failed to dial for good. */
export async function failCall(callId: string, reason: string): Promise<void> {
  await advanceCall(callId, "failed", { failureReason: reason, endedAt: new Date() });
}

const wrapUp = preparedSql<Pick<Call, "status"> & { events: string | null }>(
  "call-wrap-up",
  `WITH call AS (SELECT "status", "answeredAt", "workspaceId" FROM "Call" WHERE "id" = $1), ${WRAP_UP_ANALYSIS} AS (
    INSERT INTO "Outbox" ("name", "payload", "createdAt")
    SELECT $2, jsonb_build_object('callId', $1::text, 'workspaceId', call."workspaceId"), now() AT TIME ZONE 'UTC'
    FROM call WHERE call."status"::text = ANY($3::text[]) AND call."answeredAt" IS NOT NULL
    RETURNING "id", "name", "payload"
  )
  SELECT call."status", ${outboxRowsSql([WRAP_UP_ANALYSIS])} FROM call`,
);

/**
 * The previous release's wrap-up, for its `call/ended` events still in flight (the ending statement
 * now requests the analysis itself): asks for the post-call analysis of a call someone answered, in
 * the statement that reads the call, so the request commits or nothing does. Null: no such call.
 */
export async function wrapUpCall(callId: string): Promise<CallStatus | null> {
  const [call] = await wrapUp([callId, callAnalysisRequested.name, TERMINAL_STATUSES]);
  relayOutboxRows(call?.events ?? null);
  return call?.status ?? null;
}

/**
 * Closes as failed the calls whose carrier went silent: no final status CALL_MAX_DURATION_SEC after
 * dialing (a lost callback). Each is then wrapped up like any other. Returns how many.
 */
export async function closeSilentCalls(): Promise<number> {
  const silent = await db.call.findMany({
    where: {
      status: { in: [...PLACED_STATUSES] },
      dialedAt: { lt: new Date(Date.now() - env.CALL_MAX_DURATION_SEC * 1000) },
    },
    select: { id: true },
  });
  let closed = 0;
  for (const { id } of silent) {
    const fields = {
      failureReason: "no_final_status_from_carrier",
      endedAt: new Date(),
      endedReason: "failed" as const,
    };
    if (await advanceCall(id, "failed", fields, { announceEnd: true })) closed += 1;
  }
  return closed;
}
