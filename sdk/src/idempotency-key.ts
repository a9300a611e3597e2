// One Idempotency-Key per logical operation (docs/api-contract.md §8 rule 4): minted here once,
// then sent on every attempt of that operation.

interface WebCrypto {
  randomUUID?(): string;
  getRandomValues<T extends Uint8Array>(array: T): T;
}

// Node 18 has no global `crypto` without a flag, but node:crypto's webcrypto. The specifier is a
// variable so that browser bundlers do not try to resolve a Node built-in.
const NODE_CRYPTO = "node:crypto";

async function webCrypto(): Promise<WebCrypto> {
  const global = (globalThis as { crypto?: WebCrypto }).crypto;
  return global ?? ((await import(NODE_CRYPTO)) as { webcrypto: WebCrypto }).webcrypto;
}

/** A random UUIDv4. */
export async function mintIdempotencyKey(): Promise<string> {
  const crypto = await webCrypto();
  if (crypto.randomUUID) return crypto.randomUUID();
  // Pages served over plain http (not a secure context) have getRandomValues but no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
