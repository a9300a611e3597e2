import { randomUUID } from "node:crypto";
import { z } from "zod";
import { env } from "@/server/env";
import { ApiError } from "@/server/errors";
import { logger } from "@/server/logger";
import { DIAL_END_STATUSES, PROVIDER_STATUSES } from "@/server/calls/statuses";
import { carryHere } from "@/server/processes/carrier";
import { handoffSchema } from "@/server/voice/protocol";
import { speakingTimeMs } from "@/server/voice/lines";
import type {
  CallbackKind,
  CarrierCallback,
  DialRequest,
  DialStatus,
  ProviderStatus,
  StatusUpdate,
  TelephonyProvider,
} from "./provider";
import { personaFor, simulateCallee, type CalleeOutcome, type Persona, type Role } from "./simulated-callee";
import { signedCallbackHeaders, verifySignedCallback } from "./simulator-signing";
import {
  carrierCallId,
  carrierCode,
  carrierDigits,
  carrierMessage,
  carrierUrl,
  readCarrierFields,
} from "./carrier-fields";

// A carrier in-process. After a dial it posts the callbacks a real carrier would (ringing,
// answered or not, the answering-machine verdict, the end of the relay session, hang-up) to the
// same routes, signed; an answered call's callee connects to the voice gateway over a real
// WebSocket and converses (./simulated-callee.ts). Magic destinations: README "Telephony".
// Delays are realistic at SIMULATOR_TIME_SCALE=1 and shrink with it.

/** The test numbers a simulated callee never answers, and how the call ends. */
const UNANSWERED: Record<string, ProviderStatus & DialStatus> = {
  "+15005550001": "busy",
  "+15005550002": "no_answer",
  "+15005550003": "failed",
};

const CALLBACK_BODIES: Record<CallbackKind, z.ZodType<unknown>> = {
  status: z.object({
    providerCallId: carrierCallId,
    status: z.enum(PROVIDER_STATUSES),
    durationSec: z.number().int().nonnegative().max(1e9).optional(),
    failureReason: carrierMessage.optional(),
  }),
  connect: z.object({
    providerCallId: carrierCallId,
    handoff: handoffSchema.nullable(),
    error: carrierMessage.optional(),
  }),
  amd: z.object({ providerCallId: carrierCallId, answeredBy: carrierCode }),
  recording: z.object({ providerCallId: carrierCallId, recordingUrl: carrierUrl }),
  whisper: z.object({ providerCallId: carrierCallId.nullable(), digits: carrierDigits.nullable() }),
  dial: z.object({
    providerCallId: carrierCallId,
    dialStatus: z.enum(DIAL_END_STATUSES),
  }),
};

/** The person at a transfer's number who declines it (presses 2 during the whisper); the unanswered numbers above answer no transfer either. */
const DECLINES_TRANSFER = "+15005550011";
/** How long a transferred caller and the person talk. */
const TRANSFER_TALK_MS = 20_000;

async function post(url: string, body: object): Promise<Response> {
  const json = JSON.stringify(body);
  const response = await fetch(url, { method: "POST", headers: signedCallbackHeaders(url, json), body: json });
  if (!response.ok) throw new Error(`callback ${new URL(url).pathname} answered ${response.status}`);
  return response;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms * env.SIMULATOR_TIME_SCALE));

/**
 * The calls this process carries, by svc's call id, as they stand: what a dial retried after its
 * answer was lost finds instead of dialing again. Calls die with the process, and so does this.
 */
const carried = new Map<string, StatusUpdate>();

/** Calls whose callee is on the line, by carrier id: where a voicemail instruction reaches them. */
const onTheLine = new Map<string, { hangUpForVoicemail(message: string | null): void }>();

async function carry(request: DialRequest, providerCallId: string): Promise<void> {
  const status = (status: ProviderStatus, extra: object = {}) => {
    carried.set(request.callId, { providerCallId, status, ...extra });
    return post(request.callbacks.status, { providerCallId, status, ...extra });
  };
  await wait(800);
  const unanswered = UNANSWERED[request.to];
  if (unanswered === "failed") return void (await status("failed", { failureReason: "carrier_error" }));
  await status("ringing");
  if (unanswered) {
    await wait(unanswered === "busy" ? 1_500 : 30_000);
    return void (await status(unanswered));
  }

  await wait(3_000);
  await status("in_progress");
  await converse(request, providerCallId, personaFor(request.to), "callee");
}

/**
 * The answered call: the simulated person converses over the gateway, the relay session's end is
 * reported (hang up or transfer), then the final status.
 */
async function converse(
  request: DialRequest,
  providerCallId: string,
  persona: Persona,
  role: Role,
  resumedFrom?: number,
): Promise<void> {
  const answeredAt = resumedFrom ?? Date.now();
  let voicemail: { message: string | null } | undefined;
  // Answering-machine detection runs on the calls svc places, not on the ones it answers.
  const amd = (answeredBy: string) => () =>
    role === "callee" && void post(request.callbacks.amd, { providerCallId, answeredBy }).catch(lost(request));
  const outcome: CalleeOutcome = await simulateCallee(
    request,
    providerCallId,
    persona,
    role,
    resumedFrom !== undefined,
    {
      onMachineBeep: amd("machine_end_beep"),
      onHuman: amd("human"),
      register: (hangUp) =>
        onTheLine.set(providerCallId, { hangUpForVoicemail: (message) => ((voicemail = { message }), hangUp()) }),
    },
  );
  onTheLine.delete(providerCallId);

  if (voicemail) {
    // The call was redirected to say the message after the beep: the relay session ends without its action callback.
    if (voicemail.message) await wait(speakingTimeMs(voicemail.message));
  } else {
    const answer = await post(request.callbacks.connect, {
      providerCallId,
      handoff: outcome.handoff,
      ...(outcome.died ? { error: "relay_session_lost: the WebSocket closed without an end message" } : {}),
    });
    const next = (await answer.json()) as { action: "hangup" } | TransferAnswer;
    // Back from a transfer that failed: the caller talks with the agent again, over a new relay session.
    if (next.action === "dial" && (await transfer(request, providerCallId, next)))
      return converse(request, providerCallId, persona, role, answeredAt);
  }
  const talkSec = Math.round((Date.now() - answeredAt) / 1000 / env.SIMULATOR_TIME_SCALE);
  carried.set(request.callId, { providerCallId, status: "completed", durationSec: talkSec });
  await post(request.callbacks.status, { providerCallId, status: "completed", durationSec: talkSec });
}

type TransferAnswer = { action: "dial"; number: string; mode: "cold" | "warm"; timeoutSec: number };

/**
 * A transfer's dial, as a carrier carries it: the person at the number answers (and hears the
 * whisper, and may press 2), or is busy, or lets it ring past the timeout; the dial's end is
 * reported. True when the caller goes back to the agent.
 */
async function transfer(request: DialRequest, providerCallId: string, dial: TransferAnswer): Promise<boolean> {
  const unanswered = UNANSWERED[dial.number];
  let dialStatus: DialStatus = "completed";
  if (unanswered) {
    await wait(unanswered === "busy" ? 1_500 : unanswered === "no_answer" ? dial.timeoutSec * 1000 : 800);
    dialStatus = unanswered;
  } else {
    await wait(3_000);
    const whisper = (url: string, digits: string | null) =>
      post(url, { providerCallId, digits }).then(
        (response) => response.json() as Promise<{ action: "whisper"; text: string } | { action: "bridge" | "hangup" }>,
      );
    let next = await whisper(request.callbacks.whisper, null);
    if (next.action === "whisper") {
      await wait(speakingTimeMs(next.text));
      const reply = new URL(request.callbacks.whisper);
      reply.searchParams.set("step", "reply");
      next = await whisper(reply.toString(), dial.number === DECLINES_TRANSFER ? "2" : null);
    }
    if (next.action === "bridge") await wait(TRANSFER_TALK_MS);
  }
  const answer = await post(request.callbacks.dial, { providerCallId, dialStatus });
  return ((await answer.json()) as { action: "resume" | "hangup" }).action === "resume";
}

/**
 * Someone rings one of svc's numbers: svc answered (`request` is what it answered with), and the
 * simulated caller (`from` picks the persona) converses in the background, carried by this process.
 */
export async function carryIncomingCall(request: DialRequest, providerCallId: string): Promise<void> {
  const release = await carryHere(request.callId);
  void converse(request, providerCallId, personaFor(request.from), "caller").catch(lost(request)).finally(release);
}

function lost(request: DialRequest) {
  return (error: unknown) =>
    logger.warn({ callId: request.callId, err: (error as Error).message }, "simulator could not deliver a callback");
}

export const simulator: TelephonyProvider = {
  name: "simulator",

  async dial(request) {
    const providerCallId = `sim_${randomUUID().replaceAll("-", "")}`;
    carried.set(request.callId, { providerCallId, status: "dialing" });
    // Carrier callbacks come later and on their own; a lost one is what wrap-up's timeout is for.
    // The call lives in this process until then: only this process's death may fail it.
    const release = await carryHere(request.callId);
    void carry(request, providerCallId)
      .catch(lost(request))
      .finally(() => {
        carried.delete(request.callId);
        release();
      });
    return { providerCallId };
  },

  async findCalls({ callId }) {
    const call = carried.get(callId);
    return call ? [call] : [];
  },

  async readCallback(kind, request) {
    const body = await verifySignedCallback(request);
    if (body === null) return null;
    let fields: unknown;
    try {
      fields = JSON.parse(body);
    } catch {
      throw new ApiError("INVALID_JSON");
    }
    return { kind, ...(readCarrierFields(CALLBACK_BODIES[kind], fields) as object) } as CarrierCallback;
  },

  answerSessionEnd({ transfer }) {
    if (!transfer) return Response.json({ action: "hangup" });
    const { to, mode, timeoutSec } = transfer;
    return Response.json({ action: "dial", number: to, mode, timeoutSec } satisfies TransferAnswer);
  },

  answerWhisper(_callId, next) {
    if ("whisper" in next) return Response.json({ action: "whisper", text: next.whisper.text });
    return Response.json({ action: next.bridge ? "bridge" : "hangup" });
  },

  answerDialEnd({ resume }) {
    return Response.json({ action: resume ? "resume" : "hangup" });
  },

  async startRecording() {
    // The simulator keeps no audio: the call's `recordingConsent` says when recording would have started.
  },

  async leaveVoicemail(providerCallId, message) {
    onTheLine.get(providerCallId)?.hangUpForVoicemail(message?.text ?? null);
  },
};
