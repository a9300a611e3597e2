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
