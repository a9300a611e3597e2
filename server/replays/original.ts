import { agentAtVersion } from "@/server/agents/call-settings";
import { turnView } from "@/server/calls/turns";
import type { Db } from "@/server/db/client";
import { linesFor } from "@/server/voice/lines";
import { callVariables, type CallVariables } from "@/server/voice/variables";
import type { OriginalCall } from "./engine";

// A finished call as a replay or a test made from it reads it: its turns, what its own session
// said on its own (the lines of the agent's language at the call's version), and the
// `{{variables}}` its agent was given (its own, and the callee's name).

export async function readOriginal(
  db: Db,
  callId: string,
): Promise<OriginalCall & { variables: CallVariables; endedReason: string | null }> {
  const call = await db.call.findUniqueOrThrow({
    where: { id: callId },
    include: { lead: { select: { name: true } }, contact: { select: { name: true } } },
  });
  const turns = await db.callTurn.findMany({ where: { callId }, orderBy: { index: "asc" } });
  const ran = await agentAtVersion(db, call.workspaceId, call.agentId, call.agentVersion);
  return {
    turns: turns.map(turnView),
    lines: linesFor(ran?.agent.language ?? "en-US"),
    voicemail: call.endedReason === "voicemail",
    variables: callVariables(call.variables, call.lead?.name ?? call.contact?.name),
    endedReason: call.endedReason,
  };
}
