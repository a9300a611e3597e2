import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SvcClient } from "@/sdk/src/index";
import { startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import type { WorkspaceFixture } from "../helpers/fixtures";

// The SDK's agents.tests.* against the real server with the local executor: what an integrator's CI
// does to refuse an agent change that lowers the pass rate.

let h: DialingHarness;
let ws: WorkspaceFixture;
let svc: SvcClient;

beforeAll(async () => {
  h = await startDialingHarness();
  const { db } = await import("@/server/db/client");
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  const { SvcClient } = await import("@/sdk/src/index");
  ws = await createWorkspaceFixture(db);
  svc = new SvcClient({ apiKey: ws.keys.live, workspaceId: ws.workspaceId, baseUrl: h.app.url, maxRetries: 0 });
});
afterAll(async () => {
  await h?.stop();
});

describe("svc.agents.tests", () => {
  it("creates, lists, updates and deletes tests; run with wait answers the finished run, and a change that lowers the pass rate shows", async () => {
    const agentId = ws.agentId; // the fixture's script agent asks which day, then morning or afternoon
    const test = await svc.agents.tests.create(agentId, {
      name: "Asks for the time of day",
      caller: { script: ["Hi.", "Tuesday."] },
      expectations: [{ type: "transcript", contains: "(?i)morning or afternoon", role: "agent" }],
    });
    expect((await svc.agents.tests.get(agentId, test.id)).name).toBe("Asks for the time of day");
    const listed = [];
    for await (const page of svc.agents.tests.list(agentId)) listed.push(...page.items);
    expect(listed.map((t) => t.id)).toEqual([test.id]);

    const before = await svc.agents.tests.run(agentId, { wait: true, pollIntervalMs: 50, iterations: 2 });
    expect(before).toMatchObject({ status: "completed", counts: { total: 2, passed: 2 }, passRate: 1 });
    expect(before.conversations).toHaveLength(2);

    // A change that drops the second question: the CI compares pass rates and refuses it.
    await svc.agents.update(agentId, { instructions: "Book a dentist appointment.\n- Which day suits you best?" });
    const after = await svc.agents.tests.run(agentId, { wait: true, pollIntervalMs: 50 });
    expect(after.agentVersion).toBeGreaterThan(before.agentVersion);
    expect(after.passRate).toBe(0);
    expect(after.conversations[0].expectations[0].reason).toBe(
      "Nothing the agent said matches /(?i)morning or afternoon/.",
    );

    const queued = await svc.agents.tests.run(agentId, { agentVersion: after.agentVersion });
    expect(queued.status).toMatch(/queued|running|completed/);
    const runs = [];
    for await (const page of svc.agents.tests.runs(agentId)) runs.push(...page.items);
    expect(runs.map((run) => run.id)).toEqual([queued.id, after.id, before.id]);

    expect((await svc.agents.tests.update(agentId, test.id, { maxTurns: 5 })).maxTurns).toBe(5);
    expect(await svc.agents.tests.delete(agentId, test.id)).toEqual({ id: test.id, deleted: true });
  });
});
