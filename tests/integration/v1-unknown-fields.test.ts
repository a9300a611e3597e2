import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  expect(body.details.issues).toEqual(fields.map((field) => ({ path: field, message: `Unknown field \`${field}\`.` })));
}

describe("unknown fields in request bodies", () => {
  it("originate-manual with `form` instead of `from` is 400 naming `form`, and no call is placed", async () => {
    const client = v1Client(app.url, ws.apiKey);
    const response = await client.post(`/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, { agentId: ws.agentId, to: "+14155552671", form: ws.fromNumber });
    await expectUnknown(response, ["form"]);
    expect(await db.call.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });

  it("creating a call or a contact names every unknown field", async () => {
    const client = v1Client(app.url, ws.apiKey);
    await expectUnknown(await client.post(`/v1/workspaces/${ws.workspaceId}/calls`, { agentId: ws.agentId, to: "+14155552671", metdata: {}, varibles: {} }), ["metdata", "varibles"]);
    await expectUnknown(await client.post(`/v1/workspaces/${ws.workspaceId}/contacts`, { phone: "+14155552671", nmae: "Ada" }), ["nmae"]);
    expect(await db.contact.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });
});
