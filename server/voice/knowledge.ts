import type { KnowledgeSource } from "@/server/knowledge/retrieval";
import type { Brain, BrainEvent } from "./brain";

// Retrieval on every turn, not as a tool the model may forget: before the brain answers the
// callee, the passages that best match the callee's latest words (the turn before as context) are
// retrieved and handed to it as its reference, and the turn records what it was given. It wraps
// the brain, so every conversation that asks a brain (a call, the test panel, any text
// conversation) retrieves the same way.

export function withKnowledge(brain: Brain, knowledge: KnowledgeSource | null): Brain {
  if (!knowledge) return brain;
  return {
    async *respond(history, signal, options = {}): AsyncGenerator<BrainEvent> {
      const latest = history.at(-1);
      if (latest?.role !== "user") return yield* brain.respond(history, signal, options);
      const retrieval = await knowledge.retrieve(latest.text, history.at(-2)?.text ?? "", signal);
      yield { type: "knowledge", retrieval };
      yield* brain.respond(history, signal, { ...options, reference: retrieval });
    },
  };
}
