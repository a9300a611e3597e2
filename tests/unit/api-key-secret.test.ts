import { describe, expect, it } from "vitest";
import {
  displayParts,
  generateSecret,
  hashSecret,
  hasSecretShape,
  hasValidChecksum,
  modeOfSecret,
} from "@/server/keys/secret";

describe("API key secrets", () => {
  it("have the documented shape, a valid checksum and their mode in the prefix", () => {
    const live = generateSecret("live");
    const test = generateSecret("test");
    expect(live).toMatch(/^svc_sk_live_[0-9A-Za-z]{38}$/);
    expect(test).toMatch(/^svc_sk_test_[0-9A-Za-z]{38}$/);
    expect([hasSecretShape(live), hasValidChecksum(live), modeOfSecret(live)]).toEqual([true, true, "live"]);
    expect(modeOfSecret(test)).toBe("test");
  });

  it("are unique", () => {
    const secrets = new Set(Array.from({ length: 1000 }, () => generateSecret("live")));
    expect(secrets.size).toBe(1000);
  });

  it("reject any single-character typo through the checksum", () => {
    const secret = generateSecret("live");
    for (let i = 12; i < secret.length; i++) {
      const typo = secret.slice(0, i) + (secret[i] === "a" ? "b" : "a") + secret.slice(i + 1);
      expect(hasValidChecksum(typo), `position ${i}`).toBe(false);
    }
  });

  it("are stored as SHA-256 and shown only as prefix and last 4", () => {
    const secret = generateSecret("live");
    expect(hashSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(secret)).not.toContain(secret.slice(12));
    const { prefix, last4 } = displayParts(secret);
    expect(prefix).toBe(secret.slice(0, 16));
    expect(last4).toBe(secret.slice(-4));
  });
});
