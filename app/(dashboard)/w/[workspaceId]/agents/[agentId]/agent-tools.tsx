import type { Agent } from "@/server/db/generated/client";

// The agent's tools: the built-in ones its brain may call. Tools a workspace defines and attaches
// to agents belong in this section too, listed under the built-in ones.

export function AgentTools({ agent }: { agent: Pick<Agent, "tools" | "transferNumbers"> }) {
  return (
    <section className="card" aria-labelledby="tools-title">
      <h2 id="tools-title">Tools</h2>
      {agent.tools.length === 0 ? (
        <p className="muted flush">No built-in tools: the agent can neither hang up nor transfer.</p>
      ) : (
        <ul className="flush">
          {agent.tools.map((tool) => (
            <li key={tool}>
              <code>{tool}</code>{" "}
              <span className="muted">{tool === "end_call" ? "hangs up when the conversation is over" : `hands the call to ${agent.transferNumbers.join(", ") || "—"}`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
