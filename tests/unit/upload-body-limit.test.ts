import { expect, it } from "vitest";
import type { NextConfig } from "next";
// @ts-expect-error -- plain JavaScript, typed NextConfig by its JSDoc
import config from "@/next.config.mjs";
import { FORM_OVERHEAD_BYTES } from "@/server/http/request";
import { MAX_UPLOAD_BYTES } from "@/server/knowledge/inputs";

// Next hands a route only the first proxyClientMaxBodySize bytes of a body that went through
// proxy.ts: below the upload limit, an upload of 10 MiB to 25 MB was read as a broken form. The
// production server's answer to such uploads: tests/reliability/hostile-documents.test.ts.

it("lets a whole document upload through the proxy, and one byte more, so a larger one is answered 413", () => {
  const nextConfig = config as NextConfig;
  expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES + 1);
});
