// Type-checked against dist/ by tests/package.test.ts: a CommonJS TypeScript consumer (a .cts file
// resolves the package's "require" condition, so this reads dist/cjs).
import { SvcApiError, SvcClient } from "@svc/sdk";

const svc = new SvcClient({ apiKey: "svc_sk_live_x", workspaceId: "ws_1" });
export const pages = svc.calls.list({ status: ["queued"] });
export const isRateLimited = (error: unknown): boolean => error instanceof SvcApiError && error.code === "RATE_LIMITED";
