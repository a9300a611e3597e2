import type { AGENT_TOOLS } from "@/server/agents/inputs";

// What the agent form and the agent's page show of tools: plain values, shared by the form (a
// client component) and the pages (server components), which cannot call into a client module.

export const BUILT_IN_LABELS: Record<(typeof AGENT_TOOLS)[number], string> = {
  end_call: "May hang up (end_call)",
  transfer_call: "May transfer (transfer_call)",
  press_digits: "May press keypad digits, for phone menus (press_digits)",
  switch_language: "May switch language (switch_language)",
};

export interface PickableTool {
  id: string;
  name: string;
  description: string;
}

/** What the form and the agent's page show of the workspace's tools. */
export function pickable(tools: PickableTool[]): PickableTool[] {
  return tools.map(({ id, name, description }) => ({ id, name, description }));
}
