"use client";

import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";
import { AgentForm } from "../agent-form";

/** The agent form in create mode, which then opens the new agent's page. */
export function NewAgentForm(props: Omit<ComponentProps<typeof AgentForm>, "agent" | "onCreated">) {
  const router = useRouter();
  const list = `/w/${props.workspaceId}/agents`;
  return <AgentForm {...props} onCreated={(agentId) => router.push(`${list}/${agentId}`)} />;
}
