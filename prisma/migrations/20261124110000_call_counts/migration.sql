-- The day the overview puts a call on is its date in this IANA zone.
ALTER TABLE "Workspace" ADD COLUMN "timeZone" TEXT NOT NULL DEFAULT 'UTC';

-- Calls per workspace, mode, UTC quarter hour of creation and current status, kept by the
-- triggers below in the statement that writes the call (docs/decisions.md "Counts kept as calls
-- change"). Every zone's midnight falls on a quarter hour, so any zone's days are sums of buckets.
CREATE TABLE "CallCount" (
    "workspaceId" TEXT NOT NULL,
    "mode" "ApiKeyMode" NOT NULL,
    "bucket" TIMESTAMP(3) NOT NULL,
    "status" "CallStatus" NOT NULL,
    "count" INTEGER NOT NULL,
    CONSTRAINT "CallCount_pkey" PRIMARY KEY ("workspaceId", "mode", "bucket", "status"),
    CONSTRAINT "CallCount_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE FUNCTION svc_call_bucket(created TIMESTAMP) RETURNS TIMESTAMP LANGUAGE SQL IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_bin('15 minutes', created, TIMESTAMP '2000-01-01')
$$;

-- Rows are upserted in key order, so two statements never wait on each other's rows in a cycle.
CREATE FUNCTION svc_count_inserted_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "CallCount" AS counted ("workspaceId", "mode", "bucket", "status", "count")
  SELECT "workspaceId", "mode", svc_call_bucket("createdAt"), "status", count(*) FROM inserted_calls GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("workspaceId", "mode", "bucket", "status") DO UPDATE SET "count" = counted."count" + EXCLUDED."count";
  RETURN NULL;
END $$;

CREATE FUNCTION svc_count_moved_call() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "CallCount" AS counted ("workspaceId", "mode", "bucket", "status", "count")
  SELECT moved.* FROM (
    SELECT "workspaceId", "mode", "bucket", "status", sum(delta)::int AS delta FROM (VALUES
      (OLD."workspaceId", OLD."mode", svc_call_bucket(OLD."createdAt"), OLD."status", -1),
      (NEW."workspaceId", NEW."mode", svc_call_bucket(NEW."createdAt"), NEW."status", 1)
    ) AS change ("workspaceId", "mode", "bucket", "status", delta) GROUP BY 1, 2, 3, 4
  ) AS moved WHERE moved.delta <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("workspaceId", "mode", "bucket", "status") DO UPDATE SET "count" = counted."count" + EXCLUDED."count";
  RETURN NULL;
END $$;

-- An update, never an insert: when a workspace is deleted its counts may already be gone.
CREATE FUNCTION svc_count_deleted_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CallCount" AS counted SET "count" = counted."count" - gone.n
  FROM (SELECT "workspaceId", "mode", svc_call_bucket("createdAt") AS "bucket", "status", count(*) AS n FROM deleted_calls GROUP BY 1, 2, 3, 4) AS gone
  WHERE (counted."workspaceId", counted."mode", counted."bucket", counted."status") = (gone."workspaceId", gone."mode", gone."bucket", gone."status");
  RETURN NULL;
END $$;

-- Created first: CREATE TRIGGER locks out writers to "Call" until this migration commits, so the
-- backfill below and the triggers see every call exactly once.
CREATE TRIGGER "Call_count_inserted" AFTER INSERT ON "Call" REFERENCING NEW TABLE AS inserted_calls
  FOR EACH STATEMENT EXECUTE FUNCTION svc_count_inserted_calls();
CREATE TRIGGER "Call_count_moved" AFTER UPDATE OF "status", "workspaceId", "mode", "createdAt" ON "Call" FOR EACH ROW
  WHEN ((OLD."status", OLD."workspaceId", OLD."mode", OLD."createdAt") IS DISTINCT FROM (NEW."status", NEW."workspaceId", NEW."mode", NEW."createdAt"))
  EXECUTE FUNCTION svc_count_moved_call();
CREATE TRIGGER "Call_count_deleted" AFTER DELETE ON "Call" REFERENCING OLD TABLE AS deleted_calls
  FOR EACH STATEMENT EXECUTE FUNCTION svc_count_deleted_calls();

INSERT INTO "CallCount" ("workspaceId", "mode", "bucket", "status", "count")
SELECT "workspaceId", "mode", svc_call_bucket("createdAt"), "status", count(*) FROM "Call" GROUP BY 1, 2, 3, 4;
