import type { Db } from "@/server/db/client";
import type { Agent, LlmConnection } from "@/server/db/generated/client";

// The agent a call runs with: its row with the settings of the version the call was created with
// laid over it (docs/decisions.md "Agent versions"), so a change made after the call was queued
// reaches the next calls, not this one. A call without a recorded version takes the agent as it is.

/**
 * FROM-clause joins giving `agent` (an "Agent" row) for the call aliased `call`:
 * `FROM "Call" c ${callAgentSql("c", "s")}` then `s."instructions"`, `s."llmConnectionId"`, …
 */
export function callAgentSql(call: string, agent: string): string {
  return `JOIN "Agent" ${agent}_row ON ${agent}_row."id" = ${call}."agentId"
     LEFT JOIN "AgentVersion" ${agent}_version ON ${agent}_version."agentId" = ${call}."agentId" AND ${agent}_version."version" = ${call}."agentVersion"
     CROSS JOIN LATERAL jsonb_populate_record(${agent}_row, COALESCE(${agent}_version."settings", '{}'::jsonb)) ${agent}`;
}

/** The agent with the settings of `version` laid over its row, as a call of that version runs, and its LLM connection. */
export interface AgentAtVersion {
  agent: Agent;
  llmConnection: LlmConnection | null;
}

/**
 * The workspace's agent as a call created at `version` would run it (the same joins as a call's:
 * callAgentSql; null `version`: the agent as it is now); null when there is no such agent. A conversation without a call (the test panel,
 * agent tests) reads it here.
 */
export async function agentAtVersion(
  db: Db,
  workspaceId: string,
  agentId: string,
  version: number | null,
): Promise<AgentAtVersion | null> {
  const [row] = await db.$queryRawUnsafe<
    { agent: Record<string, unknown>; connection: Record<string, unknown> | null }[]
  >(
    `SELECT to_jsonb(a) AS "agent", to_jsonb(k) AS "connection"
     FROM (VALUES ($1::text, $2::int)) r("agentId", "agentVersion") ${callAgentSql("r", "a")}
       LEFT JOIN "LlmConnection" k ON k."id" = a."llmConnectionId" AND k."workspaceId" = a."workspaceId"
     WHERE a."workspaceId" = $3`,
    agentId,
    version,
    workspaceId,
  );
  if (!row) return null;
  // JSON timestamps carry no zone: they are UTC.
  const dated = <T>(record: Record<string, unknown>): T =>
    ({
      ...record,
      createdAt: new Date(`${String(record.createdAt)}Z`),
      updatedAt: new Date(`${String(record.updatedAt)}Z`),
    }) as T;
  return {
    agent: dated<Agent>(row.agent),
    llmConnection: row.connection ? dated<LlmConnection>(row.connection) : null,
  };
}
