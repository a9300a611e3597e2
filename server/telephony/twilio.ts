import { timingSafeEqual } from "node:crypto";
import { env } from "@/server/env";
import type { ProviderStatus, TelephonyProvider } from "./provider";
import { twilioSignature } from "./twilio-signature";

// Twilio Programmable Voice: calls are created through the REST Calls resource with a status
// callback; callbacks are form posts signed with X-Twilio-Signature (HMAC-SHA1 of the full URL
// followed by the sorted POST parameters, keyed by the auth token: ./twilio-signature.ts).

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

function credentials(): { sid: string; token: string } {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) throw new Error("Twilio is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN)");
  return { sid: env.TWILIO_ACCOUNT_SID, token: env.TWILIO_AUTH_TOKEN };
}

function callsUrl(sid: string): URL {
  return new URL(`/2010-04-01/Accounts/${encodeURIComponent(sid)}/Calls.json`, env.TWILIO_API_BASE_URL);
}

function authorization(sid: string, token: string): string {
  return `Basic ${Buffer.from(`${sid}:${token}`).toString("base64")}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[c]};`);
}

export const twilio: TelephonyProvider = {
  name: "twilio",

  async dial(request) {
    const { sid, token } = credentials();
    const form = new URLSearchParams({
      To: request.to,
      From: request.from,
      Twiml: `<Response><Say>${escapeXml(request.firstMessage)}</Say></Response>`,
      StatusCallback: request.statusCallbackUrl,
      StatusCallbackMethod: "POST",
    });
    for (const event of ["initiated", "ringing", "answered", "completed"]) form.append("StatusCallbackEvent", event);
    const response = await fetch(callsUrl(sid), {
      method: "POST",
      headers: { authorization: authorization(sid, token), "content-type": "application/x-www-form-urlencoded" },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
    if (!response.ok || !body.sid) throw new Error(`Twilio refused the call (${response.status} ${body.code ?? ""}: ${body.message ?? "no message"})`);
    return { providerCallId: body.sid };
  },

  async findCall({ to, from, since }) {
    const { sid, token } = credentials();
    const url = callsUrl(sid);
    url.search = new URLSearchParams({ To: to, From: from, PageSize: "20" }).toString();
    const response = await fetch(url, { headers: { authorization: authorization(sid, token) }, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Twilio call lookup failed (${response.status})`);
    const { calls = [] } = (await response.json()) as { calls?: { sid: string; status: string; date_created: string; duration?: string | null }[] };
    // Newest first; the call our lost dial created is the oldest one since the dial began.
    const taken = calls.filter((call) => Date.parse(call.date_created) >= since.getTime() - 1_000).at(-1);
    if (!taken) return null;
    const duration = Number(taken.duration);
    return { providerCallId: taken.sid, status: STATUS[taken.status] ?? "dialing", ...(taken.duration && Number.isFinite(duration) ? { durationSec: duration } : {}) };
  },

  async readStatusCallback(request) {
    const { token } = credentials();
    const params = new URLSearchParams(await request.text());
    const given = Buffer.from(request.headers.get("x-twilio-signature") ?? "");
    // Twilio signs the public URL it posted to, which a proxy in front of us may have rewritten.
    const { pathname, search } = new URL(request.url);
    const expected = Buffer.from(twilioSignature(token, new URL(pathname + search, env.APP_URL).toString(), params));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const status = STATUS[params.get("CallStatus") ?? ""];
    const providerCallId = params.get("CallSid");
    if (!status || !providerCallId) return null;
    const duration = Number(params.get("CallDuration"));
    return {
      providerCallId,
      status,
      ...(Number.isFinite(duration) && params.has("CallDuration") ? { durationSec: duration } : {}),
      ...(status === "failed" ? { failureReason: `twilio_${params.get("ErrorCode") ?? "failed"}` } : {}),
    };
  },
};
