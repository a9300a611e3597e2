import type { CallStatus, TtsProvider } from "@/server/db/generated/enums";
import { env } from "@/server/env";
import type { Handoff } from "@/server/voice/protocol";

// What svc needs from a carrier: place a call whose conversation runs over the voice gateway
// (/voice/relay), read (after verifying) the callbacks it sends to /api/telephony/{provider}/{kind},
// answer the end of a relay session, and deal with an answering machine. Test-mode calls always
// use the simulator.

export type ProviderName = "simulator" | "twilio";

/** The statuses a carrier reports; `queued` and `blocked` are ours alone. */
export type ProviderStatus = Exclude<CallStatus, "queued" | "blocked">;

/** The carrier's callbacks: call status, end of the relay session, answering-machine verdict, recording. */
export const CALLBACK_KINDS = ["status", "connect", "amd", "recording"] as const;
export type CallbackKind = (typeof CALLBACK_KINDS)[number];

/** What the agent's settings ask of the carrier's speech layer. */
export interface DialAgent {
  ttsProvider: TtsProvider;
  voice: string;
  language: string;
  maxDurationSec: number;
  recordCalls: boolean;
}

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
  | { kind: "recording"; providerCallId: string; recordingUrl: string };

export interface TelephonyProvider {
  name: ProviderName;
  /** Asks the carrier to dial; resolves with the carrier's id for the call. */
  dial(request: DialRequest): Promise<{ providerCallId: string }>;
  /** Reads a callback of `kind`; null when its signature does not verify or it is malformed. */
  readCallback(kind: CallbackKind, request: Request): Promise<CarrierCallback | null>;
  /** The answer to a `connect` callback: hang up, or put the callee through to `transferTo`. */
  answerSessionEnd(next: { transferTo?: string }): Response;
  /** An answering machine took the call: leave `message` (spoken like the agent) and hang up, or just hang up. */
  leaveVoicemail(providerCallId: string, message: { text: string; agent: DialAgent } | null): Promise<void>;
  /**
   * Whether the carrier took a call to `to` from `from` since `since`, for a dial whose answer was
   * lost with a crashed process: its state, or null when it has none. A carrier without it (the
   * simulator, which dies with the process) is simply dialed again.
   */
  findCall?(query: { to: string; from: string; since: Date }): Promise<StatusUpdate | null>;
}

export function callbackUrl(provider: ProviderName, kind: CallbackKind, callId: string): string {
  const url = new URL(`/api/telephony/${provider}/${kind}`, env.APP_URL);
  url.searchParams.set("callId", callId);
  return url.toString();
}

export function callbackUrls(provider: ProviderName, callId: string): Record<CallbackKind, string> {
  return Object.fromEntries(CALLBACK_KINDS.map((kind) => [kind, callbackUrl(provider, kind, callId)])) as Record<CallbackKind, string>;
}

/** The gateway's URL for one call: the call id in the query is covered by the carrier's signature. */
export function relayUrl(callId: string): string {
  const url = new URL(env.VOICE_RELAY_URL);
  url.searchParams.set("callId", callId);
  return url.toString();
}
