import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { recordTurns, type NewTurn } from "@/server/calls/turns";
import { redactionPolicy } from "@/server/privacy/redaction";
import { SvcApiError, SvcClient } from "@/sdk/src/index";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { addKey, createV1Workspace, v1Client, type V1Workspace } from "../helpers/v1-fixture";

// GET /v1/workspaces/{id}/calls/{callId}/transcript: the turns stored so far, in order, for keys
// that may read the workspace's calls; and the SDK's calls.transcript over it.

let app: AppServer;
let ws: V1Workspace;
let other: V1Workspace;
let callId: string;
const redaction = redactionPolicy([], []);

const at = (second: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, second));

beforeAll(async () => {
  await dbReady();
  app = await startAppServer();
  [ws, other] = [await createV1Workspace(), await createV1Workspace()];
  const call = await db.call.create({
    data: {
      workspaceId: ws.workspaceId,
      agentId: ws.agentId,
      to: "+14155552671",
      from: ws.fromNumber,
      status: "in_progress",
    },
  });
  callId = call.id;
  // Stored out of order, and one twice (a retried write, beside the turn before it): the transcript is ordered and has each once.
  const hello: NewTurn = {
    index: 1,
    role: "user",
    text: "Hi, who is this?",
    startedAt: at(2),
    endedAt: at(4),
    interrupted: false,
    toolCalls: [],
  };
  await recordTurns(callId, [hello], redaction);
  await recordTurns(
    callId,
    [
      {
        index: 0,
        role: "agent",
        text: "Hello! This is Ava from",
        startedAt: at(0),
        endedAt: at(2),
        interrupted: true,
        toolCalls: [],
      },
      hello,
    ],
    redaction,
  );
  await recordTurns(
    callId,
    [
      {
        index: 2,
        role: "agent",
        text: "Ava, from the dental practice. Goodbye!",
        startedAt: at(4),
        endedAt: at(7),
        interrupted: false,
        toolCalls: [{ name: "end_call", arguments: { reason: "done" } }],
      },
    ],
    redaction,
  );
});
afterAll(() => app?.close());

const path = (workspaceId: string, id: string) => `/v1/workspaces/${workspaceId}/calls/${id}/transcript`;

describe("a call's transcript", () => {
  it("lists the stored turns in order, with interruptions and tool calls", async () => {
    const response = await v1Client(app.url, ws.apiKey).get(path(ws.workspaceId, callId));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      data: {
        callId,
        turns: [
          {
            index: 0,
            role: "agent",
            text: "Hello! This is Ava from",
            startedAt: at(0).toISOString(),
            endedAt: at(2).toISOString(),
            interrupted: true,
            toolCalls: [],
            knowledge: [],
            knowledgeMs: null,
            latency: null,
          },
          {
            index: 1,
            role: "user",
            text: "Hi, who is this?",
            startedAt: at(2).toISOString(),
            endedAt: at(4).toISOString(),
            interrupted: false,
            toolCalls: [],
            knowledge: [],
            knowledgeMs: null,
            latency: null,
          },
          {
            index: 2,
            role: "agent",
            text: "Ava, from the dental practice. Goodbye!",
            startedAt: at(4).toISOString(),
            endedAt: at(7).toISOString(),
            interrupted: false,
            toolCalls: [{ name: "end_call", arguments: { reason: "done" } }],
            knowledge: [],
            knowledgeMs: null,
            latency: null,
          },
        ],
      },
    });
  });

  it("is what the SDK's calls.transcript returns", async () => {
    const client = new SvcClient({ apiKey: ws.apiKey, workspaceId: ws.workspaceId, baseUrl: app.url });
    const transcript = await client.calls.transcript(callId);
    expect(transcript.turns.map((turn) => turn.text)).toEqual([
      "Hello! This is Ava from",
      "Hi, who is this?",
      "Ava, from the dental practice. Goodbye!",
    ]);
  });

  it("is 404 for an unknown call, 403 for another workspace's key and for a key without calls:read", async () => {
    const notFound = await v1Client(app.url, ws.apiKey).get(path(ws.workspaceId, "call_nope"));
    expect(notFound.status).toBe(404);
    const mismatch = await v1Client(app.url, other.apiKey).get(path(ws.workspaceId, callId));
    expect(await mismatch.json()).toMatchObject({ success: false, code: "WORKSPACE_MISMATCH" });
    const writeOnly = await addKey(ws.workspaceId, ["calls:write"]);
    const client = new SvcClient({ apiKey: writeOnly, workspaceId: ws.workspaceId, baseUrl: app.url });
    const error = await client.calls.transcript(callId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SvcApiError);
    expect(error).toMatchObject({ status: 403, code: "INSUFFICIENT_SCOPE" });
  });
});
