import { localEmbedding } from "@/server/knowledge/local-embeddings";
import type { Retrieval } from "@/server/knowledge/retrieval";
import type { AgentBrief, Brain, BrainEvent, Turn } from "./brain";

// The brain that needs no LLM: after the first message it asks the questions listed in the
// instructions one at a time (a question is a line ending in "?"), then says goodbye and ends the
// call. It is a pure function of the conversation so far (and, for an agent with knowledge bases,
// of the passages retrieved for the turn), so the live call, the test panel and post-call analysis
// all read the same answers out of the same turns. When the callee asks a question instead of
// answering, it answers from the best passage's best-matching sentences if they match well enough,
// then goes back to its script.

const LIST_MARKER = /^\s*(?:[-*•]|\d+[.)])\s*/;
const WANTS_A_PERSON = /\b(?:speak|talk)\b.*\b(?:person|human|someone|agent|representative|operator)\b|\boperator\b/i;
const WANTS_TO_STOP = /\b(?:bye|goodbye|not interested|stop calling|hang up)\b/i;
export const GOODBYE = "Thank you, that's everything I needed. Goodbye!";

/** At most this much of a passage answers a question. */
const ANSWER_CHARS = 300;
/** The share of the question's words (as lexemes) the answer's sentences must hold. */
const GOOD_ENOUGH = 0.5;
/** How alike (cosine of local vectors) a sentence must be to a question to answer it by meaning alone. */
const CLOSE_ENOUGH = 0.4;
export const DO_NOT_KNOW = "I'm sorry, I don't know that.";

/** A reply that asks something rather than answering. */
export function asksQuestion(text: string): boolean {
  return text.trim().endsWith("?");
}

/**
 * Whether a word is a form of a lexeme: Snowball stems are the word's beginning ("open" of
 * "opening"), except for a final y made i ("deliveri" of "delivery").
 */
function formOf(word: string, lexeme: string): boolean {
  return word.startsWith(lexeme) || (lexeme.endsWith("i") && word.startsWith(`${lexeme.slice(0, -1)}y`));
}

const sentencesOf = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: "sentence" }).segment(text)]
    .map(({ segment }) => segment.trim().replace(/\s+/g, " "))
    .filter(Boolean);

/**
 * The passages' sentence closest in meaning to the question (local word vectors), when it is close
 * enough (the passage that holds it may rank second: the turn before's words count too): what answers a question asked in other words ("Where are you located?" → "Our office is
 * at 1187 Birchwood Avenue…").
 */
function closestSentence(texts: string[], question: string): string | null {
  const asked = localEmbedding(question);
  if (!asked) return null;
  let best: { sentence: string; similarity: number } | null = null;
  for (const sentence of texts.flatMap(sentencesOf)) {
    const vector = localEmbedding(sentence);
    const similarity = vector ? vector.reduce((sum, value, d) => sum + value * asked[d], 0) : -1;
    if (!best || similarity > best.similarity) best = { sentence, similarity };
  }
  return best && best.similarity >= CLOSE_ENOUGH ? best.sentence : null;
}

/**
 * The sentences of the best passage that match the question best, up to about ANSWER_CHARS, in
 * the passage's order; when they hold less than GOOD_ENOUGH of the question's lexemes, the passages'
 * sentence closest in meaning if it is close enough; else null.
 */
export function answerFrom(reference: Retrieval | undefined, question: string): string | null {
  const best = reference?.passages[0];
  if (!best) return null;
  return (
    answerByWords(best.text, reference.terms[best.knowledgeBaseId] ?? []) ??
    closestSentence(
      reference.passages.map((passage) => passage.text),
      question,
    )
  );
}

function answerByWords(text: string, lexemes: string[]): string | null {
  if (!lexemes.length) return null;
  const sentences = sentencesOf(text)
    .map((sentence, index) => {
      const words = sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      const held = lexemes.filter((lexeme) => words.some((word) => formOf(word, lexeme)));
      return { text: sentence, index, held };
    })
    .filter((sentence) => sentence.held.length);
  sentences.sort((a, b) => b.held.length - a.held.length || a.index - b.index);
  // The best sentence, then those that hold a word of the question it does not, while they fit.
  const chosen: typeof sentences = [];
  const held = new Set<string>();
  let chars = 0;
  for (const sentence of sentences) {
    if (chosen.length && (chars + sentence.text.length > ANSWER_CHARS || sentence.held.every((l) => held.has(l))))
      continue;
    chosen.push(sentence);
    sentence.held.forEach((lexeme) => held.add(lexeme));
    chars += sentence.text.length + 1;
  }
  if (held.size / lexemes.length < GOOD_ENOUGH) return null;
  const answer = chosen
    .sort((a, b) => a.index - b.index)
    .map((sentence) => sentence.text)
    .join(" ");
  return answer.length > ANSWER_CHARS * 1.5 ? `${answer.slice(0, ANSWER_CHARS).replace(/\s+\S*$/, "")}…` : answer;
}

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
    return { question, answer: reply && !asksQuestion(reply.text) ? reply.text : null };
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
    respond(history, _signal, { reference } = {}) {
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
      // An agent with knowledge bases answers a question from them (or says it does not know), then goes on.
      if (reference && asksQuestion(said)) {
        const answer = answerFrom(reference, said) ?? DO_NOT_KNOW;
        return say(`${answer} ${next < 0 ? "Is there anything else I can help you with?" : questions[next]}`);
      }
      if (next < 0) return say(GOODBYE, ...endCall);
      const lastAgentTurn = history.findLast((turn) => turn.role === "agent");
      const askedBefore =
        lastAgentTurn?.interrupted ||
        history.some((turn) => turn.role === "agent" && turn.text.includes(questions[next]));
      return say(`${askedBefore ? "Sorry, let me ask again. " : next > 0 ? "Thank you. " : ""}${questions[next]}`);
    },
  };
}
