import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import type { CallStatus } from "@/server/db/generated/enums";
import { advanceCall } from "@/server/dialing/transitions";
import { receiveEventsLocally } from "@/server/jobs/inngest";
import { startAppServer, type AppServer } from "../helpers/app-server";
import { createWorkspaceFixture, phoneNumber, type WorkspaceFixture } from "../helpers/fixtures";
import { SvcClient } from "@/sdk/src/index";
import { v1Client } from "../helpers/v1-fixture";

// Analytics, usage and concurrency are read from rollups kept by the statements that write calls:
// after creations, racing transitions, figures settled and repriced, and deletes, every group of
// every bucket equals a GROUP BY over the calls themselves, cut in the workspace's days.

const ZONE = "Asia/Kolkata"; // UTC+5:30: its days start on a half hour
const DAY = 86_400_000;

let app: AppServer;
let ws: WorkspaceFixture;
let api: ReturnType<typeof v1Client>;
let otherAgentId: string;
let liveKeyId: string;

const path = (suffix: string) => `/v1/workspaces/${ws.workspaceId}${suffix}`;
const get = async (suffix: string, key?: string) => {
  const response = await (key ? v1Client(app.url, key) : api).get(path(suffix));
  return { status: response.status, body: await response.json() };
};
const localDay = (instant: string | Date) => new Date(instant).toLocaleDateString("en-CA", { timeZone: ZONE });

/** A call's usage and cost as the database settles them, for calls written directly. */
const usage = (inputTokens: number, outputTokens: number) => ({
  durationSec: 0,
  billedMinutes: 0,
  llm: { requests: 1, inputTokens, outputTokens, cachedInputTokens: 0, estimated: false, costMicros: inputTokens * 3 },
  ttsCharacters: 10,
  toolRequests: 1,
  toolErrors: 0,
  knowledgeSearches: 0,
  analysisLlm: { requests: 0, inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, estimated: false, costMicros: 0 },
});

beforeAll(async () => {
  await dbReady();
  receiveEventsLocally(async (events) => events.map((event) => (event as { id: string }).id));
  app = await startAppServer();
  ws = await createWorkspaceFixture(db);
  api = v1Client(app.url, ws.keys.live);
  await db.workspace.update({ where: { id: ws.workspaceId }, data: { timeZone: ZONE } });
  otherAgentId = (await db.agent.create({ data: { workspaceId: ws.workspaceId, name: "Ben" } })).id;
  liveKeyId = (await db.apiKey.findFirstOrThrow({ where: { workspaceId: ws.workspaceId, mode: "live" } })).id;

  // History over eight days: two agents, a campaign or none, a source or a key, both directions,
  // every outcome; answered ones with minutes, a verdict, tokens and a cost.
  const statuses: CallStatus[] = ["completed", "failed", "busy", "no_answer", "completed", "blocked", "canceled"];
  const now = Date.now();
  await db.call.createMany({
    data: Array.from({ length: 120 }, (_, i) => {
      const status = statuses[i % statuses.length];
      const answered = status === "completed";
      return {
        workspaceId: ws.workspaceId,
        agentId: i % 3 ? ws.agentId : otherAgentId,
        mode: i % 11 ? "live" : "test",
        direction: i % 4 ? "outbound" : "inbound",
        campaignId: i % 5 ? null : "cmp_spring",
        sourceId: i % 6 ? null : ws.sourceId,
        apiKeyId: i % 6 ? liveKeyId : null,
        to: phoneNumber(i),
        from: ws.fromNumber,
        status,
        // Spread over 8 days, some in the half hour around the zone's midnight.
        createdAt: new Date(now - 2 * 3_600_000 - (i % 8) * DAY - i * 377_000),
        answeredAt: answered ? new Date(now - 3_600_000) : null,
        durationSec: answered ? 30 + i : null,
        endedReason: answered ? (["completed", "voicemail", "transferred"] as const)[i % 3] : null,
        analysis: answered ? { summary: "s", structuredData: null, successful: i % 2 === 0, error: null } : undefined,
      };
    }),
  });
  // Figures settled on some, as the end of a call settles them: repriced by the database.
  const completed = await db.call.findMany({ where: { workspaceId: ws.workspaceId, status: "completed" } });
  for (const [i, call] of completed.entries()) {
    await db.call.update({ where: { id: call.id }, data: { usage: usage(100 * i, 10 * i) } });
  }
  // Calls in flight, racing their transitions; then some deleted.
  const open = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      db.call.create({
        data: {
          workspaceId: ws.workspaceId,
          agentId: i % 2 ? ws.agentId : otherAgentId,
          to: phoneNumber(500 + i),
          from: ws.fromNumber,
          apiKeyId: liveKeyId,
        },
      }),
    ),
  );
  await Promise.all(
    open.map((call) => Promise.all([advanceCall(call.id, "dialing"), advanceCall(call.id, "dialing")])),
  );
  await Promise.all(
    open
      .slice(4)
      .map((call, i) =>
        Promise.all([
          advanceCall(call.id, "in_progress", { answeredAt: new Date() }),
          advanceCall(call.id, i % 2 ? "completed" : "busy", { durationSec: 61, endedAt: new Date() }),
        ]),
      ),
  );
  await db.call.deleteMany({ where: { id: { in: completed.slice(0, 3).map((call) => call.id) } } });
});
afterAll(() => app?.close());

/** The analytics figures computed from the calls, by local day and group. */
async function truth(group: string, mode = "live") {
  return db.$queryRawUnsafe<Record<string, number | string | null>[]>(
    `SELECT to_char("createdAt" AT TIME ZONE 'UTC' AT TIME ZONE $2, 'YYYY-MM-DD') AS day, ${group} AS "group",
       count(*)::int AS calls,
       count(*) FILTER (WHERE "answeredAt" IS NOT NULL)::int AS answered,
       count(*) FILTER (WHERE "status" = 'completed')::int AS completed,
       count(*) FILTER (WHERE "status" = 'failed')::int AS failed,
       count(*) FILTER (WHERE "status" = 'busy')::int AS busy,
       count(*) FILTER (WHERE "status" = 'no_answer')::int AS "noAnswer",
       count(*) FILTER (WHERE "endedReason" = 'voicemail')::int AS voicemail,
       count(*) FILTER (WHERE "endedReason" = 'transferred')::int AS transferred,
       count(*) FILTER (WHERE "analysis"->>'successful' IN ('true', 'false'))::int AS judged,
       count(*) FILTER (WHERE "analysis"->>'successful' = 'true')::int AS successful,
       coalesce(sum("durationSec"), 0)::int AS "durationSec",
       coalesce(sum(ceil("durationSec" / 60.0)), 0)::int AS "billedMinutes",
       coalesce(sum(("cost"->>'total')::numeric), 0)::float8 AS cost,
       coalesce(sum(("usage"->'llm'->>'inputTokens')::int), 0)::int AS "inputTokens",
       coalesce(sum(("usage"->'llm'->>'outputTokens')::int), 0)::int AS "outputTokens"
     FROM "Call" WHERE "workspaceId" = $1 AND "mode" = $3::"ApiKeyMode" GROUP BY 1, 2`,
    ws.workspaceId,
    ZONE,
    mode,
  );
}

const FIGURES = [
  "calls",
  "answered",
  "completed",
  "failed",
  "busy",
  "noAnswer",
  "voicemail",
  "transferred",
  "judged",
  "successful",
  "durationSec",
  "billedMinutes",
  "inputTokens",
  "outputTokens",
] as const;

const range = () => {
  const to = new Date(Date.now() + DAY).toISOString();
  const from = new Date(Date.now() - 10 * DAY).toISOString();
  return `from=${from}&to=${to}`;
};

describe("analytics", () => {
  it.each([
    ["none", "NULL"],
    ["agent", `"agentId"`],
    ["campaign", `"campaignId"`],
    ["direction", `"direction"::text`],
    ["source", `"sourceId"`],
  ])("by day and by %s, equals a GROUP BY over the calls for every group of every day", async (groupBy, column) => {
    const { status, body } = await get(`/analytics?${range()}&interval=day&groupBy=${groupBy}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ interval: "day", timeZone: ZONE, groupBy, currency: "USD" });
    const rows = await truth(column);
    const expected = new Map(rows.map((row) => [`${row.day} ${row.group}`, row]));
    const buckets = body.data.buckets as Record<string, number | string | null>[];
    // 12 local days, each with every series (zeros where a series had no call that day).
    const days = [...new Set(buckets.map((bucket) => bucket.start))];
    expect(days).toHaveLength(12);
    const groups = new Set(rows.map((row) => row.group));
    expect(buckets).toHaveLength(days.length * groups.size);
    for (const bucket of buckets) {
      const want = expected.get(`${localDay(bucket.start as string)} ${bucket.group}`);
      for (const figure of FIGURES) expect(bucket[figure], `${figure} on ${bucket.start}`).toBe(want?.[figure] ?? 0);
      expect(bucket.cost).toBeCloseTo((want?.cost as number | undefined) ?? 0, 6);
    }
    // Nothing was lost between the days: the totals are the calls'.
    const sum = (figure: string) => buckets.reduce((total, bucket) => total + (bucket[figure] as number), 0);
    expect(sum("calls")).toBe(rows.reduce((total, row) => total + (row.calls as number), 0));
  });

  it("by hour over 7 days: 168 buckets starting on the zone's half hours, the calls of each in them", async () => {
    const to = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1_800_000);
    const from = new Date(to.getTime() - 7 * DAY);
    const { status, body } = await get(
      `/analytics?from=${from.toISOString()}&to=${to.toISOString()}&interval=hour&agentId=${ws.agentId}`,
    );
    expect(status).toBe(200);
    const buckets = body.data.buckets as { start: string; calls: number }[];
    expect(buckets).toHaveLength(168);
    expect(buckets.every((bucket) => new Date(bucket.start).getUTCMinutes() === 30)).toBe(true);
    const [{ calls }] = await db.$queryRaw<{ calls: number }[]>`
      SELECT count(*)::int AS calls FROM "Call" WHERE "workspaceId" = ${ws.workspaceId} AND "mode" = 'live' AND "agentId" = ${ws.agentId}
        AND "createdAt" >= ${body.data.from}::timestamptz AT TIME ZONE 'UTC' AND "createdAt" < ${body.data.to}::timestamptz AT TIME ZONE 'UTC'`;
    expect(buckets.reduce((total, bucket) => total + bucket.calls, 0)).toBe(calls);
  });

  it("counts what the calls list holds for the same filters", async () => {
    const { body } = await get(`/analytics?${range()}&campaignId=cmp_spring&direction=outbound`);
    const busiest = (body.data.buckets as { start: string; completed: number }[]).sort(
      (a, b) => b.completed - a.completed,
    )[0];
    const end = new Date(new Date(busiest.start).getTime() + DAY).toISOString();
    const listed = await get(
      `/calls?status=completed&campaignId=cmp_spring&direction=outbound&createdAfter=${busiest.start}&createdBefore=${end}&limit=100`,
    );
    expect(listed.body.data.items).toHaveLength(busiest.completed);
  });

  it("reads response-time percentiles from the turns' histogram", async () => {
    const call = await db.call.create({
      data: { workspaceId: ws.workspaceId, agentId: otherAgentId, to: phoneNumber(900), from: ws.fromNumber },
    });
    const times = [300, 700, 900, 1500, 2100];
    await db.callTurn.createMany({
      data: times.map((responseMs, index) => ({
        callId: call.id,
        index,
        role: "agent" as const,
        text: "Hi",
        startedAt: new Date(),
        endedAt: new Date(),
        latency: { responseMs, knowledgeMs: 0, brainMs: responseMs, toolMs: 0, overheadMs: 0, filler: false },
      })),
    });
    await advanceCall(call.id, "canceled", { endedAt: new Date() });
    const { body } = await get(`/analytics?${range()}&agentId=${otherAgentId}`);
    const today = (body.data.buckets as { start: string; responseMs: { p50: number; p90: number } }[]).at(-2)!;
    // p50 is 900 (in the 800–1000 bin), p90 2100 (in 2000–2500): read back within their bins.
    expect(today.responseMs.p50).toBeGreaterThanOrEqual(800);
    expect(today.responseMs.p50).toBeLessThanOrEqual(1000);
    expect(today.responseMs.p90).toBeGreaterThanOrEqual(2000);
    expect(today.responseMs.p90).toBeLessThanOrEqual(2500);
    const settled = await db.call.findUniqueOrThrow({ where: { id: call.id } });
    expect(settled.latency).toMatchObject({ turns: 5, responseMs: { p50: 900, p90: 2100, max: 2100 } });
  });

  it("reads a test key's own mode, and refuses bad ranges and groups naming the field", async () => {
    const test = await get(`/analytics?${range()}`, ws.keys.test);
    expect(test.status).toBe(200);
    const testCalls = (await truth("NULL", "test")).reduce((total, row) => total + (row.calls as number), 0);
    expect((test.body.data.buckets as { calls: number }[]).reduce((total, b) => total + b.calls, 0)).toBe(testCalls);
    expect((await get(`/analytics?${range()}&mode=live`, ws.keys.test)).status).toBe(403);

    const now = new Date().toISOString();
    const bad = async (query: string, field: string) => {
      const { status, body } = await get(`/analytics?${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(body.details.issues.map((issue: { path: (string | number)[] }) => issue.path)).toContainEqual([field]);
    };
    await bad(`from=${now}&to=${now}`, "to");
    await bad(`from=${new Date(Date.now() - 500 * DAY).toISOString()}&to=${now}`, "to");
    await bad(`from=${new Date(Date.now() - 20 * DAY).toISOString()}&to=${now}&interval=hour`, "to");
    await bad(`${range()}&groupBy=country`, "groupBy");
    await bad(`from=yesterday&to=${now}`, "from");
    const readOnly = await get(`/analytics?${range()}`, ws.keys.readOnly);
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.code).toBe("INSUFFICIENT_SCOPE");
  });
});

describe("the SDK", () => {
  it("reads analytics, usage and concurrency", async () => {
    const client = new SvcClient({ apiKey: ws.keys.live, workspaceId: ws.workspaceId, baseUrl: app.url });
    const from = new Date(Date.now() - 2 * DAY).toISOString();
    const to = new Date().toISOString();
    const analytics = await client.analytics.calls({ from, to, groupBy: "direction" });
    expect(new Set(analytics.buckets.map((bucket) => bucket.group))).toEqual(new Set(["inbound", "outbound"]));
    expect((await client.analytics.usage({ from, to })).currency).toBe("USD");
    expect((await client.analytics.concurrency()).limit).toBe(10);
  });
});

describe("usage", () => {
  it("totals by agent, API key and campaign equal the calls' sums", async () => {
    const { status, body } = await get(`/usage?${range()}`);
    expect(status).toBe(200);
    const byColumn = async (column: string) =>
      db.$queryRawUnsafe<{ id: string | null; calls: number; billedMinutes: number; inputTokens: number }[]>(
        `SELECT ${column} AS id, count(*)::int AS calls, coalesce(sum(ceil("durationSec" / 60.0)), 0)::int AS "billedMinutes",
           coalesce(sum(("usage"->'llm'->>'inputTokens')::int), 0)::int AS "inputTokens"
         FROM "Call" WHERE "workspaceId" = $1 AND "mode" = 'live' GROUP BY 1 ORDER BY 1`,
        ws.workspaceId,
      );
    const shown = (rows: Record<string, unknown>[], key: string) =>
      rows.map((row) => ({
        id: row[key],
        calls: row.calls,
        billedMinutes: row.billedMinutes,
        inputTokens: row.inputTokens,
      }));
    const sorted = <T extends { id: unknown }>(rows: T[]) =>
      [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(sorted(shown(body.data.byAgent, "agentId"))).toEqual(sorted(await byColumn(`"agentId"`)));
    expect(sorted(shown(body.data.byApiKey, "apiKeyId"))).toEqual(sorted(await byColumn(`"apiKeyId"`)));
    expect(sorted(shown(body.data.byCampaign, "campaignId"))).toEqual(sorted(await byColumn(`"campaignId"`)));
    expect(body.data.totals.calls).toBe((await byColumn("NULL"))[0].calls);
    expect((await get(`/usage?from=${new Date().toISOString()}&to=${new Date(0).toISOString()}`)).status).toBe(400);
  });
});

describe("concurrency", () => {
  it("counts the calls in flight now against the limit, and each minute's peak over a range", async () => {
    const { status, body } = await get(`/concurrency`);
    expect(status).toBe(200);
    const open = await db.call.findMany({
      where: { workspaceId: ws.workspaceId, status: { in: ["queued", "dialing", "ringing", "in_progress"] } },
    });
    expect(body.data).toMatchObject({ inFlight: open.length, limit: 10, peaks: null });
    expect(body.data.byAgent.reduce((total: number, row: { calls: number }) => total + row.calls, 0)).toBe(open.length);

    // Three calls of an hour ago: two overlap, the third starts as the first ends.
    const base = Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000;
    const lived = (startSec: number, endSec: number) => ({
      workspaceId: ws.workspaceId,
      agentId: ws.agentId,
      to: phoneNumber(700 + startSec),
      from: ws.fromNumber,
      status: "completed" as const,
      createdAt: new Date(base + startSec * 1000),
      endedAt: new Date(base + endSec * 1000),
    });
    const window = await createWorkspaceFixture(db);
    await db.call.createMany({
      data: [lived(60, 150), lived(120, 200), lived(150, 400)].map((call) => ({
        ...call,
        workspaceId: window.workspaceId,
        agentId: window.agentId,
      })),
    });
    const peaks = await v1Client(app.url, window.keys.live).get(
      `/v1/workspaces/${window.workspaceId}/concurrency?from=${new Date(base).toISOString()}&to=${new Date(base + 8 * 60_000).toISOString()}`,
    );
    expect((await peaks.json()).data.peaks.map((minute: { peak: number }) => minute.peak)).toEqual([
      0, 1, 2, 2, 1, 1, 1, 0,
    ]);
    const tooLong = await get(
      `/concurrency?from=${new Date(Date.now() - 2 * DAY).toISOString()}&to=${new Date().toISOString()}`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details.issues[0].path).toEqual(["to"]);
    expect((await get(`/concurrency?from=${new Date().toISOString()}`)).body.details.issues[0].path).toEqual(["to"]);
  });
});

describe("rollups under writes", () => {
  it("keep every figure of every key equal to the calls after the writes above", async () => {
    const keys = `"workspaceId", "mode", "agentId", "direction"`;
    const kept = await db.$queryRawUnsafe<unknown[]>(
      `SELECT ${keys}, sum("calls")::int AS calls, sum("completed")::int AS completed, sum("answered")::int AS answered,
         sum("costMicros")::bigint::text AS cost
       FROM "CallRollup" WHERE "workspaceId" = $1 GROUP BY ${keys} HAVING sum("calls") <> 0 ORDER BY ${keys}`,
      ws.workspaceId,
    );
    const calls = await db.$queryRawUnsafe<unknown[]>(
      `SELECT ${keys}, count(*)::int AS calls, count(*) FILTER (WHERE "status" = 'completed')::int AS completed,
         count(*) FILTER (WHERE "answeredAt" IS NOT NULL)::int AS answered,
         coalesce(sum(round(("cost"->>'total')::numeric * 1000000)), 0)::bigint::text AS cost
       FROM "Call" WHERE "workspaceId" = $1 GROUP BY ${keys} ORDER BY ${keys}`,
      ws.workspaceId,
    );
    expect(kept).toEqual(calls);
  });
});
