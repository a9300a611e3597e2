-- Experiments (docs/decisions.md "Experiments"): two versions of an agent on real calls. A call is
-- given its arm by the statement that inserts it, whatever path inserts it, through a BEFORE INSERT
-- trigger: a hash of the experiment and of the call's id (or of the other party's number, so that
-- one person always hears the same version) against the variant's share.

CREATE TYPE "ExperimentStatus" AS ENUM ('running', 'concluded', 'stopped', 'promoted');
CREATE TYPE "ExperimentArm" AS ENUM ('control', 'variant');

CREATE TABLE "Experiment" (
    "id" TEXT NOT NULL DEFAULT svc_id('exp'),
    "workspaceId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "mode" "ApiKeyMode" NOT NULL,
    "name" TEXT NOT NULL,
    "controlVersion" INTEGER NOT NULL,
    "variantVersion" INTEGER NOT NULL,
    "trafficPercent" INTEGER NOT NULL,
    "stickyBy" TEXT NOT NULL,
    "metric" JSONB NOT NULL,
    "minCallsPerArm" INTEGER NOT NULL,
    "maxCalls" INTEGER,
    "endsAt" TIMESTAMP(3),
    "status" "ExperimentStatus" NOT NULL DEFAULT 'running',
    "decision" TEXT,
    "promotion" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "Experiment_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "Experiment_agentId_createdAt_idx" ON "Experiment"("agentId", "createdAt");
CREATE INDEX "Experiment_workspaceId_idx" ON "Experiment"("workspaceId");
-- One running experiment per agent; the trigger's look-up is this index.
CREATE UNIQUE INDEX "Experiment_one_running_per_agent" ON "Experiment"("agentId") WHERE "status" = 'running';
ALTER TABLE "Experiment" ADD CONSTRAINT "Experiment_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Experiment" ADD CONSTRAINT "Experiment_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Call" ADD COLUMN "experimentId" TEXT, ADD COLUMN "experimentArm" "ExperimentArm";
CREATE INDEX "Call_experimentId_experimentArm_idx" ON "Call"("experimentId", "experimentArm");
ALTER TABLE "Call" ADD CONSTRAINT "Call_experimentId_fkey" FOREIGN KEY ("experimentId") REFERENCES "Experiment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The arm: the first 28 bits of md5(experiment id, ':', the call's id or the other party's
-- number), modulo 100, below the variant's share. A blocked call (never dialled) and a call of the
-- other mode are not in the experiment; nor is any call once the experiment has ended or passed
-- its endsAt. The arm's version is the version the call runs with.
CREATE FUNCTION svc_assign_experiment_arm() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e RECORD;
  bucket int;
BEGIN
  IF NEW."status" = 'blocked' THEN
    RETURN NEW;
  END IF;
  SELECT x."id", x."controlVersion", x."variantVersion", x."trafficPercent", x."stickyBy" INTO e
  FROM "Experiment" x
  WHERE x."agentId" = NEW."agentId" AND x."status" = 'running' AND x."mode" = NEW."mode"
    AND (x."endsAt" IS NULL OR x."endsAt" > now() AT TIME ZONE 'UTC');
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  bucket := ('x' || substr(md5(e."id" || ':' || CASE
      WHEN e."stickyBy" = 'callee' THEN CASE WHEN NEW."direction" = 'inbound' THEN NEW."from" ELSE NEW."to" END
      ELSE NEW."id" END), 1, 7))::bit(28)::int % 100;
  NEW."experimentId" := e."id";
  IF bucket < e."trafficPercent" THEN
    NEW."experimentArm" := 'variant';
    NEW."agentVersion" := e."variantVersion";
  ELSE
    NEW."experimentArm" := 'control';
    NEW."agentVersion" := e."controlVersion";
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "Call_assign_experiment_arm" BEFORE INSERT ON "Call" FOR EACH ROW EXECUTE FUNCTION svc_assign_experiment_arm();
