import { context, propagation, trace, type Tracer } from "@opentelemetry/api";
import type { BasicTracerProvider, IdGenerator, SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { env } from "@/server/env";
import { logger } from "@/server/logger";

// Traces over OTLP (README "Traces"), only when the operator names a collector: otherwise no SDK
// is loaded and every tracer is the API's no-op one, and the span sites skip their work on
// `tracingEnabled` (a call's spans are built from figures the session measures anyway). The
// collector's address is the operator's own configuration, never a workspace's: no SSRF guard.

export const tracingEnabled = Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT);
/** Words said, prompts, tools' arguments and results go into attributes only when asked for. */
export const captureContent = tracingEnabled && env.OTEL_CAPTURE_CONTENT;

const shared = globalThis as unknown as {
  __svcTracerProvider?: BasicTracerProvider;
  /** The trace id of the root span being started by `startInTrace`. */
  __svcGivenTraceId?: string | null;
};

/**
 * svc's tracer: read per use, the provider starting after this module may have loaded. The
 * provider is svc's own, not the API's process-wide one, which Next reads: registered there, it
 * made Next export ~10 spans of its internals per request, and originate lost 17 % of its
 * throughput to them (bench/results/traces.md). Next's tracer stays the no-op one, whose spans
 * carry their parent's context, so svc's spans inside a request are still the request span's children.
 */
export const tracer = (): Tracer => shared.__svcTracerProvider?.getTracer("svc") ?? trace.getTracer("svc");

/**
 * Ids as `random` makes them, except a trace id given to `startInTrace` (the provider's
 * IdGenerator; the given id lives on globalThis as the provider does, for every bundle to see).
 */
function idsWithGivenTraceIds(random: IdGenerator): IdGenerator {
  return {
    generateTraceId: () => shared.__svcGivenTraceId ?? random.generateTraceId(),
    generateSpanId: () => random.generateSpanId(),
  };
}

/** Starts a root span, with `start`, in the trace `traceId` (32 lowercase hex digits) rather than a new one. */
export function startInTrace<T>(traceId: string, start: () => T): T {
  shared.__svcGivenTraceId = traceId;
  try {
    return start();
  } finally {
    shared.__svcGivenTraceId = null;
  }
}

/**
 * Makes svc's tracer provider, its spans handed to `spanProcessors`, with what its spans rely on:
 * the context manager and the W3C propagator, process-wide. The SDK is loaded here, only when traces are on.
 */
export async function installTracerProvider(spanProcessors: SpanProcessor[]): Promise<void> {
  const [
    { BasicTracerProvider, RandomIdGenerator },
    { AsyncLocalStorageContextManager },
    { resourceFromAttributes },
    { W3CTraceContextPropagator },
  ] = await Promise.all([
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/context-async-hooks"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/core"),
  ]);
  shared.__svcTracerProvider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME }),
    idGenerator: idsWithGivenTraceIds(new RandomIdGenerator()),
    spanProcessors,
  });
  // Spans started inside another's callback (a request's, an Inngest run's) become its children.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  // A request's `traceparent` (and `tracestate`) continues the caller's trace (./http.ts).
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}

/**
 * Starts the process's tracer provider (once, whichever bundle of the app asks first): spans
 * are batched and sent to the collector with the standard OTEL_EXPORTER_OTLP_* variables, which
 * the exporter reads itself (the endpoint gets its /v1/traces, the headers their parsing).
 */
export async function startTracing(): Promise<void> {
  if (!tracingEnabled || shared.__svcTracerProvider) return;
  const { BatchSpanProcessor } = await import("@opentelemetry/sdk-trace-base");
  const { OTLPTraceExporter } =
    env.OTEL_EXPORTER_OTLP_PROTOCOL === "http/json"
      ? await import("@opentelemetry/exporter-trace-otlp-http")
      : await import("@opentelemetry/exporter-trace-otlp-proto");
  await installTracerProvider([new BatchSpanProcessor(new OTLPTraceExporter())]);
  logger.info({ protocol: env.OTEL_EXPORTER_OTLP_PROTOCOL }, "exporting traces over OTLP");
}

/** Sends the spans still batched (tests wait for them to arrive). */
export async function flushTracing(): Promise<void> {
  await shared.__svcTracerProvider?.forceFlush();
}

/**
 * The process is going: the spans still batched are sent, and the exports under way awaited (a
 * collector that does not answer is given the exporter's timeout, OTEL_EXPORTER_OTLP_TIMEOUT).
 */
export async function stopTracing(): Promise<void> {
  await shared.__svcTracerProvider?.shutdown().catch((error: unknown) => {
    logger.warn({ err: error }, "could not send the last traces");
  });
}
