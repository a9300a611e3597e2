import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ReplayView } from "@/server/replays/replays";
import { eventually, startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm";
import { ANOTHER_PROCESS, postgresOnly } from "../helpers/postgres-only";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";

// Replays over /v1 with the local executor: a real call through the simulator (script brain)
// replayed against its own version and a changed one; a recorded call with a tool replayed on the
// fake OpenAI-compatible model, its tool answered from the recording (the business's endpoint
// never reached) or live; and every refusal.

let started: DialingWorkspace;
let db: DialingWorkspace["db"];
let llm: FakeLlm;
let endpoint: ToolEndpoint;
let connectionId: string;
let toolId: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  endpoint = await startToolEndpoint();
  started = await startDialingWorkspace({
    LLM_ALLOW_PRIVATE_TARGETS: "true",
    TOOLS_ALLOW_PRIVATE_TARGETS: "true",
    LLM_FIRST_TOKEN_TIMEOUT_SEC: "1",
  });
  db = started.db;
  const { encryptSecret } = await import("@/server/secrets/encryption");
  const workspaceId = started.ws.workspaceId;
  connectionId = (
    await db.llmConnection.create({ data: { workspaceId, name: "fake", baseUrl: llm.baseUrl, defaultModel: "m" } })
  ).id;
  const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
  endpoint.setSecret(secret);
  toolId = (
    await db.tool.create({
      data: {
        workspaceId,
        name: "lookup_order",
        description: "Looks up an order.",
        parameters: { type: "object", properties: { orderNumber: { type: "string" } }, required: ["orderNumber"] },
        url: `${endpoint.url}/orders`,
        secretSealed: encryptSecret(secret),
      },
    })
  ).id;
});
afterAll(async () => {
  await started?.stop();
  await llm?.close();
  await endpoint?.close();
});
beforeEach(() => {
  llm.reset();
  llm.fallback = { text: ["Sure."] };
  endpoint.requests.length = 0;
  endpoint.answer = () => ({ json: { status: "delayed", eta: "Friday" } });
});

async function send(method: string, path: string, body?: unknown, key = started.ws.keys.live) {
  const response = await fetch(`${started.harness.app.url}/v1/workspaces/${started.ws.workspaceId}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data: Record<string, unknown> & { id: string };
      code?: string;
      details?: unknown;
    },
  };
}

async function createAgent(fields: Record<string, unknown>): Promise<string> {
  const { status, body } = await send("POST", "/agents", {
    name: "Ava",
    voice: "en-US-Journey-O",
    language: "en-US",
    firstMessage: "Hello! How can I help you today?",
    tools: ["end_call"],
    ...fields,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.id;
}

/**
 * On Postgres a replay plays in the player process, which loads the sources through tsx at nice 10
 * (server/replays/player.ts): on a loaded machine (the tests beside the build and the lint) its start
 * has taken over 15 s, so the file's first replay, and the first in a new player, wait longer.
 */
const PLAYER_START_MS = 100_000;

async function replay(callId: string, input: Record<string, unknown> = {}, timeoutMs = 30_000): Promise<ReplayView> {
  const { status, body } = await send("POST", `/calls/${callId}/replays`, input);
  expect(status, JSON.stringify(body)).toBe(202);
  expect(body.data.status).toBe("queued");
  return eventually(
    async () => {
      const got = await send("GET", `/calls/${callId}/replays/${body.data.id}`);
      const view = got.body.data as unknown as ReplayView;
      return view.status !== "queued" && view.status !== "running" && view;
    },
    timeoutMs,
    "the replay",
  );
}

/** The replays' player process of this server (server/replays/player.ts), with its nice value. */
function playerProcess(): { pid: number; niceness: number } {
  const children = execFileSync("ps", ["-o", "pid=,ni=,args=", "--ppid", String(process.pid)], { encoding: "utf8" });
  const line = children.split("\n").find((row) => row.includes("server/replays/player-entry.ts"));
  if (!line) throw new Error(`no player process among this process's children:\n${children}`);
  const [pid, niceness] = line.trim().split(/\s+/).map(Number);
  return { pid, niceness };
}

const spoken = (view: ReplayView) => view.turns.map((turn) => [turn.original?.text, turn.replayed?.text, turn.same]);

describe("a call through the simulator, replayed on the script brain", () => {
  let agentId: string;
  let callId: string;

  beforeAll(async () => {
    // Server modules read their settings when first imported: the fixtures' after the harness's.
    const { FIXTURE_INSTRUCTIONS } = await import("../helpers/fixtures");
    agentId = await createAgent({ brain: "script", instructions: FIXTURE_INSTRUCTIONS });
    const { status, body } = await send("POST", "/calls/originate-manual", { agentId, to: "+14155552671" });
    expect(status).toBe(202);
    callId = body.data.id;
    await eventually(
      async () => (await db.call.findUniqueOrThrow({ where: { id: callId } })).status === "completed",
      15_000,
      "the call to end",
    );
  });

  it(
    "against its own version, every turn of the agent is the same",
    { timeout: PLAYER_START_MS + 20_000 },
    async () => {
      const view = await replay(callId, { agentVersion: 1 }, PLAYER_START_MS); // the file's first: the player starts
      expect(view).toMatchObject({ status: "completed", agentVersion: 1, toolResults: "recorded", divergedAt: null });
      expect(view.turns.map((turn) => [turn.caller, turn.same])).toEqual([
        ["Hello?", true],
        ["Hi, yes. Go ahead.", true],
        ["Tuesday would suit me best.", true],
        ["In the morning, if possible.", true],
      ]);
      expect(view.turns.at(-1)!.replayed).toEqual({
        text: "Thank you, that's everything I needed. Goodbye!",
        interrupted: false,
        toolCalls: [{ name: "end_call", arguments: { reason: "script finished" } }],
      });
      expect(view.usage).toMatchObject({ agentTurns: 3, toolCalls: 0, toolRequests: 0, notRecorded: 0 });
      // Nothing was dialled: the workspace has the one call it had.
      expect(await db.call.count({ where: { agentId } })).toBe(1);
    },
  );

  it("against a changed version, it diverges at the changed question and the caller's words go on as recorded", async () => {
    const changed = await send("PATCH", `/agents/${agentId}`, {
      instructions: "Book a dentist appointment.\n- Which day suits you best?\n- Would you prefer the morning?",
    });
    expect(changed.status).toBe(200);
    const view = await replay(callId);
    expect(view.agentVersion).toBe(2);
    expect(view.divergedAt).toBe(2);
    expect(spoken(view)).toEqual([
      ["Hello! How can I help you today?", "Hello! How can I help you today?", true],
      ["Which day suits you best?", "Which day suits you best?", true],
      ["Thank you. Morning or afternoon?", "Thank you. Would you prefer the morning?", false],
      ["Thank you, that's everything I needed. Goodbye!", "Thank you, that's everything I needed. Goodbye!", true],
    ]);
    const list = await send("GET", `/calls/${callId}/replays`);
    expect((list.body.data.items as { id: string }[]).map((item) => item.id)).toEqual([view.id, expect.any(String)]);
  });

  it("becomes an agent test whose script is what the callee said; run against the call's version, it passes", async () => {
    const { status, body } = await send("POST", "/agent-tests/from-call", { callId });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({
      agentId,
      name: "From the call to +14155552671",
      // "Hello?" was answered by the greeting, not the brain: the agent opens a test itself.
      caller: { script: ["Hi, yes. Go ahead.", "Tuesday would suit me best.", "In the morning, if possible."] },
      toolMocks: [],
      expectations: [
        { type: "endedReason", equals: "agent_ended" },
        { type: "toolCalled", tool: "end_call" },
      ],
    });
    const run = await send("POST", `/agents/${agentId}/test-runs`, { testIds: [body.data.id], agentVersion: 1 });
    expect(run.status).toBe(202);
    const done = await eventually(
      async () => {
        const got = (await send("GET", `/agents/${agentId}/test-runs/${run.body.data.id}`)).body.data;
        return got.status === "completed" && got;
      },
      15_000,
      "the run",
    );
    expect(done.counts).toMatchObject({ passed: 1, failed: 0, errored: 0 });

    const unknown = await send("POST", "/agent-tests/from-call", { callId: "call_unknown" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual({ issues: [{ path: ["callId"], message: expect.any(String) }] });
    expect((await send("POST", "/agent-tests/from-call", { callId, name: "" })).status).toBe(400);
  });
});

describe("a recorded call with a tool, on the model", () => {
  let agentId: string;
  let callId: string;
  const recordedResult = '{"status":"shipped","eta":"Tuesday"}';

  beforeAll(async () => {
    agentId = await createAgent({
      brain: "llm",
      llmConnectionId: connectionId,
      instructions: "Help with orders.",
      firstMessage: "Hi, this is Ava.",
      toolIds: [toolId],
    });
    const at = new Date();
    const call = await db.call.create({
      data: {
        workspaceId: started.ws.workspaceId,
        agentId,
        agentVersion: 1,
        to: "+14155552671",
        from: started.ws.fromNumber,
        status: "completed",
        endedReason: "agent_ended",
      },
    });
    callId = call.id;
    const turn = (index: number, role: "agent" | "user", text: string, toolCalls?: object[]) => ({
      callId,
      index,
      role,
      text,
      startedAt: at,
      endedAt: at,
      ...(toolCalls ? { toolCalls } : {}),
    });
    await db.callTurn.createMany({
      data: [
        turn(0, "agent", "Hi, this is Ava."),
        turn(1, "user", "Where is order 1234?"),
        turn(2, "agent", "Your order ships on Tuesday.", [
          {
            id: "call_1",
            name: "lookup_order",
            toolId,
            arguments: { orderNumber: "1234" },
            status: "ok",
            httpStatus: 200,
            latencyMs: 80,
            result: recordedResult,
            error: null,
          },
        ]),
        turn(3, "user", "Thanks, bye."),
        turn(4, "agent", "Goodbye!", [{ name: "end_call", arguments: { reason: "done" } }]),
      ],
    });
  });

  const lookup = (orderNumber: string) => ({
    name: "lookup_order",
    arguments: JSON.stringify({ orderNumber }),
    id: `call_${orderNumber}`,
  });

  it("against its own version, the model is shown the recorded result, nothing is sent, and every turn is the same", async () => {
    llm.script(
      { text: [], tools: [lookup("1234")] },
      { text: ["Your order ships on Tuesday."] },
      { text: ["Goodbye!"], tools: [{ name: "end_call", arguments: JSON.stringify({ reason: "done" }) }] },
    );
    const view = await replay(callId, { agentVersion: 1 });
    expect(view.divergedAt).toBeNull();
    expect(view.turns.every((turn) => turn.same)).toBe(true);
    expect(llm.requests[1].messages.find((m) => m.role === "tool")?.content).toBe(recordedResult);
    expect(endpoint.requests).toHaveLength(0);
    expect(view.turns[1].replayed!.toolCalls).toEqual([
      expect.objectContaining({ name: "lookup_order", status: "ok", httpStatus: 200, result: recordedResult }),
    ]);
    expect(view.usage).toMatchObject({ agentTurns: 2, toolCalls: 1, toolRequests: 0, notRecorded: 0 });
  });

  it("against a changed version, it diverges where the model answers otherwise; a call the original never made is refused, saying so", async () => {
    expect((await send("PATCH", `/agents/${agentId}`, { instructions: "Help with orders. Be brief." })).status).toBe(
      200,
    );
    llm.script(
      { text: [], tools: [lookup("1234"), lookup("9999")] },
      { text: ["Tuesday. The other order I cannot find."] },
      { text: ["Goodbye!"], tools: [{ name: "end_call", arguments: JSON.stringify({ reason: "done" }) }] },
    );
    const view = await replay(callId);
    expect(llm.requests[0].messages[0].content).toContain("Be brief.");
    expect(view.divergedAt).toBe(1);
    expect(view.turns[1].replayed!.toolCalls).toEqual([
      expect.objectContaining({ arguments: { orderNumber: "1234" }, status: "ok", result: recordedResult }),
      expect.objectContaining({
        arguments: { orderNumber: "9999" },
        status: "refused",
        error: expect.stringContaining("Not recorded in the original call"),
      }),
    ]);
    expect(view.usage).toMatchObject({ toolCalls: 2, toolRequests: 0, notRecorded: 1 });
    expect(endpoint.requests).toHaveLength(0);
  });

  it("with live tool results, the request is really sent and its answer is the model's", async () => {
    llm.script(
      { text: [], tools: [lookup("1234")] },
      { text: ["It is delayed until Friday."] },
      { text: ["Goodbye!"], tools: [{ name: "end_call", arguments: JSON.stringify({ reason: "done" }) }] },
    );
    const view = await replay(callId, { toolResults: "live" });
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0].signatureValid).toBe(true);
    expect(view.turns[1].replayed!.toolCalls[0]).toMatchObject({
      status: "ok",
      result: '{"status":"delayed","eta":"Friday"}',
    });
    expect(view.usage).toMatchObject({ toolRequests: 1 });
  });

  it(
    "plays in a process of its own at a lower priority; killed mid-replay, it is played again in a new one and completes",
    { ...postgresOnly(ANOTHER_PROCESS), timeout: PLAYER_START_MS + 30_000 },
    async () => {
      const killed: number[] = [];
      llm.replyTo = () => {
        // The first request of the replay: its player dies while the model is thinking.
        const player = playerProcess();
        expect(player.niceness).toBe(10);
        process.kill(player.pid, "SIGKILL");
        killed.push(player.pid);
        llm.replyTo = null;
        return { text: ["never heard"], firstTokenMs: 500 };
      };
      llm.script(
        { text: [], tools: [lookup("1234")] },
        { text: ["Your order ships on Tuesday."] },
        { text: ["Goodbye!"], tools: [{ name: "end_call", arguments: JSON.stringify({ reason: "done" }) }] },
      );
      const view = await replay(callId, { agentVersion: 1 }, PLAYER_START_MS);
      expect(killed).toHaveLength(1);
      expect(view.status).toBe("completed");
      expect(view.turns.every((turn) => turn.same)).toBe(true);
      expect(llm.requests).toHaveLength(4);
      expect(playerProcess().pid).not.toBe(killed[0]);
    },
  );

  it("a model that fails records the failure on that turn, and the replay finishes", async () => {
    llm.script({ status: 500 });
    const view = await replay(callId);
    expect(view.status).toBe("completed");
    expect(view.divergedAt).toBe(1);
    expect(view.turns[1].replayed).toMatchObject({ error: expect.any(String) });
    expect(view.turns[2]).toMatchObject({ caller: "Thanks, bye.", replayed: null, same: false });
  });

  it("refuses, naming the field: a version the agent does not have, a call with no turns; 404 for another workspace's call; 409 for a call in progress", async () => {
    const version = await send("POST", `/calls/${callId}/replays`, { agentVersion: 99 });
    expect(version.status).toBe(400);
    expect(version.body.details).toEqual({ issues: [{ path: ["agentVersion"], message: expect.any(String) }] });

    const silent = await db.call.create({
      data: {
        workspaceId: started.ws.workspaceId,
        agentId,
        agentVersion: 1,
        to: "+14155552671",
        from: started.ws.fromNumber,
        status: "no_answer",
      },
    });
    const empty = await send("POST", `/calls/${silent.id}/replays`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual({ issues: [{ path: ["callId"], message: expect.any(String) }] });

    const ongoing = await db.call.update({ where: { id: silent.id }, data: { status: "in_progress" } });
    expect((await send("POST", `/calls/${ongoing.id}/replays`, {})).status).toBe(409);

    const { createWorkspaceFixture } = await import("../helpers/fixtures");
    const other = await createWorkspaceFixture(db);
    const foreign = await fetch(
      `${started.harness.app.url}/v1/workspaces/${other.workspaceId}/calls/${callId}/replays`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${other.keys.live}`, "content-type": "application/json" },
        body: "{}",
      },
    );
    expect(foreign.status).toBe(404);
    // A test key does not see a live call's replays either.
    expect((await send("GET", `/calls/${callId}/replays`, undefined, started.ws.keys.test)).status).toBe(404);
    expect((await send("POST", `/calls/${callId}/replays`, { toolResults: "sometimes" })).status).toBe(400);
    expect(await db.callReplay.count({ where: { callId: silent.id } })).toBe(0);
  });
});
