-- A workspace's calls in flight are admitted one decision at a time (docs/decisions.md "Capacity"):
-- whoever admits calls against maxCallsInFlight (an inbound call, a campaign's dispatch) takes
-- this lock, held until its transaction ends, so two of them never both see the last free slot.
CREATE FUNCTION svc_lock_calls_in_flight(workspace TEXT) RETURNS void LANGUAGE SQL VOLATILE AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('calls-in-flight:' || workspace, 0))
$$;

-- The workspace's open calls (statuses: server/calls/statuses.ts OPEN_STATUSES), counted up to
-- `up_to` (a full workspace costs as many index entries as its limit), under the lock above. A
-- volatile function's query takes a snapshot of its own, after the lock is held: it counts every
-- call admitted before, even by a statement that began before this one (the caller's snapshot
-- would not see that call).
CREATE FUNCTION svc_calls_in_flight(workspace TEXT, statuses TEXT[], up_to INTEGER) RETURNS INTEGER LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM svc_lock_calls_in_flight(workspace);
  RETURN (SELECT count(*) FROM (
    SELECT 1 FROM "Call" WHERE "workspaceId" = workspace AND "status" = ANY(statuses::"CallStatus"[]) LIMIT up_to) o);
END
$$;
