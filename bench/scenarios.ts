import { randomUUID } from "node:crypto";
import type { WorkspaceFixture } from "../tests/helpers/fixtures";
import { phoneNumber } from "../tests/helpers/fixtures";
import type { Target } from "./load";

// What the benchmark sends. Every originate and click-to-call gets its own number (and, for
// originate, its own Idempotency-Key), so each request places a real call; the replay sends one
// request over and over.

let nextNumber = 0;
const freshNumber = () => phoneNumber(nextNumber++ % 1_000_000);

/** An empty route handler of the same build: the most Next can do per second on this machine. */
export const floor: Target = { name: "GET /api/ping (empty handler)", path: "/api/ping", method: "GET" };

/**
 * The measuring stick (server/bench/measuring-stick.ts, served with BENCH_ROUTES=1): an originate
 * doing only what a correct one must. Give it a workspace of its own: its calls stay queued.
 */
export function measuringStick(fixture: WorkspaceFixture): Target {
  return {
    ...originate(fixture),
    name: "POST measuring stick (new key each)",
    path: `/api/bench/workspaces/${fixture.workspaceId}/calls/originate-manual`,
  };
}

export function originatePath(fixture: WorkspaceFixture): string {
  return `/v1/workspaces/${fixture.workspaceId}/calls/originate-manual`;
}

function apiHeaders(fixture: WorkspaceFixture): Record<string, string> {
  return { authorization: `Bearer ${fixture.keys.live}`, "content-type": "application/json" };
}

export function originate(fixture: WorkspaceFixture): Target {
  return {
    name: "POST originate-manual (new key each)",
    path: originatePath(fixture),
    method: "POST",
    headers: apiHeaders(fixture),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "idempotency-key": randomUUID() },
          body: JSON.stringify({ agentId: fixture.agentId, to: freshNumber() }),
        }),
      },
    ],
  };
}

/** The replayed request; send it once before measuring so every measured request is a replay. */
export function replay(fixture: WorkspaceFixture): Target & { headers: Record<string, string>; body: string } {
  return {
    name: "POST originate-manual (replay, one key)",
    path: originatePath(fixture),
    method: "POST",
    headers: { ...apiHeaders(fixture), "idempotency-key": `bench-replay-${randomUUID()}` },
    body: JSON.stringify({ agentId: fixture.agentId, to: freshNumber() }),
  };
}

export function clickToCall(fixture: WorkspaceFixture): Target {
  return {
    name: "POST public click-to-call (new number each)",
    path: `/v1/public/click-to-call/${fixture.sourceId}`,
    method: "POST",
    headers: { origin: fixture.origin, "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ origin: fixture.origin, phone: freshNumber(), name: "Bench Visitor" }),
        }),
      },
    ],
  };
}

/** One originate as a client sends it; resolves with the call id and when the 202 arrived. */
export async function originateOnce(
  baseUrl: string,
  fixture: WorkspaceFixture,
): Promise<{ callId: string; acceptedAt: number }> {
  const response = await fetch(baseUrl + originatePath(fixture), {
    method: "POST",
    headers: { ...apiHeaders(fixture), "idempotency-key": randomUUID() },
    body: JSON.stringify({ agentId: fixture.agentId, to: freshNumber() }),
  });
  const acceptedAt = Date.now();
  const body = (await response.json()) as { data?: { id: string } };
  if (response.status !== 202 || !body.data)
    throw new Error(`originate answered ${response.status}: ${JSON.stringify(body)}`);
  return { callId: body.data.id, acceptedAt };
}

export interface Rung {
  /** What this request adds to the one before it. */
  adds: string;
  target: Target;
  status: number;
}

/** The originate path built up layer by layer, to show where its cost comes from. */
export function ladder(fixture: WorkspaceFixture): Rung[] {
  const agents = `/v1/workspaces/${fixture.workspaceId}/agents`;
  return [
    { adds: "Next route handler, nothing else (the floor)", target: floor, status: 204 },
    {
      adds: "/v1 facade: request id, rate limit in Redis, error envelope",
      target: { name: "GET /v1/nope", path: "/v1/nope", method: "GET" },
      status: 404,
    },
    {
      adds: "tRPC/OpenAPI routing, authentication refused",
      target: { name: "GET agents, no key", path: agents, method: "GET" },
      status: 401,
    },
    {
      adds: "API key (cached), scope, one indexed query",
      target: { name: "GET agents", path: agents, method: "GET", headers: apiHeaders(fixture) },
      status: 200,
    },
    {
      adds: "POST body, the originate statement answering from the key's record (replay)",
      target: replay(fixture),
      status: 202,
    },
    {
      adds: "the originate statement (the key's record, agent, number, do-not-call, destination, call, outbox, response) and its dialing in the same process",
      target: originate(fixture),
      status: 202,
    },
  ];
}
