-- Live calls (docs/voice-agent.md "Live calls"): a call's live log, streamed by GET
-- …/calls/{callId}/live and numbered per call in commit order, so that Last-Event-ID resumes it
-- without loss or repeat; the transfer a call records; the end a member or an API key asked for.

ALTER TYPE "CallEndedReason" ADD VALUE 'operator_ended';

ALTER TABLE "Call" ADD COLUMN "transfer" JSONB;

-- Steering may transfer a workspace's calls to any number it may dial, when it says so.
ALTER TABLE "Workspace" ADD COLUMN "transferToAnyNumber" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "CallLiveEvent" (
  "callId" TEXT NOT NULL,
  "seq" INTEGER NOT NULL,
  "type" TEXT NOT NULL,
  "data" JSONB NOT NULL,
  "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "CallLiveEvent_pkey" PRIMARY KEY ("callId", "seq")
);
ALTER TABLE "CallLiveEvent" ADD CONSTRAINT "CallLiveEvent_callId_fkey"
  FOREIGN KEY ("callId") REFERENCES "Call"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Appends events ([{type, data}]) to a call's log after its last one, and tells every process
-- (NOTIFY svc_live 'callId seq', delivered at commit). One writer per call at a time (a
-- transaction-scoped advisory lock, 'live' and the call id's hash), so the numbers commit in order.
CREATE FUNCTION svc_live_append(call_id text, events jsonb) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  last integer;
BEGIN
  IF events IS NULL OR jsonb_array_length(events) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(1818850917, hashtext(call_id));
  SELECT COALESCE(MAX("seq"), 0) INTO last FROM "CallLiveEvent" WHERE "callId" = call_id;
  INSERT INTO "CallLiveEvent" ("callId", "seq", "type", "data", "at")
  SELECT call_id, last + e.n, e.item ->> 'type', COALESCE(e.item -> 'data', '{}'::jsonb), clock_timestamp() AT TIME ZONE 'UTC'
  FROM jsonb_array_elements(events) WITH ORDINALITY AS e(item, n);
  last := last + jsonb_array_length(events);
  PERFORM pg_notify('svc_live', call_id || ' ' || last);
  RETURN last;
END $$;

-- The log's last event, once: the call has ended and its relay session too (its last turns are
-- stored by then), or `force` (the session's process died holding it).
CREATE FUNCTION svc_live_end(call_id text, force boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1818850917, hashtext(call_id));
  IF EXISTS (SELECT 1 FROM "CallLiveEvent" WHERE "callId" = call_id AND "type" = 'ended') THEN
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "Call" WHERE "id" = call_id AND "status" > 'in_progress' AND ("relaySessionId" IS NULL OR force)) THEN
    RETURN;
  END IF;
  PERFORM svc_live_append(call_id, '[{"type": "ended", "data": {}}]'::jsonb);
END $$;

-- Each status reached (statuses reached in one statement in their order), then the end.
CREATE FUNCTION svc_live_call_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT "callId", bool_or("status" > 'in_progress') AS "ended",
      jsonb_agg(jsonb_build_object('type', 'status', 'data', jsonb_build_object('status', "status",
        'at', to_char("occurredAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) ORDER BY "status") AS "events"
    FROM new_events GROUP BY "callId"
  LOOP
    PERFORM svc_live_append(r."callId", r."events");
    IF r."ended" THEN
      PERFORM svc_live_end(r."callId", false);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER "CallEvent_live" AFTER INSERT ON "CallEvent" REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION svc_live_call_events();

-- Each turn as it is stored: the stream shows the turn's row as it stands.
CREATE FUNCTION svc_live_call_turns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT "callId", jsonb_agg(jsonb_build_object('type', 'turn', 'data', jsonb_build_object('turnId', "id")) ORDER BY "index") AS "events"
    FROM new_turns GROUP BY "callId"
  LOOP
    PERFORM svc_live_append(r."callId", r."events");
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER "CallTurn_live" AFTER INSERT ON "CallTurn" REFERENCING NEW TABLE AS new_turns
  FOR EACH STATEMENT EXECUTE FUNCTION svc_live_call_turns();

-- A relay session released after the call ended: its turns are all stored now.
CREATE FUNCTION svc_live_relay_released() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM svc_live_end(NEW."id", false);
  RETURN NULL;
END $$;
CREATE TRIGGER "Call_live_relay_released" AFTER UPDATE OF "relaySessionId" ON "Call" FOR EACH ROW
  WHEN (OLD."relaySessionId" IS NOT NULL AND NEW."relaySessionId" IS NULL AND NEW."status" > 'in_progress')
  EXECUTE FUNCTION svc_live_relay_released();
