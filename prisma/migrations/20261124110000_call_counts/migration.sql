-- The day the overview puts a call on is its date in this IANA zone.
ALTER TABLE "Workspace" ADD COLUMN "timeZone" TEXT NOT NULL DEFAULT 'UTC';

-- Calls per workspace, mode and UTC quarter hour of creation, one column per current status, kept
-- by the triggers below in the statement that writes the call (docs/decisions.md "Counts kept as
-- calls change"). Every zone's midnight falls on a quarter hour, so any zone's days are sums of
-- whole rows. A recent quarter hour has up to 4 rows ("slot": the writing connection's, so
-- concurrent writers seldom wait for one row's lock; a slot's counts may go below zero, their sum
-- never); once it is an hour old its slots are folded into slot 0, so 30 days are about 2,900
-- rows whatever the number of calls. The rows are updated in place (HOT), hence the room left in
-- each page.
CREATE TABLE "CallCount" (
    "workspaceId" TEXT NOT NULL,
    "mode" "ApiKeyMode" NOT NULL,
    "bucket" TIMESTAMP(3) NOT NULL,
    "slot" SMALLINT NOT NULL,
    "queued" INTEGER NOT NULL DEFAULT 0,
    "dialing" INTEGER NOT NULL DEFAULT 0,
    "ringing" INTEGER NOT NULL DEFAULT 0,
    "in_progress" INTEGER NOT NULL DEFAULT 0,
    "completed" INTEGER NOT NULL DEFAULT 0,
    "busy" INTEGER NOT NULL DEFAULT 0,
    "no_answer" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "canceled" INTEGER NOT NULL DEFAULT 0,
    "blocked" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "CallCount_pkey" PRIMARY KEY ("workspaceId", "mode", "bucket", "slot"),
    CONSTRAINT "CallCount_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE
) WITH (fillfactor = 50);

-- Folds a workspace's slots of the quarter hours between a day and an hour old into slot 0 (a
-- later change to such a quarter hour opens a slot again, folded the next time).
CREATE FUNCTION svc_fold_call_counts(folded_workspace TEXT, folded_mode "ApiKeyMode") RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH folded AS (
    DELETE FROM "CallCount"
    WHERE "workspaceId" = folded_workspace AND "mode" = folded_mode AND "slot" <> 0
      AND "bucket" >= (now() AT TIME ZONE 'UTC') - interval '1 day' AND "bucket" < (now() AT TIME ZONE 'UTC') - interval '1 hour'
    RETURNING *
  )
  INSERT INTO "CallCount" AS counted ("workspaceId", "mode", "bucket", "slot", "queued", "dialing", "ringing", "in_progress", "completed", "busy", "no_answer", "failed", "canceled", "blocked")
  SELECT "workspaceId", "mode", "bucket", 0, sum("queued")::int, sum("dialing")::int, sum("ringing")::int, sum("in_progress")::int, sum("completed")::int, sum("busy")::int, sum("no_answer")::int, sum("failed")::int, sum("canceled")::int, sum("blocked")::int FROM folded GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("workspaceId", "mode", "bucket", "slot") DO UPDATE SET
    "queued" = counted."queued" + EXCLUDED."queued",
    "dialing" = counted."dialing" + EXCLUDED."dialing",
    "ringing" = counted."ringing" + EXCLUDED."ringing",
    "in_progress" = counted."in_progress" + EXCLUDED."in_progress",
    "completed" = counted."completed" + EXCLUDED."completed",
    "busy" = counted."busy" + EXCLUDED."busy",
    "no_answer" = counted."no_answer" + EXCLUDED."no_answer",
    "failed" = counted."failed" + EXCLUDED."failed",
    "canceled" = counted."canceled" + EXCLUDED."canceled",
    "blocked" = counted."blocked" + EXCLUDED."blocked";
END $$;

-- Adds signed counts (one per call and status it had or has) to their quarter hours. Rows are
-- upserted in key order, so two statements never wait on each other's rows in a cycle; a
-- workspace being deleted (whose calls go by cascade) gets no new row. A statement that opens a
-- workspace's slot of a new quarter hour (4 times a quarter hour at most) folds the older ones.
-- PL/pgSQL keeps the plans.
CREATE FUNCTION svc_add_call_counts(workspace_ids TEXT[], modes "ApiKeyMode"[], created TIMESTAMP[], statuses "CallStatus"[], deltas INTEGER[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  opened_workspaces TEXT[];
  opened_modes "ApiKeyMode"[];
BEGIN
  WITH upserted AS (
    INSERT INTO "CallCount" AS counted ("workspaceId", "mode", "bucket", "slot", "queued", "dialing", "ringing", "in_progress", "completed", "busy", "no_answer", "failed", "canceled", "blocked")
    SELECT workspace_id, mode, date_bin('15 minutes', created_at, TIMESTAMP '2000-01-01'), pg_backend_pid() % 4,
           coalesce(sum(delta) FILTER (WHERE status = 'queued'), 0),
           coalesce(sum(delta) FILTER (WHERE status = 'dialing'), 0),
           coalesce(sum(delta) FILTER (WHERE status = 'ringing'), 0),
           coalesce(sum(delta) FILTER (WHERE status = 'in_progress'), 0),
           coalesce(sum(delta) FILTER (WHERE status = 'completed'), 0),
           coalesce(sum(delta) FILTER (WHERE status = 'busy'), 0),
           coalesce(sum(delta) FILTER (WHERE status = 'no_answer'), 0),
           coalesce(sum(delta) FILTER (WHERE status = 'failed'), 0),
           coalesce(sum(delta) FILTER (WHERE status = 'canceled'), 0),
           coalesce(sum(delta) FILTER (WHERE status = 'blocked'), 0)
    FROM unnest(workspace_ids, modes, created, statuses, deltas) AS change (workspace_id, mode, created_at, status, delta)
    WHERE EXISTS (SELECT 1 FROM "Workspace" WHERE "id" = workspace_id)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("workspaceId", "mode", "bucket", "slot") DO UPDATE SET
      "queued" = counted."queued" + EXCLUDED."queued",
      "dialing" = counted."dialing" + EXCLUDED."dialing",
      "ringing" = counted."ringing" + EXCLUDED."ringing",
      "in_progress" = counted."in_progress" + EXCLUDED."in_progress",
      "completed" = counted."completed" + EXCLUDED."completed",
      "busy" = counted."busy" + EXCLUDED."busy",
      "no_answer" = counted."no_answer" + EXCLUDED."no_answer",
      "failed" = counted."failed" + EXCLUDED."failed",
      "canceled" = counted."canceled" + EXCLUDED."canceled",
      "blocked" = counted."blocked" + EXCLUDED."blocked"
      RETURNING "workspaceId", "mode", xmax = 0 AS opened
  )
  SELECT array_agg(workspace_id), array_agg(mode) INTO opened_workspaces, opened_modes
  FROM (SELECT DISTINCT "workspaceId" AS workspace_id, "mode" FROM upserted WHERE opened) AS opened;
  IF opened_workspaces IS NOT NULL THEN
    PERFORM svc_fold_call_counts(workspace_id, mode) FROM unnest(opened_workspaces, opened_modes) AS opened (workspace_id, mode);
  END IF;
END $$;

CREATE FUNCTION svc_count_inserted_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM svc_add_call_counts(array_agg("workspaceId"), array_agg("mode"), array_agg("createdAt"), array_agg("status"), array_agg(1))
  FROM inserted_calls HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION svc_count_deleted_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM svc_add_call_counts(array_agg("workspaceId"), array_agg("mode"), array_agg("createdAt"), array_agg("status"), array_agg(-1))
  FROM deleted_calls HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION svc_count_moved_call() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM svc_add_call_counts(ARRAY[OLD."workspaceId", NEW."workspaceId"], ARRAY[OLD."mode", NEW."mode"],
    ARRAY[OLD."createdAt", NEW."createdAt"], ARRAY[OLD."status", NEW."status"], ARRAY[-1, 1]);
  RETURN NULL;
END $$;

-- A list filtered by status, in one mode, newest first, is one index range per status (the index
-- it replaces lacked the mode, so a test-mode filter walked the live calls of that status too).
DROP INDEX "Call_workspaceId_status_createdAt_idx";
CREATE INDEX "Call_workspaceId_mode_status_createdAt_id_idx" ON "Call"("workspaceId", "mode", "status", "createdAt" DESC, "id" DESC);

-- Created first: CREATE TRIGGER locks out writers to "Call" until this migration commits, so the
-- backfill below and the triggers see every call exactly once.
CREATE TRIGGER "Call_count_inserted" AFTER INSERT ON "Call" REFERENCING NEW TABLE AS inserted_calls
  FOR EACH STATEMENT EXECUTE FUNCTION svc_count_inserted_calls();
CREATE TRIGGER "Call_count_deleted" AFTER DELETE ON "Call" REFERENCING OLD TABLE AS deleted_calls
  FOR EACH STATEMENT EXECUTE FUNCTION svc_count_deleted_calls();
CREATE TRIGGER "Call_count_moved" AFTER UPDATE OF "status", "workspaceId", "mode", "createdAt" ON "Call" FOR EACH ROW
  WHEN ((OLD."status", OLD."workspaceId", OLD."mode", OLD."createdAt") IS DISTINCT FROM (NEW."status", NEW."workspaceId", NEW."mode", NEW."createdAt"))
  EXECUTE FUNCTION svc_count_moved_call();

-- The calls so far, grouped here rather than passed to the function as arrays (there may be millions).
INSERT INTO "CallCount" ("workspaceId", "mode", "bucket", "slot", "queued", "dialing", "ringing", "in_progress", "completed", "busy", "no_answer", "failed", "canceled", "blocked")
SELECT "workspaceId", "mode", date_bin('15 minutes', "createdAt", TIMESTAMP '2000-01-01'), 0,
       count(*) FILTER (WHERE "status" = 'queued'),
       count(*) FILTER (WHERE "status" = 'dialing'),
       count(*) FILTER (WHERE "status" = 'ringing'),
       count(*) FILTER (WHERE "status" = 'in_progress'),
       count(*) FILTER (WHERE "status" = 'completed'),
       count(*) FILTER (WHERE "status" = 'busy'),
       count(*) FILTER (WHERE "status" = 'no_answer'),
       count(*) FILTER (WHERE "status" = 'failed'),
       count(*) FILTER (WHERE "status" = 'canceled'),
       count(*) FILTER (WHERE "status" = 'blocked')
FROM "Call" GROUP BY 1, 2, 3, 4;
