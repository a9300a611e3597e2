import { context, SpanKind, SpanStatusCode, type Context } from "@opentelemetry/api";
import type { ModelRequest } from "@/server/metering/turn-meter";
import { tracer } from "./tracing";

// A model request's span (OpenTelemetry's GenAI conventions, README "Traces"), made after the
// request from what was measured of it, with its own start and end: an agent turn's requests (under
// the turn's span) and the one-answer requests of post-call analysis, an agent test's judge and a
// warm transfer's whisper (under the Inngest run's or request's span that made them).

/** Records `request` under `parent`; `failure`: why it got no answer. Call only when traces are on. */
export function traceModelRequest(request: ModelRequest, parent: Context = context.active(), failure?: string): void {
  const span = tracer().startSpan(
    `chat ${request.model}`,
    {
      kind: SpanKind.CLIENT,
      startTime: request.startedAt,
      attributes: {
        "gen_ai.operation.name": "chat",
        "gen_ai.request.model": request.model,
        "gen_ai.usage.input_tokens": request.usage.inputTokens,
        "gen_ai.usage.output_tokens": request.usage.outputTokens,
        ...(request.finishReason ? { "gen_ai.response.finish_reasons": [request.finishReason] } : {}),
        ...(request.firstOutputAt !== null
          ? { "svc.llm.time_to_first_token_ms": Math.round(request.firstOutputAt - request.startedAt) }
          : {}),
      },
    },
    parent,
  );
  if (failure) span.setStatus({ code: SpanStatusCode.ERROR, message: failure }).setAttribute("error.type", "no_answer");
  span.end(request.endedAt);
}
