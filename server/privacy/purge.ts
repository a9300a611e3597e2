import { TERMINAL_STATUSES } from "@/server/calls/statuses";
import { db } from "@/server/db/client";
import { logger } from "@/server/logger";
import { deleteRecordingAtCarrier } from "./carrier-recordings";
import { retentionClock } from "./retention";

// The retention run (docs/privacy.md "Retention"): for every workspace that keeps anything for a
// limited time, what its ended calls hold past their days goes, in batches of BATCH calls, each
// one short statement (so no row of "Call" stays locked for long, and originate is not held up),
// each followed by a rest: the run takes a small share of the database's time, the traffic of the
// moment keeps the rest.
// A call records what went and when (`purged`), which is also what makes a second run, or one
// resumed after a crash, skip it. The run is hourly (inngest/purge-expired-data.ts) or at once
// (`npm run admin -- retention --run`).

/** Calls looked at per statement: with their turns, well under a second of row locks on a loaded machine. */
const BATCH = 200;
/** Recordings deleted at the carrier per batch, one request each. */
const RECORDING_BATCH = 50;
/** Webhook events (with their deliveries) and idempotency records deleted per statement. */
const DELETE_BATCH = 2_000;
/**
 * The rest after each statement, as a multiple of the time it took: a fifth of the time working.
 * At full speed, 1,000,000 expired calls slowed originate's median by 61 % on 2 cores
 * (bench/results/retention.md); an hourly run has the time.
 */
const REST_PER_WORK = 4;

/** Runs one of the run's statements, then rests in proportion. */
async function paced<T>(statement: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await statement();
  const rest = (performance.now() - started) * REST_PER_WORK;
  await new Promise((resolve) => setTimeout(resolve, rest));
  return result;
}

export interface RetentionRun {
  /** Calls whose turns' words and tool arguments and results were removed. */
  transcripts: number;
  recordings: number;
  /** Calls whose variables, metadata, summary, analysis and lead's fields were removed. */
  data: number;
  webhookEvents: number;
  idempotencyRecords: number;
  /** Recordings the carrier did not delete this time (the next run tries again). */
  recordingErrors: number;
}

interface WorkspaceRetention {
  id: string;
  /** The workspace's own days. */
  transcriptDays: number | null;
  recordingDays: number | null;
  dataDays: number | null;
  /** The fewest days any of its agents or itself keeps each kind (null: none limits it). */
  minTranscriptDays: number | null;
  minRecordingDays: number | null;
  minDataDays: number | null;
}

const days = (column: string, kind: string) => `(${column}."retention"->>'${kind}')::int`;

/** The workspaces where something expires, with their own days and the fewest of any of their agents. */
function workspacesWithRetention(): Promise<WorkspaceRetention[]> {
  const kinds = ["transcriptDays", "recordingDays", "dataDays"];
  const min = (kind: string) => `LEAST(${days("w", kind)}, MIN(${days("a", kind)}))`;
  return db.$queryRawUnsafe<WorkspaceRetention[]>(
    `SELECT w."id", ${kinds.map((kind) => `${days("w", kind)} AS "${kind}"`).join(", ")},
       ${kinds.map((kind) => `${min(kind)} AS "min${kind[0].toUpperCase()}${kind.slice(1)}"`).join(", ")}
     FROM "Workspace" w LEFT JOIN "Agent" a ON a."workspaceId" = w."id"
     GROUP BY w."id"
     HAVING LEAST(${kinds.map(min).join(", ")}) IS NOT NULL`,
  );
}

/** Whether a call is still within the retention index (the migration's partial index, for the planner). */
const PENDING = `((c."purged"->>'transcriptAt') IS NULL OR (c."purged"->>'dataAt') IS NULL OR c."recordingUrl" IS NOT NULL)`;

/** Where a workspace's scan of its ended calls goes on from: after this call, in creation order. */
interface Cursor {
  at: string;
  id: string;
}

/**
 * One batch of a workspace's transcripts and data, after the cursor (createdAt, id): the calls are
 * read oldest first and each is purged of what its days (the shorter of the workspace's and its
 * agent's) say has expired. Returns the next cursor, null once the batch was the last.
 */
async function purgeCallsBatch(
  workspace: WorkspaceRetention,
  now: string,
  cursor: Cursor,
): Promise<{ transcripts: number; data: number; next: Cursor | null }> {
  const oldest = Math.min(
    ...[workspace.minTranscriptDays, workspace.minDataDays].filter((value): value is number => value !== null),
  );
  const [row] = await db.$queryRawUnsafe<
    { scanned: number; lastAt: string | null; lastId: string | null; transcripts: number; data: number }[]
  >(
    `WITH candidate AS (
       SELECT c."id", c."createdAt", d."transcriptDays", d."dataDays",
         COALESCE(c."createdAt" < $2::timestamp - make_interval(days => d."transcriptDays")
           AND (c."purged"->>'transcriptAt') IS NULL, false) AS "transcript",
         COALESCE(c."createdAt" < $2::timestamp - make_interval(days => d."dataDays")
           AND (c."purged"->>'dataAt') IS NULL, false) AS "data"
       FROM "Call" c
         JOIN "Agent" a ON a."id" = c."agentId"
         CROSS JOIN LATERAL (SELECT LEAST($5::int, ${days("a", "transcriptDays")}) AS "transcriptDays",
                                    LEAST($6::int, ${days("a", "dataDays")}) AS "dataDays") d
       WHERE c."workspaceId" = $1 AND (c."createdAt", c."id") > ($3::timestamp, $4::text)
         AND c."createdAt" < $2::timestamp - make_interval(days => $7::int) AND ${PENDING}
         AND c."status" = ANY($8::text[]::"CallStatus"[])
       ORDER BY c."createdAt", c."id"
       LIMIT $9
     ),
     -- Data-modifying CTEs all run, read or not.
     due AS (SELECT * FROM candidate WHERE "transcript" OR "data"),
     turns AS (
       UPDATE "CallTurn" t SET "text" = '',
         "toolCalls" = (SELECT jsonb_agg((x.call - 'result' - 'error') || '{"arguments": {}}'::jsonb ORDER BY x.n)
                        FROM jsonb_array_elements(t."toolCalls") WITH ORDINALITY AS x(call, n))
       FROM due WHERE due."transcript" AND t."callId" = due."id"
       RETURNING 1
     ),
     live AS (
       DELETE FROM "CallLiveEvent" e USING due
       WHERE due."transcript" AND e."callId" = due."id" AND e."type" IN ('turn.delta', 'tool', 'steered')
       RETURNING 1
     ),
     replays AS (DELETE FROM "CallReplay" r USING due WHERE due."transcript" AND r."callId" = due."id" RETURNING 1),
     leads AS (
       UPDATE "Lead" l SET "name" = NULL, "origin" = NULL FROM due WHERE due."data" AND l."callId" = due."id"
       RETURNING 1
     ),
     purged AS (
       UPDATE "Call" c SET
         "variables" = CASE WHEN due."data" THEN NULL ELSE c."variables" END,
         "metadata" = CASE WHEN due."data" THEN NULL ELSE c."metadata" END,
         "summary" = CASE WHEN due."data" THEN NULL ELSE c."summary" END,
         -- The verdict stays: counts and experiments are made of it.
         "analysis" = CASE WHEN due."data" AND c."analysis" IS NOT NULL
           THEN jsonb_build_object('summary', NULL, 'structuredData', NULL, 'successful', c."analysis"->'successful', 'error', NULL)
           ELSE c."analysis" END,
         "purged" = COALESCE(c."purged", '{}'::jsonb)
           || CASE WHEN due."transcript" THEN jsonb_build_object('transcriptAt', $10::text, 'transcriptDays', due."transcriptDays") ELSE '{}'::jsonb END
           || CASE WHEN due."data" THEN jsonb_build_object('dataAt', $10::text, 'dataDays', due."dataDays") ELSE '{}'::jsonb END
       FROM due WHERE c."id" = due."id"
       RETURNING due."transcript", due."data"
     )
     SELECT (SELECT count(*) FROM candidate)::int AS "scanned",
       (SELECT "createdAt"::text FROM candidate ORDER BY "createdAt" DESC, "id" DESC LIMIT 1) AS "lastAt",
       (SELECT "id" FROM candidate ORDER BY "createdAt" DESC, "id" DESC LIMIT 1) AS "lastId",
       (SELECT count(*) FILTER (WHERE "transcript") FROM purged)::int AS "transcripts",
       (SELECT count(*) FILTER (WHERE "data") FROM purged)::int AS "data"`,
    workspace.id,
    now,
    cursor.at,
    cursor.id,
    workspace.transcriptDays,
    workspace.dataDays,
    oldest,
    TERMINAL_STATUSES,
    BATCH,
    now,
  );
  const next = row.scanned === BATCH && row.lastAt && row.lastId ? { at: row.lastAt, id: row.lastId } : null;
  return { transcripts: row.transcripts, data: row.data, next };
}

/**
 * A workspace's expired recordings: each deleted at its carrier first, then forgotten, so a run
 * that stops between the two deletes it again next time (a carrier answers 404 for one gone).
 */
async function purgeRecordings(
  workspace: WorkspaceRetention,
  now: string,
): Promise<{ deleted: number; errors: number }> {
  if (workspace.minRecordingDays === null) return { deleted: 0, errors: 0 };
  let deleted = 0;
  let errors = 0;
  const failed = new Set<string>();
  for (;;) {
    const due = await db.$queryRawUnsafe<{ id: string; provider: string | null; recordingUrl: string; days: number }[]>(
      `SELECT c."id", c."provider", c."recordingUrl", d."days"
       FROM "Call" c
         JOIN "Agent" a ON a."id" = c."agentId"
         CROSS JOIN LATERAL (SELECT LEAST($3::int, ${days("a", "recordingDays")}) AS "days") d
       WHERE c."workspaceId" = $1 AND c."recordingUrl" IS NOT NULL AND ${PENDING}
         AND c."createdAt" < $2::timestamp - make_interval(days => $4::int)
         AND c."createdAt" < $2::timestamp - make_interval(days => d."days")
         AND c."status" = ANY($5::text[]::"CallStatus"[]) AND NOT (c."id" = ANY($6::text[]))
       ORDER BY c."createdAt", c."id"
       LIMIT $7`,
      workspace.id,
      now,
      workspace.recordingDays,
      workspace.minRecordingDays,
      TERMINAL_STATUSES,
      [...failed],
      RECORDING_BATCH,
    );
    for (const call of due) {
      try {
        await deleteRecordingAtCarrier(call);
      } catch (error) {
        logger.warn({ err: error, callId: call.id }, "retention: the carrier did not delete a recording");
        failed.add(call.id);
        errors++;
        continue;
      }
      deleted += await db.$executeRawUnsafe(
        `UPDATE "Call" SET "recordingUrl" = NULL,
           "purged" = COALESCE("purged", '{}'::jsonb) || jsonb_build_object('recordingAt', $2::text, 'recordingDays', $3::int)
         WHERE "id" = $1 AND "recordingUrl" = $4`,
        call.id,
        now,
        call.days,
        call.recordingUrl,
      );
    }
    if (due.length < RECORDING_BATCH) return { deleted, errors };
  }
}

/** Deletes, DELETE_BATCH rows at a time, the rows of `table` of the workspace created before `before`. */
async function deleteOlder(table: "WebhookEvent" | "IdempotencyRecord", workspaceId: string, before: string) {
  let total = 0;
  for (;;) {
    const count = await paced(() =>
      db.$executeRawUnsafe(
        `DELETE FROM "${table}" WHERE "id" IN (
           SELECT "id" FROM "${table}" WHERE "workspaceId" = $1 AND "createdAt" < $2::timestamp LIMIT $3)`,
        workspaceId,
        before,
        DELETE_BATCH,
      ),
    );
    total += count;
    if (count < DELETE_BATCH) return total;
  }
}

/** One retention run over every workspace: what has expired goes. Safe to run again or beside another. */
export async function runRetention(): Promise<RetentionRun> {
  const run: RetentionRun = {
    transcripts: 0,
    recordings: 0,
    data: 0,
    webhookEvents: 0,
    idempotencyRecords: 0,
    recordingErrors: 0,
  };
  const at = retentionClock.now();
  const now = at.toISOString();
  for (const workspace of await workspacesWithRetention()) {
    if (workspace.minTranscriptDays !== null || workspace.minDataDays !== null) {
      let cursor: Cursor | null = { at: "-infinity", id: "" };
      while (cursor) {
        const from: Cursor = cursor;
        const batch = await paced(() => purgeCallsBatch(workspace, now, from));
        run.transcripts += batch.transcripts;
        run.data += batch.data;
        cursor = batch.next;
      }
    }
    const recordings = await purgeRecordings(workspace, now);
    run.recordings += recordings.deleted;
    run.recordingErrors += recordings.errors;
    // Payloads and stored answers hold what calls held: they go after the shortest of the days.
    const shortest = Math.min(
      ...[workspace.minTranscriptDays, workspace.minRecordingDays, workspace.minDataDays].filter(
        (value): value is number => value !== null,
      ),
    );
    const before = new Date(at.getTime() - shortest * 24 * 60 * 60 * 1000).toISOString();
    run.webhookEvents += await deleteOlder("WebhookEvent", workspace.id, before);
    run.idempotencyRecords += await deleteOlder("IdempotencyRecord", workspace.id, before);
  }
  return run;
}
