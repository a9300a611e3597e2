import type { Agent } from "@/server/db/generated/client";
import { BUILT_IN_LABELS, type PickableTool } from "../tool-choices";

// The agent's tools: the built-in ones its brain may call, then the workspace's tools it is given,
// in the order the model is offered them.

export function AgentTools({
  agent,
  tools,
}: {
  agent: Pick<Agent, "tools" | "toolIds" | "transferNumbers">;
  tools: PickableTool[];
}) {
  const byId = new Map(tools.map((tool) => [tool.id, tool]));
  const given = agent.toolIds.map((id) => byId.get(id)).filter((tool) => tool !== undefined);
  return (
    <section className="card" aria-labelledby="tools-title">
      <h2 id="tools-title">Tools</h2>
      {agent.tools.length === 0 && given.length === 0 ? (
        <p className="muted flush">No tools: the agent can neither hang up nor act in your systems.</p>
      ) : (
        <ul className="flush">
          {agent.tools.map((tool) => (
            <li key={tool}>
              <span className="muted">{BUILT_IN_LABELS[tool as keyof typeof BUILT_IN_LABELS] ?? tool}</span>
              {tool === "transfer_call" && <span className="muted"> to {agent.transferNumbers.join(", ") || "—"}</span>}
            </li>
          ))}
          {given.map((tool) => (
            <li key={tool.id}>
              <code>{tool.name}</code> <span className="muted">{tool.description}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
