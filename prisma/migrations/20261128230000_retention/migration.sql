-- Retention (docs/privacy.md "Retention"): how many days a workspace, and an agent for its own
-- calls, keeps transcripts, recordings and the calls' data; what a purge removed, on the call.

ALTER TABLE "Workspace" ADD COLUMN "retention" JSONB NOT NULL DEFAULT '{"transcriptDays": null, "recordingDays": null, "dataDays": null}';
ALTER TABLE "Agent" ADD COLUMN "retention" JSONB NOT NULL DEFAULT '{"transcriptDays": null, "recordingDays": null, "dataDays": null}';
ALTER TABLE "Call" ADD COLUMN "purged" JSONB;

-- The calls a retention run may still have work on, oldest first per workspace: once the transcript
-- and the data are gone and no recording is left, a call leaves the index.
CREATE INDEX "Call_retention_pending_idx" ON "Call"("workspaceId", "createdAt", "id")
  WHERE ("purged"->>'transcriptAt') IS NULL OR ("purged"->>'dataAt') IS NULL OR "recordingUrl" IS NOT NULL;
