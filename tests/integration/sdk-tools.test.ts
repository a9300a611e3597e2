import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.TOOLS_ALLOW_PRIVATE_TARGETS = "true";
});

import { db } from "@/server/db/client";
import { SvcApiError, SvcClient, SvcWebhookVerificationError, verifyToolRequest, type Tool } from "@/sdk/src/index";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { createV1Workspace, type V1Workspace } from "../helpers/v1-fixture";

// The SDK's tools.* against the real server, and verifyToolRequest on the requests svc really sends.

let app: AppServer;
let ws: V1Workspace;
let endpoint: ToolEndpoint;
let svc: SvcClient;

beforeAll(async () => {
  app = await startAppServer();
  ws = await createV1Workspace();
  endpoint = await startToolEndpoint();
  svc = new SvcClient({ apiKey: ws.apiKey, workspaceId: ws.workspaceId, baseUrl: app.url, maxRetries: 0 });
});
afterAll(async () => {
  await app?.close();
  await endpoint?.close();
});

describe("svc.tools", () => {
  it("creates, lists, reads, updates, tests, rotates and deletes a tool", async () => {
    const created = await svc.tools.create({
      name: "check_slot",
      description: "Checks a day.",
      parameters: { type: "object", properties: { day: { type: "string" } }, required: ["day"] },
      url: `${endpoint.url}/slots`,
      method: "GET",
    });
    expect(created.signingSecret).toMatch(/^whsec_/);
    const pages: Tool[] = [];
    for await (const page of svc.tools.list()) pages.push(...page.items);
    expect(pages.map((tool) => tool.id)).toContain(created.id);
    expect((await svc.tools.update(created.id, { timeoutSec: 3 })).timeoutSec).toBe(3);
    expect(await svc.tools.get(created.id)).toMatchObject({ name: "check_slot", method: "GET", timeoutSec: 3 });

    endpoint.answer = () => ({ json: { free: true } });
    expect(await svc.tools.test(created.id, { arguments: { day: "Tuesday" } })).toMatchObject({
      status: 200,
      body: '{"free":true}',
      error: null,
    });
    const received = endpoint.requests.at(-1)!;
    const request = verifyToolRequest(received.query, received.headers, created.signingSecret, { method: "GET" });
    expect(request).toMatchObject({
      type: "tool.call",
      tool: { id: created.id, name: "check_slot" },
      arguments: { day: "Tuesday" },
    });
    expect(() =>
      verifyToolRequest(received.query.replace("Tuesday", "Monday"), received.headers, created.signingSecret, {
        method: "GET",
      }),
    ).toThrow(SvcWebhookVerificationError);

    const { signingSecret } = await svc.tools.rotateSecret(created.id);
    await svc.tools.update(created.id, { method: "POST" });
    await svc.tools.test(created.id, { arguments: { day: "Friday" } });
    const posted = endpoint.requests.at(-1)!;
    expect(verifyToolRequest(posted.body, posted.headers, signingSecret).arguments).toEqual({ day: "Friday" });

    await db.agent.update({ where: { id: ws.agentId }, data: { toolIds: [created.id] } });
    const conflict = await svc.tools.delete(created.id).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(SvcApiError);
    expect(conflict).toMatchObject({ status: 409, code: "CONFLICT" });
    await db.agent.update({ where: { id: ws.agentId }, data: { toolIds: [] } });
    expect(await svc.tools.delete(created.id)).toEqual({ deleted: true });
  });
});
