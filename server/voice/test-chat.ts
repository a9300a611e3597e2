import { z } from "zod";
import { authorize } from "@/server/auth/authorize";
import { db } from "@/server/db/client";
import { env } from "@/server/env";
import { ApiError } from "@/server/errors";
import { validationError } from "@/server/api/errors";
import { readJsonBody } from "@/server/http/request";
import { logger } from "@/server/logger";
import { createRateLimiter, rateLimitedError } from "@/server/ratelimit/ratelimit";
import type { BrainEvent, ToolCall } from "./brain";
import { AgentNotReadyError, brainForAgent } from "./brains";
import { answerWithoutCarrier } from "./built-in-tools";

// The agent page's test panel: a signed-in member chats with an agent through the same brain a
// call uses, without placing a call. The client sends the conversation so far (brains are
// stateless); the answer streams back as NDJSON, one event per line, as the brain produces it.

/** A tool call of an earlier agent turn, as the panel got it back: the model sees it again with its result. */
const pastToolCall = z.strictObject({
  id: z.string().max(100).optional(),
  name: z.string().max(64),
  arguments: z.record(z.string(), z.unknown()),
  result: z.string().max(20_000).optional(),
  at: z.number().int().min(0).optional(),
});

export const testChatInput = z.strictObject({
  history: z
    .array(
      z.strictObject({
        role: z.enum(["agent", "user"]),
        text: z.string().max(2_000),
        interrupted: z.boolean().optional(),
        toolCalls: z.array(pastToolCall).max(40).optional(),
      }),
    )
    .max(80),
  variables: z.record(z.string().max(40), z.string().max(500)).optional(),
});

/**
 * One line of the answer: the brain's text and tool events as they happen (a workspace tool's
 * request when it starts, its response when it is back), then `done`, or `error` when the brain
 * failed midway.
 */
export type TestChatEvent =
  | Exclude<BrainEvent, { type: "tool_started" }>
  | { type: "tool_started"; call: ToolCall; message: string | null }
  | { type: "done" }
  | { type: "error"; message: string };

/** The panel places no call: the keypad and language tools answer as if they had acted. */
function panelEvent(event: BrainEvent): TestChatEvent {
  if (event.type === "tool_started") return { type: "tool_started", call: event.call, message: event.message };
  if (event.type === "tool") answerWithoutCarrier(event.call, "test panel");
  return event;
}

// Every reply may cost the workspace a model call: a budget per user, like the UI's own.
const perUser = createRateLimiter({ name: "test-chat", limit: 30, windowSeconds: env.RATE_LIMIT_UI_WINDOW_SECONDS });

export async function testChat(
  request: Request,
  userId: string | null,
  workspaceId: string,
  agentId: string,
): Promise<Response> {
  if (!userId) throw new ApiError("UNAUTHENTICATED", "Your session has ended. Sign in again.");
  await authorize(db, { kind: "user", userId }, workspaceId, { role: "member" });
  const budget = await perUser.check(userId);
  if (!budget.success) throw rateLimitedError(budget);
  const parsed = testChatInput.safeParse(await readJsonBody(request));
  if (!parsed.success) throw validationError(parsed.error);
  const { history, variables = { name: "Test caller" } } = parsed.data;

  let agent: Awaited<ReturnType<typeof brainForAgent>>;
  try {
    agent = await brainForAgent(db, workspaceId, agentId, variables);
  } catch (error) {
    if (error instanceof AgentNotReadyError)
      throw new ApiError("CONFLICT", "This agent uses an LLM but has no LLM connection: pick one in its settings.");
    throw error;
  }
  const encoder = new TextEncoder();
  const line = (event: TestChatEvent) => encoder.encode(`${JSON.stringify(event)}\n`);
  const events: AsyncIterable<BrainEvent> = history.length
    ? agent.brain.respond(history, request.signal)
    : (async function* () {
        yield { type: "text", delta: agent.brief.firstMessage } as const; // a call opens with the first message
      })();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const event of events) controller.enqueue(line(panelEvent(event)));
        controller.enqueue(line({ type: "done" }));
      } catch (error) {
        if (!request.signal.aborted) {
          logger.warn({ agentId, err: (error as Error).message }, "test chat: the brain failed");
          controller.enqueue(
            line({ type: "error", message: `The agent's model could not answer: ${(error as Error).message}` }),
          );
        }
      } finally {
        controller.close();
      }
    },
  });
  return new Response(body, {
    headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" },
  });
}
