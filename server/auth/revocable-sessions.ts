import { randomBytes } from "node:crypto";
import { db } from "../db/client";
import { env } from "../env";

// A signed session cookie stays valid until it expires, so signing out alone would leave a copied
// cookie working. Each sign-in therefore records a row (the adapter's Session table) whose token
// the JWT carries as `sid`; every request checks that row and sign-out deletes it. Not cached:
// one unique-index lookup per request is cheap, and any cache would let a revoked cookie work in
// other processes until it expired.

const maxAgeMs = env.SESSION_MAX_AGE * 1000;
/** The row's expiry slides with activity, written at most this often. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

export class SessionRevokedError extends Error {
  override name = "SessionRevokedError";
}

/** Records a new session of the user; returns the id its JWT carries. */
export async function openSession(userId: string): Promise<string> {
  const sessionToken = randomBytes(32).toString("base64url");
  const now = new Date();
  // Rows of sessions that ran out without a sign-out go with the user's next sign-in.
  await db.session.deleteMany({ where: { userId, expires: { lt: now } } });
  await db.session.create({ data: { sessionToken, userId, expires: new Date(now.getTime() + maxAgeMs) } });
  return sessionToken;
}

/** Throws SessionRevokedError unless the session is still open (and slides its expiry). */
export async function assertSessionOpen(sessionId: unknown): Promise<void> {
  if (typeof sessionId !== "string") throw new SessionRevokedError("session without an id");
  const session = await db.session.findUnique({ where: { sessionToken: sessionId }, select: { expires: true } });
  const now = Date.now();
  if (!session || session.expires.getTime() <= now) throw new SessionRevokedError("session signed out or expired");
  if (session.expires.getTime() < now + maxAgeMs - SLIDE_EVERY_MS) {
    await db.session.updateMany({ where: { sessionToken: sessionId }, data: { expires: new Date(now + maxAgeMs) } });
  }
}

/** Ends the session for every process at once: its cookie no longer signs anyone in. */
export async function closeSession(sessionId: unknown): Promise<void> {
  if (typeof sessionId === "string") await db.session.deleteMany({ where: { sessionToken: sessionId } });
}
