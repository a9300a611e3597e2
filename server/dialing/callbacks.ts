import { appendTurn } from "@/server/calls/turns";
import { db, type Prisma } from "@/server/db/client";
import type { CallEndedReason } from "@/server/db/generated/enums";
import { ApiError } from "@/server/errors";
import {
  CALLBACK_KINDS,
  callbackUrls,
  dialAgent,
  relayUrl,
  type CallbackKind,
  type CarrierCallback,
  type DialRequest,
  type DialStatus,
  type ProviderName,
  type ProviderStatus,
  type StatusUpdate,
  type TelephonyProvider,
  type TransferDial,
  type WhisperAnswer,
} from "@/server/telephony/provider";
import { bridgeTransfer, failTransfer, startTransfer } from "@/server/calls/transfer";
import type { Transfer, TransferFailure } from "@/server/calls/transfer-schema";
import { prepareWhisper, whisperFor } from "@/server/calls/whisper";
import { providerNamed } from "@/server/telephony/providers";
import { isTerminal } from "@/server/calls/statuses";
import { advanceCall } from "./transitions";
import { claimVoicemail } from "./voicemail";

// Carrier callbacks (verified by their provider) move the call along: status changes, the end of
// the relay session (hang up or transfer), the answering-machine verdict, the recording, and a
// transfer's: the person answering (and the whisper's reply), the end of its dial. A
// transition, its CallEvent, its webhook event and, at the end, the reason it ended and the call's
// wrap-up (its analysis, the campaigns' refill) commit together, in one statement (transitions.ts).

type Callback<K extends CallbackKind> = Extract<CarrierCallback, { kind: K }>;

/** Why a call ended when nothing said otherwise before: the carrier's final status. */
const REASON_OF_STATUS: Partial<Record<ProviderStatus, CallEndedReason>> = {
  completed: "completed",
  busy: "busy",
  no_answer: "no_answer",
  failed: "carrier_error",
  canceled: "canceled",
};

/** This provider's call, and the carrier call it placed (any, while its id is not saved yet). */
function ours(provider: ProviderName, providerCallId: string): Prisma.CallWhereInput {
  return { provider, OR: [{ providerCallId: null }, { providerCallId }] };
}

/** Keeps the first reason given for the call's end: the agent's or the machine's comes before the carrier's hang-up. */
async function settleEndedReason(callId: string, endedReason: CallEndedReason): Promise<void> {
  await db.call.updateMany({ where: { id: callId, endedReason: null }, data: { endedReason } });
}

/** false when the call is unknown to this provider (or the callback is for another carrier call). */
export async function applyStatusCallback(
  provider: ProviderName,
  callId: string,
  update: StatusUpdate,
): Promise<boolean> {
  const now = new Date();
  const terminal = isTerminal(update.status);
  const moved = await advanceCall(
    callId,
    update.status,
    {
      providerCallId: update.providerCallId,
      ...(update.status === "in_progress" ? { answeredAt: now } : {}),
      ...(terminal ? { endedAt: now, durationSec: update.durationSec, failureReason: update.failureReason } : {}),
    },
    {
      detail: { providerStatus: update.status },
      carrier: { provider, providerCallId: update.providerCallId },
      endedReasonIfNone: REASON_OF_STATUS[update.status],
      announceEnd: true,
    },
  );
  if (moved) return true;
  // A duplicate or late callback (the call is there or beyond), or not ours at all.
  const { count } = await db.call.updateMany({
    where: { ...ours(provider, update.providerCallId), id: callId },
    data: { providerCallId: update.providerCallId },
  });
  return count > 0;
}

/**
 * The relay session ended. A broken session ends the call `failed` (its turns stay); a transfer
 * svc makes (server/calls/transfer.ts) is dialed; anything else hangs up. Null: not our call.
 */
export async function applySessionEnd(
  provider: ProviderName,
  callId: string,
  end: Callback<"connect">,
): Promise<{ transfer?: TransferDial } | null> {
  const call = await db.call.findFirst({
    where: { ...ours(provider, end.providerCallId), id: callId },
    select: { id: true },
  });
  if (!call) return null;
  if (end.error) {
    await advanceCall(
      callId,
      "failed",
      { failureReason: end.error.slice(0, 300), endedAt: new Date(), endedReason: "failed" },
      { detail: { relay: "lost" }, announceEnd: true },
    );
    return {};
  }
  if (!end.handoff) return {};
  if (end.handoff.reason !== "transferred") {
    await settleEndedReason(callId, end.handoff.reason);
    return {};
  }
  const transfer = await startTransfer(callId, end.handoff);
  if (!transfer) return {};
  // The whisper is made while the person's phone rings.
  if (transfer.mode === "warm") void prepareWhisper(callId, transfer.attempt);
  return { transfer: { callId, to: transfer.to, mode: transfer.mode, timeoutSec: transfer.timeoutSec } };
}

/**
 * The person a transfer dialed answered: a cold transfer is bridged at once, a warm one's person
 * hears the whisper; their reply to it (`reply`) declines with 2, and takes the call otherwise.
 * A transfer no longer under way hangs up on them. Null: not our call.
 */
async function applyWhisper(
  provider: ProviderName,
  callId: string,
  answered: Callback<"whisper">,
  reply: boolean,
): Promise<WhisperAnswer | null> {
  const call = await db.call.findFirst({
    where: { id: callId, ...(answered.providerCallId ? ours(provider, answered.providerCallId) : { provider }) },
    select: { transfer: true },
  });
  if (!call) return null;
  const transfer = call.transfer as Transfer | null;
  if (transfer?.status !== "started") return { bridge: false };
  if (reply && answered.digits === "2") {
    await failTransfer(callId, "declined");
    return { bridge: false };
  }
  if (transfer.mode === "warm" && !reply) return { whisper: await whisperFor(callId) };
  return { bridge: await bridgeTransfer(callId) };
}

const FAILURE_OF: Record<DialStatus, TransferFailure> = {
  // The person answered but hung up before taking the call (during the whisper).
  completed: "declined",
  busy: "busy",
  no_answer: "no_answer",
  failed: "failed",
  canceled: "failed",
};

/**
 * A transfer's dial ended. Bridged, the call is over; otherwise the transfer failed (if the
 * whisper had not said so already) and the caller goes back to the agent, in a new relay session
 * that resumes the conversation. Null: not our call.
 */
async function applyDialEnd(
  provider: ProviderName,
  callId: string,
  ended: Callback<"dial">,
): Promise<{ resume?: DialRequest } | null> {
  const call = await db.call.findFirst({
    where: { ...ours(provider, ended.providerCallId), id: callId },
    select: { transfer: true, status: true, to: true, from: true, agent: true },
  });
  if (!call) return null;
  const transfer = call.transfer as Transfer | null;
  if (!transfer || transfer.status === "bridged" || isTerminal(call.status)) return {};
  if (transfer.status === "started") await failTransfer(callId, FAILURE_OF[ended.dialStatus]);
  return {
    resume: {
      callId,
      to: call.to,
      from: call.from,
      agent: dialAgent(call.agent),
      callbacks: callbackUrls(provider, callId),
      relayUrl: relayUrl(callId),
    },
  };
}

const isMachine = (answeredBy: string) => answeredBy.startsWith("machine_") || answeredBy === "fax";

/** Answering-machine detection's verdict: a machine gets the agent's voicemail message (or a hang-up), once. */
async function applyMachineVerdict(
  provider: TelephonyProvider,
  callId: string,
  verdict: Callback<"amd">,
): Promise<boolean> {
  const { count } = await db.call.updateMany({
    where: { ...ours(provider.name, verdict.providerCallId), id: callId },
    data: { answeredBy: verdict.answeredBy },
  });
  if (!count) return false;
  if (!isMachine(verdict.answeredBy)) return true;
  // Null when the session heard the greeting end and left the message itself, or the call's end is decided.
  const voicemail = await claimVoicemail(callId);
  if (!voicemail) return true;
  if (voicemail.text) await appendTurn(db, callId, { role: "agent", text: voicemail.text });
  await provider.leaveVoicemail(verdict.providerCallId, voicemail.text ? voicemail : null);
  return true;
}

async function applyRecording(
  provider: ProviderName,
  callId: string,
  recording: Callback<"recording">,
): Promise<boolean> {
  const { count } = await db.call.updateMany({
    where: { ...ours(provider, recording.providerCallId), id: callId },
    data: { recordingUrl: recording.recordingUrl },
  });
  return count > 0;
}

/** An inbound call's status callback is the number's, the same for every call: the carrier's call id names it. */
async function inboundCallId(provider: ProviderName, callback: CarrierCallback): Promise<string | null> {
  const call = await db.call.findFirst({
    where: { provider, providerCallId: callback.providerCallId, direction: "inbound" },
    select: { id: true },
  });
  return call?.id ?? null;
}

/** The callback routes: verifies the callback with its provider, applies it, and answers the carrier. */
export async function receiveCarrierCallback(providerName: string, kind: string, request: Request): Promise<Response> {
  const provider = providerNamed(providerName);
  if (!provider || !(CALLBACK_KINDS as readonly string[]).includes(kind))
    throw new ApiError("NOT_FOUND", "No such telephony callback.");
  const callback = await provider.readCallback(kind as CallbackKind, request);
  if (!callback) throw new ApiError("FORBIDDEN", "The callback's signature does not verify.");
  const callId = new URL(request.url).searchParams.get("callId") ?? (await inboundCallId(provider.name, callback));
  const notOurs = () => new ApiError("NOT_FOUND", "No such call for this provider.");
  if (!callId) throw notOurs();
  if (callback.kind === "connect") {
    const next = await applySessionEnd(provider.name, callId, callback);
    if (!next) throw notOurs();
    return provider.answerSessionEnd(next);
  }
  if (callback.kind === "whisper") {
    const reply = new URL(request.url).searchParams.get("step") === "reply";
    const next = await applyWhisper(provider.name, callId, callback, reply);
    if (!next) throw notOurs();
    return provider.answerWhisper(callId, next);
  }
  if (callback.kind === "dial") {
    const next = await applyDialEnd(provider.name, callId, callback);
    if (!next) throw notOurs();
    return provider.answerDialEnd(next);
  }
  const applied =
    callback.kind === "status"
      ? await applyStatusCallback(provider.name, callId, callback)
      : callback.kind === "amd"
        ? await applyMachineVerdict(provider, callId, callback)
        : await applyRecording(provider.name, callId, callback);
  if (!applied) throw notOurs();
  return new Response(null, { status: 204 });
}
