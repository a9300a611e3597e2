-- Redaction (docs/privacy.md): what a workspace, and an agent for itself, redacts from what was
-- said before it is stored. An agent's kinds add to its workspace's.
ALTER TABLE "Workspace" ADD COLUMN "redact" TEXT[] NOT NULL DEFAULT ARRAY['card_number', 'ssn']::TEXT[];
ALTER TABLE "Agent" ADD COLUMN "redact" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
