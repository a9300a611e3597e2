import { describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, fixedSecurityHeaders, securityHeaders } from "@/server/security-headers";

// What proxy.ts puts on every page, and scripts/serve.mjs on every other response (APP_URL is
// http here: no HSTS; the production-server e2e checks the headers as the browser receives them).

describe("security headers", () => {
  it("allow scripts only with the request's nonce, and no framing", () => {
    const policy = contentSecurityPolicy("abc123");
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("send no Referer from pages whose URL may hold an invitation token", () => {
    for (const path of ["/invite/tok_secret", "/signin", "/signup"])
      expect(securityHeaders(path, "n")["Referrer-Policy"], path).toBe("no-referrer");
    for (const path of ["/", "/w/ws_1", "/docs", "/v1/workspaces", "/signing"]) {
      expect(securityHeaders(path, "n")["Referrer-Policy"], path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("forbid MIME sniffing and never restrict who may load a resource (click-to-call.js is embedded elsewhere)", () => {
    const headers = securityHeaders("/click-to-call.js", "n");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(Object.keys(headers)).not.toContain("Cross-Origin-Resource-Policy");
    expect(Object.keys(headers)).not.toContain("Strict-Transport-Security");
  });
});

describe("the headers of responses that are not pages", () => {
  it("allow nothing to load or frame them, and carry the rest of a page's headers", () => {
    const fixed = fixedSecurityHeaders();
    expect(fixed["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    const { "Content-Security-Policy": _pagePolicy, ...pageRest } = securityHeaders("/w", "n");
    const { "Content-Security-Policy": _fixedPolicy, ...fixedRest } = fixed;
    expect(fixedRest).toEqual(pageRest);
  });
});

describe("security headers when APP_URL is https", () => {
  it("add HSTS and upgrade insecure requests", async () => {
    vi.resetModules();
    vi.stubEnv("APP_URL", "https://svc.example.com");
    try {
      const https = await import("@/server/security-headers");
      const headers = https.securityHeaders("/w", "n");
      expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
      expect(headers["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
      expect(https.fixedSecurityHeaders()["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
