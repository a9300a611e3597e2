import type { ValidateFunction } from "ajv";
import type { LlmConnection } from "@/server/db/generated/client";
import { deeperThan, MAX_DATA_DEPTH, schemaIssues, schemaValidator } from "@/server/json-schema/untrusted";
import { llmPricingOf, pricedUsage } from "@/server/metering/pricing";
import { addLlmUsage, NO_LLM_USAGE, requestUsage, type LlmUsage } from "@/server/metering/usage";
import { clock } from "@/server/metering/turn-meter";
import { traceModelRequest } from "@/server/telemetry/model-request";
import { tracingEnabled } from "@/server/telemetry/tracing";
import { llmClient } from "./client";

// One JSON object asked of a model (post-call analysis, an agent test's judge): asked with
// `response_format: json_schema` (not every compatible server honours it), checked against the
// schema (a workspace's: untrusted, docs/decisions.md "Untrusted schemas and text"), asked again
// once with the problems. No answer is an error, never a throw. Each request is a span when
// traces are exported (server/telemetry/model-request.ts).

/** A request's span, ending now (traces on): what it used and why it stopped, or why it got no answer. */
function traceRequest(
  model: string,
  startedAt: number,
  outcome: { usage: LlmUsage; finishReason: string | null } | { failure: string },
): void {
  if (!tracingEnabled) return;
  const answered = "usage" in outcome ? outcome : { usage: NO_LLM_USAGE, finishReason: null };
  const request = { model, startedAt, firstOutputAt: null, endedAt: clock(), ...answered };
  traceModelRequest(request, undefined, "failure" in outcome ? outcome.failure : undefined);
}

/** `usage`: what the requests used, priced at the connection's prices. */
export type JsonAnswer<T> = ({ answer: T; error: null } | { answer: null; error: string }) & { usage: LlmUsage };

export async function askForJson<T>(
  connection: LlmConnection,
  model: string,
  request: { name: string; system: string; schema: Record<string, unknown> },
): Promise<JsonAnswer<T>> {
  let validate: ValidateFunction;
  try {
    validate = schemaValidator(request.schema);
  } catch (error) {
    // Saved before its patterns had to compile on RE2.
    return {
      answer: null,
      error: `the schema does not compile: ${(error as Error).message}`.slice(0, 500),
      usage: NO_LLM_USAGE,
    };
  }
  const messages: { role: "system" | "user" | "assistant"; content: string }[] = [
    { role: "system", content: request.system },
  ];
  let problem = "";
  let usage = NO_LLM_USAGE;
  for (let attempt = 0; attempt < 2; attempt++) {
    const startedAt = clock();
    try {
      const completion = await llmClient(connection)
        .chat.completions.create({
          model,
          temperature: 0,
          messages,
          response_format: {
            type: "json_schema",
            json_schema: { name: request.name, schema: request.schema, strict: false },
          },
        })
        .catch((error: unknown) => {
          traceRequest(model, startedAt, { failure: (error as Error).message.slice(0, 200) });
          throw error;
        });
      const content = completion.choices[0]?.message?.content ?? "";
      const used = requestUsage(completion.usage, { input: JSON.stringify(messages).length, output: content.length });
      const priced = pricedUsage(used, llmPricingOf(connection.pricing));
      usage = addLlmUsage(usage, priced);
      traceRequest(model, startedAt, { usage: priced, finishReason: completion.choices[0]?.finish_reason ?? null });
      const answer: unknown = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ""));
      const tooDeep = deeperThan(answer, MAX_DATA_DEPTH);
      if (!tooDeep && validate(answer)) return { answer: answer as T, error: null, usage };
      problem = tooDeep
        ? `the answer nests more than ${MAX_DATA_DEPTH} levels deep`
        : `the answer does not match the schema: ${schemaIssues(validate.errors)
            .map((issue) => `${issue.path || "(answer)"} ${issue.message}`)
            .join("; ")}`;
      messages.push(
        { role: "assistant", content },
        { role: "user", content: `That answer is invalid (${problem}). Answer again with valid JSON only.` },
      );
    } catch (error) {
      problem =
        error instanceof SyntaxError
          ? "the answer is not JSON"
          : `the model could not be reached: ${(error as Error).message}`;
    }
  }
  return { answer: null, error: problem.slice(0, 500), usage };
}
