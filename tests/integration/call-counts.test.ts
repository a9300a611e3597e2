import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorOf } from "@/server/api/errors";
import { signUp } from "@/server/auth/signup";
import { cancelCall, requestCall } from "@/server/calls/calls";
import { originateCall } from "@/server/calls/originate";
import { db, dbReady, Prisma } from "@/server/db/client";
import { CallStatus } from "@/server/db/generated/enums";
import { transaction } from "@/server/db/unit-of-work";
import { advanceCall } from "@/server/dialing/transitions";
import { receiveEventsLocally } from "@/server/jobs/inngest";
import { createWorkspaceFixture, phoneNumber, type WorkspaceFixture } from "../helpers/fixtures";
import { callerFor } from "../helpers/settings-caller";

// The overview's numbers are kept in "CallCount" by the statements that write calls: after any mix
// of creations, transitions (racing each other), cancels and deletes they equal a GROUP BY over the
// calls, and the overview cuts them into the workspace's days.

interface Tally {
  mode: string;
  bucket: string;
  status: string;
  count: number;
}

/** What the calls themselves say, quarter hour by quarter hour. */
const groundTruth = (workspaceId: string) =>
  db.$queryRaw<Tally[]>`
    SELECT "mode"::text, to_char(date_bin('15 minutes', "createdAt", TIMESTAMP '2000-01-01'), 'YYYY-MM-DD"T"HH24:MI') AS bucket, "status"::text, count(*)::int AS count
    FROM "Call" WHERE "workspaceId" = ${workspaceId} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;

/** What "CallCount" keeps, in the same shape (its slots summed, a row per status rather than a column). */
const kept = (workspaceId: string) =>
  db.$queryRaw<Tally[]>`
    SELECT "mode"::text, to_char("bucket", 'YYYY-MM-DD"T"HH24:MI') AS bucket, kept.status, sum(kept.count)::int AS count
    FROM "CallCount", LATERAL (VALUES ${Prisma.raw(
      Object.values(CallStatus)
        .map((status) => `('${status}', "${status}")`)
        .join(", "),
    )}) AS kept (status, count)
    WHERE "workspaceId" = ${workspaceId} GROUP BY 1, 2, 3 HAVING sum(kept.count) <> 0 ORDER BY 1, 2, 3`;

/** The overview's days and statuses computed from the calls, in `timeZone`. */
async function overviewTruth(workspaceId: string, timeZone: string) {
  const rows = await db.$queryRaw<{ day: string; status: CallStatus; count: number }[]>`
    SELECT to_char("createdAt" AT TIME ZONE 'UTC' AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day, "status", count(*)::int AS count
    FROM "Call" WHERE "workspaceId" = ${workspaceId} AND "mode" = 'live'
      AND ("createdAt" AT TIME ZONE 'UTC' AT TIME ZONE ${timeZone})::date > (now() AT TIME ZONE ${timeZone})::date - 30
    GROUP BY 1, 2`;
  const days = new Map<string, number>();
  const statuses = new Map<string, number>();
  for (const row of rows) {
    days.set(row.day, (days.get(row.day) ?? 0) + row.count);
    statuses.set(row.status, (statuses.get(row.status) ?? 0) + row.count);
  }
  return { days: Object.fromEntries(days), statuses: Object.fromEntries(statuses) };
}

function shown(overview: {
  stats: { daily: { day: string; count: number }[]; byStatus: { status: string; count: number }[] };
}) {
  return {
    days: Object.fromEntries(overview.stats.daily.filter((d) => d.count).map((d) => [d.day, d.count])),
    statuses: Object.fromEntries(overview.stats.byStatus.map((s) => [s.status, s.count])),
  };
}

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

let owner: { userId: string; workspaceId: string };
let ws: WorkspaceFixture;
let liveKeyId: string;

beforeAll(async () => {
  await dbReady();
  // Outbox events are taken and dropped: the dialer is not what this file tests.
  receiveEventsLocally(async (events) => events.map((event) => (event as { id: string }).id));
  owner = await signUp({
    name: "Olga",
    email: "olga@example.com",
    password: "olgas long password",
    workspaceName: "Counts",
  });
  ws = await createWorkspaceFixture(db);
  liveKeyId = (
    await db.apiKey.findFirstOrThrow({ where: { workspaceId: ws.workspaceId, mode: "live", revokedAt: null } })
  ).id;
});

describe("CallCount", () => {
  it("equals a GROUP BY over the calls after concurrent creations, racing transitions, cancels and deletes", async () => {
    const { workspaceId, agentId } = ws;
    // Every way a call is written: the originate statement, the create-call insert (test mode), a
    // multi-row insert of history (several quarter hours and days, blocked among them).
    const originated = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        originateCall({ workspaceId, mode: "live", apiKeyId: liveKeyId, agentId, to: phoneNumber(i) }, null),
      ),
    );
    const liveIds = originated.map((outcome) =>
      outcome.replayed ? "" : (JSON.parse(outcome.body) as { data: { id: string } }).data.id,
    );
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        transaction((tx) => requestCall(tx, { workspaceId, agentId, mode: "test", to: phoneNumber(100 + i) })),
      ),
    );
    const statuses: CallStatus[] = ["completed", "failed", "blocked", "no_answer", "busy"];
    await db.call.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({
        workspaceId,
        agentId,
        to: phoneNumber(200 + i),
        from: ws.fromNumber,
        status: statuses[i % statuses.length],
        createdAt: new Date(Date.now() - i * 7 * 3_600_000 - i * 60_000),
      })),
    });

    // Each call is pushed through its life by two racing callers; cancels race the dialer.
    const race = (id: string, status: CallStatus) => Promise.all([advanceCall(id, status), advanceCall(id, status)]);
    const [toCancel, toRun] = [liveIds.slice(0, 6), liveIds.slice(6)];
    await Promise.all([
      ...toCancel.map((id, i) =>
        i % 2
          ? cancelCall(db, workspaceId, "live", id).catch(() => null)
          : Promise.all([cancelCall(db, workspaceId, "live", id).catch(() => null), advanceCall(id, "dialing")]),
      ),
      ...toRun.map((id) => race(id, "dialing")),
      ...created.map((call) => race(call.id, "dialing")),
    ]);
    await Promise.all(
      toRun.map((id, i) =>
        i % 3 ? race(id, "ringing") : Promise.all([advanceCall(id, "ringing"), advanceCall(id, "in_progress")]),
      ),
    );
    await Promise.all(
      toRun.map((id, i) =>
        Promise.all([
          advanceCall(id, i % 2 ? "completed" : "no_answer"),
          advanceCall(id, i % 4 ? "completed" : "failed"),
        ]),
      ),
    );
    await Promise.all(created.map((call, i) => advanceCall(call.id, i % 2 ? "busy" : "failed")));
    await db.call.deleteMany({
      where: { workspaceId, to: { in: [phoneNumber(200), phoneNumber(201), phoneNumber(7)] } },
    });

    const truth = await groundTruth(workspaceId);
    expect(truth.reduce((sum, row) => sum + row.count, 0)).toBe(24 + 8 + 40 - 3);
    expect(new Set(truth.map((row) => row.status)).size).toBeGreaterThanOrEqual(6);
    expect(await kept(workspaceId)).toEqual(truth);

    const overview = await callerFor(owner.userId).dashboard.overview({ id: owner.workspaceId });
    expect(overview.stats.total).toBe(0); // another workspace's calls are not its numbers
  });

  it("the overview is read from the counts, and equals the calls' days and statuses", async () => {
    const { workspaceId, agentId } = await createWorkspaceFixture(db);
    await db.membership.create({ data: { workspaceId, userId: owner.userId, role: "owner" } });
    await db.call.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        workspaceId,
        agentId,
        to: phoneNumber(i),
        from: "+14155550100",
        status: i % 3 ? "completed" : "no_answer",
        createdAt: new Date(Date.now() - i * 26 * 3_600_000),
      })),
    });
    const overview = await callerFor(owner.userId).dashboard.overview({ id: workspaceId });
    expect(shown(overview)).toEqual(await overviewTruth(workspaceId, "UTC"));
    expect(overview.stats.total).toBeGreaterThanOrEqual(27); // 26 h apart: the last ones are older than 30 days

    // A count with no call behind it shows: the overview sums the counts, it does not count calls.
    await db.$executeRaw`UPDATE "CallCount" SET "no_answer" = "no_answer" + 100 WHERE "workspaceId" = ${workspaceId} AND ("bucket", "slot") = (SELECT "bucket", "slot" FROM "CallCount" WHERE "workspaceId" = ${workspaceId} ORDER BY "bucket" DESC LIMIT 1)`;
    const skewed = await callerFor(owner.userId).dashboard.overview({ id: workspaceId });
    expect(skewed.stats.total).toBe(overview.stats.total + 100);
  });

  it("counts test calls apart from live ones, on the overview and the calls page's tabs alike", async () => {
    const { workspaceId, agentId } = await createWorkspaceFixture(db);
    await db.membership.create({ data: { workspaceId, userId: owner.userId, role: "owner" } });
    await db.call.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({
        workspaceId,
        agentId,
        to: phoneNumber(i),
        from: "+14155550100",
        status: "completed" as const,
        mode: i < 3 ? ("test" as const) : ("live" as const),
      })),
    });
    const caller = callerFor(owner.userId);
    const overview = await caller.dashboard.overview({ id: workspaceId });
    expect({ live: overview.stats.total, test: overview.testCalls }).toEqual({ live: 2, test: 3 });
    expect(await caller.dashboard.callTotals({ id: workspaceId })).toEqual({ live: 2, test: 3 });
  });
});

describe("slots", () => {
  it("are folded into one row once their quarter hour is an hour old, when a new quarter hour opens; the sums stay", async () => {
    const { workspaceId, agentId } = await createWorkspaceFixture(db);
    const earlier = new Date(Date.now() - 2 * 3_600_000);
    await db.call.createMany({
      data: [0, 1, 2].map((i) => ({
        workspaceId,
        agentId,
        to: phoneNumber(i),
        from: "+14155550100",
        status: "completed" as const,
        createdAt: earlier,
      })),
    });
    // As if two connections had written them: two of the three in slot 1, the third (-2 + 3) in slot 3.
    await db.$executeRaw`UPDATE "CallCount" SET "slot" = 3, "completed" = "completed" - 2 WHERE "workspaceId" = ${workspaceId}`;
    await db.$executeRaw`INSERT INTO "CallCount" ("workspaceId", "mode", "bucket", "slot", "completed") SELECT "workspaceId", "mode", "bucket", 1, 2 FROM "CallCount" WHERE "workspaceId" = ${workspaceId}`;
    expect(await kept(workspaceId)).toEqual(await groundTruth(workspaceId));

    await db.call.create({ data: { workspaceId, agentId, to: phoneNumber(9), from: "+14155550100" } });
    const rows = await db.callCount.findMany({
      where: { workspaceId, bucket: { lt: new Date(Date.now() - 3_600_000) } },
    });
    expect(rows).toEqual([expect.objectContaining({ slot: 0, completed: 3 })]);
    expect(await kept(workspaceId)).toEqual(await groundTruth(workspaceId));
  });
});

describe("days in the workspace's time zone", () => {
  it("puts a call of 23:30 UTC on the next day in Europe/Berlin, and moves the days back when the zone changes", async () => {
    const { workspaceId, agentId } = await createWorkspaceFixture(db);
    await db.membership.create({ data: { workspaceId, userId: owner.userId, role: "owner" } });
    const day = utcDay(3);
    const late = new Date(`${day}T23:30:00Z`);
    await db.call.create({
      data: { workspaceId, agentId, to: phoneNumber(1), from: "+14155550100", status: "completed", createdAt: late },
    });
    const caller = callerFor(owner.userId);
    const countOn = async (wanted: string) =>
      (await caller.dashboard.overview({ id: workspaceId })).stats.daily.find((d) => d.day === wanted)?.count;

    expect(await countOn(day)).toBe(1);
    expect(await caller.settings.workspace.setTimeZone({ id: workspaceId, timeZone: "Europe/Berlin" })).toEqual({
      timeZone: "Europe/Berlin",
    });
    const berlin = await caller.dashboard.overview({ id: workspaceId });
    expect(berlin.stats.timeZone).toBe("Europe/Berlin");
    expect(shown(berlin)).toEqual({ days: { [nextDay(day)]: 1 }, statuses: { completed: 1 } });
    expect(shown(berlin)).toEqual(await overviewTruth(workspaceId, "Europe/Berlin"));

    await caller.settings.workspace.setTimeZone({ id: workspaceId, timeZone: "UTC" });
    expect(await countOn(day)).toBe(1);
    expect(await countOn(nextDay(day))).toBe(0);
  });

  it("cuts days at a quarter-hour offset (Asia/Kathmandu, UTC+5:45) and at a negative one (America/Los_Angeles)", async () => {
    const { workspaceId, agentId } = await createWorkspaceFixture(db);
    await db.membership.create({ data: { workspaceId, userId: owner.userId, role: "owner" } });
    const day = utcDay(5);
    const at = (time: string, i: number) => ({
      workspaceId,
      agentId,
      to: phoneNumber(i),
      from: "+14155550100",
      status: "completed" as const,
      createdAt: new Date(`${day}T${time}Z`),
    });
    // 18:14:59 UTC is 23:59:59 in Kathmandu; 18:15 is midnight there.
    await db.call.createMany({
      data: [at("18:14:59.999", 1), at("18:15:00", 2), at("18:15:01", 3), at("07:59:59", 4), at("08:00:00", 5)],
    });
    const caller = callerFor(owner.userId);
    for (const timeZone of ["Asia/Kathmandu", "America/Los_Angeles", "Asia/Kolkata"]) {
      await caller.settings.workspace.setTimeZone({ id: workspaceId, timeZone });
      expect(shown(await caller.dashboard.overview({ id: workspaceId }))).toEqual(
        await overviewTruth(workspaceId, timeZone),
      );
    }
    await caller.settings.workspace.setTimeZone({ id: workspaceId, timeZone: "Asia/Kathmandu" });
    const days = shown(await caller.dashboard.overview({ id: workspaceId })).days;
    expect(days).toEqual({ [day]: 3, [nextDay(day)]: 2 });
  });

  it("refuses a zone that is not an IANA name with the error envelope, and a member's change; nothing is written", async () => {
    const caller = callerFor(owner.userId);
    for (const timeZone of ["Mars/Olympus_Mons", "+01:00", "CET-1CEST", "", "Europe/Berlin; DROP TABLE"]) {
      const error = await caller.settings.workspace.setTimeZone({ id: owner.workspaceId, timeZone }).then(
        () => null,
        (thrown: unknown) => apiErrorOf(thrown),
      );
      expect(error?.toEnvelope()).toEqual({
        success: false,
        code: "VALIDATION_ERROR",
        error: expect.any(String),
        details: {
          issues: [
            expect.objectContaining({
              path: ["timeZone"],
              message: "Must be an IANA time zone, e.g. Europe/Berlin or UTC.",
            }),
          ],
        },
      });
    }
    const member = await signUp({
      name: "Milo",
      email: "milo@example.com",
      password: "milos long password",
      workspaceName: "Milo's",
    });
    await db.membership.create({ data: { workspaceId: owner.workspaceId, userId: member.userId, role: "member" } });
    const refused = await callerFor(member.userId)
      .settings.workspace.setTimeZone({ id: owner.workspaceId, timeZone: "Europe/Paris" })
      .catch(apiErrorOf);
    expect(refused).toMatchObject({ code: "FORBIDDEN" });
    expect(
      await db.workspace.findUniqueOrThrow({ where: { id: owner.workspaceId }, select: { timeZone: true } }),
    ).toEqual({ timeZone: "UTC" });
  });
});

describe("CallTally", () => {
  /** Each agent's, contact's and source's calls, counted from the calls themselves. */
  const talliesTruth = async (workspaceId: string) => {
    const rows = await db.$queryRaw<{ subjectId: string; calls: number }[]>`
      SELECT subject AS "subjectId", count(*)::int AS calls
      FROM "Call", LATERAL (VALUES ("agentId"), ("contactId"), ("sourceId")) AS subjects (subject)
      WHERE "workspaceId" = ${workspaceId} AND subject IS NOT NULL GROUP BY 1 ORDER BY 1`;
    return rows;
  };
  const keptTallies = (subjectIds: string[]) =>
    db.$queryRaw<{ subjectId: string; calls: number }[]>`
      SELECT "subjectId", sum("calls")::int AS calls FROM "CallTally"
      WHERE "subjectId" = ANY(${subjectIds}) GROUP BY 1 HAVING sum("calls") <> 0 ORDER BY 1`;

  it("keeps calls per agent, contact and source through inserts, reassignments, deletes and a contact's deletion; the pages read them", async () => {
    const { workspaceId, agentId, sourceId } = await createWorkspaceFixture(db);
    await db.membership.create({ data: { workspaceId, userId: owner.userId, role: "owner" } });
    const otherAgent = await db.agent.create({ data: { workspaceId, name: "Bo" }, select: { id: true } });
    const [kept1, gone] = await Promise.all(
      [1, 2].map((i) => db.contact.create({ data: { workspaceId, phone: phoneNumber(i) }, select: { id: true } })),
    );
    await db.call.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        workspaceId,
        agentId: i % 5 ? agentId : otherAgent.id,
        contactId: [kept1.id, gone.id, null][i % 3],
        sourceId: i % 4 ? null : sourceId,
        to: phoneNumber(i),
        from: "+14155550100",
      })),
    });
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        transaction((tx) => requestCall(tx, { workspaceId, agentId, mode: "test", to: phoneNumber(50 + i) })),
      ),
    );
    await db.call.updateMany({
      where: { workspaceId, to: { in: [phoneNumber(1), phoneNumber(2)] } },
      data: { agentId: otherAgent.id },
    });
    await db.call.deleteMany({ where: { workspaceId, to: { in: [phoneNumber(3), phoneNumber(4)] } } });
    await db.contact.delete({ where: { id: gone.id } });
    // Analysis judges some calls (one twice, changing its verdict); one live call becomes a test one.
    const judge = (numbers: number[], successful: boolean | string) =>
      db.call.updateMany({
        where: { workspaceId, to: { in: numbers.map((n) => phoneNumber(n)) } },
        data: { analysis: { successful, summary: "Booked." } },
      });
    await judge([5, 6, 7, 8], true);
    await judge([9, 10], false);
    await judge([8], false);
    await judge([11], "unknown");
    await db.call.updateMany({ where: { workspaceId, to: phoneNumber(6) }, data: { mode: "test" } });

    const subjects = [agentId, otherAgent.id, kept1.id, gone.id, sourceId];
    const truth = await talliesTruth(workspaceId);
    expect(truth.find((row) => row.subjectId === agentId)?.calls).toBeGreaterThan(20);
    expect(await keptTallies(subjects)).toEqual(truth);
    expect(await db.callTally.count({ where: { subjectId: gone.id } })).toBe(0); // its rows went with it

    // The pages show the kept numbers: a tally with no call behind it shows too.
    await db.callTally.create({ data: { subjectId: otherAgent.id, slot: 99, calls: 1000 } });
    const calls = (id: string) => truth.find((row) => row.subjectId === id)?.calls ?? 0;
    const caller = callerFor(owner.userId);
    const agents = await caller.dashboard.agents({ id: workspaceId });
    expect(agents.map((agent) => [agent.id, agent.calls])).toEqual([
      [agentId, calls(agentId)],
      [otherAgent.id, calls(otherAgent.id) + 1000],
    ]);
    const sources = await caller.dashboard.sources({ id: workspaceId });
    expect(sources.map((source) => [source.id, source.calls])).toEqual([[sourceId, calls(sourceId)]]);
    const contacts = await caller.dashboard.contacts({ id: workspaceId, mode: "live", limit: 10 });
    expect(contacts.items.map((contact) => [contact.id, contact.calls])).toEqual([[kept1.id, calls(kept1.id)]]);

    // The agent page's live calls and success rate, kept too.
    const [record] = await db.$queryRaw<{ calls: number; judged: number; successful: number }[]>`
      SELECT count(*)::int AS calls, count(*) FILTER (WHERE "analysis"->>'successful' IN ('true', 'false'))::int AS judged,
             count(*) FILTER (WHERE "analysis"->>'successful' = 'true')::int AS successful
      FROM "Call" WHERE "agentId" = ${agentId} AND "mode" = 'live'`;
    expect(record.judged).toBe(3); // 7 (true), 8 (true, then false), 9 (false); 5 and 10 are the other agent's, 6 a test call
    const shownRecord = await caller.dashboard.agentCalls({ id: workspaceId, agentId });
    expect(shownRecord).toMatchObject({ ...record, successRate: record.successful / record.judged });
    // The agents list and the agent's page agree: its live calls, and its test calls apart.
    const listed = agents.find((agent) => agent.id === agentId)!;
    expect(shownRecord.testCalls).toBeGreaterThan(0);
    expect({ calls: listed.liveCalls, testCalls: listed.calls - listed.liveCalls }).toEqual({
      calls: shownRecord.calls,
      testCalls: shownRecord.testCalls,
    });
    // Another workspace's agent shows nothing of this one's.
    expect(await caller.dashboard.agentCalls({ id: owner.workspaceId, agentId })).toMatchObject({
      calls: 0,
      recent: [],
    });
  });

  it("lets a workspace go with its calls, leaving no tally behind", async () => {
    const { workspaceId, agentId, sourceId } = await createWorkspaceFixture(db);
    await db.call.createMany({
      data: [0, 1, 2].map((i) => ({ workspaceId, agentId, sourceId, to: phoneNumber(i), from: "+14155550100" })),
    });
    expect(await keptTallies([agentId, sourceId])).toEqual(
      [
        { subjectId: agentId, calls: 3 },
        { subjectId: sourceId, calls: 3 },
      ].sort((a, b) => a.subjectId.localeCompare(b.subjectId)),
    );
    await db.workspace.delete({ where: { id: workspaceId } });
    expect(await db.callTally.count({ where: { subjectId: { in: [agentId, sourceId] } } })).toBe(0);
  });
});
