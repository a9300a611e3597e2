import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { crc32 } from "node:zlib";
import type { ApiKeyMode } from "@/server/db/generated/enums";

// API key secrets (docs/decisions.md "API keys"): `svc_sk_live_` or `svc_sk_test_`, 32 random
// base62 characters, then a 6-character checksum of everything before it, so typos and scanner hits
// are told apart from real keys without a database lookup. Only the SHA-256 is ever stored.

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const SECRET_SHAPE = /^svc_sk_(live|test)_[0-9A-Za-z]{38}$/;

export const SECRET_PREFIX: Record<ApiKeyMode, string> = { live: "svc_sk_live_", test: "svc_sk_test_" };

function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: dropping larger bytes keeps every character equally likely.
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

function checksumOf(body: string): string {
  let value = crc32(body);
  let out = "";
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = ALPHABET[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

export function generateSecret(mode: ApiKeyMode): string {
  const body = SECRET_PREFIX[mode] + randomBase62(RANDOM_LENGTH);
  return body + checksumOf(body);
}

/** Looks like an svc key at all (else the Authorization header is malformed). */
export function hasSecretShape(secret: string): boolean {
  return SECRET_SHAPE.test(secret);
}

export function hasValidChecksum(secret: string): boolean {
  const body = secret.slice(0, -CHECKSUM_LENGTH);
  const expected = Buffer.from(checksumOf(body));
  const given = Buffer.from(secret.slice(-CHECKSUM_LENGTH));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function modeOfSecret(secret: string): ApiKeyMode {
  return secret.startsWith(SECRET_PREFIX.test) ? "test" : "live";
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** What the UI may show of a key forever after: "svc_sk_live_AbCd" and the last 4 characters. */
export function displayParts(secret: string): { prefix: string; last4: string } {
  return { prefix: secret.slice(0, SECRET_PREFIX.live.length + 4), last4: secret.slice(-4) };
}
