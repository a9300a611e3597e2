import { Ajv } from "ajv";
import type { LlmConnection } from "@/server/db/generated/client";
import { llmClient } from "./client";

// One JSON object asked of a model (post-call analysis, an agent test's judge): asked with
// `response_format: json_schema` (not every compatible server honours it), checked against the
// schema with Ajv, asked again once with the problems. No answer is an error, never a throw.

const ajv = new Ajv({ allErrors: true, strict: false });

export type JsonAnswer<T> = { answer: T; error: null } | { answer: null; error: string };

export async function askForJson<T>(
  connection: LlmConnection,
  model: string,
  request: { name: string; system: string; schema: Record<string, unknown> },
): Promise<JsonAnswer<T>> {
  const validate = ajv.compile(request.schema);
  const messages: { role: "system" | "user" | "assistant"; content: string }[] = [
    { role: "system", content: request.system },
  ];
  let problem = "";
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const completion = await llmClient(connection).chat.completions.create({
        model,
        temperature: 0,
        messages,
        response_format: {
          type: "json_schema",
          json_schema: { name: request.name, schema: request.schema, strict: false },
        },
      });
      const content = completion.choices[0]?.message?.content ?? "";
      const answer: unknown = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ""));
      if (validate(answer)) return { answer: answer as T, error: null };
      problem = `the answer does not match the schema: ${ajv.errorsText(validate.errors)}`;
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
  return { answer: null, error: problem.slice(0, 500) };
}
