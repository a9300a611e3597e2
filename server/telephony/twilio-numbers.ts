import { env } from "@/server/env";
import { authorization, credentials } from "./twilio";

// Where Twilio sends the calls of one of the account's numbers: its IncomingPhoneNumber's
// VoiceUrl and StatusCallback, found by PhoneNumber and set through the REST API.

export type NumberLink = "connected" | "disconnected" | "not_found";

function numbersUrl(sid: string, numberSid?: string): URL {
  const resource = numberSid
    ? `IncomingPhoneNumbers/${encodeURIComponent(numberSid)}.json`
    : "IncomingPhoneNumbers.json";
  return new URL(`/2010-04-01/Accounts/${encodeURIComponent(sid)}/${resource}`, env.TWILIO_API_BASE_URL);
}

async function twilioRequest(url: URL, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const { sid, token } = credentials();
  const response = await fetch(url, {
    ...init,
    headers: { authorization: authorization(sid, token), "content-type": "application/x-www-form-urlencoded" },
    signal: AbortSignal.timeout(env.TWILIO_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Twilio answered ${response.status}: ${String(body.message ?? "no message")}`);
  return body;
}

/**
 * Points the number's calls at `urls` (the voice webhook and the status callback), or, with null,
 * stops sending them anywhere. `not_found`: the account has no such number.
 */
export async function pointTwilioNumber(
  phoneNumber: string,
  urls: { voiceUrl: string; statusCallback: string } | null,
): Promise<NumberLink> {
  const { sid } = credentials();
  const lookup = numbersUrl(sid);
  lookup.search = new URLSearchParams({ PhoneNumber: phoneNumber }).toString();
  const { incoming_phone_numbers: found = [] } = (await twilioRequest(lookup)) as {
    incoming_phone_numbers?: { sid: string }[];
  };
  if (!found[0]) return "not_found";
  const form = new URLSearchParams(
    urls
      ? {
          VoiceUrl: urls.voiceUrl,
          VoiceMethod: "POST",
          StatusCallback: urls.statusCallback,
          StatusCallbackMethod: "POST",
        }
      : { VoiceUrl: "", StatusCallback: "" },
  );
  await twilioRequest(numbersUrl(sid, found[0].sid), { method: "POST", body: form });
  return urls ? "connected" : "disconnected";
}
