import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true"; // the receiver below listens on localhost
});

import type { AlertEvent } from "@/server/alerts/evaluate";
import type { AlertRuleView } from "@/server/alerts/rules";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { phoneNumber, type WorkspaceFixture } from "../helpers/fixtures";
import { postgresOnly, SEVERAL_CONNECTIONS } from "../helpers/postgres-only";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

// Alert rules over /v1 (create, list, get, PATCH, DELETE; every bad field named) and their
// minute's evaluation: a rule fires once and resolves once across three evaluations, each event
// delivered signed with its value, threshold and window; evaluations racing send one event; the
// metrics not read from the rollups (calls in flight, webhook failures) cross too.

let app: AppServer;
let db: typeof import("@/server/db/client").db;
let evaluateAlertRules: typeof import("@/server/alerts/evaluate").evaluateAlertRules;
let attemptDelivery: typeof import("@/server/webhooks/delivery").attemptDelivery;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;
let receiver: WebhookReceiver;
let nextNumber = 700_000;

beforeAll(async () => {
  app = await startAppServer();
  ({ db } = await import("@/server/db/client"));
  ({ evaluateAlertRules } = await import("@/server/alerts/evaluate"));
  ({ attemptDelivery } = await import("@/server/webhooks/delivery"));
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  receiver = await startWebhookReceiver();
  ws = await createWorkspaceFixture(db, { webhookUrl: `${receiver.url}/alerts` });
  receiver.setSecret(ws.webhook!.secret);
  other = await createWorkspaceFixture(db);
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

async function send(method: string, path: string, body?: unknown, key = ws.keys.live, workspace = ws) {
  const response = await fetch(`${app.url}/v1/workspaces/${workspace.workspaceId}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as {
    data: Record<string, unknown>;
    code?: string;
    details?: { issues: { path: (string | number)[] }[] };
  };
  return { status: response.status, body: json };
}

async function create(fields: Record<string, unknown>, workspace = ws): Promise<AlertRuleView> {
  const { status, body } = await send(
    "POST",
    "/alert-rules",
    {
      name: "Failing calls",
      metric: "failure_rate",
      comparator: "above",
      threshold: 0.5,
      windowMinutes: 60,
      ...fields,
    },
    workspace.keys.live,
    workspace,
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as unknown as AlertRuleView;
}

/** Calls of the fixture's agent created now, in `status` (rolled up by their insert). */
async function calls(count: number, status: "failed" | "completed" | "queued", fields: Record<string, unknown> = {}) {
  for (let i = 0; i < count; i += 1)
    await db.call.create({
      data: {
        workspaceId: ws.workspaceId,
        agentId: ws.agentId,
        to: phoneNumber(nextNumber++),
        from: ws.fromNumber,
        status,
        ...fields,
      },
    });
}

const eventsOf = (ruleId: string) =>
  db.webhookEvent.findMany({ where: { subjectId: { startsWith: `${ruleId}:` } }, orderBy: { createdAt: "asc" } });

describe("alert rules over /v1", () => {
  it("are created, listed, read, changed and deleted; a rule reads its key's mode", async () => {
    const rule = await create({ agentId: ws.agentId, minCalls: 3 });
    expect(rule).toMatchObject({
      name: "Failing calls",
      mode: "live",
      metric: "failure_rate",
      comparator: "above",
      threshold: 0.5,
      windowMinutes: 60,
      agentId: ws.agentId,
      campaignId: null,
      minCalls: 3,
      state: "ok",
      crossings: 0,
      lastValue: null,
      lastTriggeredAt: null,
    });
    expect((await send("GET", `/alert-rules/${rule.id}`)).body.data).toEqual(rule);
    const listed = await send("GET", "/alert-rules?limit=100");
    expect((listed.body.data.items as AlertRuleView[]).map((item) => item.id)).toContain(rule.id);

    const changed = await send("PATCH", `/alert-rules/${rule.id}`, { threshold: 0.25, minCalls: null });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ threshold: 0.25, minCalls: null, agentId: ws.agentId, name: rule.name });

    const test = await send(
      "POST",
      "/alert-rules",
      { name: "Test", metric: "cost", comparator: "above", threshold: 5, windowMinutes: 5 },
      ws.keys.test,
    );
    expect(test.body.data.mode).toBe("test");

    expect((await send("DELETE", `/alert-rules/${rule.id}`)).body.data).toEqual({ id: rule.id, deleted: true });
    expect((await send("GET", `/alert-rules/${rule.id}`)).status).toBe(404);
    expect((await send("DELETE", `/alert-rules/${rule.id}`)).status).toBe(404);
    expect((await send("PATCH", `/alert-rules/${rule.id}`, { name: "Gone" })).status).toBe(404);
  });

  it("are managed through the SDK's alertRules", async () => {
    const { SvcClient } = await import("@/sdk/src/index");
    const client = new SvcClient({ apiKey: ws.keys.live, workspaceId: ws.workspaceId, baseUrl: app.url });
    const rule = await client.alertRules.create({
      name: "Slow answers",
      metric: "response_ms_p90",
      comparator: "above",
      threshold: 1500,
      windowMinutes: 30,
    });
    expect((await client.alertRules.update(rule.id, { windowMinutes: 15 })).windowMinutes).toBe(15);
    expect((await client.alertRules.get(rule.id)).state).toBe("ok");
    const ids: string[] = [];
    for await (const listed of client.alertRules.list()) ids.push(...listed.items.map((item) => item.id));
    expect(ids).toContain(rule.id);
    expect(await client.alertRules.delete(rule.id)).toEqual({ id: rule.id, deleted: true });
  });

  it("refuses bad fields with the field named, and writes nothing", async () => {
    const campaign = await db.campaign.create({
      data: { workspaceId: other.workspaceId, agentId: other.agentId, name: "Theirs" },
    });
    const testCampaign = await db.campaign.create({
      data: { workspaceId: ws.workspaceId, agentId: ws.agentId, name: "Test mode", mode: "test" },
    });
    const base = { name: "Bad", metric: "failure_rate", comparator: "above", threshold: 0.5, windowMinutes: 60 };
    const cases: [Record<string, unknown>, string[]][] = [
      [{ windowMinutes: 4 }, ["windowMinutes"]],
      [{ windowMinutes: 1_441 }, ["windowMinutes"]],
      [{ windowMinutes: 7.5 }, ["windowMinutes"]],
      [{ metric: "latency" }, ["metric"]],
      [{ comparator: "equals" }, ["comparator"]],
      [{ threshold: 1.5 }, ["threshold"]],
      [{ metric: "success_rate", threshold: -0.1 }, ["threshold"]],
      [{ threshold: "high" }, ["threshold"]],
      [{ name: " " }, ["name"]],
      [{ metric: "webhook_failures", threshold: 3, agentId: ws.agentId }, ["agentId"]],
      [{ metric: "webhook_failures", threshold: 3, minCalls: 5 }, ["minCalls"]],
      [{ metric: "calls_in_flight", threshold: 3, minCalls: 5 }, ["minCalls"]],
      [{ agentId: other.agentId }, ["agentId"]],
      [{ campaignId: campaign.id }, ["campaignId"]],
      [{ campaignId: testCampaign.id }, ["campaignId"]],
      [{ minCalls: 0 }, ["minCalls"]],
      [{ colour: "red" }, ["colour"]],
    ];
    const before = await db.alertRule.count();
    for (const [fields, path] of cases) {
      const { status, body } = await send("POST", "/alert-rules", { ...base, ...fields });
      expect({ fields, status, code: body.code }).toEqual({ fields, status: 400, code: "VALIDATION_ERROR" });
      expect(
        body.details!.issues.map((issue) => issue.path),
        JSON.stringify(fields),
      ).toContainEqual(path);
    }
    expect(await db.alertRule.count()).toBe(before);

    // A change is checked on the rule as it will be: a rate's threshold, a metric's fields.
    const rule = await create({ metric: "cost", threshold: 800, agentId: ws.agentId });
    for (const [changes, path] of [
      [{ metric: "failure_rate" }, ["threshold"]],
      [{ metric: "webhook_failures" }, ["agentId"]],
      [{ campaignId: campaign.id }, ["campaignId"]],
      [{ windowMinutes: 2_000 }, ["windowMinutes"]],
    ] as const) {
      const { status, body } = await send("PATCH", `/alert-rules/${rule.id}`, changes);
      expect({ changes, status }).toEqual({ changes, status: 400 });
      expect(body.details!.issues.map((issue) => issue.path)).toContainEqual(path);
    }
    expect((await send("GET", `/alert-rules/${rule.id}`)).body.data).toEqual(rule);

    // Another workspace's rule is not found through this one.
    const theirs = await create({}, other);
    expect((await send("GET", `/alert-rules/${theirs.id}`)).status).toBe(404);
    expect((await send("DELETE", `/alert-rules/${theirs.id}`)).status).toBe(404);
    expect(await db.alertRule.count({ where: { id: theirs.id } })).toBe(1);
    await send("DELETE", `/alert-rules/${rule.id}`);
    await send("DELETE", `/alert-rules/${theirs.id}`, undefined, other.keys.live, other);
  });
});

describe("the minute's evaluation", () => {
  it("fires once and resolves once across three evaluations, each event signed with its value, threshold and window", async () => {
    const rule = await create({ minCalls: 2, agentId: ws.agentId });
    // The other mode's failures and a rule about another agent's calls are not this rule's business.
    await calls(3, "failed", { mode: "test" });

    await calls(2, "failed");
    await evaluateAlertRules();
    const fired = await send("GET", `/alert-rules/${rule.id}`);
    expect(fired.body.data).toMatchObject({ state: "firing", crossings: 1, lastValue: 1, lastResolvedAt: null });

    await evaluateAlertRules(); // still holding: nothing new
    expect((await eventsOf(rule.id)).map((event) => event.type)).toEqual(["alert.triggered"]);

    await calls(3, "completed"); // 2 failed of 5: 0.4, not above 0.5
    await evaluateAlertRules();
    const resolved = (await send("GET", `/alert-rules/${rule.id}`)).body.data as unknown as AlertRuleView;
    expect(resolved).toMatchObject({ state: "ok", crossings: 1, lastValue: 0.4 });
    expect(resolved.lastResolvedAt! >= resolved.lastTriggeredAt!).toBe(true);

    const events = await eventsOf(rule.id);
    expect(events.map((event) => event.type)).toEqual(["alert.triggered", "alert.resolved"]);
    const [triggered, ended] = events.map((event) => (event.payload as { data: AlertEvent }).data);
    expect(triggered).toMatchObject({
      ruleId: rule.id,
      metric: "failure_rate",
      comparator: "above",
      threshold: 0.5,
      windowMinutes: 60,
      agentId: ws.agentId,
      value: 1,
      calls: 2,
      crossing: 1,
      resolvedAt: null,
    });
    expect(ended).toMatchObject({ value: 0.4, calls: 5, crossing: 1, triggeredAt: triggered.triggeredAt });
    expect(Date.parse(triggered.window.to) - Date.parse(triggered.window.from)).toBeGreaterThanOrEqual(60 * 60_000);

    // Delivered to the workspace's endpoint, signed, in order.
    for (const event of events) {
      const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { eventId: event.id } });
      expect(await attemptDelivery(delivery.id, null)).toBe("succeeded");
    }
    const received = receiver.attempts.filter((attempt) => events.some((event) => event.id === attempt.eventId));
    expect(received.map((attempt) => [attempt.type, attempt.signatureValid])).toEqual([
      ["alert.triggered", true],
      ["alert.resolved", true],
    ]);
    await send("DELETE", `/alert-rules/${rule.id}`);
  });

  it("sends one event when evaluations race at a crossing", postgresOnly(SEVERAL_CONNECTIONS), async () => {
    const rule = await create({ metric: "calls_in_flight", threshold: 0, agentId: ws.agentId });
    await calls(1, "queued");
    await Promise.all([evaluateAlertRules(), evaluateAlertRules(), evaluateAlertRules()]);
    expect((await eventsOf(rule.id)).map((event) => event.type)).toEqual(["alert.triggered"]);
    await db.call.updateMany({
      where: { workspaceId: ws.workspaceId, status: "queued" },
      data: { status: "canceled" },
    });
    await Promise.all([evaluateAlertRules(), evaluateAlertRules()]);
    expect((await eventsOf(rule.id)).map((event) => event.type)).toEqual(["alert.triggered", "alert.resolved"]);
    await send("DELETE", `/alert-rules/${rule.id}`);
  });

  it("reads calls in flight now and the window's failed webhook attempts", async () => {
    const inFlight = await create({ metric: "calls_in_flight", threshold: 1, name: "Busy" });
    const failures = await create({ metric: "webhook_failures", threshold: 1, windowMinutes: 5, name: "Hooks" });
    await calls(2, "queued");
    const event = await db.webhookEvent.create({
      data: {
        id: `evt_alerts_${nextNumber++}`,
        workspaceId: ws.workspaceId,
        type: "webhook.test",
        subjectId: "x",
        payload: {},
      },
    });
    const delivery = await db.webhookDelivery.create({
      data: { eventId: event.id, endpointId: ws.webhook!.endpointId },
    });
    for (const attemptNumber of [1, 2])
      await db.webhookAttempt.create({
        data: { deliveryId: delivery.id, attemptNumber, durationMs: 5, statusCode: 500, error: "HTTP 500" },
      });
    // An attempt older than the window is not counted.
    await db.webhookAttempt.create({
      data: {
        deliveryId: delivery.id,
        attemptNumber: 3,
        durationMs: 5,
        error: "timeout",
        startedAt: new Date(Date.now() - 10 * 60_000),
      },
    });
    await evaluateAlertRules();
    const data = async (ruleId: string) =>
      (await eventsOf(ruleId)).map((stored) => (stored.payload as { data: AlertEvent }).data.value);
    expect(await data(inFlight.id)).toEqual([2]);
    expect(await data(failures.id)).toEqual([2]);

    await db.call.updateMany({
      where: { workspaceId: ws.workspaceId, status: "queued" },
      data: { status: "canceled" },
    });
    await evaluateAlertRules();
    expect(await data(inFlight.id)).toEqual([2, 0]);
    expect((await send("GET", `/alert-rules/${failures.id}`)).body.data.state).toBe("firing");
  });
});
