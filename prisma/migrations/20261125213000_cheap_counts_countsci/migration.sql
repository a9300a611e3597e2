-- Cheaper counts (docs/decisions.md "Counts kept as calls change"), and calls per agent, contact
-- and click-to-call source kept the same way, so no page counts a subject's calls by scanning them.
--
-- A writer holds its slot's row from its upsert to its commit (the commit's WAL flush included), so
-- two connections on one slot take turns; with 4 slots, 8 connections shared them two or three
-- apiece and inserts into "Call" ran at half their speed. 64 slots leave most connections a row of
-- their own; the rows a reader sums are still few (a quarter hour has one per connection that wrote
-- in it, an hour old it is folded into one).
CREATE OR REPLACE FUNCTION svc_count_slot() RETURNS SMALLINT LANGUAGE sql STABLE AS $$ SELECT (pg_backend_pid() % 64)::smallint $$;

-- Calls per agent, contact and click-to-call source ("subjectId": their ids do not collide), in a
-- row per slot that wrote to it (a slot may go below zero, the sum never): all of them, the live
-- ones, and of those the ones whose analysis judged success ("successful" true or false) and found
-- it (true), as the agent page shows them. A subject's rows go with it (triggers at the end).
CREATE TABLE "CallTally" (
    "subjectId" TEXT NOT NULL,
    "slot" SMALLINT NOT NULL,
    "calls" INTEGER NOT NULL DEFAULT 0,
    "liveCalls" INTEGER NOT NULL DEFAULT 0,
    "liveJudged" INTEGER NOT NULL DEFAULT 0,
    "liveSuccessful" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "CallTally_pkey" PRIMARY KEY ("subjectId", "slot")
) WITH (fillfactor = 50);

-- As before, with the slot of svc_count_slot().
CREATE OR REPLACE FUNCTION svc_add_call_counts(workspace_ids TEXT[], modes "ApiKeyMode"[], created TIMESTAMP[], statuses "CallStatus"[], deltas INTEGER[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  opened_workspaces TEXT[];
  opened_modes "ApiKeyMode"[];
BEGIN
  WITH upserted AS (
    INSERT INTO "CallCount" AS counted ("workspaceId", "mode", "bucket", "slot", "queued", "dialing", "ringing", "in_progress", "completed", "busy", "no_answer", "failed", "canceled", "blocked")
    SELECT workspace_id, mode, date_bin('15 minutes', created_at, TIMESTAMP '2000-01-01'), svc_count_slot(),
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

-- Adds signed counts to subjects (nulls skipped), in key order as above; `verdicts` are the
-- calls' analysis->>'successful'. Calls that go with their workspace (deleted by its cascade) are
-- not counted down: their subjects go too.
CREATE FUNCTION svc_add_call_tallies(workspace_ids TEXT[], subject_ids TEXT[], modes "ApiKeyMode"[], verdicts TEXT[], deltas INTEGER[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "CallTally" AS tallied ("subjectId", "slot", "calls", "liveCalls", "liveJudged", "liveSuccessful")
  SELECT subject_id, svc_count_slot(), sum(delta),
         coalesce(sum(delta) FILTER (WHERE mode = 'live'), 0),
         coalesce(sum(delta) FILTER (WHERE mode = 'live' AND verdict IN ('true', 'false')), 0),
         coalesce(sum(delta) FILTER (WHERE mode = 'live' AND verdict = 'true'), 0)
  FROM unnest(workspace_ids, subject_ids, modes, verdicts, deltas) AS change (workspace_id, subject_id, mode, verdict, delta)
  WHERE subject_id IS NOT NULL AND EXISTS (SELECT 1 FROM "Workspace" WHERE "id" = workspace_id)
  GROUP BY 1 ORDER BY 1
  ON CONFLICT ("subjectId", "slot") DO UPDATE SET
    "calls" = tallied."calls" + EXCLUDED."calls",
    "liveCalls" = tallied."liveCalls" + EXCLUDED."liveCalls",
    "liveJudged" = tallied."liveJudged" + EXCLUDED."liveJudged",
    "liveSuccessful" = tallied."liveSuccessful" + EXCLUDED."liveSuccessful";
END $$;

-- One statement's calls, each once per subject it has.
CREATE OR REPLACE FUNCTION svc_count_inserted_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM svc_add_call_counts(array_agg("workspaceId"), array_agg("mode"), array_agg("createdAt"), array_agg("status"), array_agg(1))
  FROM inserted_calls HAVING count(*) > 0;
  PERFORM svc_add_call_tallies(array_agg("workspaceId"), array_agg(subject), array_agg("mode"), array_agg("analysis"->>'successful'), array_agg(1))
  FROM inserted_calls, LATERAL (VALUES ("agentId"), ("contactId"), ("sourceId")) AS subjects (subject) HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION svc_count_deleted_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM svc_add_call_counts(array_agg("workspaceId"), array_agg("mode"), array_agg("createdAt"), array_agg("status"), array_agg(-1))
  FROM deleted_calls HAVING count(*) > 0;
  PERFORM svc_add_call_tallies(array_agg("workspaceId"), array_agg(subject), array_agg("mode"), array_agg("analysis"->>'successful'), array_agg(-1))
  FROM deleted_calls, LATERAL (VALUES ("agentId"), ("contactId"), ("sourceId")) AS subjects (subject) HAVING count(*) > 0;
  RETURN NULL;
END $$;

-- A call given another agent, contact, source, mode or analysis verdict. A contact's or source's
-- deletion sets it to null in its calls; such a subject, gone, is not counted down (its rows go
-- with it, below).
CREATE FUNCTION svc_count_reassigned_call() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM svc_add_call_tallies(ARRAY[OLD."workspaceId", OLD."workspaceId", OLD."workspaceId", NEW."workspaceId", NEW."workspaceId", NEW."workspaceId"],
    ARRAY[OLD."agentId",
          CASE WHEN EXISTS (SELECT 1 FROM "Contact" WHERE "id" = OLD."contactId") THEN OLD."contactId" END,
          CASE WHEN EXISTS (SELECT 1 FROM "ClickToCallSource" WHERE "id" = OLD."sourceId") THEN OLD."sourceId" END,
          NEW."agentId", NEW."contactId", NEW."sourceId"],
    ARRAY[OLD."mode", OLD."mode", OLD."mode", NEW."mode", NEW."mode", NEW."mode"],
    ARRAY[OLD."analysis"->>'successful', OLD."analysis"->>'successful', OLD."analysis"->>'successful',
          NEW."analysis"->>'successful', NEW."analysis"->>'successful', NEW."analysis"->>'successful'],
    ARRAY[-1, -1, -1, 1, 1, 1]);
  RETURN NULL;
END $$;

-- A subject's rows go with it.
CREATE FUNCTION svc_forget_call_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "CallTally" WHERE "subjectId" IN (SELECT "id" FROM gone);
  RETURN NULL;
END $$;

-- Created first, as in 20261124110000_call_counts: writers to "Call" wait until this migration
-- commits, so the backfill below and the triggers see every call exactly once.
CREATE TRIGGER "Call_count_reassigned" AFTER UPDATE OF "agentId", "contactId", "sourceId", "mode", "analysis" ON "Call" FOR EACH ROW
  WHEN ((OLD."agentId", OLD."contactId", OLD."sourceId", OLD."mode", OLD."analysis"->>'successful')
    IS DISTINCT FROM (NEW."agentId", NEW."contactId", NEW."sourceId", NEW."mode", NEW."analysis"->>'successful'))
  EXECUTE FUNCTION svc_count_reassigned_call();
CREATE TRIGGER "Agent_forget_call_tallies" AFTER DELETE ON "Agent" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION svc_forget_call_tallies();
CREATE TRIGGER "Contact_forget_call_tallies" AFTER DELETE ON "Contact" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION svc_forget_call_tallies();
CREATE TRIGGER "ClickToCallSource_forget_call_tallies" AFTER DELETE ON "ClickToCallSource" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION svc_forget_call_tallies();

INSERT INTO "CallTally" ("subjectId", "slot", "calls", "liveCalls", "liveJudged", "liveSuccessful")
SELECT subject, 0, count(*), count(*) FILTER (WHERE "mode" = 'live'),
       count(*) FILTER (WHERE "mode" = 'live' AND "analysis"->>'successful' IN ('true', 'false')),
       count(*) FILTER (WHERE "mode" = 'live' AND "analysis"->>'successful' = 'true')
FROM "Call", LATERAL (VALUES ("agentId"), ("contactId"), ("sourceId")) AS subjects (subject)
WHERE subject IS NOT NULL GROUP BY 1;
