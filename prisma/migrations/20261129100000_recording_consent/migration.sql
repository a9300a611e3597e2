-- Recording consent per agent (docs/privacy.md "Recording consent"): `recordCalls` becomes
-- `recording`; an agent that recorded keeps recording, without asking (consent "none").
ALTER TABLE "Agent" ADD COLUMN "recording" JSONB NOT NULL DEFAULT '{"enabled": false, "consent": "none", "announcement": "This call may be recorded.", "onDecline": "continue_unrecorded"}';
UPDATE "Agent" SET "recording" = jsonb_set("recording", '{enabled}', 'true') WHERE "recordCalls";
ALTER TABLE "Agent" DROP COLUMN "recordCalls";

-- Stored versions say the same: what a call of an old version runs with (callAgentSql) and what /v1 shows.
UPDATE "AgentVersion"
SET "settings" = ("settings" - 'recordCalls') || jsonb_build_object('recording', jsonb_build_object(
  'enabled', COALESCE(("settings"->>'recordCalls')::boolean, false),
  'consent', 'none',
  'announcement', 'This call may be recorded.',
  'onDecline', 'continue_unrecorded'))
WHERE NOT ("settings" ? 'recording');

ALTER TABLE "Call" ADD COLUMN "recordingConsent" JSONB;
