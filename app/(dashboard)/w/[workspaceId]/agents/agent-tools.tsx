"use client";

import { useState } from "react";
import { AGENT_TOOLS, MAX_AGENT_TOOLS } from "@/server/agents/inputs";
import { BUILT_IN_LABELS, type PickableTool } from "./tool-choices";

// The tools part of the agent form, self-contained: the built-in tools as checkboxes (`tools`),
// and the workspace's tools the agent may call, in the order the model is offered them
// (`toolIds`, hidden inputs in order).

export function BuiltInTools({ selected }: { selected?: string[] }) {
  return (
    <div className="row">
      {AGENT_TOOLS.map((tool) => (
        <label key={tool} className="checkbox">
          <input type="checkbox" name="tools" value={tool} defaultChecked={(selected ?? ["end_call"]).includes(tool)} />{" "}
          {BUILT_IN_LABELS[tool]}
        </label>
      ))}
    </div>
  );
}

export function WorkspaceToolPicker({
  tools,
  selected,
  error,
}: {
  tools: PickableTool[];
  selected?: string[];
  error?: string;
}) {
  const [ids, setIds] = useState<string[]>(selected ?? []);
  const byId = new Map(tools.map((tool) => [tool.id, tool]));
  const move = (index: number, by: number) =>
    setIds((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  const addable = tools.filter((tool) => !ids.includes(tool.id));
  return (
    <div className="field" role="group" aria-label="Tools">
      <span className="label">
        Tools ({ids.length}/{MAX_AGENT_TOOLS})
      </span>
      {ids.length === 0 && (
        <p className="hint">
          {tools.length
            ? "None: the agent only talks."
            : "Add tools on the Tools page to let the agent act in your systems."}
        </p>
      )}
      <ol className="tool-list">
        {ids.map((id, index) => (
          <li key={id}>
            <input type="hidden" name="toolIds" value={id} />
            <code>{byId.get(id)?.name ?? id}</code> {byId.get(id)?.description}
            <button
              type="button"
              className="link"
              aria-label={`Move ${byId.get(id)?.name} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="link"
              aria-label={`Move ${byId.get(id)?.name} down`}
              disabled={index === ids.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="link"
              aria-label={`Remove ${byId.get(id)?.name}`}
              onClick={() => setIds((current) => current.filter((other) => other !== id))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {addable.length > 0 && ids.length < MAX_AGENT_TOOLS && (
        <select
          aria-label="Add a tool"
          value=""
          onChange={(event) => event.target.value && setIds((current) => [...current, event.target.value])}
        >
          <option value="">Add a tool…</option>
          {addable.map((tool) => (
            <option key={tool.id} value={tool.id}>
              {tool.name}
            </option>
          ))}
        </select>
      )}
      {error && <p className="error">{error}</p>}
    </div>
  );
}
