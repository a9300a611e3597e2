import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The tool points at loopback (nothing is sent to it).
  process.env.TOOLS_ALLOW_PRIVATE_TARGETS = "true";
});

import { db, dbReady } from "@/server/db/client";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// A misspelt optional field (`form` for `from`) silently dropped would place a call from the wrong
// number: request bodies refuse unknown fields, naming each, and write nothing.

let app: AppServer;
let ws: V1Workspace;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace();
});
afterAll(() => app?.close());

async function expectUnknown(response: Response, fields: string[]) {
  const body = await response.json();
  expect(response.status).toBe(400);
  expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  expect(body.details.issues).toEqual(
    fields.map((field) => ({ path: [field], message: `Unknown field \`${field}\`.` })),
  );
}

describe("unknown fields in request bodies", () => {
  it("originate-manual with `form` instead of `from` is 400 naming `form`, and no call is placed", async () => {
    const client = v1Client(app.url, ws.apiKey);
    const response = await client.post(`/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, {
      agentId: ws.agentId,
      to: "+14155552671",
      form: ws.fromNumber,
    });
    await expectUnknown(response, ["form"]);
    expect(await db.call.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it("creating a call or a contact names every unknown field", async () => {
    const client = v1Client(app.url, ws.apiKey);
    await expectUnknown(
      await client.post(`/v1/workspaces/${ws.workspaceId}/calls`, {
        agentId: ws.agentId,
        to: "+14155552671",
        metdata: {},
        varibles: {},
      }),
      ["metdata", "varibles"],
    );
    await expectUnknown(
      await client.post(`/v1/workspaces/${ws.workspaceId}/contacts`, { phone: "+14155552671", nmae: "Ada" }),
      ["nmae"],
    );
    expect(await db.contact.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it("every configuration write names its unknown fields and changes nothing", async () => {
    const client = v1Client(app.url, ws.apiKey);
    const base = `/v1/workspaces/${ws.workspaceId}`;
    const connection = await (
      await client.post(`${base}/llm-connections`, {
        name: "Known",
        baseUrl: "https://93.184.216.34/v1",
        defaultModel: "m",
      })
    ).json();
    const endpoint = await (
      await client.post(`${base}/webhook-endpoints`, { url: "https://93.184.216.34/hook" })
    ).json();
    const number = await db.callerNumber.findFirstOrThrow({ where: { workspaceId: ws.workspaceId } });
    const counts = () =>
      Promise.all([
        db.llmConnection.count(),
        db.webhookEndpoint.count(),
        db.doNotCallEntry.count(),
        db.callerNumber.count(),
      ]);
    const before = await counts();

    await expectUnknown(
      await client.post(`${base}/llm-connections`, {
        name: "X",
        baseUrl: "https://93.184.216.34/v1",
        defaultModel: "m",
        apikey: "sk-1",
      }),
      ["apikey"],
    );
    await expectUnknown(await client.patch(`${base}/llm-connections/${connection.data.id}`, { defaultModle: "m2" }), [
      "defaultModle",
    ]);
    await expectUnknown(
      await client.post(`${base}/webhook-endpoints`, { url: "https://93.184.216.34/h", event: ["lead.created"] }),
      ["event"],
    );
    await expectUnknown(await client.patch(`${base}/webhook-endpoints/${endpoint.data.id}`, { enable: false }), [
      "enable",
    ]);
    await expectUnknown(await client.post(`${base}/do-not-call`, { numbers: ["+14155552671"], reasn: "asked" }), [
      "reasn",
    ]);
    await expectUnknown(await client.post(`${base}/numbers`, { number: "+14155550177", lable: "Main" }), ["lable"]);
    await expectUnknown(await client.patch(`${base}/numbers/${number.id}`, { lable: "Main" }), ["lable"]);

    expect(await counts()).toEqual(before);
    expect(await db.llmConnection.findUniqueOrThrow({ where: { id: connection.data.id } })).toMatchObject({
      defaultModel: "m",
    });
    expect(await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.data.id } })).toMatchObject({
      enabled: true,
    });
    expect(await db.callerNumber.findUniqueOrThrow({ where: { id: number.id } })).toMatchObject({ label: null });
  });

  it("creating, changing or testing a tool names its unknown fields and writes nothing", async () => {
    const client = v1Client(app.url, ws.apiKey);
    const tools = `/v1/workspaces/${ws.workspaceId}/tools`;
    const tool = {
      name: "lookup_order",
      description: "Looks up an order.",
      parameters: { type: "object", properties: {} },
      url: "http://127.0.0.1:9/orders",
    };
    await expectUnknown(await client.post(tools, { ...tool, timeout: 5 }), ["timeout"]);
    const nested = await client.post(tools, { ...tool, messages: { strat: "One moment." } });
    expect(nested.status).toBe(400);
    expect((await nested.json()).details.issues).toEqual([
      { path: ["messages", "strat"], message: "Unknown field `strat`." },
    ]);
    // A key holding a dot is one key of the path: `messages.strat` above is not `"messages.strat"` here.
    const dotted = await client.post(tools, { ...tool, "messages.strat": "One moment." });
    await expectUnknown(dotted, ["messages.strat"]);
    const dottedInside = await client.post(tools, { ...tool, messages: { "a.b": "One moment." } });
    expect((await dottedInside.json()).details.issues).toEqual([
      { path: ["messages", "a.b"], message: "Unknown field `a.b`." },
    ]);
    expect(await db.tool.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);

    const created = await (await client.post(tools, tool)).json();
    await expectUnknown(await client.patch(`${tools}/${created.data.id}`, { timeoutSeconds: 5 }), ["timeoutSeconds"]);
    await expectUnknown(await client.post(`${tools}/${created.data.id}/test`, { args: {} }), ["args"]);
    expect(await db.tool.findUniqueOrThrow({ where: { id: created.data.id } })).toMatchObject({ timeoutSec: 20 });
  });
});
