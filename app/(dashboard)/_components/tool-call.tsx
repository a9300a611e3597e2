import type { ToolCall } from "@/server/voice/brain";

// One tool call of an agent turn (the call page, the test panel): a chip for a built-in tool that
// ends the call; an expandable row with the request (arguments) and the response otherwise.

const STATUS_BADGE: Record<string, string> = {
  ok: "green",
  error: "red",
  timeout: "red",
  refused: "red",
  invalid_arguments: "amber",
};

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function ToolCallRow({
  call,
}: {
  call: Pick<ToolCall, "name" | "arguments" | "result" | "status" | "httpStatus" | "latencyMs" | "error">;
}) {
  if (call.name === "end_call" || call.name === "transfer_call") return <span className="badge blue">{call.name}</span>;
  return (
    <details className="tool-call" data-testid="tool-call">
      <summary>
        <code>{call.name}</code>{" "}
        <span className={`badge ${STATUS_BADGE[call.status ?? ""] ?? ""}`}>{call.status ?? "running"}</span>
        {call.httpStatus ? <span className="muted"> HTTP {call.httpStatus}</span> : null}
        {call.latencyMs !== undefined ? <span className="muted"> · {call.latencyMs} ms</span> : null}
      </summary>
      {call.error ? <p className="flush">{call.error}</p> : null}
      <p className="muted flush">Request</p>
      <pre className="mono">{JSON.stringify(call.arguments, null, 2)}</pre>
      <p className="muted flush">Response</p>
      <pre className="mono">{call.result === undefined ? "…" : pretty(call.result)}</pre>
    </details>
  );
}
