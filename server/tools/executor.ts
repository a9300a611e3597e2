import type { Tool } from "@/server/db/generated/client";
import { logger } from "@/server/logger";
import type { OfferedTool, ToolCall } from "@/server/voice/brain";
import { argumentErrors } from "./arguments";
import { spendToolBudget } from "./budget";
import { resultForModel, sendToolRequest, type ToolCallPayload } from "./request";

// A conversation's workspace tools at call time (a live call, the test panel or an agent test):
// what the model is offered, and each call the model makes, run: arguments validated against the
// tool's schema (invalid ones go back to the model, no request is made), then answered (the
// workspace's budget spent and the signed request made; an agent test's mocks instead), the answer
// turned into the tool's result. Never throws: every failure is a result the model reads. Headers and secrets stay inside the request; nothing here logs them.

export type CallTool = Pick<
  Tool,
  | "id"
  | "name"
  | "description"
  | "parameters"
  | "url"
  | "method"
  | "headersSealed"
  | "timeoutSec"
  | "startMessage"
  | "failedMessage"
  | "async"
  | "secretSealed"
  | "previousSecretSealed"
  | "previousSecretExpiresAt"
  | "updatedAt"
>;

export interface ToolRun {
  /** Said while the request runs. */
  startMessage: string | null;
  /** Said when it failed. */
  failedMessage: string | null;
  /** Settles once `call` holds the result (at once for an async tool, whose request goes on). */
  done: Promise<void>;
}

export interface ToolBox {
  offered: OfferedTool[];
  /** Runs the call if it names one of the box's tools; null otherwise. */
  start(call: ToolCall): ToolRun | null;
}

/** The call's side of every request: who is calling whom, for which call. */
export type CallContext = ToolCallPayload["call"];

const SENT = JSON.stringify({
  status: "sent",
  note: "The request was sent; its answer will not come back in this call.",
});

/** What a call of a workspace tool came to. */
export type ToolOutcome = Required<Pick<ToolCall, "status" | "httpStatus" | "latencyMs" | "result" | "error">>;

/**
 * How the calls of a conversation's tools are answered once their arguments are valid: by default
 * the business's endpoint, through the workspace's budget; an agent test answers from its mocks.
 */
export type ToolAnswerer = (tool: CallTool, call: ToolCall) => Promise<ToolOutcome>;

function settle(call: ToolCall, fields: ToolOutcome): void {
  Object.assign(call, fields);
}

/** The signed request to the business's endpoint, after the workspace's budget. */
export function businessRequest(workspaceId: string, context: CallContext): ToolAnswerer {
  const log = logger.child({ callId: context.id, workspaceId });
  return async (tool, call) => {
    const refusal = spendToolBudget(workspaceId);
    if (refusal)
      return {
        status: "refused",
        httpStatus: null,
        latencyMs: 0,
        result: JSON.stringify({ error: refusal }),
        error: refusal,
      };
    const payload: ToolCallPayload = {
      type: "tool.call",
      toolCallId: call.id!,
      tool: { id: tool.id, name: tool.name },
      arguments: call.arguments,
      call: context,
    };
    const response = await sendToolRequest(tool, payload);
    if (response.status !== "ok")
      log.info(
        { tool: tool.name, toolCallId: call.id, status: response.status, httpStatus: response.httpStatus },
        "a tool call failed",
      );
    return {
      status: response.status,
      httpStatus: response.httpStatus,
      latencyMs: response.latencyMs,
      result: resultForModel(response),
      error: response.error,
    };
  };
}

export function toolBox(
  workspaceId: string,
  tools: CallTool[],
  context: CallContext,
  answer: ToolAnswerer = businessRequest(workspaceId, context),
): ToolBox {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const log = logger.child({ callId: context.id, workspaceId });

  return {
    offered: tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      parameters: tool.parameters as Record<string, unknown>,
    })),
    start(call) {
      const tool = byName.get(call.name);
      if (!tool) return null;
      call.toolId = tool.id;
      const invalid = argumentErrors(tool, call.arguments);
      if (invalid) {
        settle(call, {
          status: "invalid_arguments",
          httpStatus: null,
          latencyMs: 0,
          result: JSON.stringify({ error: `Invalid arguments: ${invalid}. Correct them and call the tool again.` }),
          error: `Invalid arguments: ${invalid}.`,
        });
        return { startMessage: null, failedMessage: null, done: Promise.resolve() };
      }
      const running = answer(tool, call).then(
        (outcome) => settle(call, outcome),
        (error: unknown) => {
          log.error({ err: error, tool: tool.name }, "a tool call could not be made");
          settle(call, {
            status: "error",
            httpStatus: null,
            latencyMs: 0,
            result: JSON.stringify({ error: "The tool could not be called." }),
            error: "The tool could not be called.",
          });
        },
      );
      if (tool.async) {
        // The model hears "sent" now; the record gets the request's outcome when it comes.
        call.result = SENT;
        void running.then(() => (call.result = SENT));
        return { startMessage: null, failedMessage: null, done: Promise.resolve() };
      }
      return { startMessage: tool.startMessage, failedMessage: tool.failedMessage, done: running };
    },
  };
}
