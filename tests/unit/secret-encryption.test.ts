import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret } from "@/server/secrets/encryption";

// LLM API keys are kept sealed: unreadable in the database, tamper-evident, never the same twice.

describe("sealed secrets", () => {
  const apiKey = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789";

  it("round-trips, and the stored form does not contain the secret", () => {
    const sealed = encryptSecret(apiKey);
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(sealed).not.toContain(apiKey);
    expect(sealed).not.toContain(Buffer.from(apiKey).toString("base64url").slice(0, 16));
    expect(decryptSecret(sealed)).toBe(apiKey);
  });

  it("seals the same secret differently each time", () => {
    expect(encryptSecret(apiKey)).not.toBe(encryptSecret(apiKey));
  });

  it("refuses an altered value rather than returning garbage", () => {
    const [version, iv, tag, ciphertext] = encryptSecret(apiKey).split(".");
    const flipped = Buffer.from(ciphertext, "base64url");
    flipped[0] ^= 1;
    expect(() => decryptSecret([version, iv, tag, flipped.toString("base64url")].join("."))).toThrow();
    expect(() => decryptSecret("sk-plaintext")).toThrow(/Not a secret sealed by svc/);
  });
});
