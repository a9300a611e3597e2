import { afterEach, describe, expect, it } from "vitest";
import { clientIp } from "@/server/client-ip";
import { env } from "@/server/env";

const request = (forwardedFor?: string) =>
  new Request("http://svc.test/", { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });

describe("clientIp", () => {
  afterEach(() => {
    env.TRUST_PROXY_HOPS = 0;
    env.CLIENT_IP_HEADER = "x-forwarded-for";
  });

  it("with no trusted proxy (the default) takes the peer, ignoring what the client wrote before it", () => {
    expect(clientIp(request("6.6.6.6, 198.51.100.7"))).toBe("198.51.100.7");
    expect(clientIp(request("198.51.100.7"))).toBe("198.51.100.7");
  });

  it("behind N trusted proxies takes the address the outermost proxy saw", () => {
    env.TRUST_PROXY_HOPS = 1;
    expect(clientIp(request("6.6.6.6, 198.51.100.7, 10.0.0.2"))).toBe("198.51.100.7");
    env.TRUST_PROXY_HOPS = 2;
    expect(clientIp(request("6.6.6.6, 198.51.100.7, 172.16.0.9, 10.0.0.2"))).toBe("198.51.100.7");
  });

  it("reads a proxy's own client-IP header only when a proxy is trusted", () => {
    const viaCdn = new Request("http://svc.test/", {
      headers: { "cf-connecting-ip": "198.51.100.9", "x-forwarded-for": "10.0.0.2" },
    });
    env.CLIENT_IP_HEADER = "cf-connecting-ip";
    expect(clientIp(viaCdn)).toBe("10.0.0.2"); // hops 0: a header is never believed
    env.TRUST_PROXY_HOPS = 1;
    expect(clientIp(viaCdn)).toBe("198.51.100.9");
  });

  it("never returns nothing", () => {
    env.TRUST_PROXY_HOPS = 3;
    expect(clientIp(request("198.51.100.7"))).toBe("198.51.100.7");
    expect(clientIp(request())).toBe("unknown");
  });
});
