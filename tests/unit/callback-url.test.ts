import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "@/server/auth/callback-url";
import { env } from "@/server/env";

// After sign-in the browser goes where callbackUrl says; a crafted link must never send it to
// another site, however the browser would read the value.

describe("safeCallbackPath", () => {
  it("follows same-origin paths, keeping query and fragment", () => {
    expect(safeCallbackPath("/w/ws_1/keys")).toBe("/w/ws_1/keys");
    expect(safeCallbackPath("/invite/abc_DEF-123?x=a%20b#top")).toBe("/invite/abc_DEF-123?x=a%20b#top");
    expect(safeCallbackPath(`${new URL(env.APP_URL).origin}/w/ws_1`)).toBe("/w/ws_1");
    expect(safeCallbackPath(["/w/ws_2", "//evil.com"])).toBe("/w/ws_2");
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/%09/evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    " /evil",
    "/%2F/evil.com",
    "/%5Cevil.com",
    "/%0d%0aSet-Cookie:x=1",
    "/%E0%A4%A",
    "https://evil.com/w",
    "https:evil.com",
    "http://localhost.evil.com/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "",
  ])("refuses %j and falls back to the dashboard", (value) => {
    expect(safeCallbackPath(value)).toBe("/w");
  });

  it("falls back when there is no callbackUrl", () => {
    expect(safeCallbackPath(undefined)).toBe("/w");
    expect(safeCallbackPath(null, "/signin")).toBe("/signin");
  });
});
