import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logRecords, type ProductionServer } from "../helpers/production-server";
import { openSse, type SseEvent, type SseStream } from "../helpers/sse-client";
import { originateWithRetries } from "./support/clients";
import { startStack, type Stack } from "./support/stack";

// Live calls across processes (docs/voice-agent.md "Live calls"): two production servers on one
// Postgres. The first holds the executor lease, so it dials the simulator and the simulated callee's
// relay session is on it; the second streams the call and steers it. Every event of the call
// reaches the second's stream through LISTEN/NOTIFY, and every order given to the second is carried
// out by the first.

const EVASIVE = "+15005550004"; // the simulator's callee who never quite answers: a long call
const PERSON = "+14155550199"; // a simulated person who answers a transfer
const LEADS = "this process holds the executor lease";

let stack: Stack;
let holder: ProductionServer;
let other: ProductionServer;

beforeAll(async () => {
  stack = await startStack({ env: { SIMULATOR_TIME_SCALE: "0.1" } });
  holder = stack.server;
  other = await stack.another();
  await stack.db.agent.update({
    where: { id: stack.fixture.agentId },
    data: { maxDurationSec: 36_000, tools: ["transfer_call"], transferNumbers: [PERSON] },
  });
});
afterAll(async () => {
  await stack?.teardown();
});

// The live key placed the call (originate-manual, as the other reliability tests do): the same mode steers it.
const auth = () => ({ authorization: `Bearer ${stack.fixture.keys.live}` });
const callsUrl = (server: ProductionServer) => `${server.url}/v1/workspaces/${stack.fixture.workspaceId}/calls`;
const steer = (server: ProductionServer, callId: string, action: string, body: unknown) =>
  fetch(`${callsUrl(server)}/${callId}/${action}`, {
    method: "POST",
    headers: { ...auth(), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const watch = (server: ProductionServer, callId: string, lastEventId?: string) =>
  openSse(`${callsUrl(server)}/${callId}/live`, {
    ...auth(),
    ...(lastEventId ? { "last-event-id": lastEventId } : {}),
  });

const agentTurn = (text?: string) => (event: SseEvent) =>
  event.event === "turn" &&
  (event.data as { role: string }).role === "agent" &&
  (text === undefined || (event.data as { text: string }).text === text);

/** A long conversation placed through the server holding the lease, watched through the other. */
async function conversationWatchedElsewhere(): Promise<{ callId: string; stream: SseStream }> {
  const request = { key: randomUUID(), to: EVASIVE };
  const outcome = await originateWithRetries(holder.url, stack.fixture, request);
  if (outcome.kind !== "response" || !outcome.body.data) throw new Error(`originate: ${JSON.stringify(outcome)}`);
  const callId = outcome.body.data.id;
  const stream = await watch(other, callId);
  expect(stream.status).toBe(200);
  await stream.next(agentTurn());
  return { callId, stream };
}

const ids = (events: SseEvent[]) => events.map((event) => Number(event.id));

describe("a call held by one server, streamed and steered through another", () => {
  it("the first server holds the lease (so it holds the simulator's relay sessions); the second does not", () => {
    const leads = (server: ProductionServer) => logRecords(server.logs).some((record) => record.msg === LEADS);
    expect([leads(holder), leads(other)]).toEqual([true, false]);
  });

  it("say through the other server: spoken by the holder, seen on both streams in the same order", async () => {
    const { callId, stream } = await conversationWatchedElsewhere();
    const onHolder = await watch(holder, callId);

    const response = await steer(other, callId, "say", { text: "A supervisor is listening in." });
    expect(response.status).toBe(202);
    const { data } = (await response.json()) as { data: { eventId: number } };
    await stream.next(agentTurn("A supervisor is listening in."));
    await onHolder.next(agentTurn("A supervisor is listening in."));
    expect(await stream.next((event) => event.event === "steered")).toMatchObject({
      id: String(data.eventId),
      data: { action: "say", by: { kind: "apiKey" } },
    });

    // Both processes deliver one log: the same ids, rising, none twice.
    const upTo = Math.min(...[stream, onHolder].map((s) => Math.max(...ids(s.events))));
    const seen = (s: SseStream) => ids(s.events).filter((id) => id <= upTo);
    expect(seen(stream)).toEqual(seen(onHolder));
    expect(seen(stream)).toEqual([...new Set(seen(stream))].sort((a, b) => a - b));

    // A reconnect to the other server resumes after the last id it had: nothing lost, nothing twice.
    const lastId = stream.events.at(-1)!.id;
    stream.close();
    expect((await steer(other, callId, "say", { text: "Still with you." })).status).toBe(202);
    const resumed = await watch(other, callId, lastId);
    await resumed.next(agentTurn("Still with you."));
    expect(Math.min(...ids(resumed.events))).toBe(Number(lastId) + 1);
    expect(ids(resumed.events)).toEqual([...new Set(ids(resumed.events))].sort((a, b) => a - b));

    expect((await steer(other, callId, "end", { reason: "supervisor ended it" })).status).toBe(202);
    await resumed.next((event) => event.event === "ended");
    await Promise.all([resumed.closed, onHolder.closed]);
    const call = await stack.db.call.findUniqueOrThrow({ where: { id: callId }, select: { status: true } });
    expect(call.status).toBe("completed");
  });

  it("a warm transfer asked of the other server is carried out by the holder: started, then bridged", async () => {
    const { callId, stream } = await conversationWatchedElsewhere();
    const response = await steer(other, callId, "transfer", { to: PERSON, mode: "warm" });
    expect(response.status).toBe(202);
    const statusOf = (status: string) => (event: SseEvent) =>
      event.event === "transfer" && (event.data as { status: string }).status === status;
    await stream.next(statusOf("started"));
    await stream.next(statusOf("bridged"), 30_000);
    const call = await stack.db.call.findUniqueOrThrow({ where: { id: callId }, select: { transfer: true } });
    expect(call.transfer).toMatchObject({ mode: "warm", to: PERSON, status: "bridged", by: { kind: "apiKey" } });
    stream.close();
  });

  it("steering a call that is no longer in progress is 409 on either server", async () => {
    const { callId, stream } = await conversationWatchedElsewhere();
    expect((await steer(holder, callId, "end", {})).status).toBe(202);
    await stream.next((event) => event.event === "ended");
    for (const server of [holder, other]) {
      const refused = await steer(server, callId, "say", { text: "Too late." });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: "CONFLICT", details: { status: "completed" } });
    }
  });
});
