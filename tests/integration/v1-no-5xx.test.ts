import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbReady } from "@/server/db/client";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// Inputs that once reached the database or the request hash and came back as 500s. Each must be
// answered with the error envelope and a 4xx, and leave nothing half-written.

let app: AppServer;
let ws: V1Workspace;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace();
});
afterAll(() => app?.close());

async function expectValidationError(response: Response, path: (string | number)[]) {
  const body = await response.json();
  expect({ status: response.status, body }).toMatchObject({
    status: 400,
    body: { success: false, code: "VALIDATION_ERROR", details: { issues: [{ path }] } },
  });
}

const calls = () => `/v1/workspaces/${ws.workspaceId}/calls`;

describe("bodies no handler can store", () => {
  it("a lone surrogate escape in a string (with an Idempotency-Key) is 400 naming the field", async () => {
    const body = `{"agentId":"${ws.agentId}","to":"+14155552671","metadata":{"note":"\\ud800"}}`;
    const response = await v1Client(app.url, ws.apiKey).post(calls(), body, { "Idempotency-Key": crypto.randomUUID() });
    await expectValidationError(response, ["metadata", "note"]);
  });

  it("names an array's item by its index, a number, and a key holding a dot as one key", async () => {
    const body = `{"agentId":"${ws.agentId}","to":"+14155552671","metadata":{"a.b":["ok","\\ud800"]}}`;
    const response = await v1Client(app.url, ws.apiKey).post(calls(), body, { "Idempotency-Key": crypto.randomUUID() });
    await expectValidationError(response, ["metadata", "a.b", 1]);
  });

  it("a lone surrogate in a key is 400", async () => {
    const body = `{"agentId":"${ws.agentId}","to":"+14155552671","metadata":{"\\udc00":"x"}}`;
    const response = await v1Client(app.url, ws.apiKey).post(calls(), body, { "Idempotency-Key": crypto.randomUUID() });
    await expectValidationError(response, ["metadata"]);
  });

  it("a number beyond double precision (1e400) is 400 naming the field", async () => {
    const body = `{"agentId":"${ws.agentId}","to":"+14155552671","limit":1e400}`;
    const response = await v1Client(app.url, ws.apiKey).post(calls(), body, { "Idempotency-Key": crypto.randomUUID() });
    await expectValidationError(response, ["limit"]);
  });
});

describe("cursors that decode to garbage", () => {
  const b64 = (text: string) => Buffer.from(text).toString("base64url");
  it.each([
    ["a date Postgres cannot hold", b64("-100000-01-01T00:00:00.000Z|call_1")],
    ["a NUL in the id", b64("2026-01-01T00:00:00.000Z|call_\u0000x")],
    ["an absurdly long id", b64(`2026-01-01T00:00:00.000Z|call_${"a".repeat(5_000)}`)],
    ["extra parts", b64("2026-01-01T00:00:00.000Z|call_1|x")],
    ["no id", b64("2026-01-01T00:00:00.000Z|")],
    ["not base64url at all", "%%%"],
  ])("%s is 400 on `cursor`", async (_, cursor) => {
    for (const list of ["calls", "contacts", "agents", "leads"]) {
      const response = await v1Client(app.url, ws.apiKey).get(
        `/v1/workspaces/${ws.workspaceId}/${list}?cursor=${encodeURIComponent(cursor)}`,
      );
      await expectValidationError(response, ["cursor"]);
    }
  });
});

describe("races on unique data", () => {
  it("ten parallel creates of a contact with one phone: one 201, nine 409 naming the winner", async () => {
    const client = v1Client(app.url, ws.apiKey);
    // Several rounds: the race between the existence check and the insert is narrow.
    for (let round = 0; round < 5; round += 1) {
      const phone = `+1415555017${round}`;
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          client.post(
            `/v1/workspaces/${ws.workspaceId}/contacts`,
            { phone, name: "Grace" },
            { "Idempotency-Key": crypto.randomUUID() },
          ),
        ),
      );
      const bodies = await Promise.all(responses.map((response) => response.json()));
      expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      const created = bodies.find((body) => body.success);
      for (const body of bodies.filter((body) => !body.success)) {
        expect(body).toMatchObject({ code: "CONFLICT", details: { contactId: created.data.id } });
      }
    }
  });
});
