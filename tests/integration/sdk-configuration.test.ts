import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SvcApiError, SvcClient, type Page } from "@/sdk/src/index";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

// The SDK's configuration methods against the real server: an integrator sets a workspace up from
// code alone (caller number, LLM connection, webhook endpoint, do-not-call list), places a call and
// verifies its webhook with the secret the SDK handed back, then takes the set-up apart.

let harness: DialingHarness;
let db: typeof import("@/server/db/client").db;
let receiver: WebhookReceiver;
let svc: SvcClient;
let workspaceId: string;

async function rejection(promise: Promise<unknown>): Promise<SvcApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SvcApiError);
  return error as SvcApiError;
}

async function all<Item>(pages: AsyncIterable<Page<Item>>): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of pages) items.push(...page.items);
  return items;
}

beforeAll(async () => {
  harness = await startDialingHarness(); // webhook targets on loopback allowed
  ({ db } = await import("@/server/db/client"));
  const { createApiKey } = await import("@/server/keys/keys");
  const { SCOPES } = await import("@/server/keys/scopes");
  // An empty workspace and an every-scope key: everything else is set up through the SDK.
  workspaceId = (await db.workspace.create({ data: { name: "From code" } })).id;
  const { secret } = await createApiKey(db, { workspaceId, name: "automation", scopes: [...SCOPES] });
  svc = new SvcClient({ apiKey: secret, workspaceId, baseUrl: harness.app.url, sleep: async () => {} });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await harness?.stop();
});

describe("a workspace set up with the SDK alone", () => {
  it("numbers, an LLM connection, a webhook endpoint, the do-not-call list and an agent, then a call and its verified webhook", async () => {
    const line = await svc.numbers.create({ number: "+14155550100", label: "Main" });
    expect(line).toMatchObject({ number: "+14155550100", label: "Main", agentCount: 0 });
    expect((await rejection(svc.numbers.create({ number: "+14155550100" }))).code).toBe("CONFLICT");

    const connection = await svc.llmConnections.create({
      name: "OpenAI",
      baseUrl: "https://93.184.216.34/v1",
      defaultModel: "gpt-4o-mini",
      apiKey: "sk-secret-key-5678",
    });
    expect(connection.apiKeyLast4).toBe("5678");
    expect(JSON.stringify(await all(svc.llmConnections.list()))).not.toContain("sk-secret");

    const endpoint = await svc.webhookEndpoints.create({ url: receiver.url, events: ["call.completed"] });
    receiver.setSecret(endpoint.secret);
    expect(await svc.webhookEndpoints.get(endpoint.id)).not.toHaveProperty("secret");

    const report = await svc.doNotCall.add({ numbers: ["(415) 555-2671", "nonsense"], country: "US", reason: "Asked" });
    expect(report.results.map((result) => [result.status, result.phone])).toEqual([
      ["added", "+14155552671"],
      ["invalid", null],
    ]);
    expect((await all(svc.doNotCall.list({ search: "2671" }))).map((entry) => entry.phone)).toEqual(["+14155552671"]);

    const agent = await svc.agents.create({
      name: "Ava",
      voice: "en-US-Journey-O",
      language: "en-US",
      firstMessage: "Hi {{name|there}}!",
      instructions: "- Which day suits you?",
      defaultCallerNumberId: line.id,
    });
    expect(agent.version).toBe(1);
    expect((await svc.numbers.get(line.id)).agentCount).toBe(1);

    const blocked = await rejection(svc.calls.originateManual({ agentId: agent.id, to: "+14155552671" }));
    expect({ code: blocked.code, details: blocked.details }).toMatchObject({
      code: "NUMBER_BLOCKED",
      details: { reason: "do_not_call" },
    });

    const call = await svc.calls.originateManual({ agentId: agent.id, to: "+14155552672" });
    const arrived = await eventually(
      async () =>
        receiver.attempts.find((attempt) => attempt.type === "call.completed" && attempt.subjectId === call.id),
      20_000,
      "call.completed",
    );
    expect(arrived.signatureValid).toBe(true);
    const delivery = await eventually(
      async () => (await all(svc.webhookEndpoints.deliveries(endpoint.id))).find((d) => d.status === "succeeded"),
      10_000,
      "the delivery recorded",
    );
    expect(delivery).toMatchObject({ endpointId: endpoint.id, event: { type: "call.completed", subjectId: call.id } });
    expect(delivery.attempts.at(-1)).toMatchObject({ statusCode: 204 });
  });

  it("changes and takes apart what it set up, each method answering what the API answers", async () => {
    const [endpoint] = await all(svc.webhookEndpoints.list());
    expect(await svc.webhookEndpoints.update(endpoint.id, { events: [], enabled: false })).toMatchObject({
      events: [],
      enabled: false,
    });
    expect(await svc.webhookEndpoints.update(endpoint.id, { enabled: true })).toMatchObject({
      events: [],
      enabled: true,
    });
    const rotated = await svc.webhookEndpoints.rotateSecret(endpoint.id);
    receiver.setSecret(rotated.secret);
    const test = await svc.webhookEndpoints.test(endpoint.id);
    expect(test).toMatchObject({ status: "pending", event: { type: "webhook.test" } });
    const tested = await eventually(
      async () => receiver.attempts.find((attempt) => attempt.eventId === test.event.id),
      15_000,
      "the test event",
    );
    expect(tested.signatureValid, "signed with the rotated secret").toBe(true);
    const payload = await eventually(
      async () =>
        (await all(svc.webhookEndpoints.deliveries(endpoint.id))).find(
          (d) => d.id === test.id && d.status === "succeeded",
        ),
      10_000,
      "the test delivery",
    );
    expect((await svc.webhookEndpoints.redeliver(payload.id)).status).toBe("pending");

    const [connection] = await all(svc.llmConnections.list());
    expect(await svc.llmConnections.update(connection.id, { defaultModel: "gpt-4o" })).toMatchObject({
      defaultModel: "gpt-4o",
      apiKeyLast4: "5678",
    });
    expect(await svc.llmConnections.delete(connection.id)).toEqual({ id: connection.id, deleted: true });
    expect((await rejection(svc.llmConnections.get(connection.id))).code).toBe("NOT_FOUND");

    expect(await svc.doNotCall.remove("+14155552671")).toMatchObject({ deleted: true });
    expect(await all(svc.doNotCall.list())).toEqual([]);

    const [line] = await all(svc.numbers.list());
    expect(await svc.numbers.update(line.id, { label: "Old line" })).toMatchObject({ label: "Old line" });
    expect(await svc.numbers.delete(line.id)).toEqual({ id: line.id, deleted: true });
    expect(await svc.webhookEndpoints.delete(endpoint.id)).toEqual({ id: endpoint.id, deleted: true });
    expect(await all(svc.webhookEndpoints.list())).toEqual([]);
  });

  it("raises typed errors: a refused field, a missing scope", async () => {
    const invalid = await rejection(svc.webhookEndpoints.create({ url: "ftp://example.com/hook" }));
    expect(invalid).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    const { createApiKey } = await import("@/server/keys/keys");
    const { secret } = await createApiKey(db, { workspaceId, name: "reader", scopes: ["dnc:read"] });
    const reader = new SvcClient({ apiKey: secret, workspaceId, baseUrl: harness.app.url, sleep: async () => {} });
    expect(await all(reader.doNotCall.list())).toEqual([]);
    const refused = await rejection(reader.doNotCall.add({ numbers: ["+14155552673"] }));
    expect({ status: refused.status, code: refused.code, details: refused.details }).toMatchObject({
      status: 403,
      code: "INSUFFICIENT_SCOPE",
      details: { required: "dnc:write" },
    });
  });
});
