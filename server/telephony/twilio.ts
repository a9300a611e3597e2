import twilioSdk from "twilio";
import { z } from "zod";
import { env } from "@/server/env";
import { readText } from "@/server/http/request";
import { handoffSchema, type Handoff } from "@/server/voice/protocol";
import {
  callbackUrl,
  CarrierRefusal,
  type CallbackKind,
  type CarrierCallback,
  type DialAgent,
  type DialRequest,
  type DialStatus,
  type ProviderStatus,
  type TelephonyProvider,
} from "./provider";
import {
  carrierAddress,
  carrierCallId,
  carrierCode,
  carrierDigits,
  carrierHandoffData,
  carrierMessage,
  carrierUrl,
  readCarrierFields,
} from "./carrier-fields";

// Twilio Programmable Voice. A call is created through the REST Calls resource with TwiML that
// connects it to the voice gateway (<Connect action><ConversationRelay>), answering-machine
// detection and a time limit; a recording is started over REST once the caller's consent allows
// (POST Calls/{sid}/Recordings.json, never from the TwiML). Every callback is a
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

/** The <Dial> action's DialCallStatus (`answered`: Twilio's word for a bridged leg still up). */
const DIAL_STATUS: Record<string, DialStatus> = {
  completed: "completed",
  answered: "completed",
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

/** The error for a request Twilio did not take: a refusal of `what` ("the call", "to start recording"), or no answer. */
function twilioFailure(response: Response, body: { message?: string; code?: number }, what: string): Error {
  const detail = `${response.status} ${body.code ?? ""}: ${body.message ?? "no message"}`;
  if (isRefusal(response.status)) return new CarrierRefusal(`Twilio refused ${what} (${detail})`);
  return new Error(`Twilio failed to answer (${detail})`);
}

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
  throw twilioFailure(response, body, "the call");
}

/**
 * The call's TwiML: the conversation runs over the gateway; every attribute svc relies on is
 * written out. It never records: the voice session starts a recording through the REST API once
 * consent allows (startRecording below; docs/privacy.md "Recording consent").
 */
export function conversationTwiml(request: DialRequest): string {
  const response = new VoiceResponse();
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
    // A new turn cuts what is left of the last one: a steered line said over the agent, the time
    // limit's goodbye. The session starts a turn only once the last has been heard otherwise.
    preemptible: true,
    dtmfDetection: true,
    // Partial prompts tell the gateway the callee is speaking, so the agent never talks over a "hello".
    partialPrompts: true,
    reportInputDuringAgentSpeech: false,
    profanityFilter: false,
  });
  relay.parameter({ name: "callId", value: request.callId });
  return response.toString();
}

function twiml(response: InstanceType<typeof VoiceResponse>): Response {
  return new Response(response.toString(), { headers: { "content-type": "text/xml" } });
}

/** <Say> voices: Twilio's Polly and Google voices; ElevenLabs voices cannot <Say>, so its default voice speaks. */
function sayVoice(agent: DialAgent): string | undefined {
  if (agent.ttsProvider === "Amazon") return `Polly.${agent.voice}`;
  if (agent.ttsProvider === "Google") return `Google.${agent.voice}`;
  return undefined;
}

/** The form fields svc reads from each callback (Twilio sends many more), bounded (./carrier-fields.ts). */
const CALLBACKS = {
  status: z.object({
    CallSid: carrierCallId,
    CallStatus: z.enum(Object.keys(STATUS)),
    CallDuration: z
      .string()
      .regex(/^\d{1,9}$/)
      .optional(),
    ErrorCode: carrierCode.optional(),
  }),
  connect: z.object({
    CallSid: carrierCallId,
    SessionStatus: carrierCode.optional(),
    HandoffData: carrierHandoffData.optional(),
    ErrorCode: carrierCode.optional(),
    ErrorMessage: carrierMessage.optional(),
  }),
  amd: z.object({ CallSid: carrierCallId, AnsweredBy: carrierCode }),
  recording: z.object({ CallSid: carrierCallId, RecordingUrl: carrierUrl, RecordingStatus: carrierCode.optional() }),
  // The <Number url> request is the person's leg: its CallSid is theirs, ParentCallSid the transferred call's.
  whisper: z.object({
    CallSid: carrierCallId,
    ParentCallSid: carrierCallId.optional(),
    Digits: carrierDigits.optional(),
  }),
  dial: z.object({ CallSid: carrierCallId, DialCallStatus: z.enum(Object.keys(DIAL_STATUS)) }),
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

/** A verified callback's fields; 400 VALIDATION_ERROR when one is missing, malformed or over its bound. */
function toCallback(kind: CallbackKind, params: Record<string, string>): CarrierCallback {
  switch (kind) {
    case "status": {
      const { CallSid, CallStatus, CallDuration, ErrorCode } = readCarrierFields(CALLBACKS.status, params);
      const status = STATUS[CallStatus];
      return {
        kind,
        providerCallId: CallSid,
        status,
        ...(CallDuration ? { durationSec: Number(CallDuration) } : {}),
        ...(status === "failed" ? { failureReason: `twilio_${ErrorCode ?? "failed"}` } : {}),
      };
    }
    case "connect": {
      const { CallSid, SessionStatus, HandoffData, ErrorCode, ErrorMessage } = readCarrierFields(
        CALLBACKS.connect,
        params,
      );
      const failed = ErrorCode || SessionStatus === "failed";
      return {
        kind,
        providerCallId: CallSid,
        handoff: handoffOf(HandoffData),
        ...(failed ? { error: `relay_session_${ErrorCode ?? "failed"}: ${ErrorMessage ?? ""}`.trim() } : {}),
      };
    }
    case "amd": {
      const { CallSid, AnsweredBy } = readCarrierFields(CALLBACKS.amd, params);
      return { kind, providerCallId: CallSid, answeredBy: AnsweredBy };
    }
    case "recording": {
      const { CallSid, RecordingUrl } = readCarrierFields(CALLBACKS.recording, params);
      return { kind, providerCallId: CallSid, recordingUrl: RecordingUrl };
    }
    case "whisper": {
      const { ParentCallSid, Digits } = readCarrierFields(CALLBACKS.whisper, params);
      return { kind, providerCallId: ParentCallSid ?? null, digits: Digits ?? null };
    }
    case "dial": {
      const { CallSid, DialCallStatus } = readCarrierFields(CALLBACKS.dial, params);
      return { kind, providerCallId: CallSid, dialStatus: DIAL_STATUS[DialCallStatus] };
    }
  }
}

/** The form Twilio posted, if X-Twilio-Signature verifies; null otherwise. */
async function verifiedForm(request: Request): Promise<Record<string, string> | null> {
  const { token } = credentials();
  const params = Object.fromEntries(new URLSearchParams(await readText(request)));
  // Twilio signs the public URL it posted to, which a proxy in front of us may have rewritten.
  const { pathname, search } = new URL(request.url);
  const url = new URL(pathname + search, env.APP_URL).toString();
  return twilioSdk.validateRequest(token, request.headers.get("x-twilio-signature") ?? "", url, params) ? params : null;
}

const incomingCall = z.object({ CallSid: carrierCallId, To: carrierAddress.min(1), From: carrierAddress.default("") });

/**
 * The voice webhook of a number pointed at svc: who calls which number; null when unsigned, 400
 * VALIDATION_ERROR when signed but malformed.
 */
export async function readIncomingCall(
  request: Request,
): Promise<{ providerCallId: string; to: string; from: string } | null> {
  const form = await verifiedForm(request);
  if (!form) return null;
  const { CallSid, To, From } = readCarrierFields(incomingCall, form);
  return { providerCallId: CallSid, to: To, from: From };
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
    // Not "initiated": it says what the dial's answer said (the call is dialing), and would cost a
    // request per call for nothing. A lost answer's call id comes with "ringing" or "completed".
    for (const event of ["ringing", "answered", "completed"]) params.append("StatusCallbackEvent", event);
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

  async startRecording(providerCallId, recordingCallback) {
    const { sid, token } = credentials();
    const url = new URL(
      `/2010-04-01/Accounts/${encodeURIComponent(sid)}/Calls/${encodeURIComponent(providerCallId)}/Recordings.json`,
      env.TWILIO_API_BASE_URL,
    );
    const form = new URLSearchParams({
      RecordingChannels: "dual",
      RecordingTrack: "both",
      RecordingStatusCallback: recordingCallback,
      RecordingStatusCallbackMethod: "POST",
      RecordingStatusCallbackEvent: "completed",
    });
    const response = await fetch(url, {
      method: "POST",
      headers: { authorization: authorization(sid, token), "content-type": "application/x-www-form-urlencoded" },
      body: form,
      signal: AbortSignal.timeout(env.TWILIO_TIMEOUT_MS),
    });
    if (response.ok) return;
    throw twilioFailure(response, await response.json().catch(() => ({})), "to start recording");
  },

  async deleteRecording(recordingUrl) {
    // RecordingUrl names the recording (…/Recordings/RE…); it is deleted through the account's API.
    const recordingSid = /\/Recordings\/(RE[0-9a-zA-Z]+)/.exec(recordingUrl)?.[1];
    if (!recordingSid) throw new Error(`Not a Twilio recording URL: ${recordingUrl}`);
    const { sid, token } = credentials();
    const url = new URL(
      `/2010-04-01/Accounts/${encodeURIComponent(sid)}/Recordings/${recordingSid}.json`,
      env.TWILIO_API_BASE_URL,
    );
    const response = await fetch(url, {
      method: "DELETE",
      headers: { authorization: authorization(sid, token) },
      signal: AbortSignal.timeout(env.TWILIO_TIMEOUT_MS),
    });
    // 404: deleted already (a run that stopped before recording it).
    if (!response.ok && response.status !== 404)
      throw new Error(`Twilio did not delete recording ${recordingSid} (${response.status})`);
  },

  async callPrice(providerCallId) {
    const { sid, token } = credentials();
    const response = await fetch(callsUrl(sid, providerCallId), {
      headers: { authorization: authorization(sid, token) },
      signal: AbortSignal.timeout(env.TWILIO_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Twilio call lookup failed (${response.status})`);
    const call = (await response.json()) as { price?: string | null; price_unit?: string | null };
    const amount = Number(call.price);
    if (call.price === null || call.price === undefined || !Number.isFinite(amount) || !call.price_unit) return null;
    return { amount, unit: call.price_unit.toUpperCase() };
  },

  async readCallback(kind, request) {
    const params = await verifiedForm(request);
    return params && toCallback(kind, params);
  },

  answerSessionEnd({ transfer }) {
    const response = new VoiceResponse();
    if (!transfer) response.hangup();
    else
      // The person's leg plays the whisper URL's TwiML before it is bridged; the action comes when
      // the dial ends, bridged or not (docs/voice-agent.md "Transfers").
      response
        .dial({
          action: callbackUrl("twilio", "dial", transfer.callId),
          method: "POST",
          timeout: transfer.timeoutSec,
        })
        .number({ url: callbackUrl("twilio", "whisper", transfer.callId), method: "POST" }, transfer.to);
    return twiml(response);
  },

  answerWhisper(callId, next) {
    const response = new VoiceResponse();
    if ("whisper" in next) {
      // A key pressed comes to the reply URL with Digits; none, and the <Redirect> comes there without.
      const reply = callbackUrl("twilio", "whisper", callId, "reply");
      const { text, agent } = next.whisper;
      response
        .gather({ numDigits: 1, timeout: 3, action: reply, method: "POST" })
        .say({ voice: sayVoice(agent) as never, language: agent.language as never }, text);
      response.redirect({ method: "POST" }, reply);
    } else if (!next.bridge) response.hangup();
    // An empty answer ends the whisper: the person is bridged to the caller.
    return twiml(response);
  },

  answerDialEnd({ resume }) {
    if (resume) return new Response(conversationTwiml(resume), { headers: { "content-type": "text/xml" } });
    const response = new VoiceResponse();
    response.hangup();
    return twiml(response);
  },

  async leaveVoicemail(providerCallId, message) {
    if (!message) return void (await callsApi(new URLSearchParams({ Status: "completed" }), providerCallId));
    const response = new VoiceResponse();
    response.say({ voice: sayVoice(message.agent) as never, language: message.agent.language as never }, message.text);
    response.hangup();
    await callsApi(new URLSearchParams({ Twiml: response.toString() }), providerCallId);
  },
};
