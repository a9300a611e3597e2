import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { phoneNumber } from "../helpers/fixtures";
import { logRecords } from "../helpers/production-server";
import { accepted, eventually, originate, originateWithRetries, post, type Originate } from "./support/clients";
import { startStack, type Stack } from "./support/stack";

// svc's dependencies fail under it, on a running server that is never restarted:
// - Redis (rate limits) down: requests are still served (fail-open) and a warning is logged;
// - Postgres down: 503 SERVICE_UNAVAILABLE in the envelope, no half-written request, and
//   service resumes by itself once Postgres is back.

let carrier: FakeTwilio;
let stack: Stack;
let nextNumber = 20_000;
const newRequest = (): Originate => ({ key: randomUUID(), to: phoneNumber(nextNumber++) });

beforeAll(async () => {
  carrier = await startFakeTwilio({ autoComplete: true });
  stack = await startStack({ env: { ...carrier.env, OUTBOX_SWEEP_INTERVAL_MS: "1000" } });
});
afterAll(async () => {
  await stack?.teardown();
  await carrier?.close();
});

async function callsTo(numbers: string[]) {
  return stack.db.call.findMany({ where: { to: { in: numbers } }, select: { id: true, to: true } });
}

describe("Redis stopped mid-run", () => {
  it("keeps serving (fail-open), logs a warning, and dials everything once Redis is back", async () => {
    const before = Array.from({ length: 5 }, newRequest);
    for (const request of before) await originate(stack.server.url, stack.fixture, request);
    expect(before.filter((r) => !accepted(r))).toEqual([]);

    await stack.redis.stop();
    const logsBefore = stack.server.logs.length;
    const during = Array.from({ length: 20 }, newRequest);
    const started = Date.now();
    await Promise.all(during.map((request) => originate(stack.server.url, stack.fixture, request)));
    const elapsed = Date.now() - started;
    expect(during.filter((r) => !accepted(r)).map((r) => r.outcome)).toEqual([]);
    for (const request of during)
      expect(request.outcome?.kind === "response" && request.outcome.headers["ratelimit-limit"]).toBeTruthy();
    expect(elapsed, "fail-open must not wait long for Redis").toBeLessThan(10_000);
    const warnings = logRecords(stack.server.logs.slice(logsBefore)).filter(
      (r) => r.level === 40 && /rate limit/i.test(String(r.msg)),
    );
    expect(warnings.length).toBeGreaterThan(0);

    await stack.redis.start();
    const all = [...before, ...during];
    const calls = await callsTo(all.map((r) => r.to));
    expect(calls).toHaveLength(all.length);
    const dialed = () => new Set(carrier.dials.map((d) => d.callId));
    const allDialed = await eventually(async () => calls.every((call) => dialed().has(call.id)), 60_000);
    expect(
      calls.filter((call) => !dialed().has(call.id)).map((call) => call.id),
      "calls accepted while Redis was down, never dialed",
    ).toEqual([]);
    expect(allDialed).toBe(true);
  });
});

describe("Postgres stopped mid-run", () => {
  it("answers 503 SERVICE_UNAVAILABLE, writes nothing half-way, and recovers without a restart", async () => {
    const inFlight = Array.from({ length: 60 }, newRequest);
    const sending = Promise.all(inFlight.map((request) => originate(stack.server.url, stack.fixture, request)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stack.postgres.stop();
    await sending;
    const down = Array.from({ length: 10 }, newRequest);
    await Promise.all(down.map((request) => originate(stack.server.url, stack.fixture, request)));
    const list = await post(
      `${stack.server.url}/v1/workspaces/${stack.fixture.workspaceId}/calls`,
      { authorization: `Bearer ${stack.fixture.keys.live}`, "idempotency-key": randomUUID() },
      JSON.stringify({ agentId: stack.fixture.agentId, to: phoneNumber(nextNumber++) }),
    );

    for (const outcome of [...down.map((r) => r.outcome!), list]) {
      expect(outcome).toMatchObject({
        kind: "response",
        status: 503,
        body: { success: false, code: "SERVICE_UNAVAILABLE", details: null },
      });
    }
    // Requests caught mid-flight: accepted, or told to retry; never a 500 or a broken answer.
    for (const request of inFlight) {
      const outcome = request.outcome!;
      expect(
        outcome.kind === "response" &&
          (outcome.status === 202 || (outcome.status === 503 && outcome.body.code === "SERVICE_UNAVAILABLE")),
        JSON.stringify(outcome),
      ).toBe(true);
    }
    const health = await fetch(`${stack.server.url}/api/health`);
    expect(health.status).toBe(503);

    await stack.postgres.start();
    // The same process serves again once Postgres is back.
    const recovered = await eventually(
      async () =>
        (await originate(stack.server.url, stack.fixture, newRequest())).kind === "response" &&
        (await fetch(`${stack.server.url}/api/health`)).status === 200,
      60_000,
    );
    expect(recovered).toBe(true);

    // No half-written request: each 202 has its call, its outbox event and its idempotency record;
    // nothing exists for a request that was told 503 unless a retry with its key replays it.
    const all = [...inFlight, ...down];
    const calls = await callsTo(all.map((r) => r.to));
    for (const call of calls) {
      const request = all.find((r) => r.to === call.to)!;
      const outbox = await stack.db.outbox.count({
        where: { name: "call/requested", payload: { path: ["callId"], equals: call.id } },
      });
      const record = await stack.db.idempotencyRecord.findFirst({ where: { key: request.key } });
      expect({ outbox, status: record?.statusCode }, `${call.id} for ${JSON.stringify(request.outcome)}`).toEqual({
        outbox: 1,
        status: 202,
      });
    }
    for (const request of all.filter(accepted)) expect(calls.filter((c) => c.to === request.to)).toHaveLength(1);

    // Clients retry the 503s with the same keys: every request ends with exactly one call.
    await Promise.all(
      all.filter((r) => !accepted(r)).map((request) => originateWithRetries(stack.server.url, stack.fixture, request)),
    );
    expect(all.filter((r) => !accepted(r)).map((r) => r.outcome)).toEqual([]);
    const after = await callsTo(all.map((r) => r.to));
    expect(after).toHaveLength(all.length);
    const replayedIds = all.map((r) => (r.outcome as { body: { data: { id: string } } }).body.data.id).sort();
    expect(replayedIds).toEqual(after.map((c) => c.id).sort());
  });
});
