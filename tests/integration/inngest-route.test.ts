import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServer } from "../helpers/app-server";

// With Inngest configured (here: Inngest Cloud keys), /api/inngest serves the functions to
// Inngest and only to Inngest: requests without a valid signature are refused.

let app: AppServer;
beforeAll(async () => {
  Object.assign(process.env, {
    INNGEST_EVENT_KEY: "test-event-key",
    INNGEST_SIGNING_KEY: "signkey-prod-0123456789abcdef0123456789abcdef",
  });
  const { startAppServer } = await import("../helpers/app-server");
  app = await startAppServer();
});
afterAll(() => app?.close());

describe("/api/inngest with Inngest configured", () => {
  it("refuses unsigned requests to run a function or to sync", async () => {
    const run = await fetch(`${app.url}/api/inngest?fnId=svc-dial-call&stepId=step`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        event: { name: "call/requested", data: { callId: "call_x", workspaceId: "ws_x" } },
        steps: {},
        ctx: { run_id: "r", attempt: 0 },
      }),
    });
    expect(run.status).toBe(401);
    const sync = await fetch(`${app.url}/api/inngest`, {
      method: "PUT",
      headers: { "content-type": "application/json", "x-inngest-sync-kind": "in_band" },
      body: JSON.stringify({ url: `${app.url}/api/inngest` }),
    });
    expect(sync.status).toBe(401);
  });
});
