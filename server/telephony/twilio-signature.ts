import { createHmac } from "node:crypto";

// X-Twilio-Signature: base64 HMAC-SHA1, keyed by the auth token, of the full URL followed by the
// POST parameters sorted by name, each as name + value. Kept free of settings so test stand-ins
// for Twilio can sign with it before svc's settings are read.

export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const sorted = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = url + sorted.map(([key, value]) => key + value).join("");
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}
