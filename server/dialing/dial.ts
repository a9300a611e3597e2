import { db } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import type { Agent, Call, CallStatus } from "@/server/db/generated/client";
import { checkBlocked } from "@/server/dnc/dnc";
import { emit } from "@/server/db/unit-of-work";
import { callAnalysisRequested } from "@/server/events";
import { callbackUrls, relayUrl, type DialAgent } from "@/server/telephony/provider";
import { providerForCall } from "@/server/telephony/providers";
import { advanceCall, announceStatus, isTerminal } from "./transitions";

// The steps of the `dial-call` function (inngest/dial-call.ts). Each is safe to run again: a
// re-run finds the work done and does nothing, so a retried step never dials or emits twice.

/** Announces the queued call (`call.queued`); returns the call as it is now, or null when there is no such call. */
export async function announceQueued(callId: string): Promise<Call | null> {
  return transaction(async (tx) => {
    const call = await tx.call.findUnique({ where: { id: callId } });
    if (!call) return null;
    // The queued CallEvent and event belong to the call's creation, whatever its status now.
    await announceStatus(tx, { ...call, status: "queued" }, { occurredAt: call.createdAt });
    return call;
  });
}

/** Re-checks the hard blocks, the workspace's countries and do-not-call list; a blocked call ends `blocked` and is never dialed. */
export async function screenCall(call: Pick<Call, "id" | "workspaceId" | "to">): Promise<"clear" | "blocked"> {
  const blocked = await checkBlocked(db, call.workspaceId, call.to);
  if (!blocked) return "clear";
  await transaction((tx) => advanceCall(tx, call.id, "blocked", { failureReason: blocked.reason, endedAt: new Date() }, { reason: blocked.reason }));
  return "blocked";
}

/** What an agent's settings ask of the carrier. */
export function dialAgent(agent: Agent): DialAgent {
  return { ttsProvider: agent.ttsProvider, voice: agent.voice, language: agent.language, maxDurationSec: agent.maxDurationSec, recordCalls: agent.recordCalls };
}

/**
 * Claims the call (`dialing`) and asks its provider to dial. Skips a call that is no longer
 * queued or that the provider already accepted; a provider error is thrown for the step to retry.
 */
export async function placeCall(callId: string): Promise<"dialed" | "skipped"> {
  const call = await db.call.findUniqueOrThrow({ where: { id: callId }, include: { agent: true } });
  if (call.providerCallId || (call.status !== "queued" && call.status !== "dialing")) return "skipped";
  const provider = providerForCall(call.mode);
  const claimed = await transaction((tx) => advanceCall(tx, callId, "dialing", { provider: provider.name, dialedAt: new Date() }));
  if (!claimed && call.status === "queued") return "skipped"; // canceled, or claimed by another run

  const { providerCallId } = await provider.dial({
    callId,
    to: call.to,
    from: call.from,
    agent: dialAgent(call.agent),
    callbacks: callbackUrls(provider.name, callId),
    relayUrl: relayUrl(callId),
  });
  await db.call.update({ where: { id: callId }, data: { provider: provider.name, providerCallId } });
  return "dialed";
}

/** Marks a call that failed to dial for good. */
export async function failCall(callId: string, reason: string): Promise<void> {
  await transaction((tx) => advanceCall(tx, callId, "failed", { failureReason: reason, endedAt: new Date() }));
}

/**
 * After the call ended (or its carrier went silent past CALL_MAX_DURATION_SEC): closes a call
 * still open as failed, and asks for the post-call analysis of a call someone answered.
 */
export async function wrapUpCall(callId: string): Promise<CallStatus> {
  return transaction(async (tx) => {
    const call = await tx.call.findUniqueOrThrow({ where: { id: callId } });
    if (!isTerminal(call.status)) {
      const moved = await advanceCall(tx, callId, "failed", { failureReason: "no_final_status_from_carrier", endedAt: new Date(), endedReason: "failed" });
      return moved?.status ?? call.status;
    }
    if (call.answeredAt) await emit(tx, callAnalysisRequested.create({ callId, workspaceId: call.workspaceId }));
    return call.status;
  });
}
