import { setImmediate } from "node:timers/promises";
import { z } from "zod";
import type { TurnView } from "@/server/calls/turns";
import { askForJson } from "@/server/llm/json-answer";
import { TRANSCRIPT_MATCHES } from "@/server/pattern-limits";
import { safeRegex } from "@/server/safe-regex";
import { expectationSchema, type Expectation } from "./inputs";
import { holds } from "./matching";
import type { PlayedConversation } from "./conversation";

// Each expectation of a test, checked once its conversation is over: whether it held and, when it
// did not, why, in words a person reads on the run's page. A judge whose model fails throws
// (ModelFailed): the conversation is then `errored`, not failed.

export const expectationResultSchema = z
  .object({
    expectation: expectationSchema,
    passed: z.boolean(),
    reason: z
      .string()
      .nullable()
      .meta({ description: "Why it failed (the judge's reason either way); null when it held." }),
  })
  .meta({ id: "AgentTestExpectationResult" });
export type ExpectationResult = z.infer<typeof expectationResultSchema>;

export class ModelFailed extends Error {}

type Played = Pick<PlayedConversation, "turns" | "endedReason" | "analysis" | "agent" | "llmConnection">;

const json = (value: unknown) => JSON.stringify(value);

function toolCalls(played: Played) {
  return played.turns.flatMap((turn) =>
    turn.role === "agent" ? ((turn.toolCalls as TurnView["toolCalls"]) ?? []) : [],
  );
}

function transcriptText(played: Played): string {
  return played.turns.map((turn) => `${turn.role === "agent" ? "Agent" : "Caller"}: ${turn.text}`).join("\n");
}

/** `successful`, `summary`, or a path into the structured data. */
function analysisValue(analysis: NonNullable<Played["analysis"]>, field: string): unknown {
  if (field === "successful" || field === "summary") return analysis[field];
  let value: unknown = analysis.structuredData;
  for (const key of field.split("."))
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

function compare(actual: unknown, op: Extract<Expectation, { type: "analysis" }>["op"], expected: unknown): boolean {
  switch (op) {
    case "=":
      return holds(expected, actual);
    case "!=":
      return !holds(expected, actual);
    case ">":
      return typeof actual === "number" && typeof expected === "number" && actual > expected;
    case "<":
      return typeof actual === "number" && typeof expected === "number" && actual < expected;
    case "contains":
      if (typeof actual === "string") return actual.toLowerCase().includes(String(expected).toLowerCase());
      return Array.isArray(actual) && actual.some((item) => holds(expected, item));
  }
}

const JUDGE_SCHEMA = {
  type: "object",
  properties: { pass: { type: "boolean" }, reason: { type: "string" } },
  required: ["pass", "reason"],
};

async function judge(played: Played, rubric: string): Promise<{ passed: boolean; reason: string }> {
  const { agent, llmConnection } = played;
  if (!agent || agent.brain !== "llm" || !llmConnection)
    return { passed: false, reason: "Judged by the agent's analysis model: this agent has no LLM connection." };
  const system = [
    "You judge a test conversation between a company's voice agent and a simulated caller. Answer with one JSON object only:",
    '{"pass": true or false, "reason": "one or two sentences on why"}.',
    `The conversation passes if it meets this rubric: ${rubric}`,
    `\nTranscript:\n${transcriptText(played)}`,
  ].join("\n");
  const { answer, error } = await askForJson<{ pass: boolean; reason: string }>(
    llmConnection,
    agent.llmModel || llmConnection.defaultModel,
    { name: "test_judgement", system, schema: JUDGE_SCHEMA },
  );
  if (!answer) throw new ModelFailed(`The judge could not answer: ${error}`);
  return { passed: answer.pass, reason: answer.reason };
}

async function check(played: Played, expectation: Expectation): Promise<{ passed: boolean; reason: string | null }> {
  const verdict = (passed: boolean, reason: string) => ({ passed, reason: passed ? null : reason });
  switch (expectation.type) {
    case "endedReason":
      return verdict(
        played.endedReason === expectation.equals,
        `The conversation ended ${played.endedReason}, not ${expectation.equals}.`,
      );
    case "toolCalled": {
      const calls = toolCalls(played).filter((call) => call.name === expectation.tool);
      const matching = calls.some((call) => holds(expectation.arguments ?? {}, call.arguments));
      return verdict(
        matching,
        calls.length
          ? `${expectation.tool} was called, but never with arguments holding ${json(expectation.arguments)} (it got ${calls.map((call) => json(call.arguments)).join(", ")}).`
          : `${expectation.tool} was never called.`,
      );
    }
    case "toolNotCalled": {
      const calls = toolCalls(played).filter((call) => call.name === expectation.tool);
      return verdict(!calls.length, `${expectation.tool} was called with ${json(calls[0]?.arguments)}.`);
    }
    case "transcript": {
      const role = expectation.role === "callee" ? "user" : expectation.role;
      const turns = played.turns.filter((turn) => !role || turn.role === role);
      const who = expectation.role === "callee" ? "the caller" : expectation.role === "agent" ? "the agent" : "anyone";
      const source = expectation.contains ?? expectation.notContains!;
      const pattern = safeRegex(source);
      const speaker = (turn: Played["turns"][number]) => (turn.role === "agent" ? "The agent" : "The caller");
      // One turn at a time, each within the pattern's matchable length and all of them within
      // TRANSCRIPT_MATCHES times that, the event loop free between turns: a suite of large
      // patterns never holds the process, and costs a bounded time.
      let matched = 0;
      for (const turn of turns) {
        await setImmediate();
        matched += turn.text.length;
        if (matched > pattern.maxLength * TRANSCRIPT_MATCHES)
          return verdict(
            false,
            `The transcript is longer than ${pattern.maxLength * TRANSCRIPT_MATCHES} characters: the most /${source}/ is matched against.`,
          );
        const found = pattern.search(turn.text);
        if (found === null)
          return verdict(
            false,
            `${speaker(turn)} said ${turn.text.length} characters in one turn: /${source}/ is matched against ${pattern.maxLength} at most.`,
          );
        if (found && expectation.notContains !== undefined)
          return verdict(false, `${speaker(turn)} said "${turn.text.slice(0, 200)}", which matches /${source}/.`);
        if (found) return verdict(true, "");
      }
      return verdict(expectation.notContains !== undefined, `Nothing ${who} said matches /${source}/.`);
    }
    case "analysis": {
      const { analysis } = played;
      if (!analysis || analysis.error)
        throw new ModelFailed(`The analysis failed: ${analysis?.error ?? "none was made"}`);
      const actual = analysisValue(analysis, expectation.field);
      return verdict(
        compare(actual, expectation.op, expectation.value),
        `The analysis has ${expectation.field} = ${json(actual) ?? "nothing"}, expected ${expectation.op} ${json(expectation.value)}.`,
      );
    }
    case "judge":
      return judge(played, expectation.rubric);
  }
}

/** Every expectation's result, in order; throws ModelFailed when a model needed for one failed. */
export async function checkExpectations(played: Played, expectations: Expectation[]): Promise<ExpectationResult[]> {
  const results: ExpectationResult[] = [];
  for (const expectation of expectations) results.push({ expectation, ...(await check(played, expectation)) });
  return results;
}
