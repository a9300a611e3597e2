import { env } from "@/server/env";

// Which address a per-IP budget counts (README "Client IP"). A route handler never sees the
// socket: Next's server writes the TCP peer into X-Forwarded-For, but only when the request has
// none (`??=` in next/dist/server/base-server.js). `scripts/serve.mjs` closes that gap: it always
// records the peer as the rightmost entry, replacing whatever a client sent when no proxy is
// trusted. Each trusted proxy in front appends the address it saw, so the client is the entry
// TRUST_PROXY_HOPS places left of the rightmost; entries further left are client-written and ignored.

export function clientIp(request: Request): string {
  return clientIpOfHeaders(request.headers);
}

/** The same, from the headers alone (server actions see no Request). */
export function clientIpOfHeaders(headers: Headers): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const peer = chain.at(-1) ?? "unknown";
  if (env.TRUST_PROXY_HOPS === 0) return peer;
  // A proxy that names the client in a header of its own (and overwrites what clients send).
  if (env.CLIENT_IP_HEADER !== "x-forwarded-for") return headers.get(env.CLIENT_IP_HEADER)?.trim() || peer;
  // Fewer entries than hops: the request bypassed a proxy; the leftmost is then the best we know.
  return chain[Math.max(0, chain.length - 1 - env.TRUST_PROXY_HOPS)] ?? peer;
}
