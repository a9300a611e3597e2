import type { CallStatus } from "@/server/db/generated/enums";
import { env } from "@/server/env";

// What svc needs from a carrier: place a call, and read (after verifying) the status callbacks
// it sends to /api/telephony/{provider}/status. Test-mode calls always use the simulator.

export type ProviderName = "simulator" | "twilio";

/** The statuses a carrier reports; `queued` and `blocked` are ours alone. */
export type ProviderStatus = Exclude<CallStatus, "queued" | "blocked">;

export interface TranscriptLine {
  role: "agent" | "callee";
  text: string;
  at: string;
}

export interface DialRequest {
  callId: string;
  to: string;
  from: string;
  /** What the agent says first. */
  firstMessage: string;
  /** Where the carrier posts status changes; carries the call id, covered by the carrier's signature. */
  statusCallbackUrl: string;
}

export interface StatusUpdate {
  providerCallId: string;
  status: ProviderStatus;
  durationSec?: number;
  failureReason?: string;
  transcript?: TranscriptLine[];
  summary?: string;
}

export interface TelephonyProvider {
  name: ProviderName;
  /** Asks the carrier to dial; resolves with the carrier's id for the call. */
  dial(request: DialRequest): Promise<{ providerCallId: string }>;
  /** Reads a status callback; null when its signature does not verify. */
  readStatusCallback(request: Request): Promise<StatusUpdate | null>;
  /**
   * Whether the carrier took a call to `to` from `from` since `since`, for a dial whose answer was
   * lost with a crashed process: its state, or null when it has none. A carrier without it (the
   * simulator, which dies with the process) is simply dialed again.
   */
  findCall?(query: { to: string; from: string; since: Date }): Promise<StatusUpdate | null>;
}

export function statusCallbackUrl(provider: ProviderName, callId: string): string {
  const url = new URL(`/api/telephony/${provider}/status`, env.APP_URL);
  url.searchParams.set("callId", callId);
  return url.toString();
}
