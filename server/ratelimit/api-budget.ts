import { clientIp } from "@/server/client-ip";
import { env } from "@/server/env";
import { findApiKey } from "@/server/keys/authenticate";
import { createRateLimiter, type RateLimitState } from "./ratelimit";

// The default budget of every /v1 request (docs/decisions.md, rate limits): a key's own once the key
// validates; anything else (no key, a typo, an invented or revoked key) spends its client IP's,
// so inventing keys buys no extra requests.

const perKey = createRateLimiter({
  name: "api-key",
  limit: env.RATE_LIMIT_API_KEY_REQUESTS,
  windowSeconds: env.RATE_LIMIT_API_KEY_WINDOW_SECONDS,
});
const perIp = createRateLimiter({ ...perKey.policy, name: "ip" });

export async function checkApiBudget(request: Request): Promise<RateLimitState> {
  // A key that cannot be checked now (database down) has not validated; authenticating it
  // answers 503 right after, with these budget headers.
  const key = await findApiKey(request.headers.get("authorization")).catch(() => null);
  return key ? perKey.check(key.keyId) : perIp.check(clientIp(request));
}
