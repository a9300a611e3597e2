import { env } from "@/server/env";

// The flow control of a text conversation played off a call (an agent test's, a replay's): a few
// at once per workspace and in all, behind every call's work (a slot that frees goes to dialing
// first), retried twice from its start.
export const textConversationFlow = {
  concurrency: <[{ key: string; limit: number }, { limit: number }]>[
    { key: "event.data.workspaceId", limit: env.AGENT_TEST_CONCURRENCY },
    { limit: env.AGENT_TEST_MAX_CONCURRENCY },
  ],
  priority: { run: "-60" },
  retries: 2 as const,
};
