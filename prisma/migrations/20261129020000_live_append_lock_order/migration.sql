-- svc_live_append takes the call's row lock before the log's advisory lock (see the function).
CREATE OR REPLACE FUNCTION svc_live_append(call_id text, events jsonb) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  last integer;
BEGIN
  IF events IS NULL OR jsonb_array_length(events) = 0 THEN
    RETURN NULL;
  END IF;
  -- The call's row first, then the log's lock: the order of a status trigger (an UPDATE of the
  -- call, then this append). Taking them the other way round, the row lock the insert's foreign
  -- key needs could wait on an update whose trigger waits on this lock: a deadlock.
  PERFORM 1 FROM "Call" WHERE "id" = call_id FOR KEY SHARE;
  PERFORM pg_advisory_xact_lock(1818850917, hashtext(call_id));
  SELECT COALESCE(MAX("seq"), 0) INTO last FROM "CallLiveEvent" WHERE "callId" = call_id;
  INSERT INTO "CallLiveEvent" ("callId", "seq", "type", "data", "at")
  SELECT call_id, last + e.n, e.item ->> 'type', COALESCE(e.item -> 'data', '{}'::jsonb), clock_timestamp() AT TIME ZONE 'UTC'
  FROM jsonb_array_elements(events) WITH ORDINALITY AS e(item, n);
  last := last + jsonb_array_length(events);
  PERFORM pg_notify('svc_live', call_id || ' ' || last);
  RETURN last;
END $$;
