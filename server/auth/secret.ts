import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "../env";

// The key that signs session cookies. Production with a shared database must set NEXTAUTH_SECRET
// (env.ts enforces it); otherwise one is generated on first start and kept under DATA_DIR, so
// sessions survive restarts without any configuration.

let cached: string | undefined;

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

export function authSecret(): string {
  cached ??=
    env.NEXTAUTH_SECRET ??
    (env.DATA_DIR === "memory://"
      ? randomBytes(48).toString("base64url")
      : readOrCreate(path.resolve(env.DATA_DIR, "nextauth-secret")));
  return cached;
}
