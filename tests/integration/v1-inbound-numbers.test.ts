import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// A number's inbound settings through /v1: every refusal, and an answering agent kept from
// deletion. The routing secret's lifecycle is in inbound-twilio.test.ts, where loopback routing URLs are allowed.

let app: AppServer;
let ws: V1Workspace;
let api: ReturnType<typeof v1Client>;
let numbers: string;

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  ws = await createV1Workspace();
  api = v1Client(app.url, ws.apiKey);
  numbers = `/v1/workspaces/${ws.workspaceId}/numbers`;
});
afterAll(() => app?.close());

async function json(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe("a number's inbound agent and routing", () => {
  it("refuses a timeout outside 500–5,000 ms, an agent of another workspace, a private routing URL", async () => {
    for (const routingTimeoutMs of [499, 5001, 1.5]) {
      const refused = await json(await api.post(numbers, { number: "+14155550122", routingTimeoutMs }));
      expect(refused.status).toBe(400);
    }
    const other = await createV1Workspace({ fromNumber: "+14155550123" });
    const foreign = await json(await api.post(numbers, { number: "+14155550122", inboundAgentId: other.agentId }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.code).toBe("AGENT_NOT_FOUND");
    const privateUrl = await json(
      await api.post(numbers, { number: "+14155550122", routingUrl: "http://127.0.0.1:9/route" }),
    );
    expect(privateUrl.status).toBe(400);
    expect(privateUrl.body.details.issues[0].path).toEqual(["routingUrl"]);
    expect(privateUrl.body.error).toMatch(
      /^The routing URL is not allowed: .*WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows/,
    );
    expect(await db.callerNumber.count({ where: { number: "+14155550122" } })).toBe(0);
  });

  it("a number one workspace's agent answers cannot be answered by another's (409)", async () => {
    const first = await json(await api.post(numbers, { number: "+14155550124", inboundAgentId: ws.agentId }));
    expect(first.status).toBe(201);
    const other = await createV1Workspace({ fromNumber: "+14155550125" });
    const otherApi = v1Client(app.url, other.apiKey);
    const otherNumbers = `/v1/workspaces/${other.workspaceId}/numbers`;
    const taken = await json(
      await otherApi.post(otherNumbers, { number: "+14155550124", inboundAgentId: other.agentId }),
    );
    expect(taken.status).toBe(409);
    // As a caller id only, it may be added; binding it stays refused.
    const callerId = await json(await otherApi.post(otherNumbers, { number: "+14155550124" }));
    expect(callerId.status).toBe(201);
    const bind = await json(
      await otherApi.patch(`${otherNumbers}/${callerId.body.data.id}`, { inboundAgentId: other.agentId }),
    );
    expect(bind.status).toBe(409);
  });

  it("Sync with Twilio without Twilio configured: 409 saying so, nothing asked; another workspace's number 404", async () => {
    const added = await json(await api.post(numbers, { number: "+14155550128", inboundAgentId: ws.agentId }));
    expect(added.status).toBe(201);
    const asked = () => db.outbox.count({ where: { name: "number/carrier-sync.requested" } });
    const before = await asked();
    const refused = await json(await api.post(`${numbers}/${added.body.data.id}/sync`, {}));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: "CONFLICT" });
    expect(refused.body.error).toContain("Twilio is not configured");
    expect(await asked()).toBe(before);
    const other = await createV1Workspace({ fromNumber: "+14155550129" });
    const foreign = await db.callerNumber.findFirstOrThrow({ where: { workspaceId: other.workspaceId } });
    const notFound = await json(await api.post(`${numbers}/${foreign.id}/sync`, {}));
    expect(notFound.status).toBe(404);
  });

  it("an agent answering numbers cannot be deleted: 409 naming them", async () => {
    const agent = await db.agent.create({ data: { workspaceId: ws.workspaceId, name: "Receptionist" } });
    const line = await json(await api.post(numbers, { number: "+14155550126", inboundAgentId: agent.id }));
    const refused = await json(await api.delete(`/v1/workspaces/${ws.workspaceId}/agents/${agent.id}`));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("+14155550126");
    expect(refused.body.details.numbers).toEqual([{ id: line.body.data.id, number: "+14155550126" }]);
    await api.patch(`${numbers}/${line.body.data.id}`, { inboundAgentId: null });
    expect((await api.delete(`/v1/workspaces/${ws.workspaceId}/agents/${agent.id}`)).status).toBe(200);
  });
});
