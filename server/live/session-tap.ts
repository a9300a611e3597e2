import { storedToolCall } from "@/server/calls/turns";
import { logger } from "@/server/logger";
import { redactJson, type RedactionPolicy } from "@/server/privacy/redaction";
import type { ToolEvent } from "@/server/voice/brain";
import type { SessionPorts, VoiceSession } from "@/server/voice/session";
import type { NewLiveEvent } from "./events";
import { appendLive } from "./log";
import { steerHere } from "./session-steering";

// A relay session as its call's live log and steering see it. What it adds to the log, as the
// session's ports report it: the agent's words as they are sent to be spoken (`turn.delta`) and the
// tools it calls (`tool`). Both go through one queue, so they keep the order they happened in, and
// are written together at most every FLUSH_MS (the words of a streamed answer arrive a token at a
// time); what is queued is written before the turn it belongs to is stored, so a turn's words
// always come before the turn. Nothing here is on the callee's path: the writes run beside the
// conversation, and one that fails is logged, never retried.

// Each write is a statement and a NOTIFY to every process: at 50 ms a model's streamed answer
// took one per 2–3 tokens. A quarter of a second is still ahead of the voice saying the words.
const FLUSH_MS = 250;

export interface SessionTap {
  /** The session's ports with the log's writes around them. */
  ports: SessionPorts;
  /** The session steering orders for the call reach, until it finishes. */
  attach(session: VoiceSession): void;
}

export function tapSession(callId: string, redaction: RedactionPolicy, ports: SessionPorts): SessionTap {
  const queued: NewLiveEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let detach = () => undefined as void;

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    // The log is stored: redacted like the turns (words split across two writes may escape it: docs/privacy.md).
    const events = queued.splice(0).map((event) => redactJson(event, redaction));
    if (events.length)
      writing = writing
        .then(() => appendLive(callId, events))
        .catch((error: unknown) =>
          logger.warn({ callId, err: (error as Error).message }, "could not add to the call's live log"),
        );
    return writing;
  };
  const queue = (event: NewLiveEvent) => {
    const last = queued[queued.length - 1];
    // Words of the same turn that wait together are one event.
    if (event.type === "turn.delta" && last?.type === "turn.delta" && last.data.index === event.data.index)
      last.data.text += event.data.text;
    else queued.push(event);
    timer ??= setTimeout(() => void flush(), FLUSH_MS);
  };
  const usedTool = (event: ToolEvent) => {
    if (event.type === "tool")
      queue({
        type: "tool",
        data: { phase: "called", call: { name: event.call.name, arguments: event.call.arguments } },
      });
    else if (event.type === "tool_started") {
      const { id, name, arguments: args, toolId } = event.call;
      queue({ type: "tool", data: { phase: "started", call: { id, name, arguments: args, toolId } } });
    } else queue({ type: "tool", data: { phase: "finished", call: storedToolCall(event.call) } });
  };

  return {
    ports: {
      ...ports,
      spoke: (index, text) => queue({ type: "turn.delta", data: { index, text } }),
      usedTool,
      storeTurns: async (turns) => {
        await flush();
        return ports.storeTurns(turns);
      },
      finish: (outcome) => {
        detach();
        void flush();
        ports.finish(outcome);
      },
    },
    attach: (session) => {
      detach = steerHere(callId, session);
    },
  };
}
