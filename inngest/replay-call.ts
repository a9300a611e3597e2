import { callReplayRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { textConversationFlow } from "./text-conversation-flow";
import { playReplayApart } from "@/server/replays/player";
import { failReplay } from "@/server/replays/replays";

// call/replay.requested → a call is replayed against an agent version and the result stored
// (docs/voice-agent.md "Replays"). A text conversation like an agent test's: the same limits per
// workspace and in all, and the same low priority, so replays never delay a call's work. No step:
// a retry plays the replay again from its start. Retries spent: the replay is `failed`, never stuck.

export const replayCallFunction = inngest.createFunction(
  {
    id: "replay-call",
    triggers: [callReplayRequested],
    ...textConversationFlow,
    onFailure: async ({ event, error, step }) => {
      const { replayId } = callReplayRequested.schema.parse(event.data.event.data);
      await step.run("record-failure", () => failReplay(replayId, error.message));
    },
  },
  async ({ event }) => ({ replayId: event.data.replayId, status: await playReplayApart(event.data.replayId) }),
);
