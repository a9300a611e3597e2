import twilioSdk from "twilio";
import { z } from "zod";
import { env } from "@/server/env";
import { handoffSchema, type Handoff } from "@/server/voice/protocol";
import {
  CarrierRefusal,
  type CallbackKind,
  type CarrierCallback,
  type DialAgent,
  type DialRequest,
  type ProviderStatus,
  type TelephonyProvider,
} from "./provider";

// Twilio Programmable Voice. A call is created through the REST Calls resource with TwiML that
// connects it to the voice gateway (<Connect action><ConversationRelay>), answering-machine
// detection, a time limit and, when the agent asks, a dual-channel recording. Every callback is a
// form post signed with X-Twilio-Signature, checked with the twilio package against the public
// URL Twilio posted to (APP_URL). TwiML is written with the package's VoiceResponse.

const { VoiceResponse } = twilioSdk.twiml;

const STATUS: Record<string, ProviderStatus> = {
  queued: "dialing",
  initiated: "dialing",
  ringing: "ringing",
  "in-progress": "in_progress",
  completed: "completed",
  busy: "busy",
  "no-answer": "no_answer",
  failed: "failed",
  canceled: "canceled",
};

/** Extra seconds past the agent's maximum before Twilio cuts the line: the agent's own goodbye comes first. */
const TIME_LIMIT_GRACE_SEC = 30;

export function credentials(): { sid: string; token: string } {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN)
    throw new Error("Twilio is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN)");
  return { sid: env.TWILIO_ACCOUNT_SID, token: env.TWILIO_AUTH_TOKEN };
}

function callsUrl(sid: string, callSid?: string): URL {
  const resource = callSid ? `Calls/${encodeURIComponent(callSid)}.json` : "Calls.json";
  return new URL(`/2010-04-01/Accounts/${encodeURIComponent(sid)}/${resource}`, env.TWILIO_API_BASE_URL);
}

export function authorization(sid: string, token: string): string {
  return `Basic ${Buffer.from(`${sid}:${token}`).toString("base64")}`;
}

/** A 4xx says Twilio did nothing (408 and 429 only say "not now"); a 5xx may come after it acted. */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

async function callsApi(form: URLSearchParams, callSid?: string): Promise<{ sid?: string }> {
  const { sid, token } = credentials();
  const response = await fetch(callsUrl(sid, callSid), {
    method: "POST",
    headers: { authorization: authorization(sid, token), "content-type": "application/x-www-form-urlencoded" },
    body: form,
    signal: AbortSignal.timeout(env.TWILIO_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
  if (response.ok) return body;
  const detail = `${response.status} ${body.code ?? ""}: ${body.message ?? "no message"}`;
  if (isRefusal(response.status)) throw new CarrierRefusal(`Twilio refused the call (${detail})`);
  throw new Error(`Twilio failed to answer (${detail})`);
}

/**
 * The call's TwiML: the conversation runs over the gateway; every attribute svc relies on is
 * written out. `startRecording`: an answered inbound call has no REST create to ask for the
 * recording, so the TwiML starts it (dual channel, like a dial's).
 */
export function conversationTwiml(request: DialRequest, { startRecording = false } = {}): string {
  const response = new VoiceResponse();
  if (startRecording)
    response.start().recording({
      channels: "dual",
      track: "both",
      recordingStatusCallback: request.callbacks.recording,
      recordingStatusCallbackMethod: "POST",
      recordingStatusCallbackEvent: ["completed"],
    });
  const relay = response.connect({ action: request.callbacks.connect, method: "POST" }).conversationRelay({
    url: request.relayUrl,
    language: request.agent.language,
    ttsLanguage: request.agent.language,
    transcriptionLanguage: request.agent.language,
    ttsProvider: request.agent.ttsProvider,
    voice: request.agent.voice,
    transcriptionProvider: "Google",
    speechModel: "telephony",
    // The callee may cut the agent off by voice or keypad; "uh-huh" while the agent speaks is not an interruption.
    interruptible: "any",
    interruptSensitivity: "medium",
    // twilio-node's types spell the newest attributes in lowercase; its builder writes names as given.
    ...({ ignoreBackchannel: "true" } as object),
    preemptible: false,
    dtmfDetection: true,
    // Partial prompts tell the gateway the callee is speaking, so the agent never talks over a "hello".
    partialPrompts: true,
    reportInputDuringAgentSpeech: false,
    profanityFilter: false,
  });
  relay.parameter({ name: "callId", value: request.callId });
  return response.toString();
}

/** <Say> voices: Twilio's Polly and Google voices; ElevenLabs voices cannot <Say>, so its default voice speaks. */
function sayVoice(agent: DialAgent): string | undefined {
  if (agent.ttsProvider === "Amazon") return `Polly.${agent.voice}`;
  if (agent.ttsProvider === "Google") return `Google.${agent.voice}`;
  return undefined;
}

/** The form fields svc reads from each callback (Twilio sends many more). */
const CALLBACKS = {
  status: z.object({
    CallSid: z.string(),
    CallStatus: z.string(),
    CallDuration: z.string().optional(),
    ErrorCode: z.string().optional(),
  }),
  connect: z.object({
    CallSid: z.string(),
    SessionStatus: z.string().optional(),
    HandoffData: z.string().optional(),
    ErrorCode: z.string().optional(),
    ErrorMessage: z.string().optional(),
  }),
  amd: z.object({ CallSid: z.string(), AnsweredBy: z.string() }),
  recording: z.object({ CallSid: z.string(), RecordingUrl: z.url(), RecordingStatus: z.string().optional() }),
};

function handoffOf(data: string | undefined): Handoff | null {
  if (!data) return null;
  try {
    const parsed = handoffSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toCallback(kind: CallbackKind, params: Record<string, string>): CarrierCallback | null {
  switch (kind) {
    case "status": {
      const parsed = CALLBACKS.status.safeParse(params);
      const status = parsed.success ? STATUS[parsed.data.CallStatus] : undefined;
      if (!parsed.success || !status) return null;
      const duration = Number(parsed.data.CallDuration);
      return {
        kind,
        providerCallId: parsed.data.CallSid,
        status,
        ...(parsed.data.CallDuration && Number.isFinite(duration) ? { durationSec: duration } : {}),
        ...(status === "failed" ? { failureReason: `twilio_${parsed.data.ErrorCode ?? "failed"}` } : {}),
      };
    }
    case "connect": {
      const parsed = CALLBACKS.connect.safeParse(params);
      if (!parsed.success) return null;
      const { CallSid, SessionStatus, HandoffData, ErrorCode, ErrorMessage } = parsed.data;
      const failed = ErrorCode || SessionStatus === "failed";
      return {
        kind,
        providerCallId: CallSid,
        handoff: handoffOf(HandoffData),
        ...(failed ? { error: `relay_session_${ErrorCode ?? "failed"}: ${ErrorMessage ?? ""}`.trim() } : {}),
      };
    }
    case "amd": {
      const parsed = CALLBACKS.amd.safeParse(params);
      return parsed.success ? { kind, providerCallId: parsed.data.CallSid, answeredBy: parsed.data.AnsweredBy } : null;
    }
    case "recording": {
      const parsed = CALLBACKS.recording.safeParse(params);
      return parsed.success
        ? { kind, providerCallId: parsed.data.CallSid, recordingUrl: parsed.data.RecordingUrl }
        : null;
    }
  }
}

/** The form Twilio posted, if X-Twilio-Signature verifies; null otherwise. */
async function verifiedForm(request: Request): Promise<Record<string, string> | null> {
  const { token } = credentials();
  const params = Object.fromEntries(new URLSearchParams(await request.text()));
  // Twilio signs the public URL it posted to, which a proxy in front of us may have rewritten.
  const { pathname, search } = new URL(request.url);
  const url = new URL(pathname + search, env.APP_URL).toString();
  return twilioSdk.validateRequest(token, request.headers.get("x-twilio-signature") ?? "", url, params) ? params : null;
}

const incomingCall = z.object({ CallSid: z.string().min(1), To: z.string().min(1), From: z.string().default("") });

/** The voice webhook of a number pointed at svc: who calls which number; null when unsigned or malformed. */
export async function readIncomingCall(
  request: Request,
): Promise<{ providerCallId: string; to: string; from: string } | null> {
  const parsed = incomingCall.safeParse(await verifiedForm(request));
  return parsed.success ? { providerCallId: parsed.data.CallSid, to: parsed.data.To, from: parsed.data.From } : null;
}

/** Turns an incoming call away: `busy` sounds like a busy line, otherwise the caller hears it is not in service. */
export function rejectionTwiml(reason: "rejected" | "busy"): string {
  const response = new VoiceResponse();
  response.reject({ reason });
  return response.toString();
}

export const twilio: TelephonyProvider = {
  name: "twilio",

  async dial(request) {
    const params = new URLSearchParams({
      To: request.to,
      From: request.from,
      Twiml: conversationTwiml(request),
      StatusCallback: request.callbacks.status,
      StatusCallbackMethod: "POST",
      TimeLimit: String(request.agent.maxDurationSec + TIME_LIMIT_GRACE_SEC),
      // The verdict comes after a machine's greeting (at the beep), while the conversation already runs.
      MachineDetection: "DetectMessageEnd",
      AsyncAmd: "true",
      AsyncAmdStatusCallback: request.callbacks.amd,
      AsyncAmdStatusCallbackMethod: "POST",
    });
    for (const event of ["initiated", "ringing", "answered", "completed"]) params.append("StatusCallbackEvent", event);
    if (request.agent.recordCalls) {
      params.set("Record", "true");
      params.set("RecordingChannels", "dual");
      params.set("RecordingStatusCallback", request.callbacks.recording);
      params.set("RecordingStatusCallbackEvent", "completed");
    }
    const { sid } = await callsApi(params);
    if (!sid) throw new Error("Twilio accepted the call without a call sid");
    return { providerCallId: sid };
  },

  async findCalls({ to, from, since }) {
    // The Calls list neither filters by nor shows the status callback URL that names our call
    // (twilio-node's CallResource), and a call still queued has no StartTime to filter by: it is
    // asked for the calls between the two numbers, newest first, and they are cut by creation time
    // (to the second, hence the margin).
    const { sid, token } = credentials();
    const url = callsUrl(sid);
    url.search = new URLSearchParams({ To: to, From: from, PageSize: "20" }).toString();
    const response = await fetch(url, {
      headers: { authorization: authorization(sid, token) },
      signal: AbortSignal.timeout(env.TWILIO_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Twilio call lookup failed (${response.status})`);
    const { calls = [] } = (await response.json()) as {
      calls?: { sid: string; status: string; date_created: string; duration?: string | null }[];
    };
    return calls
      .filter((call) => Date.parse(call.date_created) >= since.getTime() - 1_000)
      .reverse()
      .map((call) => {
        const duration = Number(call.duration);
        return {
          providerCallId: call.sid,
          status: STATUS[call.status] ?? "dialing",
          ...(call.duration && Number.isFinite(duration) ? { durationSec: duration } : {}),
        };
      });
  },

  async readCallback(kind, request) {
    const params = await verifiedForm(request);
    return params && toCallback(kind, params);
  },

  answerSessionEnd({ transferTo }) {
    const response = new VoiceResponse();
    if (transferTo) response.dial(transferTo);
    else response.hangup();
    return new Response(response.toString(), { headers: { "content-type": "text/xml" } });
  },

  async leaveVoicemail(providerCallId, message) {
    if (!message) return void (await callsApi(new URLSearchParams({ Status: "completed" }), providerCallId));
    const response = new VoiceResponse();
    response.say({ voice: sayVoice(message.agent) as never, language: message.agent.language as never }, message.text);
    response.hangup();
    await callsApi(new URLSearchParams({ Twiml: response.toString() }), providerCallId);
  },
};
