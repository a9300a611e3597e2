import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "../env";
import { localSecret } from "./local-secret";

// Secrets svc must use again but never show again (LLM providers' API keys) are kept encrypted:
// AES-256-GCM under a key derived from SECRETS_KEY (or one kept under DATA_DIR). The stored form
// names its format version, so the scheme can change without guessing.

const VERSION = "v1";
let key: Buffer | undefined;

function encryptionKey(): Buffer {
  key ??= Buffer.from(hkdfSync("sha256", localSecret("secrets-key", env.SECRETS_KEY), "svc", "svc secrets v1", 32));
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plaintext; throws when the value was not sealed with this deployment's key or was altered. */
export function decryptSecret(sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("Not a secret sealed by svc.");
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
