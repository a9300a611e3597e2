import type { Agent } from "@/server/db/generated/client";
import type { DIAL_END_STATUSES, PROVIDER_STATUSES } from "@/server/calls/statuses";
import type { TtsProvider } from "@/server/db/generated/enums";
import { env } from "@/server/env";
import type { TransferMode } from "@/server/calls/transfer-schema";
import type { Handoff } from "@/server/voice/protocol";

// What svc needs from a carrier: place a call whose conversation runs over the voice gateway
// (/voice/relay), read (after verifying) the callbacks it sends to /api/telephony/{provider}/{kind},
// answer the end of a relay session, and deal with an answering machine. Test-mode calls always
// use the simulator.

export type ProviderName = "simulator" | "twilio";

/** The statuses a carrier reports; `queued` and `blocked` are ours alone. */
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/**
 * The carrier's callbacks: call status, end of the relay session, answering-machine verdict,
 * recording, and a transfer's: the person answered (`whisper`, then its keypad reply) and the
 * transfer's dial ended (`dial`).
 */
export const CALLBACK_KINDS = ["status", "connect", "amd", "recording", "whisper", "dial"] as const;
export type CallbackKind = (typeof CALLBACK_KINDS)[number];

/** What the agent's settings ask of the carrier's speech layer. */
export interface DialAgent {
  ttsProvider: TtsProvider;
  voice: string;
  language: string;
  maxDurationSec: number;
}

/** What an agent's settings ask of the carrier. */
export function dialAgent(agent: Pick<Agent, keyof DialAgent>): DialAgent {
  return {
    ttsProvider: agent.ttsProvider,
    voice: agent.voice,
    language: agent.language,
    maxDurationSec: agent.maxDurationSec,
  };
}

/**
 * The carrier said no (Twilio: a 4xx such as an invalid number or a caller id it does not allow):
 * it did nothing, and the same request would get the same answer. Any other failure of a dial (a
 * timeout, a reset connection, a 5xx) may come after the carrier took the call.
 */
export class CarrierRefusal extends Error {}

export interface DialRequest {
  callId: string;
  to: string;
  from: string;
  agent: DialAgent;
  /** Callback URLs per kind; each carries the call id, covered by the carrier's signature. */
  callbacks: Record<CallbackKind, string>;
  /** The gateway's URL for this call (wss:// in production). */
  relayUrl: string;
}

export interface StatusUpdate {
  providerCallId: string;
  status: ProviderStatus;
  durationSec?: number;
  failureReason?: string;
}

export type CarrierCallback =
  | ({ kind: "status" } & StatusUpdate)
  /** The relay session ended: with the agent's handoff, or an error when the session broke. */
  | { kind: "connect"; providerCallId: string; handoff: Handoff | null; error?: string }
  | { kind: "amd"; providerCallId: string; answeredBy: string }
  | { kind: "recording"; providerCallId: string; recordingUrl: string }
  /**
   * The person a call is transferred to answered (or replied to the whisper with `digits`, null
   * when they pressed nothing); `providerCallId` is the transferred call's, when the carrier says it.
   */
  | { kind: "whisper"; providerCallId: string | null; digits: string | null }
  /** The transfer's dial ended: how it went for the person's leg. */
  | { kind: "dial"; providerCallId: string; dialStatus: DialStatus };

/** How a transfer's dial ended (Twilio's DialCallStatus). */
export type DialStatus = (typeof DIAL_END_STATUSES)[number];

/** A transfer to put through: the carrier dials `to`, the person's answer and the dial's end come back as callbacks. */
export interface TransferDial {
  callId: string;
  to: string;
  mode: TransferMode;
  timeoutSec: number;
}

/** What the person answering a transfer gets: the whisper (warm), or the caller (`bridge`), or a hang-up. */
export type WhisperAnswer = { whisper: { text: string; agent: DialAgent } } | { bridge: boolean };

/** What the carrier charged for a call, as it reports it (Twilio: `price`, negative, and `price_unit`). */
export interface CarrierPrice {
  amount: number;
  /** ISO 4217. */
  unit: string;
}

export interface TelephonyProvider {
  name: ProviderName;
  /** Asks the carrier to dial; resolves with the carrier's id for the call. */
  dial(request: DialRequest): Promise<{ providerCallId: string }>;
  /**
   * Reads a callback of `kind`: null when its signature does not verify; 400 (an ApiError) when it
   * does but a field is missing, malformed or over its bound (./carrier-fields.ts).
   */
  readCallback(kind: CallbackKind, request: Request): Promise<CarrierCallback | null>;
  /** The answer to a `connect` callback: hang up, or dial the transfer's person. */
  answerSessionEnd(next: { transfer?: TransferDial }): Response;
  /** The answer to a `whisper` callback (the person of `callId`'s transfer answered, or replied). */
  answerWhisper(callId: string, next: WhisperAnswer): Response;
  /** The answer to a `dial` callback: back to the agent (`resume`: the conversation to reconnect), or hang up. */
  answerDialEnd(next: { resume?: DialRequest }): Response;
  /** An answering machine took the call: leave `message` (spoken like the agent) and hang up, or just hang up. */
  leaveVoicemail(providerCallId: string, message: { text: string; agent: DialAgent } | null): Promise<void>;
  /**
   * The calls the carrier took that may be the one `callId` dialed on or after `since` (to `to`,
   * from `from`), oldest first: asked before dialing again a call whose dial may have reached the
   * carrier though its answer was lost (a timeout, a 5xx, a crash).
   */
  findCalls(query: { callId: string; to: string; from: string; since: Date }): Promise<StatusUpdate[]>;
  /**
   * A carrier that bills: its price of an ended call, or null while it has none yet (Twilio fills it
   * in some minutes after the call). The simulator bills nothing and has no such method.
   */
  callPrice?(providerCallId: string): Promise<CarrierPrice | null>;
  /**
   * Starts recording the call, both channels, now (the caller consented, or was told, or no consent
   * is asked); the carrier's `recording` callback (`recordingCallback`) names it when it is done.
   */
  startRecording(providerCallId: string, recordingCallback: string): Promise<void>;
  /**
   * Deletes a recording the carrier keeps (`recordingUrl` as its callback gave it); resolves when it
   * is gone or was already. The simulator keeps none and has no such method.
   */
  deleteRecording?(recordingUrl: string): Promise<void>;
}

/** `step`: the whisper's keypad reply comes to the same route, told apart by it (the URL is signed with it). */
export function callbackUrl(provider: ProviderName, kind: CallbackKind, callId: string, step?: "reply"): string {
  const url = new URL(`/api/telephony/${provider}/${kind}`, env.APP_URL);
  url.searchParams.set("callId", callId);
  if (step) url.searchParams.set("step", step);
  return url.toString();
}

export function callbackUrls(provider: ProviderName, callId: string): Record<CallbackKind, string> {
  return Object.fromEntries(CALLBACK_KINDS.map((kind) => [kind, callbackUrl(provider, kind, callId)])) as Record<
    CallbackKind,
    string
  >;
}

export const TWILIO_INBOUND_PATH = "/api/telephony/twilio/inbound";

/** Twilio's voice webhook for the numbers svc answers: one URL for them all (the number is in the form). */
export function inboundVoiceUrl(): string {
  return new URL(TWILIO_INBOUND_PATH, env.APP_URL).toString();
}

/** The status callback of inbound calls: the carrier's call id names the call. */
export function inboundStatusCallbackUrl(): string {
  return new URL("/api/telephony/twilio/status", env.APP_URL).toString();
}

/** The gateway's URL for one call: the call id in the query is covered by the carrier's signature. */
export function relayUrl(callId: string): string {
  const url = new URL(env.VOICE_RELAY_URL);
  url.searchParams.set("callId", callId);
  return url.toString();
}
