import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/server/auth/secret";
import { env } from "@/server/env";
import { readText } from "@/server/http/request";

// How the simulator proves what it sends: its callbacks are signed over URL, time and body, as
// carriers' are, and its callees carry a per-call token to the voice gateway. The key is derived
// from the deployment's auth secret.

const SIGNATURE_HEADER = "x-simulator-signature";
const TIMESTAMP_HEADER = "x-simulator-timestamp";
export const RELAY_TOKEN_HEADER = "x-simulator-relay-token";
/** How old a signed callback or relay token may be: a captured one cannot be replayed later. */
const TOLERANCE_MS = 5 * 60_000;

function signingKey(): string {
  return createHmac("sha256", authSecret()).update("telephony-simulator").digest("hex");
}

/** The signature covers the URL (which names the call), the time and the body, as carriers' do. */
function sign(url: string, timestamp: string, body: string): string {
  return createHmac("sha256", signingKey()).update(`${timestamp}\n${url}\n${body}`).digest("hex");
}

function matches(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given, "hex"), Buffer.from(expected, "hex")];
  return a.length === b.length && timingSafeEqual(a, b);
}

function isFresh(timestamp: string): boolean {
  return /^\d{1,12}$/.test(timestamp) && Math.abs(Date.now() - Number(timestamp) * 1000) <= TOLERANCE_MS;
}

/** The body of a callback signed for the public URL it was posted to (a proxy may have rewritten ours); null when it is not. */
export async function verifySignedCallback(request: Request): Promise<string | null> {
  const body = await readText(request);
  const timestamp = request.headers.get(TIMESTAMP_HEADER) ?? "";
  if (!isFresh(timestamp)) return null;
  const { pathname, search } = new URL(request.url);
  const url = new URL(pathname + search, env.APP_URL).toString();
  return matches(request.headers.get(SIGNATURE_HEADER) ?? "", sign(url, timestamp, body)) ? body : null;
}

/** Headers of a callback to `url` carrying `body`, signed at `at`. */
export function signedCallbackHeaders(url: string, body: string, at = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(at / 1000));
  return {
    "content-type": "application/json",
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: sign(url, timestamp, body),
  };
}

/** A simulated callee's pass to the gateway for one call: `<timestamp>.<signature>`. */
export function relayToken(callId: string, at = Date.now()): string {
  const timestamp = String(Math.floor(at / 1000));
  return `${timestamp}.${sign("relay", timestamp, callId)}`;
}

export function verifyRelayToken(callId: string, token: string): boolean {
  const [timestamp = "", signature = ""] = token.split(".");
  return isFresh(timestamp) && matches(signature, sign("relay", timestamp, callId));
}
