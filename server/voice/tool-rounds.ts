import type { ToolBox } from "@/server/tools/executor";
import type { Brain, BrainEvent, ToolCall, Turn } from "./brain";

// A turn with tools: the model's answer may call tools; their results go back to it and it goes on
// in the same turn, for at most MAX_TOOL_ROUNDS rounds. Workspace tools run in parallel through
// the ToolBox; built-in tools are handed to the consumer (the voice session, the test panel),
// which acts on them and sets `call.result` when the model is to go on. A tool that ends the call
// ends the turn. If the consumer stops listening (the callee interrupted), requests under way
// still complete: the consumer holds each call and its `done`.

export const MAX_TOOL_ROUNDS = 5;

/** `brain` with its tool calls run in rounds; a brain without workspace tools is only given the built-ins' rounds. */
export function withToolRounds(brain: Brain, tools: ToolBox | null): Brain {
  return {
    async *respond(history, signal, options = {}): AsyncGenerator<BrainEvent> {
      let text = "";
      const calls: ToolCall[] = [];
      for (let round = 0; ; round += 1) {
        const soFar: Turn[] = calls.length ? [{ role: "agent", text, toolCalls: calls }] : [];
        const asked: ToolCall[] = [];
        for await (const event of brain.respond([...history, ...soFar], signal, {
          ...options,
          withTools: round < MAX_TOOL_ROUNDS,
        })) {
          if (event.type === "text") {
            text += event.delta;
            yield event;
          } else if (event.type === "tool") asked.push(event.call);
        }
        if (!asked.length) return;
        const running = new Map<ToolCall, { done: Promise<void>; failedMessage: string | null }>();
        let ends = false;
        for (const call of asked) {
          call.at = text.length;
          const run = tools?.start(call);
          if (run) {
            yield { type: "tool_started", call, message: run.startMessage, done: run.done };
            running.set(call, run);
            calls.push(call);
            continue;
          }
          yield { type: "tool", call };
          if (call.result === undefined) ends = true;
          else calls.push(call);
        }
        // Results as they come; an abort stops the waiting, not the requests.
        const aborted = new Promise<null>((resolve) =>
          signal.addEventListener("abort", () => resolve(null), { once: true }),
        );
        while (running.size && !signal.aborted) {
          const call = await Promise.race([...[...running].map(([call, run]) => run.done.then(() => call)), aborted]);
          if (!call || signal.aborted) return;
          const { failedMessage } = running.get(call)!;
          running.delete(call);
          yield { type: "tool_finished", call, message: call.status === "ok" ? null : failedMessage };
        }
        if (signal.aborted) return;
        if (ends) return;
      }
    },
  };
}
