import { lookup } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { env } from "@/server/env";

// Keeps what svc fetches on a workspace's behalf (webhook deliveries, LLM connections) from
// reaching inside our network (SSRF): a target must be a globally routable unicast address.
// Checked when the URL is saved and again by the DNS lookup of every connection: the host is
// resolved once, and the connection uses exactly the addresses that passed, so DNS rebinding
// cannot swap them. Each caller says whether private targets are allowed (its own setting:
// WEBHOOK_ALLOW_PRIVATE_TARGETS for dev and tests, LLM_ALLOW_PRIVATE_TARGETS for a local model,
// TOOLS_… and KNOWLEDGE_…, the last one also as a list of the private ranges allowed).
// In production a refusal does not say what a name resolves to (a probe of our network); in
// development it does. Either way it names the setting that allows it.

function ipv4Of(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** ipaddr.js names every special-purpose block; what is left is "unicast". */
function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === "unicast";
}

/**
 * IPv6 forms that carry an IPv4 address are judged by that address too: a relay or translator
 * would forward the packets to it.
 */
function isPublicIPv6(address: ipaddr.IPv6): boolean {
  const [a, b, c, d, e, f, g, h] = address.parts;
  switch (address.range() as string) {
    case "ipv4Mapped": // ::ffff:a.b.c.d
    case "rfc6145": // ::ffff:0:a.b.c.d, translated
      return isPublicIPv4(ipv4Of(g, h));
    case "rfc6052":
      // NAT64 64:ff9b::a.b.c.d. The local-use 64:ff9b:1::/48 places the IPv4 address wherever a
      // site's prefix length says, and is never global anyway.
      return c === 0 && isPublicIPv4(ipv4Of(g, h));
    case "6to4": // 2002:AABB:CCDD::/48, the site's router
      return isPublicIPv4(ipv4Of(b, c));
    case "teredo": // 2001:0:server:…:client, the client's address and port obfuscated (XOR-ed)
      return isPublicIPv4(ipv4Of(c, d)) && isPublicIPv4(ipv4Of(g ^ 0xffff, h ^ 0xffff));
    case "unicast":
      // Outside 2000::/3 nothing is allocated for global unicast; that includes the deprecated
      // IPv4-compatible ::a.b.c.d.
      if ((a & 0xe000) !== 0x2000) return false;
      // An ISATAP interface identifier (…:0:5efe:a.b.c.d, or 200:5efe with the global bit) tunnels to its IPv4 address.
      if ((e & 0xfdff) === 0 && f === 0x5efe) return isPublicIPv4(ipv4Of(g, h));
      return true;
    default:
      return false;
  }
}

/**
 * An IPv6 address in the form sockets read it. ipaddr.js reads "::a.b.c.d" as IPv4-mapped where a
 * socket sees IPv4-compatible, so it gets the URL parser's canonical hex form first. Null for
 * what that parser refuses (e.g. a zone id).
 */
function parseIPv6(address: string): ipaddr.IPv6 | null {
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  } catch {
    return null;
  }
}

/** Whether an IP address is private, loopback, reserved or otherwise not a globally routable unicast address. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !isPublicIPv4(ipaddr.IPv4.parse(address));
  const ipv6 = family === 6 ? parseIPv6(address) : null;
  return !ipv6 || !isPublicIPv6(ipv6);
}

export class TargetNotAllowedError extends Error {
  override name = "TargetNotAllowedError";
}

/**
 * Whether a caller may reach private addresses (dev, tests, a model on the same network): all of
 * them, none, or only these addresses and CIDR ranges (knowledge documents: an intranet wiki, and
 * tests that must see a redirect elsewhere refused); and what its refusals say.
 */
export interface TargetPolicy {
  allowPrivate: boolean | readonly string[];
  /** The setting that allows private targets for this caller. */
  setting: PrivateTargetsSetting;
  /** Refusals name the address a name resolved to (not in production). */
  explain: boolean;
}

type PrivateTargetsSetting =
  | "WEBHOOK_ALLOW_PRIVATE_TARGETS"
  | "LLM_ALLOW_PRIVATE_TARGETS"
  | "TOOLS_ALLOW_PRIVATE_TARGETS"
  | "KNOWLEDGE_ALLOW_PRIVATE_TARGETS";

/** The policy of the caller that `setting` governs. */
export function targetPolicy(setting: PrivateTargetsSetting): TargetPolicy {
  return { allowPrivate: env[setting], setting, explain: env.NODE_ENV !== "production" };
}

function refuse(host: string, address: string, policy: TargetPolicy): TargetNotAllowedError {
  const what = host === address ? "is" : policy.explain ? `resolves to ${address},` : "resolves to";
  return new TargetNotAllowedError(
    `${host} ${what} a private or reserved address (${policy.setting}=true allows private targets)`,
  );
}

function inRange(address: string, range: string): boolean {
  try {
    const parsed = ipaddr.process(address);
    const [network, bits] = range.includes("/") ? ipaddr.parseCIDR(range) : [ipaddr.process(range), null];
    if (parsed.kind() !== network.kind()) return false;
    return bits === null ? parsed.toString() === network.toString() : parsed.match(network, bits);
  } catch {
    return false;
  }
}

/** Whether the policy refuses this address. */
function refuses({ allowPrivate }: TargetPolicy, address: string): boolean {
  if (allowPrivate === true || !isPrivateAddress(address)) return false;
  return allowPrivate === false || !allowPrivate.some((range) => inRange(address, range));
}

/** A DNS lookup for http.request that fails when any address of the host is not public. */
export function publicOnlyLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const bad = addresses.find((a) => refuses(policy, a.address));
      if (bad) return callback(refuse(hostname, bad.address, policy), "", 0);
      if (options.all) return callback(null, addresses as never);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** The URL's host without the brackets of an IPv6 literal. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/**
 * Throws TargetNotAllowedError unless the URL is plain http(s) and, when its host is an IP
 * address, that address is public. A host name is judged by publicOnlyLookup when it is resolved.
 */
export function assertDeliverableUrl(url: URL, policy: TargetPolicy): void {
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new TargetNotAllowedError("the URL must start with https:// or http://");
  if (url.username || url.password) throw new TargetNotAllowedError("the URL must not carry credentials");
  const host = hostOf(url);
  // Sockets skip the DNS lookup for IP addresses, so these are judged here.
  if (isIP(host) && refuses(policy, host)) throw refuse(host, host, policy);
}

/** When a URL is saved: assertDeliverableUrl, and the host's addresses as they resolve now. */
export async function assertPublicTarget(url: URL, policy: TargetPolicy): Promise<void> {
  assertDeliverableUrl(url, policy);
  if (policy.allowPrivate === true || isIP(hostOf(url))) return;
  await new Promise<void>((resolve, reject) =>
    publicOnlyLookup(policy)(url.hostname, { all: true }, (error) =>
      error
        ? reject(
            error instanceof TargetNotAllowedError
              ? error
              : new TargetNotAllowedError(`${url.hostname} does not resolve`),
          )
        : resolve(),
    ),
  );
}
