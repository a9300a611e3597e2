import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LocalExecutor } from "@/inngest/local-executor/executor";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { FAKE_TWILIO, startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import type { WorkspaceFixture } from "../helpers/fixtures";

// Retention (docs/privacy.md "Retention"): the workspace's days and an agent's shorter ones, set
// over /v1; the run removes, on the retention clock moved forward, the transcript, the recording
// (deleted at the fake Twilio too) and the data of the calls past them, says so on the call, keeps
// the call's status, times, usage and counts, and does nothing more when run again. An erasure
// deletes its person's recordings at the same fake Twilio.

let harness: DialingHarness;
let carrier: FakeTwilio;
let executor: LocalExecutor;
let db: typeof import("@/server/db/client").db;
let retentionClock: typeof import("@/server/privacy/retention").retentionClock;
let runRetention: typeof import("@/server/privacy/purge").runRetention;
let ws: WorkspaceFixture;

const DAY_MS = 24 * 60 * 60 * 1000;
const LLM = { requests: 2, inputTokens: 900, outputTokens: 40, cachedInputTokens: 0, estimated: false };
const USAGE = {
  durationSec: 42,
  billedMinutes: 1,
  llm: LLM,
  ttsCharacters: 120,
  toolRequests: 1,
  toolErrors: 0,
  knowledgeSearches: 0,
  analysisLlm: { ...LLM, requests: 1 },
};

beforeAll(async () => {
  carrier = await startFakeTwilio();
  harness = await startDialingHarness(carrier.env);
  ({ db } = await import("@/server/db/client"));
  ({ retentionClock } = await import("@/server/privacy/retention"));
  ({ runRetention } = await import("@/server/privacy/purge"));
  const { startLocalExecutor } = await import("@/inngest/local-executor/start");
  executor = await startLocalExecutor(); // the harness's, already running
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db);
});
afterEach(() => retentionClock.set(null));
afterAll(async () => {
  await harness?.stop();
  await carrier?.close();
});

const v1 = (workspace: WorkspaceFixture, path: string, init: RequestInit = {}) =>
  fetch(`${harness.app.url}/v1/workspaces/${workspace.workspaceId}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${workspace.keys.live}`, "content-type": "application/json", ...init.headers },
  });
const patch = (workspace: WorkspaceFixture, path: string, body: unknown) =>
  v1(workspace, path, { method: "PATCH", body: JSON.stringify(body) });

async function issuesOf(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; details: { issues: { path: (string | number)[] }[] } };
  expect(body.code).toBe("VALIDATION_ERROR");
  return body.details.issues.map((issue) => issue.path);
}

/** An ended live call of `agentId` with everything retention removes: turns with a tool call, data, a lead, a Twilio recording. */
async function fullCall(workspace: WorkspaceFixture, agentId: string) {
  const recordingSid = `RE${randomBytes(16).toString("hex")}`;
  carrier.recordings.add(recordingSid);
  const call = await db.call.create({
    data: {
      workspaceId: workspace.workspaceId,
      agentId,
      to: "+14155552671",
      from: workspace.fromNumber,
      status: "completed",
      endedReason: "completed",
      provider: "twilio",
      providerCallId: `CA${randomBytes(16).toString("hex")}`,
      answeredAt: new Date(),
      endedAt: new Date(),
      durationSec: 42,
      variables: { name: "Ada Lovelace" },
      metadata: { crmId: "42" },
      summary: "Ada booked Tuesday.",
      analysis: { summary: "Ada booked Tuesday.", structuredData: { day: "Tuesday" }, successful: true, error: null },
      usage: USAGE,
      recordingUrl: `https://api.twilio.com/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Recordings/${recordingSid}`,
    },
  });
  const at = new Date();
  await db.callTurn.createMany({
    data: [
      { callId: call.id, index: 0, role: "agent", text: "Hi Ada!", startedAt: at, endedAt: at },
      { callId: call.id, index: 1, role: "user", text: "My card is 4111 1111 1111 1111.", startedAt: at, endedAt: at },
      {
        callId: call.id,
        index: 2,
        role: "agent",
        text: "Booked.",
        startedAt: at,
        endedAt: at,
        toolCalls: [
          { id: "t1", name: "book", arguments: { name: "Ada" }, status: "ok", latencyMs: 80, result: '{"ok":1}' },
        ],
      },
    ],
  });
  const contact = await db.contact.create({
    data: { workspaceId: workspace.workspaceId, phone: `+1415555${String(Date.now()).slice(-4)}`, name: "Ada" },
  });
  await db.lead.create({
    data: { workspaceId: workspace.workspaceId, contactId: contact.id, callId: call.id, name: "Ada", origin: "web" },
  });
  return { ...call, recordingSid };
}

type CallBody = {
  data: {
    status: string;
    durationSec: number;
    variables?: unknown;
    metadata: unknown;
    summary: unknown;
    analysis: { summary: unknown; structuredData: unknown; successful: unknown } | null;
    recordingUrl: string | null;
    usage: unknown;
    purged: Record<string, string | number | null> | null;
  };
};
async function getCall(workspace: WorkspaceFixture, callId: string) {
  const response = await v1(workspace, `/calls/${callId}`);
  const body = (await response.json()) as CallBody;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data;
}
const turnsOf = (callId: string) => db.callTurn.findMany({ where: { callId }, orderBy: { index: "asc" } });
const at = (days: number) => new Date(Date.now() + days * DAY_MS);

describe("retention settings", () => {
  it("are read and changed over /v1: null keeps, a kind left out is null", async () => {
    const empty = await (await v1(ws, "/settings")).json();
    expect(empty.data.retention).toEqual({ transcriptDays: null, recordingDays: null, dataDays: null });
    const changed = await patch(ws, "/settings", { retention: { transcriptDays: 30, recordingDays: 3650 } });
    expect(changed.status).toBe(200);
    expect((await changed.json()).data.retention).toEqual({ transcriptDays: 30, recordingDays: 3650, dataDays: null });
    expect((await (await v1(ws, "/settings")).json()).data.retention.recordingDays).toBe(3650);
    await patch(ws, "/settings", { retention: {} });
  });

  it("refuse days outside 1–3,650, fractions, text and unknown kinds with 400 naming the field, changing nothing", async () => {
    await patch(ws, "/settings", { retention: { dataDays: 90 } });
    expect(await issuesOf(await patch(ws, "/settings", { retention: { transcriptDays: 0 } }))).toEqual([
      ["retention", "transcriptDays"],
    ]);
    expect(await issuesOf(await patch(ws, "/settings", { retention: { recordingDays: 3651 } }))).toEqual([
      ["retention", "recordingDays"],
    ]);
    expect(await issuesOf(await patch(ws, "/settings", { retention: { dataDays: 1.5 } }))).toEqual([
      ["retention", "dataDays"],
    ]);
    expect(await issuesOf(await patch(ws, "/settings", { retention: { dataDays: "30" } }))).toEqual([
      ["retention", "dataDays"],
    ]);
    expect(await issuesOf(await patch(ws, "/settings", { retention: { days: 3 } }))).toEqual([["retention", "days"]]);
    expect((await (await v1(ws, "/settings")).json()).data.retention.dataDays).toBe(90);
    await patch(ws, "/settings", { retention: {} });
  });

  it("an agent's are part of its settings and versions, and checked the same way", async () => {
    expect(await issuesOf(await patch(ws, `/agents/${ws.agentId}`, { retention: { transcriptDays: -1 } }))).toEqual([
      ["retention", "transcriptDays"],
    ]);
    const saved = await patch(ws, `/agents/${ws.agentId}`, { retention: { transcriptDays: 7 } });
    expect(saved.status).toBe(200);
    const agent = (await saved.json()).data;
    expect(agent.retention).toEqual({ transcriptDays: 7, recordingDays: null, dataDays: null });
    const version = await (await v1(ws, `/agents/${ws.agentId}/versions/${agent.version}`)).json();
    expect(version.data.settings.retention.transcriptDays).toBe(7);
    await patch(ws, `/agents/${ws.agentId}`, { retention: {} });
  });

  it("a key without workspace scopes is refused (403 INSUFFICIENT_SCOPE)", async () => {
    const response = await fetch(`${harness.app.url}/v1/workspaces/${ws.workspaceId}/settings`, {
      headers: { authorization: `Bearer ${ws.keys.readOnly}` },
    });
    expect(response.status).toBe(403);
  });
});

describe("the retention run", () => {
  it("removes each kind past the shorter of the workspace's and the agent's days, says so, and keeps the rest", async () => {
    const { createWorkspaceFixture } = await import("../helpers/fixtures");
    const own = await createWorkspaceFixture(db, { name: "Retained" });
    await patch(own, "/settings", { retention: { transcriptDays: 30, recordingDays: 60, dataDays: 90 } });
    const brief = (
      await (
        await v1(own, "/agents", {
          method: "POST",
          body: JSON.stringify({
            name: "Brief",
            voice: "en-US-Journey-O",
            language: "en-US",
            firstMessage: "Hi",
            instructions: "",
            // Longer than the workspace's: the workspace's 60 applies.
            retention: { transcriptDays: 7, recordingDays: 365 },
          }),
        })
      ).json()
    ).data.id as string;
    const plain = await fullCall(own, own.agentId);
    const short = await fullCall(own, brief);
    const open = await db.call.create({
      data: {
        workspaceId: own.workspaceId,
        agentId: own.agentId,
        to: "+14155552671",
        from: own.fromNumber,
        status: "in_progress",
        variables: { name: "Grace" },
      },
    });
    await db.callTurn.create({
      data: {
        callId: open.id,
        index: 0,
        role: "user",
        text: "Still talking",
        startedAt: new Date(),
        endedAt: new Date(),
      },
    });
    await db.webhookEvent.create({
      data: {
        id: `evt_${randomBytes(8).toString("hex")}`,
        workspaceId: own.workspaceId,
        type: "call.completed",
        subjectId: plain.id,
        payload: { variables: { name: "Ada" } },
      },
    });
    const tallies = async () =>
      (await db.callTally.findMany({ where: { subjectId: { in: [own.agentId, brief] } } })).reduce(
        (sum, row) => sum + row.calls + row.liveJudged + row.liveSuccessful,
        0,
      );
    const talliesBefore = await tallies();

    // Day 6: nothing has expired.
    retentionClock.set(at(6));
    expect(await runRetention()).toMatchObject({ transcripts: 0, recordings: 0, data: 0, webhookEvents: 0 });

    // Day 8: the brief agent's transcript (7 days); the webhook payloads, past the shortest days.
    retentionClock.set(at(8));
    expect(await runRetention()).toMatchObject({ transcripts: 1, recordings: 0, data: 0, webhookEvents: 1 });
    expect((await turnsOf(short.id)).map((turn) => turn.text)).toEqual(["", "", ""]);
    expect((await turnsOf(short.id))[2].toolCalls).toEqual([
      { id: "t1", name: "book", arguments: {}, status: "ok", latencyMs: 80 },
    ]);
    expect((await turnsOf(plain.id))[1].text).toBe("My card is 4111 1111 1111 1111.");
    const shortView = await getCall(own, short.id);
    expect(shortView.purged).toMatchObject({ transcriptDays: 7, recordingAt: null, dataAt: null });
    expect(Math.abs(Date.parse(String(shortView.purged!.transcriptAt)) - retentionClock.nowMs())).toBeLessThan(60_000);
    expect(await db.webhookEvent.count({ where: { workspaceId: own.workspaceId } })).toBe(0);

    // Day 31: the workspace's 30 days reach the other call's transcript.
    retentionClock.set(at(31));
    expect(await runRetention()).toMatchObject({ transcripts: 1, recordings: 0, data: 0 });
    expect((await turnsOf(plain.id)).every((turn) => turn.text === "")).toBe(true);

    // Day 61: both recordings (60 days: the agent's 365 is longer), deleted at Twilio first.
    retentionClock.set(at(61));
    expect(await runRetention()).toMatchObject({ transcripts: 0, recordings: 2, data: 0, recordingErrors: 0 });
    expect(carrier.recordingDeletes).toEqual(expect.arrayContaining([plain.recordingSid, short.recordingSid]));
    expect(carrier.recordings.has(plain.recordingSid)).toBe(false);
    const recorded = await getCall(own, plain.id);
    expect(recorded.recordingUrl).toBeNull();
    expect(recorded.purged).toMatchObject({ recordingDays: 60, dataAt: null });

    // Day 91: the data.
    retentionClock.set(at(91));
    expect(await runRetention()).toMatchObject({ transcripts: 0, recordings: 0, data: 2 });
    const view = await getCall(own, plain.id);
    expect(view).toMatchObject({
      status: "completed",
      durationSec: 42,
      metadata: null,
      summary: null,
      usage: USAGE,
      analysis: { summary: null, structuredData: null, successful: true },
    });
    expect(view.purged).toMatchObject({ transcriptDays: 30, recordingDays: 60, dataDays: 90 });
    expect(view.purged!.transcriptAt).toEqual(expect.any(String));
    expect(view.purged!.dataAt).toEqual(expect.any(String));
    const row = await db.call.findUniqueOrThrow({ where: { id: plain.id }, include: { lead: true } });
    expect(row.variables).toBeNull();
    expect(row.lead).toMatchObject({ name: null, origin: null });
    expect(row.endedAt).toEqual(plain.endedAt);
    expect(await tallies()).toBe(talliesBefore);

    // The open call is left alone; a second run finds nothing more.
    expect((await db.call.findUniqueOrThrow({ where: { id: open.id } })).variables).toEqual({ name: "Grace" });
    expect(await runRetention()).toMatchObject({ transcripts: 0, recordings: 0, data: 0 });
  });

  it("tries a recording the carrier failed to delete again on the next run, keeping it until then", async () => {
    const { createWorkspaceFixture } = await import("../helpers/fixtures");
    const own = await createWorkspaceFixture(db, { name: "Carrier down" });
    await patch(own, "/settings", { retention: { recordingDays: 1 } });
    const call = await fullCall(own, own.agentId);
    retentionClock.set(at(2));
    carrier.failRecordingDeletes(1);
    expect(await runRetention()).toMatchObject({ recordings: 0, recordingErrors: 1 });
    expect((await db.call.findUniqueOrThrow({ where: { id: call.id } })).recordingUrl).not.toBeNull();
    expect(await runRetention()).toMatchObject({ recordings: 1, recordingErrors: 0 });
    expect(carrier.recordings.has(call.recordingSid)).toBe(false);
    // A recording gone from the carrier already (404) is forgotten too.
    const gone = await fullCall(own, own.agentId);
    carrier.recordings.delete(gone.recordingSid);
    expect(await runRetention()).toMatchObject({ recordings: 1, recordingErrors: 0 });
  });

  it("an erasure deletes the person's recordings at the carrier too, trying again while the carrier refuses", async () => {
    const { createWorkspaceFixture } = await import("../helpers/fixtures");
    const own = await createWorkspaceFixture(db, { name: "Erased" });
    const call = await fullCall(own, own.agentId);
    carrier.failRecordingDeletes(1);
    const asked = await v1(own, "/erasures", { method: "POST", body: JSON.stringify({ phone: call.to }) });
    expect(asked.status).toBe(202);
    const { id } = ((await asked.json()) as { data: { id: string } }).data;
    const erasure = await eventually(
      async () => {
        const row = await db.erasure.findUniqueOrThrow({ where: { id } });
        return row.status === "completed" && row;
      },
      30_000,
      "the erasure to complete",
    );
    expect(erasure.counts).toMatchObject({ calls: 1, recordings: 1 });
    expect(carrier.recordingDeletes.filter((sid) => sid === call.recordingSid)).toHaveLength(2);
    expect(carrier.recordings.has(call.recordingSid)).toBe(false);
    expect((await db.call.findUniqueOrThrow({ where: { id: call.id } })).recordingUrl).toBeNull();
  });

  it("goes through more calls than one batch holds", async () => {
    const { createWorkspaceFixture } = await import("../helpers/fixtures");
    const own = await createWorkspaceFixture(db, { name: "Many" });
    await patch(own, "/settings", { retention: { dataDays: 1 } });
    await db.$executeRawUnsafe(
      `INSERT INTO "Call" ("workspaceId", "agentId", "to", "from", "status", "variables", "updatedAt")
       SELECT $1, $2, '+14155552671', $3, 'completed', '{"name": "Ada"}', now() FROM generate_series(1, 1100)`,
      own.workspaceId,
      own.agentId,
      own.fromNumber,
    );
    retentionClock.set(at(2));
    expect(await runRetention()).toMatchObject({ data: 1100 });
    const [{ left }] = await db.$queryRawUnsafe<{ left: number }[]>(
      `SELECT count(*)::int AS "left" FROM "Call" WHERE "workspaceId" = $1 AND ("purged"->>'dataAt') IS NULL`,
      own.workspaceId,
    );
    expect(left).toBe(0);
  });

  it("runs hourly as the purge-expired-data function", async () => {
    const { createWorkspaceFixture } = await import("../helpers/fixtures");
    const own = await createWorkspaceFixture(db, { name: "Hourly" });
    await patch(own, "/settings", { retention: { dataDays: 1 } });
    const call = await db.call.create({
      data: {
        workspaceId: own.workspaceId,
        agentId: own.agentId,
        to: "+14155552671",
        from: own.fromNumber,
        status: "completed",
        metadata: { crmId: "7" },
        createdAt: new Date(Date.now() - 2 * DAY_MS),
      },
    });
    executor.fireCrons(new Date("2026-01-01T10:43:00Z"));
    await eventually(
      async () => (await db.call.findUniqueOrThrow({ where: { id: call.id } })).purged,
      15_000,
      "the hourly run",
    );
    expect((await db.call.findUniqueOrThrow({ where: { id: call.id } })).metadata).toBeNull();
  });
});
