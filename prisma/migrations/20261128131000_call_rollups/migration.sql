-- Analytics from rollups kept as calls change (docs/decisions.md "Analytics from rollups"), as
-- "CallCount" keeps the overview's counts: per workspace, mode, UTC quarter hour of creation,
-- agent, campaign, click-to-call source, API key and direction ('' for none), the number of calls
-- and what happened to them now (answered, the final statuses the charts show, voicemail,
-- transferred, judged and successful), their minutes, cost, tokens and tool requests, and their
-- agent turns' response times as a histogram (bins of svc_response_bin). Kept by triggers on
-- "Call" in the statement that writes the call; a slot per writing connection as in "CallCount",
-- folded into slot 0 between an hour and a day old, so a range of days is an index range of rows.
CREATE TABLE "CallRollup" (
    "workspaceId" TEXT NOT NULL,
    "mode" "ApiKeyMode" NOT NULL,
    "bucket" TIMESTAMP(3) NOT NULL,
    "agentId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL DEFAULT '',
    "sourceId" TEXT NOT NULL DEFAULT '',
    "apiKeyId" TEXT NOT NULL DEFAULT '',
    "direction" "CallDirection" NOT NULL,
    "slot" SMALLINT NOT NULL,
    "calls" INTEGER NOT NULL DEFAULT 0,
    "answered" INTEGER NOT NULL DEFAULT 0,
    "completed" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "busy" INTEGER NOT NULL DEFAULT 0,
    "noAnswer" INTEGER NOT NULL DEFAULT 0,
    "voicemail" INTEGER NOT NULL DEFAULT 0,
    "transferred" INTEGER NOT NULL DEFAULT 0,
    "judged" INTEGER NOT NULL DEFAULT 0,
    "successful" INTEGER NOT NULL DEFAULT 0,
    "durationSec" BIGINT NOT NULL DEFAULT 0,
    "billedMinutes" BIGINT NOT NULL DEFAULT 0,
    "costMicros" BIGINT NOT NULL DEFAULT 0,
    "inputTokens" BIGINT NOT NULL DEFAULT 0,
    "outputTokens" BIGINT NOT NULL DEFAULT 0,
    "toolRequests" INTEGER NOT NULL DEFAULT 0,
    "toolErrors" INTEGER NOT NULL DEFAULT 0,
    "r0" INTEGER NOT NULL DEFAULT 0,
    "r1" INTEGER NOT NULL DEFAULT 0,
    "r2" INTEGER NOT NULL DEFAULT 0,
    "r3" INTEGER NOT NULL DEFAULT 0,
    "r4" INTEGER NOT NULL DEFAULT 0,
    "r5" INTEGER NOT NULL DEFAULT 0,
    "r6" INTEGER NOT NULL DEFAULT 0,
    "r7" INTEGER NOT NULL DEFAULT 0,
    "r8" INTEGER NOT NULL DEFAULT 0,
    "r9" INTEGER NOT NULL DEFAULT 0,
    "r10" INTEGER NOT NULL DEFAULT 0,
    "r11" INTEGER NOT NULL DEFAULT 0,
    "r12" INTEGER NOT NULL DEFAULT 0,
    "r13" INTEGER NOT NULL DEFAULT 0,
    "r14" INTEGER NOT NULL DEFAULT 0,
    "r15" INTEGER NOT NULL DEFAULT 0,
    "r16" INTEGER NOT NULL DEFAULT 0,
    "r17" INTEGER NOT NULL DEFAULT 0,
    "r18" INTEGER NOT NULL DEFAULT 0,
    "r19" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "CallRollup_pkey" PRIMARY KEY ("workspaceId", "mode", "bucket", "agentId", "campaignId", "sourceId", "apiKeyId", "direction", "slot"),
    CONSTRAINT "CallRollup_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE
) WITH (fillfactor = 50);

-- One call's share of its rollup row, times `sign` (+1 as it is now, -1 as it was).
CREATE FUNCTION svc_call_rollup(c "Call", sign INTEGER) RETURNS "CallRollup" LANGUAGE sql STABLE AS $$
  SELECT c."workspaceId", c."mode", date_bin('15 minutes', c."createdAt", TIMESTAMP '2000-01-01'), c."agentId",
    coalesce(c."campaignId", ''), coalesce(c."sourceId", ''), coalesce(c."apiKeyId", ''), c."direction", svc_count_slot(),
    sign,
    sign * (c."answeredAt" IS NOT NULL)::int,
    sign * (c."status" = 'completed')::int,
    sign * (c."status" = 'failed')::int,
    sign * (c."status" = 'busy')::int,
    sign * (c."status" = 'no_answer')::int,
    sign * coalesce(c."endedReason" = 'voicemail', false)::int,
    sign * coalesce(c."endedReason" = 'transferred', false)::int,
    sign * coalesce(c."analysis"->>'successful' IN ('true', 'false'), false)::int,
    sign * coalesce(c."analysis"->>'successful' = 'true', false)::int,
    sign * coalesce(c."durationSec", 0)::bigint,
    sign * ceil(coalesce(c."durationSec", 0) / 60.0)::bigint,
    sign * coalesce(round((c."cost"->>'total')::numeric * 1000000), 0)::bigint,
    sign * (coalesce((c."usage"->'llm'->>'inputTokens')::bigint, 0) + coalesce((c."usage"->'analysisLlm'->>'inputTokens')::bigint, 0)),
    sign * (coalesce((c."usage"->'llm'->>'outputTokens')::bigint, 0) + coalesce((c."usage"->'analysisLlm'->>'outputTokens')::bigint, 0)),
    sign * coalesce((c."usage"->>'toolRequests')::int, 0),
    sign * coalesce((c."usage"->>'toolErrors')::int, 0),
    sign * coalesce((c."latency"->'histogram'->>0)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>1)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>2)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>3)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>4)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>5)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>6)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>7)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>8)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>9)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>10)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>11)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>12)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>13)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>14)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>15)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>16)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>17)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>18)::int, 0),
    sign * coalesce((c."latency"->'histogram'->>19)::int, 0)
$$;

-- Folds a workspace's slots of the quarter hours between a day and an hour old into slot 0.
CREATE FUNCTION svc_fold_call_rollups(folded_workspace TEXT, folded_mode "ApiKeyMode") RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moved "CallRollup"[];
BEGIN
  WITH folded AS (
    DELETE FROM "CallRollup" AS gone
    WHERE "workspaceId" = folded_workspace AND "mode" = folded_mode AND "slot" <> 0
      AND "bucket" >= (now() AT TIME ZONE 'UTC') - interval '1 day' AND "bucket" < (now() AT TIME ZONE 'UTC') - interval '1 hour'
    RETURNING gone
  )
  SELECT array_agg(gone) INTO moved FROM folded;
  IF moved IS NOT NULL THEN
    PERFORM svc_add_call_rollups(moved, 0::smallint);
  END IF;
END $$;

-- Adds signed shares to their rows (in `into_slot` instead of their own when given), in key
-- order, so two statements never wait on each other's rows in a cycle; a workspace being deleted
-- gets no new row. A statement that opens a row folds the workspace's older slots.
CREATE FUNCTION svc_add_call_rollups(shares "CallRollup"[], into_slot SMALLINT DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  opened_workspaces TEXT[];
  opened_modes "ApiKeyMode"[];
BEGIN
  WITH upserted AS (
    INSERT INTO "CallRollup" AS rolled ("workspaceId", "mode", "bucket", "agentId", "campaignId", "sourceId", "apiKeyId", "direction", "slot", "calls", "answered", "completed", "failed", "busy", "noAnswer", "voicemail", "transferred", "judged", "successful", "durationSec", "billedMinutes", "costMicros", "inputTokens", "outputTokens", "toolRequests", "toolErrors", "r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15", "r16", "r17", "r18", "r19")
    SELECT x."workspaceId", x."mode", x."bucket", x."agentId", x."campaignId", x."sourceId", x."apiKeyId", x."direction", coalesce(into_slot, x."slot"),
      sum(x."calls")::int,
      sum(x."answered")::int,
      sum(x."completed")::int,
      sum(x."failed")::int,
      sum(x."busy")::int,
      sum(x."noAnswer")::int,
      sum(x."voicemail")::int,
      sum(x."transferred")::int,
      sum(x."judged")::int,
      sum(x."successful")::int,
      sum(x."durationSec")::bigint,
      sum(x."billedMinutes")::bigint,
      sum(x."costMicros")::bigint,
      sum(x."inputTokens")::bigint,
      sum(x."outputTokens")::bigint,
      sum(x."toolRequests")::int,
      sum(x."toolErrors")::int,
      sum(x."r0")::int,
      sum(x."r1")::int,
      sum(x."r2")::int,
      sum(x."r3")::int,
      sum(x."r4")::int,
      sum(x."r5")::int,
      sum(x."r6")::int,
      sum(x."r7")::int,
      sum(x."r8")::int,
      sum(x."r9")::int,
      sum(x."r10")::int,
      sum(x."r11")::int,
      sum(x."r12")::int,
      sum(x."r13")::int,
      sum(x."r14")::int,
      sum(x."r15")::int,
      sum(x."r16")::int,
      sum(x."r17")::int,
      sum(x."r18")::int,
      sum(x."r19")::int
    FROM unnest(shares) AS x
    WHERE EXISTS (SELECT 1 FROM "Workspace" WHERE "id" = x."workspaceId")
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ("workspaceId", "mode", "bucket", "agentId", "campaignId", "sourceId", "apiKeyId", "direction", "slot") DO UPDATE SET
      "calls" = rolled."calls" + EXCLUDED."calls",
      "answered" = rolled."answered" + EXCLUDED."answered",
      "completed" = rolled."completed" + EXCLUDED."completed",
      "failed" = rolled."failed" + EXCLUDED."failed",
      "busy" = rolled."busy" + EXCLUDED."busy",
      "noAnswer" = rolled."noAnswer" + EXCLUDED."noAnswer",
      "voicemail" = rolled."voicemail" + EXCLUDED."voicemail",
      "transferred" = rolled."transferred" + EXCLUDED."transferred",
      "judged" = rolled."judged" + EXCLUDED."judged",
      "successful" = rolled."successful" + EXCLUDED."successful",
      "durationSec" = rolled."durationSec" + EXCLUDED."durationSec",
      "billedMinutes" = rolled."billedMinutes" + EXCLUDED."billedMinutes",
      "costMicros" = rolled."costMicros" + EXCLUDED."costMicros",
      "inputTokens" = rolled."inputTokens" + EXCLUDED."inputTokens",
      "outputTokens" = rolled."outputTokens" + EXCLUDED."outputTokens",
      "toolRequests" = rolled."toolRequests" + EXCLUDED."toolRequests",
      "toolErrors" = rolled."toolErrors" + EXCLUDED."toolErrors",
      "r0" = rolled."r0" + EXCLUDED."r0",
      "r1" = rolled."r1" + EXCLUDED."r1",
      "r2" = rolled."r2" + EXCLUDED."r2",
      "r3" = rolled."r3" + EXCLUDED."r3",
      "r4" = rolled."r4" + EXCLUDED."r4",
      "r5" = rolled."r5" + EXCLUDED."r5",
      "r6" = rolled."r6" + EXCLUDED."r6",
      "r7" = rolled."r7" + EXCLUDED."r7",
      "r8" = rolled."r8" + EXCLUDED."r8",
      "r9" = rolled."r9" + EXCLUDED."r9",
      "r10" = rolled."r10" + EXCLUDED."r10",
      "r11" = rolled."r11" + EXCLUDED."r11",
      "r12" = rolled."r12" + EXCLUDED."r12",
      "r13" = rolled."r13" + EXCLUDED."r13",
      "r14" = rolled."r14" + EXCLUDED."r14",
      "r15" = rolled."r15" + EXCLUDED."r15",
      "r16" = rolled."r16" + EXCLUDED."r16",
      "r17" = rolled."r17" + EXCLUDED."r17",
      "r18" = rolled."r18" + EXCLUDED."r18",
      "r19" = rolled."r19" + EXCLUDED."r19"
    RETURNING rolled."workspaceId", rolled."mode", xmax = 0 AS opened
  )
  SELECT array_agg(workspace_id), array_agg(mode) INTO opened_workspaces, opened_modes
  FROM (SELECT DISTINCT "workspaceId" AS workspace_id, "mode" FROM upserted WHERE opened) AS opened;
  IF into_slot IS NULL AND opened_workspaces IS NOT NULL THEN
    PERFORM svc_fold_call_rollups(workspace_id, mode) FROM unnest(opened_workspaces, opened_modes) AS opened (workspace_id, mode);
  END IF;
END $$;

-- A statement's new calls; one call (the hot path's case) updates its row in place when it exists.
CREATE FUNCTION svc_roll_up_inserted_calls() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_calls "Call"[];
  one "CallRollup";
BEGIN
  SELECT array_agg(inserted) INTO first_calls FROM (SELECT inserted FROM inserted_calls AS inserted LIMIT 2) AS first;
  IF cardinality(first_calls) = 1 THEN
    one := svc_call_rollup(first_calls[1], 1);
    UPDATE "CallRollup" SET
      "calls" = "calls" + one."calls",
      "answered" = "answered" + one."answered",
      "completed" = "completed" + one."completed",
      "failed" = "failed" + one."failed",
      "busy" = "busy" + one."busy",
      "noAnswer" = "noAnswer" + one."noAnswer",
      "voicemail" = "voicemail" + one."voicemail",
      "transferred" = "transferred" + one."transferred",
      "judged" = "judged" + one."judged",
      "successful" = "successful" + one."successful",
      "durationSec" = "durationSec" + one."durationSec",
      "billedMinutes" = "billedMinutes" + one."billedMinutes",
      "costMicros" = "costMicros" + one."costMicros",
      "inputTokens" = "inputTokens" + one."inputTokens",
      "outputTokens" = "outputTokens" + one."outputTokens",
      "toolRequests" = "toolRequests" + one."toolRequests",
      "toolErrors" = "toolErrors" + one."toolErrors",
      "r0" = "r0" + one."r0",
      "r1" = "r1" + one."r1",
      "r2" = "r2" + one."r2",
      "r3" = "r3" + one."r3",
      "r4" = "r4" + one."r4",
      "r5" = "r5" + one."r5",
      "r6" = "r6" + one."r6",
      "r7" = "r7" + one."r7",
      "r8" = "r8" + one."r8",
      "r9" = "r9" + one."r9",
      "r10" = "r10" + one."r10",
      "r11" = "r11" + one."r11",
      "r12" = "r12" + one."r12",
      "r13" = "r13" + one."r13",
      "r14" = "r14" + one."r14",
      "r15" = "r15" + one."r15",
      "r16" = "r16" + one."r16",
      "r17" = "r17" + one."r17",
      "r18" = "r18" + one."r18",
      "r19" = "r19" + one."r19"
    WHERE ("workspaceId", "mode", "bucket", "agentId", "campaignId", "sourceId", "apiKeyId", "direction", "slot") = (one."workspaceId", one."mode", one."bucket", one."agentId", one."campaignId", one."sourceId", one."apiKeyId", one."direction", one."slot");
    IF NOT FOUND THEN
      PERFORM svc_add_call_rollups(ARRAY[one]);
    END IF;
    RETURN NULL;
  END IF;
  PERFORM svc_add_call_rollups(array_agg(svc_call_rollup(inserted, 1))) FROM inserted_calls AS inserted HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION svc_roll_up_deleted_calls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM svc_add_call_rollups(array_agg(svc_call_rollup(deleted, -1))) FROM deleted_calls AS deleted HAVING count(*) > 0;
  RETURN NULL;
END $$;

-- A call whose rolled-up figures changed: its old share out, its new one in (one row when its key stays).
CREATE FUNCTION svc_roll_up_changed_call() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM svc_add_call_rollups(ARRAY[svc_call_rollup(OLD, -1), svc_call_rollup(NEW, 1)]);
  RETURN NULL;
END $$;

-- Created before the backfill, as in 20261124110000_call_counts: writers to "Call" wait until this
-- migration commits, so every call is rolled up exactly once. The update trigger fires only when
-- something rolled up changes: not for dialing or ringing, a carrier id, a recording.
CREATE TRIGGER "Call_roll_up_inserted" AFTER INSERT ON "Call" REFERENCING NEW TABLE AS inserted_calls
  FOR EACH STATEMENT EXECUTE FUNCTION svc_roll_up_inserted_calls();
CREATE TRIGGER "Call_roll_up_deleted" AFTER DELETE ON "Call" REFERENCING OLD TABLE AS deleted_calls
  FOR EACH STATEMENT EXECUTE FUNCTION svc_roll_up_deleted_calls();
CREATE TRIGGER "Call_roll_up_changed" AFTER UPDATE ON "Call" FOR EACH ROW
  WHEN ((OLD."workspaceId", OLD."mode", OLD."createdAt", OLD."agentId", OLD."campaignId", OLD."sourceId", OLD."apiKeyId", OLD."direction",
         OLD."answeredAt" IS NULL, CASE WHEN OLD."status" IN ('completed', 'failed', 'busy', 'no_answer') THEN OLD."status" END,
         OLD."endedReason", OLD."analysis"->>'successful', OLD."durationSec", OLD."usage", OLD."cost", OLD."latency")
    IS DISTINCT FROM
        (NEW."workspaceId", NEW."mode", NEW."createdAt", NEW."agentId", NEW."campaignId", NEW."sourceId", NEW."apiKeyId", NEW."direction",
         NEW."answeredAt" IS NULL, CASE WHEN NEW."status" IN ('completed', 'failed', 'busy', 'no_answer') THEN NEW."status" END,
         NEW."endedReason", NEW."analysis"->>'successful', NEW."durationSec", NEW."usage", NEW."cost", NEW."latency"))
  EXECUTE FUNCTION svc_roll_up_changed_call();

-- The calls so far, each in slot 0.
INSERT INTO "CallRollup" ("workspaceId", "mode", "bucket", "agentId", "campaignId", "sourceId", "apiKeyId", "direction", "slot", "calls", "answered", "completed", "failed", "busy", "noAnswer", "voicemail", "transferred", "judged", "successful", "durationSec", "billedMinutes", "costMicros", "inputTokens", "outputTokens", "toolRequests", "toolErrors", "r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15", "r16", "r17", "r18", "r19")
SELECT x."workspaceId", x."mode", x."bucket", x."agentId", x."campaignId", x."sourceId", x."apiKeyId", x."direction", 0,
  sum(x."calls"),
  sum(x."answered"),
  sum(x."completed"),
  sum(x."failed"),
  sum(x."busy"),
  sum(x."noAnswer"),
  sum(x."voicemail"),
  sum(x."transferred"),
  sum(x."judged"),
  sum(x."successful"),
  sum(x."durationSec"),
  sum(x."billedMinutes"),
  sum(x."costMicros"),
  sum(x."inputTokens"),
  sum(x."outputTokens"),
  sum(x."toolRequests"),
  sum(x."toolErrors"),
  sum(x."r0"),
  sum(x."r1"),
  sum(x."r2"),
  sum(x."r3"),
  sum(x."r4"),
  sum(x."r5"),
  sum(x."r6"),
  sum(x."r7"),
  sum(x."r8"),
  sum(x."r9"),
  sum(x."r10"),
  sum(x."r11"),
  sum(x."r12"),
  sum(x."r13"),
  sum(x."r14"),
  sum(x."r15"),
  sum(x."r16"),
  sum(x."r17"),
  sum(x."r18"),
  sum(x."r19")
FROM "Call" c, LATERAL svc_call_rollup(c, 1) x
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
