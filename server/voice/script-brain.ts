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

/** Which questions the callee heard in full: an interrupted turn keeps only the words heard. */
function askedCount(questions: string[], history: Turn[]): number {
  const spoken = history.filter((turn) => turn.role === "agent").map((turn) => turn.text);
  let asked = 0;
  while (asked < questions.length && spoken.some((text) => text.includes(questions[asked]))) asked++;
  return asked;
}

/** Each question the callee was asked, with the callee's next words after it (null while unanswered). */
export function scriptAnswers(instructions: string, history: Turn[]): { question: string; answer: string | null }[] {
  return scriptQuestions(instructions).map((question) => {
    const askedAt = history.findLastIndex((turn) => turn.role === "agent" && turn.text.includes(question));
    const reply = askedAt < 0 ? undefined : history.slice(askedAt + 1).find((turn) => turn.role === "user");
    return { question, answer: reply?.text ?? null };
  });
}

async function* say(text: string, ...tools: BrainEvent[]): AsyncGenerator<BrainEvent> {
  // Word by word, as a model would stream it: the session treats both alike.
  for (const word of text.match(/\S+\s*/g) ?? []) yield { type: "text", delta: word };
  yield* tools;
}

export function scriptBrain(brief: AgentBrief): Brain {
  const questions = scriptQuestions(brief.instructions);
  const endCall: BrainEvent[] = brief.tools.includes("end_call") ? [{ type: "tool", call: { name: "end_call", arguments: { reason: "script finished" } } }] : [];
  return {
    respond(history) {
      const said = history.at(-1)?.role === "user" ? history.at(-1)!.text : "";
      const transferTo = brief.tools.includes("transfer_call") ? brief.transferNumbers[0] : undefined;
      if (transferTo && WANTS_A_PERSON.test(said)) {
        return say("Of course, let me transfer you now.", { type: "tool", call: { name: "transfer_call", arguments: { number: transferTo } } });
      }
      if (WANTS_TO_STOP.test(said)) return say("Thank you for your time. Goodbye!", ...endCall);
      const asked = askedCount(questions, history);
      if (asked < questions.length) return say(`${asked > 0 ? "Thank you. " : ""}${questions[asked]}`);
      return say(GOODBYE, ...endCall);
    },
  };
}
