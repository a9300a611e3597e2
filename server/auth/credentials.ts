import { clientIpOfHeaders } from "../client-ip";
import { db } from "../db/client";
import { env } from "../env";
import { createRateLimiter, type RateLimitState } from "../ratelimit/ratelimit";
import { verifyPassword } from "./password";
import { signInInput } from "./schemas";

// Email + password sign-in. Only failed attempts are counted, and always per client address:
// per address and email stops guessing one account's password, per address alone stops trying
// one password on many accounts. A stranger elsewhere spends their own budgets, never the user's,
// so nobody can lock a user out; a blocked address is refused even the right password, or
// guessing would simply go on until it succeeded.

const windowSeconds = env.SIGNIN_FAILURE_WINDOW_SECONDS;
const failures = {
  perIpAndEmail: createRateLimiter({
    name: "sign-in-ip-email",
    limit: env.SIGNIN_FAILURES_PER_IP_AND_EMAIL,
    windowSeconds,
  }),
  perIp: createRateLimiter({ name: "sign-in-ip", limit: env.SIGNIN_FAILURES_PER_IP, windowSeconds }),
};

export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts";

function tooManyAttempts(state: RateLimitState): Error {
  const minutes = Math.max(1, Math.ceil(state.resetSeconds / 60));
  return new Error(`${TOO_MANY_ATTEMPTS}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

/** The request as next-auth hands it to `authorize`: headers as a plain record. */
interface SignInRequest {
  headers?: Record<string, string | string[] | undefined>;
}

function clientIpOf(request: SignInRequest | undefined): string {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request?.headers ?? {})) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return clientIpOfHeaders(headers);
}

/** The user the credentials belong to, or null; throws (message for the form) when rate limited. */
export async function authorizeCredentials(
  input: unknown,
  request?: SignInRequest,
): Promise<{ id: string; email: string; name: string | null } | null> {
  const parsed = signInInput.safeParse(input);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const ip = clientIpOf(request);
  const budgets = [
    { limiter: failures.perIpAndEmail, identifier: `${ip} ${email}` },
    { limiter: failures.perIp, identifier: ip },
  ];
  const states = await Promise.all(budgets.map(({ limiter, identifier }) => limiter.peek(identifier)));
  const exhausted = states.filter((state) => !state.success);
  if (exhausted.length) throw tooManyAttempts(exhausted.reduce((a, b) => (b.resetSeconds > a.resetSeconds ? b : a)));

  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true },
  });
  if ((await verifyPassword(user?.passwordHash, password)) && user)
    return { id: user.id, email: user.email, name: user.name };
  await Promise.all(budgets.map(({ limiter, identifier }) => limiter.check(identifier)));
  return null;
}
