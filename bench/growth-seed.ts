import pg from "pg";
import { CallStatus } from "@/server/db/generated/enums";

// History for the growth benchmark, written by the database itself (generate_series): `calls`
// calls spread evenly over the last 90 days (1 in 20 of test mode, 20 still in progress, the rest
// ended as production calls end, every tenth from the click-to-call source), 0.3 contacts per call
// (every third call has one), `turnsPerCall` turns per call (0.6: every fifth call has three; 10:
// every call has ten) and one lead per ten contacts. Ids are derived from the row's number, so the
// benchmark knows which call has turns without asking (call 5 always has).

export interface SeedTarget {
  workspaceId: string;
  agentId: string;
  sourceId: string;
  fromNumber: string;
}

/** The i-th seeded call's and contact's ids (1-based). */
export const seededCallId = (i: number) => `call_g${i}`;
export const seededContactId = (k: number) => `con_g${k}`;

const SPREAD = "interval '90 days'";
const STATUSES = Object.values(CallStatus);

/** Which calls have turns (every `every`-th) and how many each has, for an average of `turnsPerCall`. */
export function turnsLayout(turnsPerCall: number): { every: number; each: number } {
  return turnsPerCall >= 1
    ? { every: 1, each: Math.round(turnsPerCall) }
    : { every: Math.round(3 / turnsPerCall), each: 3 };
}

export async function seedHistory(
  databaseUrl: string,
  target: SeedTarget,
  calls: number,
  turnsPerCall = 0.6,
): Promise<void> {
  const contacts = Math.round(calls * 0.3);
  const { every, each } = turnsLayout(turnsPerCall);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A row's age is its number's share of 90 days.
    await client.query(
      `INSERT INTO "Contact" ("id", "workspaceId", "mode", "phone", "name", "createdAt", "updatedAt")
       SELECT 'con_g' || k, $1, (CASE WHEN k % 20 = 0 THEN 'test' ELSE 'live' END)::"ApiKeyMode", '+1415' || (2000000 + k), 'Contact ' || k, at, at
       FROM generate_series(1, $2::int) k, LATERAL (SELECT (now() AT TIME ZONE 'UTC') - k * ${SPREAD} / $2::int) t(at)`,
      [target.workspaceId, contacts],
    );
    await client.query(
      `INSERT INTO "Call" ("id", "workspaceId", "agentId", "contactId", "sourceId", "mode", "status", "to", "from", "createdAt", "updatedAt",
                           "dialedAt", "answeredAt", "endedAt", "durationSec")
       SELECT 'call_g' || i, $1, $2, CASE WHEN i % 10 IN (1, 4, 7) THEN 'con_g' || (i % $5::int + 1) END, CASE WHEN i % 10 = 2 THEN $6 END,
              (CASE WHEN i % 20 = 0 THEN 'test' ELSE 'live' END)::"ApiKeyMode", status::"CallStatus",
              '+1415' || (2000000 + i % 1000000), $3, at, at,
              at + interval '1 s', CASE WHEN status IN ('completed', 'in_progress') THEN at + interval '8 s' END,
              CASE WHEN status <> 'in_progress' THEN at + interval '90 s' END, CASE WHEN status = 'completed' THEN 82 END
       FROM generate_series(1, $4::int) i,
            LATERAL (SELECT (now() AT TIME ZONE 'UTC') - i * ${SPREAD} / $4::int) t(at),
            LATERAL (SELECT CASE WHEN i <= 20 THEN 'in_progress' WHEN i % 100 < 55 THEN 'completed' WHEN i % 100 < 70 THEN 'no_answer'
                                 WHEN i % 100 < 78 THEN 'busy' WHEN i % 100 < 86 THEN 'failed' WHEN i % 100 < 92 THEN 'canceled' ELSE 'blocked' END) s(status)`,
      [target.workspaceId, target.agentId, target.fromNumber, calls, contacts, target.sourceId],
    );
    // History has no one watching it live: the live log's trigger (an advisory lock per call) stays
    // off for this one statement, whose millions of locks would not fit Postgres's lock table.
    await client.query(`ALTER TABLE "CallTurn" DISABLE TRIGGER "CallTurn_live"`);
    await client.query(
      `INSERT INTO "CallTurn" ("id", "callId", "index", "role", "text", "startedAt", "endedAt")
       SELECT 'turn_g' || i || '_' || j, 'call_g' || i, j, (CASE WHEN j % 2 = 0 THEN 'agent' ELSE 'user' END)::"TurnRole",
              CASE WHEN j % 2 = 0 THEN 'Hi, this is Ava from the dental practice. Which day suits you best?' ELSE 'Tuesday morning would be great.' END,
              at + j * interval '6 s', at + (j + 1) * interval '6 s'
       FROM generate_series($2::int, $1::int, $2::int) i, generate_series(0, $3::int - 1) j, LATERAL (SELECT (now() AT TIME ZONE 'UTC') - i * ${SPREAD} / $1::int) t(at)`,
      [calls, every, each],
    );
    await client.query(`ALTER TABLE "CallTurn" ENABLE TRIGGER "CallTurn_live"`);
    await client.query(
      `INSERT INTO "Lead" ("id", "workspaceId", "mode", "contactId", "origin", "name", "createdAt")
       SELECT 'lead_g' || k, $1, (CASE WHEN k % 20 = 0 THEN 'test' ELSE 'live' END)::"ApiKeyMode", 'con_g' || k, 'https://shop.example.com', 'Contact ' || k,
              (now() AT TIME ZONE 'UTC') - k * ${SPREAD} / $2::int
       FROM generate_series(10, $2::int, 10) k`,
      [target.workspaceId, contacts],
    );
    // Production spreads the last hour's counts over the 4 slots of the connections that wrote
    // them (older quarter hours are folded into one row); the seed, one statement, wrote one slot.
    // Spread the last hour, so the overview reads as many rows as it would.
    const share = (status: string) => `"${status}" / 4 + (CASE WHEN spread_slot < "${status}" % 4 THEN 1 ELSE 0 END)`;
    await client.query(
      `WITH seeded AS (DELETE FROM "CallCount" WHERE "workspaceId" = $1 AND "bucket" >= (now() AT TIME ZONE 'UTC') - interval '1 hour' RETURNING *)
       INSERT INTO "CallCount" ("workspaceId", "mode", "bucket", "slot", ${STATUSES.map((status) => `"${status}"`).join(", ")})
       SELECT "workspaceId", "mode", "bucket", spread_slot, ${STATUSES.map(share).join(", ")} FROM seeded, generate_series(0, 3) AS spread_slot
       ORDER BY "mode", "bucket", spread_slot`,
      [target.workspaceId],
    );
    // Likewise the agent's and the source's calls: production writes them from every connection's slot.
    const tallied = ["calls", "liveCalls", "liveJudged", "liveSuccessful"].map((column) => `"${column}"`);
    await client.query(
      `WITH seeded AS (DELETE FROM "CallTally" WHERE "subjectId" IN ($1, $2) RETURNING *)
       INSERT INTO "CallTally" ("subjectId", "slot", ${tallied.join(", ")})
       SELECT "subjectId", spread_slot, ${tallied.map((c) => `${c} / 64 + (CASE WHEN spread_slot < ${c} % 64 THEN 1 ELSE 0 END)`).join(", ")}
       FROM (SELECT "subjectId", ${tallied.map((c) => `sum(${c})::int AS ${c}`).join(", ")} FROM seeded GROUP BY 1) AS summed,
            generate_series(0, 63) AS spread_slot`,
      [target.agentId, target.sourceId],
    );
    // As autovacuum would after such a load: planner statistics and the visibility map.
    await client.query(`VACUUM ANALYZE`);
  } finally {
    await client.end();
  }
}
