-- Counting one inserted call, the hot path's case (every originate, click-to-call and inbound
-- call is a statement inserting one), with its own values: the general path (arrays unnested,
-- grouped and summed per status, then upserted) cost ~0.17 ms of database CPU per call, as much as
-- the rest of originate's statement (issue 29, bench/results/counts.md). A row of the connection's
-- slot usually exists already, so it is updated in place (an upsert would lock it first, one more
-- WAL record); only a missing row is inserted, as an upsert still (another connection of the same
-- slot may insert it meanwhile). Rows are written in key order as before. Statements inserting
-- several calls (a campaign's dispatch) keep the general path. The counts are the same.
CREATE OR REPLACE FUNCTION svc_count_inserted_calls() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_calls "Call"[];
  one "Call";
  my_slot SMALLINT := svc_count_slot();
  my_bucket TIMESTAMP;
  live INTEGER;
  judged INTEGER;
  successful INTEGER;
  subject_id TEXT;
  opened BOOLEAN;
BEGIN
  SELECT array_agg(inserted) INTO first_calls FROM (SELECT inserted FROM inserted_calls AS inserted LIMIT 2) AS first;
  IF cardinality(first_calls) = 1 THEN
    one := first_calls[1];
    my_bucket := date_bin('15 minutes', one."createdAt", TIMESTAMP '2000-01-01');
    UPDATE "CallCount" SET
      "queued" = "queued" + (one."status" = 'queued')::int,
      "dialing" = "dialing" + (one."status" = 'dialing')::int,
      "ringing" = "ringing" + (one."status" = 'ringing')::int,
      "in_progress" = "in_progress" + (one."status" = 'in_progress')::int,
      "completed" = "completed" + (one."status" = 'completed')::int,
      "busy" = "busy" + (one."status" = 'busy')::int,
      "no_answer" = "no_answer" + (one."status" = 'no_answer')::int,
      "failed" = "failed" + (one."status" = 'failed')::int,
      "canceled" = "canceled" + (one."status" = 'canceled')::int,
      "blocked" = "blocked" + (one."status" = 'blocked')::int
    WHERE "workspaceId" = one."workspaceId" AND "mode" = one."mode" AND "bucket" = my_bucket AND "slot" = my_slot;
    IF NOT FOUND THEN
      PERFORM svc_add_call_counts(ARRAY[one."workspaceId"], ARRAY[one."mode"], ARRAY[one."createdAt"], ARRAY[one."status"], ARRAY[1]);
    END IF;
    live := (one."mode" = 'live')::int;
    judged := live * coalesce(one."analysis"->>'successful' IN ('true', 'false'), false)::int;
    successful := live * coalesce(one."analysis"->>'successful' = 'true', false)::int;
    FOR subject_id IN SELECT s FROM unnest(ARRAY[one."agentId", one."contactId", one."sourceId"]) AS s WHERE s IS NOT NULL ORDER BY s LOOP
      UPDATE "CallTally" SET "calls" = "calls" + 1, "liveCalls" = "liveCalls" + live,
        "liveJudged" = "liveJudged" + judged, "liveSuccessful" = "liveSuccessful" + successful
      WHERE "subjectId" = subject_id AND "slot" = my_slot;
      IF NOT FOUND THEN
        PERFORM svc_add_call_tallies(ARRAY[one."workspaceId"], ARRAY[subject_id], ARRAY[one."mode"], ARRAY[one."analysis"->>'successful'], ARRAY[1]);
      END IF;
    END LOOP;
    RETURN NULL;
  END IF;
  PERFORM svc_add_call_counts(array_agg("workspaceId"), array_agg("mode"), array_agg("createdAt"), array_agg("status"), array_agg(1))
  FROM inserted_calls HAVING count(*) > 0;
  PERFORM svc_add_call_tallies(array_agg("workspaceId"), array_agg(subject), array_agg("mode"), array_agg("analysis"->>'successful'), array_agg(1))
  FROM inserted_calls, LATERAL (VALUES ("agentId"), ("contactId"), ("sourceId")) AS subjects (subject) HAVING count(*) > 0;
  RETURN NULL;
END $$;
