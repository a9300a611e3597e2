import { describe, expect, it } from "vitest";
import { isOriginAllowed, normalizeOrigin, parseAllowedOrigin } from "@/server/clicktocall/origins";

describe("normalizeOrigin", () => {
  it.each([
    ["https://Shop.Example.COM", "https://shop.example.com"],
    ["https://shop.example.com/", "https://shop.example.com"],
    ["https://shop.example.com:443", "https://shop.example.com"],
    ["http://shop.example.com:80", "http://shop.example.com"],
    ["http://127.0.0.1:4010", "http://127.0.0.1:4010"],
    ["https://bücher.example", "https://xn--bcher-kva.example"],
    ["http://[::1]:3000", "http://[::1]:3000"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeOrigin(input)).toBe(expected);
  });

  it.each([
    "null",
    "",
    "shop.example.com",
    "ftp://shop.example.com",
    "https://shop.example.com/path",
    "https://shop.example.com/?q=1",
    "https://user:pw@shop.example.com",
    "https://*.example.com",
    "file:///etc/passwd",
  ])("rejects %j", (input) => {
    expect(normalizeOrigin(input)).toBeNull();
  });
});

describe("parseAllowedOrigin", () => {
  it("normalises exact and wildcard entries", () => {
    expect(parseAllowedOrigin(" HTTPS://Shop.Example.com/ ")).toEqual({
      ok: true,
      origin: "https://shop.example.com",
      wildcard: false,
    });
    expect(parseAllowedOrigin("https://*.Example.com:8443")).toEqual({
      ok: true,
      origin: "https://*.example.com:8443",
      wildcard: true,
    });
  });

  it.each([
    "https://*.com",
    "https://*.*.example.com",
    "https://shop.*.example.com",
    "https://*.127.0.0.1",
    "https://*",
    "*.example.com",
    "https://example.com/shop",
    "not an origin",
  ])("rejects %j with a reason", (entry) => {
    const result = parseAllowedOrigin(entry);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/origin|wildcard/);
  });

  it.each(["https://*.github.io", "https://*.co.uk", "https://*.blogspot.com", "http://*.com.au"])(
    "refuses %j: a public suffix, anyone's sites",
    (entry) => {
      const result = parseAllowedOrigin(entry);
      expect(result).toEqual({
        ok: false,
        error: expect.stringMatching(/is a public suffix where anyone can register a site/),
      });
    },
  );

  it.each(["https://*.shop.github.io", "https://*.example.co.uk"])(
    "accepts %j: subdomains of one registrable domain",
    (entry) => {
      expect(parseAllowedOrigin(entry)).toEqual({ ok: true, origin: entry, wildcard: true });
    },
  );
});

describe("isOriginAllowed", () => {
  const allowlist = ["https://shop.example.com", "https://*.example.org", "http://localhost:3000"];

  it.each([
    ["https://shop.example.com", true],
    ["https://SHOP.example.com:443", true],
    ["http://shop.example.com", false], // scheme differs
    ["https://shop.example.com:8443", false], // port differs
    ["https://www.shop.example.com", false], // exact entries do not cover subdomains
    ["https://a.example.org", true],
    ["https://a.b.example.org", true],
    ["https://example.org", false], // a wildcard never covers the bare domain
    ["https://evilexample.org", false],
    ["https://a.example.org.evil.com", false],
    ["https://a.example.org:8443", false],
    ["http://localhost:3000", true],
    ["http://localhost:3001", false],
    ["null", false],
  ])("%s → %s", (origin, expected) => {
    expect(isOriginAllowed(origin, allowlist)).toBe(expected);
  });

  it("ignores invalid entries instead of matching them", () => {
    expect(isOriginAllowed("https://a.com", ["https://*.com", "garbage"])).toBe(false);
  });
});
