import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { Middleware } from "inngest";
import { tracer } from "./tracing";

// A span per Inngest function run request (each call of a function's handler: a run is one or
// more of them, a step each), whether Inngest or the local executor makes it. Under /api/inngest's
// request span when Inngest calls over HTTP.

export class TracedRuns extends Middleware.BaseMiddleware {
  readonly id = "svc-traced-runs";

  override async wrapRequest({ fn, runId, next }: Middleware.WrapRequestArgs): Promise<Middleware.Response> {
    // Syncs and introspection run no function.
    if (!fn) return next();
    const functionId = fn.id();
    return tracer().startActiveSpan(
      `inngest.run ${functionId}`,
      { kind: SpanKind.CONSUMER, attributes: { "inngest.function.id": functionId, "inngest.run.id": runId } },
      async (span) => {
        try {
          const response = await next();
          // 206: a step was run or planned and the run goes on; 200: it is over; 5xx: it failed (and is retried).
          span.setAttribute("inngest.response.status", response.status);
          if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          return response;
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  }
}
