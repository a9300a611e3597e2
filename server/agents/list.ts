import { z } from "zod";
import type { Db, Prisma } from "@/server/db/client";
import { pageQuery, toPage } from "@/server/db/pagination";

// Agents as /v1 shows them (read-only there; the settings UI edits them).

export const agentSchema = z.object({
  id: z.string().meta({ example: "agt_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" }),
  name: z.string(),
  voice: z.string(),
  language: z.string(),
  defaultFrom: z.string().nullable().meta({ description: "The caller number calls use when they name no `from`." }),
  createdAt: z.string(),
});

const select = {
  id: true,
  name: true,
  voice: true,
  language: true,
  createdAt: true,
  defaultCallerNumber: { select: { number: true } },
} as const satisfies Prisma.AgentSelect;

type AgentRow = Prisma.AgentGetPayload<{ select: typeof select }>;

function agentView(agent: AgentRow): z.infer<typeof agentSchema> {
  return {
    id: agent.id,
    name: agent.name,
    voice: agent.voice,
    language: agent.language,
    defaultFrom: agent.defaultCallerNumber?.number ?? null,
    createdAt: agent.createdAt.toISOString(),
  };
}

export async function listAgents(db: Db, workspaceId: string, pageInput: { limit: number; cursor?: string }) {
  const query = pageQuery(pageInput);
  const rows = await db.agent.findMany({ ...query, select, where: { AND: [{ workspaceId }, query.where] } });
  return toPage(rows, pageInput.limit, agentView);
}
