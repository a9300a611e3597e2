import { hash, verify } from "@node-rs/argon2";

// Argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the email is unknown keeps the response time the same, so sign-in
// does not reveal which emails have accounts.
const unknownUserHash = hash("no such user: constant-time placeholder");

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  const ok = await verify(passwordHash ?? (await unknownUserHash), password).catch(() => false);
  return ok && Boolean(passwordHash);
}
