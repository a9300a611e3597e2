import type { AgentBrief, Brain, BrainEvent, Turn } from "./brain";

// The brain that needs no LLM: after the first message it asks the questions listed in the
// instructions one at a time (a question is a line ending in "?"), then says goodbye and ends the
// call. It is a pure function of the conversation so far, so the live call, the test panel and
// post-call analysis all read the same answers out of the same turns.

const LIST_MARKER = /^\s*(?:[-*•]|\d+[.)])\s*/;
const WANTS_A_PERSON = /\b(?:speak|talk)\b.*\b(?:person|human|someone|agent|representative|operator)\b|\boperator\b/i;
const WANTS_TO_STOP = /\b(?:bye|goodbye|not interested|stop calling|hang up)\b/i;
export const GOODBYE = "Thank you, that's everything I needed. Goodbye!";

/** The questions in an agent's instructions, in order. */
export function scriptQuestions(instructions: string): string[] {
  return instructions
    .split("\n")
    .map((line) => line.replace(LIST_MARKER, "").trim())
    .filter((line) => line.endsWith("?"));
}

/**
 * Each question with the callee's answer: their next words after the agent last asked it in full
 * (an interrupted turn keeps only the words heard). A reply that is itself a question ("sorry,
 * which days?") is no answer, so the question is asked again.
 */
export function scriptAnswers(instructions: string, history: Turn[]): { question: string; answer: string | null }[] {
  return scriptQuestions(instructions).map((question) => {
    const askedAt = history.findLastIndex((turn) => turn.role === "agent" && turn.text.includes(question));
    const reply = askedAt < 0 ? undefined : history.slice(askedAt + 1).find((turn) => turn.role === "user");
    return { question, answer: reply && !reply.text.trim().endsWith("?") ? reply.text : null };
  });
}

async function* say(text: string, ...tools: BrainEvent[]): AsyncGenerator<BrainEvent> {
  // Word by word, as a model would stream it: the session treats both alike.
  for (const word of text.match(/\S+\s*/g) ?? []) yield { type: "text", delta: word };
  yield* tools;
}

export function scriptBrain(brief: AgentBrief): Brain {
  const questions = scriptQuestions(brief.instructions);
  const endCall: BrainEvent[] = brief.tools.includes("end_call")
    ? [{ type: "tool", call: { name: "end_call", arguments: { reason: "script finished" } } }]
    : [];
  return {
    respond(history) {
      const said = history.at(-1)?.role === "user" ? history.at(-1)!.text : "";
      const transferTo = brief.tools.includes("transfer_call") ? brief.transferNumbers[0] : undefined;
      if (transferTo && WANTS_A_PERSON.test(said)) {
        return say("Of course, let me transfer you now.", {
          type: "tool",
          call: { name: "transfer_call", arguments: { number: transferTo } },
        });
      }
      if (WANTS_TO_STOP.test(said)) return say("Thank you for your time. Goodbye!", ...endCall);
      const answers = scriptAnswers(brief.instructions, history);
      const next = answers.findIndex((a) => a.answer === null);
      if (next < 0) return say(GOODBYE, ...endCall);
      const lastAgentTurn = history.findLast((turn) => turn.role === "agent");
      const askedBefore =
        lastAgentTurn?.interrupted ||
        history.some((turn) => turn.role === "agent" && turn.text.includes(questions[next]));
      return say(`${askedBefore ? "Sorry, let me ask again. " : next > 0 ? "Thank you. " : ""}${questions[next]}`);
    },
  };
}
