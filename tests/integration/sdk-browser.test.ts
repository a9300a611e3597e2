import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { build } from "esbuild";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { createV1Workspace } from "../helpers/v1-fixture";

// The SDK in a real browser: bundled for the browser as an integrator's bundler would, loaded
// into Chromium on a page of the server's origin, calling /v1 and verifying a webhook there.

type Sdk = typeof import("@/sdk/src/index");

let app: AppServer;
let browser: Browser;
let bundle: string;

beforeAll(async () => {
  app = await startAppServer();
  const result = await build({
    entryPoints: [path.resolve(import.meta.dirname, "../../sdk/src/index.ts")],
    bundle: true,
    format: "iife",
    globalName: "SvcSdk",
    platform: "browser",
    target: "es2020",
    write: false,
    logLevel: "silent",
  });
  bundle = result.outputFiles[0]!.text;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

it("calls /v1, raises SvcApiError and verifies a webhook inside Chromium", async () => {
  const ws = await createV1Workspace();
  const secret = "whsec_" + Buffer.from("browser-test-secret-24by").toString("base64");
  const body = JSON.stringify({
    id: "evt_1",
    type: "lead.created",
    createdAt: new Date().toISOString(),
    workspaceId: ws.workspaceId,
    data: {},
  });
  const now = new Date();
  const webhookHeaders = {
    "webhook-id": "evt_1",
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign("evt_1", now, body),
  };

  const page = await browser.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(`${app.url}/api/health`);
  await page.addScriptTag({ content: bundle });
  const result = await page.evaluate(
    async ({ apiKey, workspaceId, agentId, body, webhookHeaders, secret }) => {
      const { SvcApiError, SvcClient, verifyWebhook } = (window as unknown as { SvcSdk: Sdk }).SvcSdk;
      const svc = new SvcClient({ apiKey, workspaceId, baseUrl: location.origin });
      const call = await svc.calls.originateManual({ agentId, to: "+14155552680" });
      const agentIds: string[] = [];
      for await (const page of svc.agents.list()) agentIds.push(...page.items.map((agent) => agent.id));
      const failure = await svc.calls.originateManual({ agentId, to: "not a number" }).catch((error: unknown) => error);
      const event = verifyWebhook(body, new Headers(webhookHeaders), secret);
      const tampered = (() => {
        try {
          verifyWebhook(body.replace("lead.created", "lead.deleted"), webhookHeaders, secret);
          return "accepted";
        } catch (error) {
          return (error as Error).name;
        }
      })();
      return {
        call,
        agentIds,
        failure:
          failure instanceof SvcApiError
            ? { code: failure.code, status: failure.status, retried: failure.retried }
            : String(failure),
        eventType: event.type,
        tampered,
      };
    },
    { apiKey: ws.apiKey, workspaceId: ws.workspaceId, agentId: ws.agentId, body, webhookHeaders, secret },
  );

  expect(result.call).toMatchObject({ status: "queued", agentId: ws.agentId, to: "+14155552680" });
  expect(result.agentIds).toEqual([ws.agentId]);
  expect(result.failure).toEqual({ code: "VALIDATION_ERROR", status: 400, retried: false });
  expect(result.eventType).toBe("lead.created");
  expect(result.tampered).toBe("SvcWebhookVerificationError");
  expect(pageErrors).toEqual([]);
  // The browser minted the operation's key: a UUIDv4, stored by the server's idempotency layer.
  const record = await db.idempotencyRecord.findFirstOrThrow({ where: { workspaceId: ws.workspaceId } });
  expect(record.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
