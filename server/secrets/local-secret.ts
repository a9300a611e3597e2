import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "../env";

// Secrets an embedded or self-hosted deployment may leave unset: generated on first use and kept
// under DATA_DIR, so they survive restarts without any configuration. Production with a shared
// database must set them in the environment instead (server/env.ts enforces it), since every
// process must hold the same value.

const cache = new Map<string, string>();

function readOrCreate(file: string): string {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // "wx": if another process created it first, keep theirs.
      writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch {}
    return readFileSync(file, "utf8").trim();
  }
}

/** The configured value, else the one kept as DATA_DIR/`fileName` (one per process with DATA_DIR=memory://). */
export function localSecret(fileName: string, configured: string | undefined): string {
  if (configured) return configured;
  let secret = cache.get(fileName);
  if (!secret) {
    secret =
      env.DATA_DIR === "memory://"
        ? randomBytes(48).toString("base64url")
        : readOrCreate(path.resolve(env.DATA_DIR, fileName));
    cache.set(fileName, secret);
  }
  return secret;
}
