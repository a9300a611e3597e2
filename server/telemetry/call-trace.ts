import { createHash } from "node:crypto";
import { context, SpanKind, SpanStatusCode, trace, type Span } from "@opentelemetry/api";
import type { Retrieval } from "@/server/knowledge/retrieval";
import { clock, type BrainMeter, type ModelRequest, type TurnLatency } from "@/server/metering/turn-meter";
import type { ToolCall } from "@/server/voice/brain";
import { traceModelRequest } from "./model-request";
import { captureContent, startInTrace, tracer, tracingEnabled } from "./tracing";

// A call's trace (README "Traces"): a `svc.call` span for the relay session, a child per agent
// turn with its latency parts, and under each turn its knowledge search, its model requests
// (OpenTelemetry's GenAI conventions) and its tool requests. Spans are made from what the session
// and the brain measure anyway, with their times; the words said stay out unless OTEL_CAPTURE_CONTENT.
// A call's trace id is its own, derived from its id: a session resumed after a failed transfer
// (another relay connection, maybe another process) is a second `svc.call` span in the same trace,
// and an operator finds a call's trace from the call's id alone.

export interface CallTraceSubject {
  callId: string;
  workspaceId: string;
  agentId: string;
  direction: string;
  /** The session resumes the call (back from a transfer that failed). */
  resumed: boolean;
}

/** The trace of call `callId`: the first 32 hex digits of its id's SHA-256. */
export function callTraceId(callId: string): string {
  return createHash("sha256").update(callId).digest("hex").slice(0, 32);
}

/** The call's trace, or null when traces are off (the session then does nothing for them). */
export function startCallTrace(subject: CallTraceSubject): CallTrace | null {
  return tracingEnabled ? new CallTrace(subject) : null;
}

export class CallTrace {
  private readonly span: Span;

  constructor(subject: CallTraceSubject) {
    // A call is a trace of its own, whatever the relay socket's context.
    this.span = startInTrace(callTraceId(subject.callId), () =>
      tracer().startSpan("svc.call", {
        root: true,
        kind: SpanKind.SERVER,
        attributes: {
          "svc.call.id": subject.callId,
          "svc.workspace.id": subject.workspaceId,
          "svc.agent.id": subject.agentId,
          "svc.call.direction": subject.direction,
          "svc.call.resumed": subject.resumed,
        },
      }),
    );
  }

  /** `heardAt`: when the words the turn answers arrived (clock()), where its span starts. */
  turn(heardAt: number | null): TurnTrace {
    return new TurnTrace(this.span, heardAt ?? clock());
  }

  end(): void {
    this.span.end();
  }
}

export class TurnTrace implements BrainMeter {
  private readonly span: Span;
  private readonly within: ReturnType<typeof context.active>;

  constructor(call: Span, startedAt: number) {
    const parent = trace.setSpan(context.active(), call);
    this.span = tracer().startSpan("svc.turn", { startTime: startedAt }, parent);
    this.within = trace.setSpan(parent, this.span);
  }

  /** The turn's retrieval, which took `retrieval.ms` up to now. */
  knowledge(retrieval: Retrieval, query: string): void {
    const now = clock();
    tracer()
      .startSpan(
        "svc.knowledge.search",
        {
          startTime: now - retrieval.ms,
          attributes: {
            "svc.knowledge.passages": retrieval.passages.length,
            ...(captureContent ? { "svc.knowledge.query": query } : {}),
          },
        },
        this.within,
      )
      .end(now);
  }

  /** A model request as the brain reports it (GenAI semantic conventions). */
  modelRequest(request: ModelRequest): void {
    traceModelRequest(request, this.within);
  }

  /** A workspace tool's request, from its start until `done` settles with `call` filled in. */
  tool(call: ToolCall, done: Promise<void>): void {
    const span = tracer().startSpan(
      `execute_tool ${call.name}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          "gen_ai.operation.name": "execute_tool",
          "gen_ai.tool.name": call.name,
          ...(call.id ? { "gen_ai.tool.call.id": call.id } : {}),
          ...(captureContent ? { "gen_ai.tool.call.arguments": JSON.stringify(call.arguments) } : {}),
        },
      },
      this.within,
    );
    void done.finally(() => {
      span.setAttribute("svc.tool.status", call.status ?? "unknown");
      if (call.httpStatus) span.setAttribute("http.response.status_code", call.httpStatus);
      if (captureContent && call.result !== undefined) span.setAttribute("gen_ai.tool.call.result", call.result);
      if (call.status !== "ok") span.setStatus({ code: SpanStatusCode.ERROR, message: call.error ?? undefined });
      span.end();
    });
  }

  /** The turn is over: `latency` null when it answered nobody; `text`: what the agent said. */
  end(latency: TurnLatency | null, details: { index: number | null; interrupted: boolean; text: string }): void {
    if (details.index !== null) this.span.setAttribute("svc.turn.index", details.index);
    this.span.setAttribute("svc.turn.interrupted", details.interrupted);
    if (latency)
      this.span.setAttributes({
        "svc.turn.response_ms": latency.responseMs,
        "svc.turn.knowledge_ms": latency.knowledgeMs,
        "svc.turn.brain_ms": latency.brainMs,
        "svc.turn.tool_ms": latency.toolMs,
        "svc.turn.overhead_ms": latency.overheadMs,
        "svc.turn.filler": latency.filler,
      });
    if (captureContent) this.span.setAttribute("svc.turn.text", details.text);
    this.span.end();
  }
}
