import { failRunConversation, playRunConversation } from "@/server/agent-tests/runs";
import { agentTestConversationRequested } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";
import { textConversationFlow } from "./text-conversation-flow";

// agent-test/conversation.requested → one conversation of an agent test run is played and judged;
// the run's last completes it and announces `test_run.completed`. A few at once per workspace and
// in all (docs/voice-agent.md "Agent tests"), behind every call's work: a slot that frees goes to
// dialing first. No step: a retry plays the conversation again from its start (nothing of it is
// stored before its verdict). Retries spent: the conversation is `errored`, never the run stuck.

export const playAgentTest = inngest.createFunction(
  {
    id: "play-agent-test",
    triggers: [agentTestConversationRequested],
    ...textConversationFlow,
    onFailure: async ({ event, error, step }) => {
      const { conversationId } = agentTestConversationRequested.schema.parse(event.data.event.data);
      await step.run("record-failure", () => failRunConversation(conversationId, error.message));
    },
  },
  async ({ event }) => ({
    conversationId: event.data.conversationId,
    status: await playRunConversation(event.data.conversationId),
  }),
);
