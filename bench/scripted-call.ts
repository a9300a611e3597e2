import type { db as Db } from "@/server/db/client";
import type { WorkspaceFixture } from "../tests/helpers/fixtures";

// What a replay plays back in the benches: a finished 20-turn call as the script brain made it,
// its agent (the workspace's own) asking ten questions. Server modules are imported when called,
// after the bench has set the environment they read.

export async function seedScriptedCall(db: typeof Db, ws: WorkspaceFixture) {
  const { scriptBrain } = await import("@/server/voice/script-brain");
  const { agentBrief } = await import("@/server/voice/brains");
  const questions = Array.from({ length: 10 }, (_, i) => `- Question number ${i + 1}?`);
  const agent = await db.agent.update({
    where: { id: ws.agentId },
    data: { instructions: `Ask:\n${questions.join("\n")}`, firstMessage: "Hello!", tools: ["end_call"] },
  });
  const brain = scriptBrain(agentBrief(agent, {}));
  const call = await db.call.create({
    data: {
      workspaceId: ws.workspaceId,
      agentId: ws.agentId,
      agentVersion: agent.version,
      to: "+14155552671",
      from: ws.fromNumber,
      status: "completed",
      endedReason: "agent_ended",
    },
  });
  // The greeting, then ten answers and ten replies.
  const history: { role: "agent" | "user"; text: string }[] = [{ role: "agent", text: "Hello!" }];
  for (let i = 0; i < 10; i++) {
    history.push({ role: "user", text: `Answer ${i + 1}.` });
    let text = "";
    for await (const event of brain.respond(history, new AbortController().signal))
      if (event.type === "text") text += event.delta;
    history.push({ role: "agent", text: text.trim() });
  }
  const at = new Date();
  await db.callTurn.createMany({
    data: history.map((turn, index) => ({ callId: call.id, index, ...turn, startedAt: at, endedAt: at })),
  });
  return { call, agent };
}
