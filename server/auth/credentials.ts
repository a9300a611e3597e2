import { db } from "../db/client";
import { createRateLimiter } from "../ratelimit/ratelimit";
import { verifyPassword } from "./password";
import { signInInput } from "./schemas";

// Email + password sign-in. Attempts per email address are limited, so a password cannot be
// guessed by brute force; the message is shown on the sign-in form.

const attemptsPerEmail = createRateLimiter({ name: "sign-in", limit: 10, windowSeconds: 15 * 60 });

export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts for this email. Wait 15 minutes and try again.";

/** The user the credentials belong to, or null; throws (message for the form) when rate limited. */
export async function authorizeCredentials(input: unknown): Promise<{ id: string; email: string; name: string | null } | null> {
  const parsed = signInInput.safeParse(input);
  if (!parsed.success) return null;
  if (!(await attemptsPerEmail.check(parsed.data.email)).success) throw new Error(TOO_MANY_ATTEMPTS);
  const user = await db.user.findUnique({
    where: { email: parsed.data.email },
    select: { id: true, email: true, name: true, passwordHash: true },
  });
  if (!(await verifyPassword(user?.passwordHash, parsed.data.password)) || !user) return null;
  return { id: user.id, email: user.email, name: user.name };
}
