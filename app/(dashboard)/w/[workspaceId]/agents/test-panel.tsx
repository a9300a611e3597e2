"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ToolCall } from "@/server/voice/brain";
import type { TestChatEvent } from "@/server/voice/test-chat";
import { KnowledgeRow, type GivenPassage } from "../../../_components/knowledge-passages";
import { ToolCallRow } from "../../../_components/tool-call";

// Chat with the agent as a callee would, through the same brain a call uses: the agent speaks
// first, its words stream in as they are produced, end_call ends the chat. The agent's own tools
// run for real: each request shows when it starts and its response when it is back.

interface Line {
  role: "agent" | "user";
  text: string;
  toolCalls: ToolCall[];
  /** What the agent was given from its knowledge bases for this turn. */
  knowledge?: { passages: GivenPassage[]; ms: number };
}

async function* ndjson(response: Response): AsyncGenerator<TestChatEvent> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as TestChatEvent;
  }
}

export function TestPanel({ workspaceId, agentId }: { workspaceId: string; agentId: string }) {
  const [lines, setLines] = useState<Line[]>([]);
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const aborter = useRef<AbortController | null>(null);

  async function turn(history: Line[]) {
    setBusy(true);
    setError(null);
    aborter.current = new AbortController();
    setLines([...history, { role: "agent", text: "", toolCalls: [] }]);
    const update = (change: (line: Line) => Line) => setLines((all) => [...all.slice(0, -1), change(all.at(-1)!)]);
    try {
      const response = await fetch(`/api/w/${workspaceId}/agents/${agentId}/test-chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          history: history.map(({ role, text, toolCalls }) => ({
            role,
            text,
            // Calls with results go back to the model; the rest ended the chat or never finished.
            toolCalls: toolCalls
              .filter((call) => call.result !== undefined)
              .map(({ id, name, arguments: args, result, at }) => ({ id, name, arguments: args, result, at })),
          })),
        }),
        signal: aborter.current.signal,
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        throw new Error(body.error ?? `The test chat failed (${response.status}).`);
      }
      for await (const event of ndjson(response)) {
        if (event.type === "text") update((line) => ({ ...line, text: line.text + event.delta }));
        else if (event.type === "knowledge")
          update((line) => ({ ...line, knowledge: { passages: event.retrieval.passages, ms: event.retrieval.ms } }));
        else if (event.type === "tool") {
          update((line) => ({ ...line, toolCalls: [...line.toolCalls, event.call] }));
          if (event.call.name === "end_call") setEnded("The agent hung up.");
          if (event.call.name === "transfer_call")
            setEnded(`The agent transferred the call to ${String(event.call.arguments.number)}.`);
        } else if (event.type === "tool_started" || event.type === "tool_finished") {
          // What a call would say meanwhile (the tool's start or failed message) is part of the turn.
          const said = (text: string) =>
            event.message ? `${text}${/\S$/.test(text) ? " " : ""}${event.message} ` : text;
          const calls = (line: Line) =>
            event.type === "tool_started"
              ? [...line.toolCalls, event.call]
              : line.toolCalls.map((call) => (call.id === event.call.id ? event.call : call));
          update((line) => ({ ...line, text: said(line.text), toolCalls: calls(line) }));
        } else if (event.type === "error") throw new Error(event.message);
      }
    } catch (failure) {
      if ((failure as Error).name !== "AbortError") setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  // Stop the model when the panel closes.
  useEffect(() => () => aborter.current?.abort(), []);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get("message") ?? "").trim();
    if (!text || busy) return;
    form.reset();
    void turn([...lines, { role: "user", text, toolCalls: [] }]);
  }

  return (
    <section className="test-panel" aria-label="Test chat">
      <div className="transcript" aria-live="polite">
        {lines.map((line, index) => (
          <div key={index} className={line.role} data-testid={`chat-${line.role}`}>
            <strong>{line.role === "agent" ? "Agent" : "You"}:</strong> {line.text}
            {line.knowledge && <KnowledgeRow passages={line.knowledge.passages} ms={line.knowledge.ms} />}
            {line.toolCalls.map((tool, i) => (
              <ToolCallRow key={tool.id ?? i} call={tool} />
            ))}
          </div>
        ))}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!lines.length && !busy ? (
        <button type="button" onClick={() => void turn([])}>
          Start the test call
        </button>
      ) : ended ? (
        <p className="muted" role="status">
          {ended}{" "}
          <button type="button" onClick={() => (setEnded(null), void turn([]))}>
            Start over
          </button>
        </p>
      ) : (
        <form className="actions-row" onSubmit={send} aria-label="Say something">
          <label className="field">
            <input
              name="message"
              aria-label="Your message"
              placeholder="Say something as the callee…"
              autoComplete="off"
              disabled={busy}
            />
          </label>
          <button type="submit" disabled={busy}>
            Send
          </button>
        </form>
      )}
    </section>
  );
}
