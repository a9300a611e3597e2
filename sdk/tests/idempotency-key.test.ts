import { afterEach, describe, expect, it, vi } from "vitest";
import { mintIdempotencyKey } from "../src/idempotency-key.js";

const realCrypto = globalThis.crypto;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
afterEach(() => vi.unstubAllGlobals());

describe("mintIdempotencyKey", () => {
  it("mints a fresh UUIDv4 each time", async () => {
    const keys = await Promise.all(Array.from({ length: 100 }, () => mintIdempotencyKey()));
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(100);
  });

  it("still mints UUIDv4s where crypto.randomUUID is missing (a page on plain http)", async () => {
    vi.stubGlobal("crypto", { getRandomValues: (array: Uint8Array) => realCrypto.getRandomValues(array) });
    const keys = await Promise.all(Array.from({ length: 100 }, () => mintIdempotencyKey()));
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(100);
  });

  it("falls back to node:crypto where there is no global crypto (Node 18 without flags)", async () => {
    vi.stubGlobal("crypto", undefined);
    expect(await mintIdempotencyKey()).toMatch(UUID_V4);
  });
});
