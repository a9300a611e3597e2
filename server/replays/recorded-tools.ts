import { isDeepStrictEqual } from "node:util";
import type { ToolAnswerer } from "@/server/tools/executor";
import type { ToolCall } from "@/server/voice/brain";
import { answerWithoutCarrier } from "@/server/voice/built-in-tools";
import type { OriginalTurn, ToolCallView } from "./engine";

// `toolResults: "recorded"`: the replayed agent's tool calls are answered with the original call's
// results, matched by the tool's name and then its arguments (equal as JSON values), each
// recording used once in order and the last one again for a repeat; nothing is sent. A call the
// original never made gets an error result saying so, and the replay counts it.

export const NOT_RECORDED = "Not recorded in the original call: it never made this call, so no request was made.";

export interface RecordedTools {
  answer: ToolAnswerer;
  /** The keypad and language tools, from the recording too (else as without a carrier). */
  answerBuiltIn: (call: ToolCall) => void;
  notRecorded: (call: ToolCall) => boolean;
}

export function recordedTools(turns: OriginalTurn[]): RecordedTools {
  const recorded = turns
    .flatMap((turn) => turn.toolCalls)
    .filter((call) => call.result !== undefined && call.status !== "invalid_arguments");
  const used = new Set<ToolCallView>();
  const refused = new WeakSet<ToolCall>();
  const take = (call: ToolCall): ToolCallView | undefined => {
    const same = recorded.filter((r) => r.name === call.name && isDeepStrictEqual(r.arguments, call.arguments));
    const found = same.find((r) => !used.has(r)) ?? same.at(-1);
    if (found) used.add(found);
    return found;
  };
  return {
    answer: async (_tool, call) => {
      const found = take(call);
      if (!found) {
        refused.add(call);
        return {
          status: "refused",
          httpStatus: null,
          latencyMs: 0,
          result: JSON.stringify({ error: NOT_RECORDED }),
          error: NOT_RECORDED,
        };
      }
      return {
        status: found.status ?? "ok",
        httpStatus: found.httpStatus ?? null,
        latencyMs: found.latencyMs ?? 0,
        result: found.result!,
        error: found.error ?? null,
      };
    },
    answerBuiltIn: (call) => {
      const found = take(call);
      if (!found) return answerWithoutCarrier(call, "replay");
      call.result = found.result;
      call.status = found.status ?? "ok";
    },
    notRecorded: (call) => refused.has(call),
  };
}
