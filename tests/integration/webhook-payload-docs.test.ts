import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENT_TYPES } from "@/server/webhooks/inputs";
import { eventually, startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";

// The `webhooks` section of the served /v1/openapi.json says exactly what svc sends: real flows
// emit every event type (a campaign's answered and busy calls, an inbound call, a click-to-call
// request, a contact created through the API, a paused campaign, an agent test run, an expiring key, a test event, an experiment concluded, an alert rule crossing both ways, an erasure, transfers that are bridged and fail), and every event
// stored, each the body its deliveries send, is validated with Ajv against its type's schema.
// The schemas refuse fields they do not name, so a payload that grows without its docs fails too.

const ALL_TYPES = [...WEBHOOK_EVENT_TYPES, "webhook.test"];
// 15:30 on a Wednesday in Los Angeles, the workspace's zone: inside the campaign's calling hours.
const INSIDE = new Date("2026-07-15T22:30:00Z");
const ANSWERS = "+14155552671";
const BUSY = "+15005550001";

let started: DialingWorkspace;
let ws: DialingWorkspace["ws"];
let db: DialingWorkspace["db"];
let clock: typeof import("@/server/campaigns/clock");
let document: { webhooks: Record<string, unknown>; components: { schemas: Record<string, unknown> } };

beforeAll(async () => {
  started = await startDialingWorkspace();
  ({ ws, db } = started);
  clock = await import("@/server/campaigns/clock");
  clock.setCampaignClock(INSIDE);
  await db.workspace.update({ where: { id: ws.workspaceId }, data: { timeZone: "America/Los_Angeles" } });
  await db.callerNumber.updateMany({
    where: { workspaceId: ws.workspaceId, number: ws.fromNumber },
    data: { inboundAgentId: ws.agentId },
  });
  document = await (await fetch(`${started.harness.app.url}/v1/openapi.json`)).json();
});
afterAll(async () => {
  clock?.setCampaignClock(null);
  await started?.stop();
});

async function api(method: string, path: string, body?: unknown, key = ws.keys.live) {
  const response = await fetch(`${started.harness.app.url}/v1/workspaces/${ws.workspaceId}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json.data;
}

/** One validator per documented type, its `#/components/schemas/…` refs resolved in the served document. */
function validators(): Map<string, ValidateFunction> {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
  // `example` is OpenAPI's; the document's sections are declared so that strict mode lets refs reach into them.
  for (const keyword of ["example", "components", "webhooks"]) ajv.addKeyword(keyword);
  ajv.addSchema({ $id: "https://svc.test/openapi.json", webhooks: document.webhooks, components: document.components });
  return new Map(
    Object.keys(document.webhooks).map((type) => [
      type,
      ajv.getSchema(
        `https://svc.test/openapi.json#/webhooks/${type}/post/requestBody/content/application~1json/schema`,
      )!,
    ]),
  );
}

describe("the webhooks of /v1/openapi.json", () => {
  it("document every event type svc emits, and only those", () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...ALL_TYPES].sort());
    for (const [type, validate] of validators()) expect(validate, type).toBeTypeOf("function");
  });

  it("describe every payload the flows emit, exactly", async () => {
    // A campaign whose two calls are answered and busy: started, the call.* events, summary, completed.
    const campaign = await api("POST", "/campaigns", {
      name: "Docs",
      agentId: ws.agentId,
      recipients: [{ to: ANSWERS }, { to: BUSY }],
      schedule: { hours: { start: "08:00", end: "21:00" } },
      maxConcurrent: 2,
    });
    const later = await api("POST", "/campaigns", {
      name: "Later",
      agentId: ws.agentId,
      recipients: [{ to: ANSWERS }],
      schedule: { startAt: "2030-01-01T00:00:00.000Z" },
    });
    await api("POST", `/campaigns/${later.id}/pause`);
    const inbound = await api("POST", "/calls/simulate-inbound", { to: ws.fromNumber }, ws.keys.test);
    const callback = await fetch(`${started.harness.app.url}/v1/public/click-to-call/${ws.sourceId}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ws.origin },
      body: JSON.stringify({ origin: ws.origin, phone: "+14155552672" }),
    });
    expect(callback.status).toBe(202);
    const contact = await api("POST", "/contacts", { phone: "(415) 555-2673", name: "Ada" });
    const test = await api("POST", `/agents/${ws.agentId}/tests`, {
      name: "Books a slot",
      caller: { script: ["Hi, yes.", "Tuesday, please.", "Morning."] },
      expectations: [{ type: "transcript", contains: "(?i)morning or afternoon", role: "agent" }],
    });
    expect(test.id).toBeTruthy();
    await api("POST", `/agents/${ws.agentId}/test-runs`, {});
    const { createApiKey } = await import("@/server/keys/keys");
    await createApiKey(db, {
      workspaceId: ws.workspaceId,
      name: "expiring",
      scopes: ["calls:read"],
      expiresAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(),
    });
    await (await import("@/server/keys/expiry")).announceExpiringKeys();
    await api("POST", `/webhook-endpoints/${ws.webhook!.endpointId}/test`);
    // An experiment past its endsAt concludes at its next read (no_difference): experiment.concluded.
    const other = await api("POST", "/agents", {
      name: "Variant",
      voice: "en-US-Journey-O",
      language: "en-US",
      firstMessage: "Hi!",
      instructions: "Ask:\n- Which day?",
    });
    await api("PATCH", `/agents/${other.id}`, { instructions: "Ask:\n- Which day suits you?" });
    const experiment = await api("POST", `/agents/${other.id}/experiments`, {
      name: "Docs",
      variantVersion: 1,
      trafficPercent: 50,
      metric: { kind: "successful", goal: "increase" },
      minCallsPerArm: 20,
      endsAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await db.experiment.update({ where: { id: experiment.id }, data: { endsAt: new Date(Date.now() - 1000) } });
    expect((await api("GET", `/agents/${other.id}/experiments/${experiment.id}`)).status).toBe("concluded");
    // An alert rule whose condition holds at one evaluation and not at the next: alert.triggered, alert.resolved.
    const { evaluateAlertRules } = await import("@/server/alerts/evaluate");
    const rule = await api("POST", "/alert-rules", {
      name: "Docs",
      metric: "cost",
      comparator: "below",
      threshold: 1_000_000,
      windowMinutes: 60,
    });
    await evaluateAlertRules();
    await api("PATCH", `/alert-rules/${rule.id}`, { threshold: 0 });
    await evaluateAlertRules();
    // An erasure of someone never called completes (with nothing to erase): erasure.completed.
    await api("POST", "/erasures", { phone: "+14155559876" });
    // A callee who asks for a person, transferred by the agent's tool: to a person who answers
    // (call.transfer_started, .transfer_bridged), and to one who does not (.transfer_failed: the
    // callee is back with the agent, asks again, until the agent's time is up).
    for (const transferTo of ["+14155550199", "+15005550002"]) {
      const transferring = await api("POST", "/agents", {
        name: `Transfers to ${transferTo}`,
        voice: "en-US-Journey-O",
        language: "en-US",
        firstMessage: "Hi!",
        instructions: "Ask:\n- Which day suits you?",
        tools: ["transfer_call"],
        transferNumbers: [transferTo],
        // Long enough to be asked for a person (the simulator's time runs 500 times faster).
        maxDurationSec: 1_800,
      });
      await api("POST", "/calls", { agentId: transferring.id, to: "+15005550009" }, ws.keys.test);
    }

    // Settled: every type emitted, every call ended and every answered one analysed. A minute: on
    // CI the build and the lint share the two cores with this file's conversations.
    let missing: Record<string, unknown[]> = {};
    const events = await eventually(
      async () => {
        const calls = await db.call.findMany({ where: { workspaceId: ws.workspaceId } });
        const stored = await db.webhookEvent.findMany({ where: { workspaceId: ws.workspaceId } });
        const summarised = new Set(
          stored.filter((event) => event.type === "call.summary_ready").map((e) => e.subjectId),
        );
        missing = {
          types: ALL_TYPES.filter((type) => !stored.some((event) => event.type === type)),
          open: calls.filter((call) => !call.endedAt).map((call) => [call.to, call.status]),
          unsummarised: calls.filter((call) => call.answeredAt && !summarised.has(call.id)).map((call) => call.to),
        };
        return Object.values(missing).every((list) => list.length === 0) && stored;
      },
      60_000,
      () => `every event type, every call ended and analysed; still missing ${JSON.stringify(missing)}`,
    );
    expect(events.some((event) => event.subjectId === inbound.callId)).toBe(true);
    expect(events.some((event) => event.subjectId === campaign.id && event.type === "campaign.completed")).toBe(true);
    // A contact created through the API is announced as one named by a click-to-call request is.
    const announced = events.find((event) => event.type === "contact.created" && event.subjectId === contact.id);
    expect((announced?.payload as { data: unknown } | undefined)?.data).toEqual({
      id: contact.id,
      phone: "+14155552673",
      name: "Ada",
      createdAt: contact.createdAt,
    });

    const byType = validators();
    const failures = events.flatMap((event) => {
      const validate = byType.get(event.type)!;
      return validate(event.payload) ? [] : [{ type: event.type, payload: event.payload, errors: validate.errors }];
    });
    expect(failures).toEqual([]);
    // And each schema does judge its `data`: a field it does not name is refused.
    for (const event of events) {
      const payload = event.payload as { data: object };
      expect(byType.get(event.type)!({ ...payload, data: { ...payload.data, undocumented: 1 } }), event.type).toBe(
        false,
      );
    }
  }, 120_000);
});
