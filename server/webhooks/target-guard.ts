import { lookup } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { env } from "@/server/env";

// Keeps webhook deliveries from reaching inside our network (SSRF): a target must resolve to
// public addresses only. Checked when an endpoint is saved and again on the socket of every
// delivery (the connection uses the address that passed the check, so DNS rebinding cannot
// swap it). WEBHOOK_ALLOW_PRIVATE_TARGETS lifts this for dev and tests.

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96], // NAT64 of any IPv4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const mappedV4 = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mappedV4) return isPrivateAddress(mappedV4);
  const family = isIP(address);
  if (!family) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class TargetNotAllowedError extends Error {
  override name = "TargetNotAllowedError";
}

function refuse(host: string, address: string): TargetNotAllowedError {
  return new TargetNotAllowedError(`${host} resolves to ${address}, a private or reserved address`);
}

/** A DNS lookup for http.request that fails when any address of the host is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const bad = env.WEBHOOK_ALLOW_PRIVATE_TARGETS ? undefined : addresses.find((a) => isPrivateAddress(a.address));
    if (bad) return callback(refuse(hostname, bad.address), "", 0);
    if (options.all) return callback(null, addresses as never);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/** Throws TargetNotAllowedError unless the URL is http(s) and its host resolves to public addresses only. */
export async function assertPublicTarget(url: URL): Promise<void> {
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new TargetNotAllowedError("the URL must start with https:// or http://");
  if (url.username || url.password) throw new TargetNotAllowedError("the URL must not carry credentials");
  if (env.WEBHOOK_ALLOW_PRIVATE_TARGETS) return;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host)) {
    if (isPrivateAddress(host)) throw refuse(host, host);
    return;
  }
  await new Promise<void>((resolve, reject) =>
    publicOnlyLookup(host, { all: true }, (error) => (error ? reject(error instanceof TargetNotAllowedError ? error : new TargetNotAllowedError(`${host} does not resolve`)) : resolve())),
  );
}
