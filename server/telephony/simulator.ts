import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/server/auth/secret";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import type { DialRequest, ProviderStatus, StatusUpdate, TelephonyProvider, TranscriptLine } from "./provider";

// A carrier in-process: after a dial it posts the status callbacks a real carrier would (ringing,
// answered or not, hang-up) to the same status route, signed. Magic destinations (README):
//   +15005550001 busy · +15005550002 no answer · +15005550003 failed · +15005550004 long call
// Every other number answers, talks briefly and hangs up. Delays are realistic at
// SIMULATOR_TIME_SCALE=1 and shrink with it.

type Outcome = "answered" | "busy" | "no_answer" | "failed" | "long_call";

const MAGIC_NUMBERS: Record<string, Outcome> = {
  "+15005550001": "busy",
  "+15005550002": "no_answer",
  "+15005550003": "failed",
  "+15005550004": "long_call",
};

const SIGNATURE_HEADER = "x-simulator-signature";
const TIMESTAMP_HEADER = "x-simulator-timestamp";
/** How old a signed callback may be: a captured one cannot be replayed later. */
const CALLBACK_TOLERANCE_MS = 5 * 60_000;

interface Beat {
  afterMs: number;
  status: ProviderStatus;
  talkSec?: number;
}

const SCRIPTS: Record<Outcome, Beat[]> = {
  answered: [
    { afterMs: 800, status: "ringing" },
    { afterMs: 4_000, status: "in_progress" },
    { afterMs: 30_000, status: "completed", talkSec: 30 },
  ],
  long_call: [
    { afterMs: 800, status: "ringing" },
    { afterMs: 4_000, status: "in_progress" },
    { afterMs: 20 * 60_000, status: "completed", talkSec: 20 * 60 },
  ],
  busy: [
    { afterMs: 800, status: "ringing" },
    { afterMs: 1_500, status: "busy" },
  ],
  no_answer: [
    { afterMs: 800, status: "ringing" },
    { afterMs: 30_000, status: "no_answer" },
  ],
  failed: [{ afterMs: 600, status: "failed" }],
};

function signingKey(): string {
  return createHmac("sha256", authSecret()).update("telephony-simulator").digest("hex");
}

/** The signature covers the URL (which names the call), the time and the body, as carriers' do. */
function sign(url: string, timestamp: string, body: string): string {
  return createHmac("sha256", signingKey()).update(`${timestamp}\n${url}\n${body}`).digest("hex");
}

/** Headers of a status callback to `url` carrying `body`, signed at `at`. */
export function signedCallbackHeaders(url: string, body: string, at = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(at / 1000));
  return { "content-type": "application/json", [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: sign(url, timestamp, body) };
}

function isFresh(timestamp: string): boolean {
  const at = Number(timestamp) * 1000;
  return /^\d{1,12}$/.test(timestamp) && Math.abs(Date.now() - at) <= CALLBACK_TOLERANCE_MS;
}

function conversation(firstMessage: string, talkSec: number): { transcript: TranscriptLine[]; summary: string } {
  const start = Date.now() - talkSec * 1000;
  const line = (role: TranscriptLine["role"], text: string, offsetSec: number): TranscriptLine => ({ role, text, at: new Date(start + offsetSec * 1000).toISOString() });
  return {
    transcript: [
      line("agent", firstMessage, 0),
      line("callee", "Hi, yes. I asked for a call back about my order.", talkSec * 0.2),
      line("agent", "Of course. I can see it here; it ships tomorrow and arrives on Thursday.", talkSec * 0.5),
      line("callee", "Great, thank you. That's all I needed.", talkSec * 0.8),
    ],
    summary: "The callee asked about their order; the agent confirmed it ships tomorrow and arrives Thursday. Resolved.",
  };
}

async function post(url: string, update: StatusUpdate): Promise<void> {
  const body = JSON.stringify(update);
  const response = await fetch(url, { method: "POST", headers: signedCallbackHeaders(url, body), body });
  if (!response.ok) throw new Error(`status callback answered ${response.status}`);
}

async function play(request: DialRequest, providerCallId: string, beats: Beat[]): Promise<void> {
  for (const beat of beats) {
    await new Promise((resolve) => setTimeout(resolve, beat.afterMs * env.SIMULATOR_TIME_SCALE));
    const update: StatusUpdate = { providerCallId, status: beat.status };
    if (beat.talkSec !== undefined) Object.assign(update, { durationSec: beat.talkSec }, conversation(request.firstMessage, beat.talkSec));
    if (beat.status === "failed") update.failureReason = "carrier_error";
    await post(request.statusCallbackUrl, update);
  }
}

export const simulator: TelephonyProvider = {
  name: "simulator",

  async dial(request) {
    const providerCallId = `sim_${randomUUID().replaceAll("-", "")}`;
    const script = SCRIPTS[MAGIC_NUMBERS[request.to] ?? "answered"];
    // Carrier callbacks come later and on their own; a lost one is what wrap-up's timeout is for.
    void play(request, providerCallId, script).catch((error: unknown) =>
      logger.warn({ callId: request.callId, err: (error as Error).message }, "simulator could not deliver a status callback"),
    );
    return { providerCallId };
  },

  async readStatusCallback(request) {
    const body = await request.text();
    const timestamp = request.headers.get(TIMESTAMP_HEADER) ?? "";
    if (!isFresh(timestamp)) return null;
    // Signed for the public URL it was sent to, which a proxy in front of us may have rewritten.
    const { pathname, search } = new URL(request.url);
    const url = new URL(pathname + search, env.APP_URL).toString();
    const given = Buffer.from(request.headers.get(SIGNATURE_HEADER) ?? "", "hex");
    const expected = Buffer.from(sign(url, timestamp, body), "hex");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return JSON.parse(body) as StatusUpdate;
  },
};
