-- Voices belong to a text-to-speech provider (ConversationRelay's ttsProvider + voice). The old
-- OpenAI-style names reached no carrier: agents that had one get the default Google voice.

CREATE TYPE "TtsProvider" AS ENUM ('Google', 'Amazon', 'ElevenLabs');

ALTER TABLE "Agent" ADD COLUMN "ttsProvider" "TtsProvider" NOT NULL DEFAULT 'Google';
UPDATE "Agent" SET "voice" = 'en-US-Journey-O' WHERE "voice" IN ('alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer');
ALTER TABLE "Agent" ALTER COLUMN "voice" SET DEFAULT 'en-US-Journey-O';
