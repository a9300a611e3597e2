import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { createWorkspaceFixture, phoneNumber, type WorkspaceFixture } from "../helpers/fixtures";

// docs/api-contract.md §8 under a thundering herd: 100 clients sending the same Idempotency-Key at
// the same moment must place exactly one call between them.

const CLIENTS = 100;

let server: AppServer;
let fixture: WorkspaceFixture;

beforeAll(async () => {
  server = await startAppServer();
  fixture = await createWorkspaceFixture(db);
});
afterAll(() => server?.close());

function originate(key: string, to: string): Promise<Response> {
  return fetch(`${server.url}/v1/workspaces/${fixture.workspaceId}/calls/originate-manual`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${fixture.keys.live}`,
      "content-type": "application/json",
      "idempotency-key": key,
    },
    body: JSON.stringify({ agentId: fixture.agentId, to }),
  });
}

async function callsTo(numbers: string[]): Promise<number> {
  return db.call.count({ where: { workspaceId: fixture.workspaceId, to: { in: numbers } } });
}

describe(`${CLIENTS} concurrent originates with one Idempotency-Key`, () => {
  it("identical bodies: one call, and every client gets the same 202 body", async () => {
    const to = phoneNumber(1);
    const responses = await Promise.all(Array.from({ length: CLIENTS }, () => originate("herd-identical", to)));
    const bodies = await Promise.all(responses.map((response) => response.text()));

    expect(responses.map((response) => response.status)).toEqual(Array(CLIENTS).fill(202));
    expect(new Set(bodies).size).toBe(1);
    const body = JSON.parse(bodies[0]) as { data: { id: string; status: string } };
    expect(body.data.status).toBe("queued");
    expect(responses.filter((response) => response.headers.get("idempotent-replayed") === "true")).toHaveLength(
      CLIENTS - 1,
    );
    expect(await callsTo([to])).toBe(1);
    expect(await db.call.findUnique({ where: { id: body.data.id } })).not.toBeNull();
  });

  it("different bodies: one call for the body that came first, 422 for all the others", async () => {
    const numbers = Array.from({ length: CLIENTS }, (_, i) => phoneNumber(1000 + i));
    const responses = await Promise.all(numbers.map((to) => originate("herd-different", to)));
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as Array<{
      success: boolean;
      code?: string;
      data?: { to: string };
    }>;

    const accepted = bodies.filter((_, i) => responses[i].status === 202);
    expect(accepted).toHaveLength(1);
    const rejected = bodies.filter((_, i) => responses[i].status === 422);
    expect(rejected).toHaveLength(CLIENTS - 1);
    for (const body of rejected)
      expect(body).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD" });
    const calls = await db.call.findMany({
      where: { workspaceId: fixture.workspaceId, to: { in: numbers } },
      select: { to: true },
    });
    expect(calls).toEqual([{ to: accepted[0].data!.to }]);
  });
});
