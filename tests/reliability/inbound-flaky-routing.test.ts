import { afterAll, beforeAll, expect, it } from "vitest";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { eventually } from "./support/clients";
import { startStack, type Stack } from "./support/stack";

// 300 simulated inbound calls at once to a number whose routing endpoint hangs or fails half the
// time: every caller must be answered (by the routed agent or the number's own), none twice (one
// call per ring, one greeting per call), and no answer may wait past the routing timeout.

const CALLS = 300;
const ROUTING_TIMEOUT_MS = 500;
const GREETING = "Bright Smiles, this is Ava. Would you like to book a check-up?";

let endpoint: ToolEndpoint;
let stack: Stack;

beforeAll(async () => {
  endpoint = await startToolEndpoint();
  stack = await startStack({ env: { SIMULATOR_TIME_SCALE: "0.02" } });
});
afterAll(async () => {
  await stack?.teardown();
  await endpoint?.close();
});

it(`answers every one of ${CALLS} simulated callers once when the routing endpoint hangs or fails half the time`, async () => {
  const { db, fixture } = stack;
  await db.workspace.update({ where: { id: fixture.workspaceId }, data: { maxCallsInFlight: 1_000 } });
  const agent = await db.agent.create({
    data: {
      workspaceId: fixture.workspaceId,
      name: "Receptionist",
      firstMessage: GREETING,
      instructions: "Book a check-up.\n- Which day suits you best?",
      maxDurationSec: 3600,
    },
  });
  // Through the API: the server makes the routing secret and keeps it sealed with its own key.
  const number = await db.callerNumber.findFirstOrThrow({
    where: { workspaceId: fixture.workspaceId, number: fixture.fromNumber },
  });
  const routed = await fetch(`${stack.server.url}/v1/workspaces/${fixture.workspaceId}/numbers/${number.id}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${fixture.keys.live}`, "content-type": "application/json" },
    body: JSON.stringify({
      inboundAgentId: agent.id,
      routingUrl: `${endpoint.url}/route`,
      routingTimeoutMs: ROUTING_TIMEOUT_MS,
    }),
  });
  expect(routed.status, await routed.clone().text()).toBe(200);
  endpoint.answer = () => {
    const dice = Math.random();
    if (dice < 0.25) return { hang: true };
    if (dice < 0.5) return { status: 500, json: { message: "down" } };
    return { json: { variables: { source: "crm" } } };
  };

  const answers = await Promise.all(
    Array.from({ length: CALLS }, async () => {
      const started = performance.now();
      const response = await fetch(`${stack.server.url}/v1/workspaces/${fixture.workspaceId}/calls/simulate-inbound`, {
        method: "POST",
        headers: { authorization: `Bearer ${fixture.keys.test}`, "content-type": "application/json" },
        body: JSON.stringify({ to: fixture.fromNumber }),
      });
      const body = (await response.json()) as { data?: { callId: string } };
      return { status: response.status, callId: body.data?.callId, ms: performance.now() - started };
    }),
  );
  expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
  const callIds = answers.map((answer) => answer.callId!);
  expect(new Set(callIds).size).toBe(CALLS);
  expect(await db.call.count({ where: { workspaceId: fixture.workspaceId, direction: "inbound" } })).toBe(CALLS);

  const ended = await eventually(
    async () => (await db.call.count({ where: { id: { in: callIds }, endedAt: { not: null } } })) === CALLS,
    120_000,
  );
  expect(ended).toBe(true);
  const calls = await db.call.findMany({ where: { id: { in: callIds } } });
  expect(calls.filter((call) => call.status !== "completed").map((call) => [call.id, call.status])).toEqual([]);
  const routing = calls.map((call) => (call.routing as { status: string }).status);
  expect(new Set(routing)).toEqual(new Set(["ok", "timeout", "error"]));
  // One greeting per call, first.
  const greetings = await db.callTurn.groupBy({
    by: ["callId"],
    where: { callId: { in: callIds }, role: "agent", text: GREETING },
    _count: { _all: true },
  });
  expect(greetings.length).toBe(CALLS);
  expect(greetings.filter((g) => g._count._all !== 1)).toEqual([]);
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  console.log(
    `${CALLS} inbound calls; slowest answer ${slowest.toFixed(0)} ms; routing: ${JSON.stringify(
      Object.fromEntries([...new Set(routing)].map((s) => [s, routing.filter((r) => r === s).length])),
    )}`,
  );
});
