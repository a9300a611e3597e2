import { randomUUID } from "node:crypto";
import { z } from "zod";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { PROVIDER_STATUSES } from "@/server/calls/statuses";
import { carryHere } from "@/server/processes/carrier";
import { handoffSchema } from "@/server/voice/protocol";
import { speakingTimeMs } from "@/server/voice/lines";
import type {
  CallbackKind,
  CarrierCallback,
  DialRequest,
  ProviderStatus,
  StatusUpdate,
  TelephonyProvider,
} from "./provider";
import { personaFor, simulateCallee, type CalleeOutcome, type Persona, type Role } from "./simulated-callee";
import { signedCallbackHeaders, verifySignedCallback } from "./simulator-signing";

// A carrier in-process. After a dial it posts the callbacks a real carrier would (ringing,
// answered or not, the answering-machine verdict, the end of the relay session, hang-up) to the
// same routes, signed; an answered call's callee connects to the voice gateway over a real
// WebSocket and converses (./simulated-callee.ts). Magic destinations: README "Telephony".
// Delays are realistic at SIMULATOR_TIME_SCALE=1 and shrink with it.

/** The test numbers a simulated callee never answers, and how the call ends. */
const UNANSWERED: Record<string, ProviderStatus> = {
  "+15005550001": "busy",
  "+15005550002": "no_answer",
  "+15005550003": "failed",
};

const CALLBACK_BODIES: Record<CallbackKind, z.ZodType<unknown>> = {
  status: z.object({
    providerCallId: z.string(),
    status: z.enum(PROVIDER_STATUSES),
    durationSec: z.number().int().nonnegative().optional(),
    failureReason: z.string().optional(),
  }),
  connect: z.object({ providerCallId: z.string(), handoff: handoffSchema.nullable(), error: z.string().optional() }),
  amd: z.object({ providerCallId: z.string(), answeredBy: z.string() }),
  recording: z.object({ providerCallId: z.string(), recordingUrl: z.url() }),
};

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
async function converse(request: DialRequest, providerCallId: string, persona: Persona, role: Role): Promise<void> {
  const answeredAt = Date.now();
  let voicemail: { message: string | null } | undefined;
  // Answering-machine detection runs on the calls svc places, not on the ones it answers.
  const amd = (answeredBy: string) => () =>
    role === "callee" && void post(request.callbacks.amd, { providerCallId, answeredBy }).catch(lost(request));
  const outcome: CalleeOutcome = await simulateCallee(request, providerCallId, persona, role, {
    onMachineBeep: amd("machine_end_beep"),
    onHuman: amd("human"),
    register: (hangUp) =>
      onTheLine.set(providerCallId, { hangUpForVoicemail: (message) => ((voicemail = { message }), hangUp()) }),
  });
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
    const next = (await answer.json()) as { action: "hangup" | "dial"; number?: string };
    if (next.action === "dial") await wait(20_000); // the transferred callee talks with a person
  }
  const talkSec = Math.round((Date.now() - answeredAt) / 1000 / env.SIMULATOR_TIME_SCALE);
  carried.set(request.callId, { providerCallId, status: "completed", durationSec: talkSec });
  await post(request.callbacks.status, { providerCallId, status: "completed", durationSec: talkSec });
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
    try {
      const parsed = CALLBACK_BODIES[kind].safeParse(JSON.parse(body));
      return parsed.success ? ({ kind, ...(parsed.data as object) } as CarrierCallback) : null;
    } catch {
      return null;
    }
  },

  answerSessionEnd({ transferTo }) {
    return Response.json(transferTo ? { action: "dial", number: transferTo } : { action: "hangup" });
  },

  async leaveVoicemail(providerCallId, message) {
    onTheLine.get(providerCallId)?.hangUpForVoicemail(message?.text ?? null);
  },
};
