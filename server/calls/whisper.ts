import { db } from "@/server/db/client";
import { askForJson } from "@/server/llm/json-answer";
import { logger } from "@/server/logger";
import { dialAgent, type DialAgent } from "@/server/telephony/provider";
import { scriptAnswers } from "@/server/voice/script-brain";
import { transcriptText } from "./analysis";

// What the person a call is warm-transferred to hears before they take it (docs/voice-agent.md
// "Transfers"): who is calling, from which number, and what the call was about so far: a summary
// from the agent's model, or the answers the script brain collected. It is made while their phone
// rings (prepareWhisper) and kept on the call's transfer; the whisper callback reads it, waiting a
// little for a model still answering, and says the caller's name and number alone without it.

/** How long the whisper callback waits for a summary still being made before it goes without. */
const WHISPER_WAIT_MS = 5_000;
const POLL_MS = 100;

export const DECLINE_PROMPT = "Press 2 to decline, or stay on the line to take the call.";

const CALL = {
  direction: true,
  to: true,
  from: true,
  agent: { include: { llmConnection: true } },
  lead: { select: { name: true } },
  contact: { select: { name: true } },
  turns: { orderBy: { index: "asc" }, select: { role: true, text: true, interrupted: true } },
} as const;

type WhisperedCall = Awaited<ReturnType<typeof readCall>>;
const readCall = (callId: string) => db.call.findUniqueOrThrow({ where: { id: callId }, select: CALL });

/** Who is calling: the lead's or contact's name, and the number of whoever the agent talks with. */
function introOf(call: WhisperedCall): string {
  const name = call.lead?.name ?? call.contact?.name;
  const number = call.direction === "inbound" ? call.from : call.to;
  return `Incoming transfer: a call with ${name ? `${name}, ` : ""}${number}.`;
}

async function summaryOf(callId: string, call: WhisperedCall): Promise<string> {
  const { agent, turns } = call;
  if (agent.brain === "script") {
    const answered = scriptAnswers(agent.instructions, turns).filter((a) => a.answer !== null);
    return answered.map((a) => `${a.question} ${a.answer}`).join(" ");
  }
  if (!agent.llmConnection || !turns.some((turn) => turn.role === "user")) return "";
  const { answer, error } = await askForJson<{ summary: string }>(
    agent.llmConnection,
    agent.llmModel || agent.llmConnection.defaultModel,
    {
      name: "transfer_whisper",
      system: [
        "A phone call between an AI agent and a caller is being handed to a colleague, who hears your summary before taking it.",
        'Answer with one JSON object: "summary": one or two short spoken sentences on who the caller is, what they want and what was said so far.',
        `Transcript:\n${transcriptText(turns)}`,
      ].join("\n"),
      schema: { type: "object", properties: { summary: { type: "string" } }, required: ["summary"] },
    },
  );
  if (error) logger.warn({ callId, error }, "no summary of the call for the transfer's whisper");
  return answer?.summary.trim().slice(0, 600) ?? "";
}

/** Makes the whisper of the call's transfer `attempt` and keeps it on the call (a transfer since is left alone). */
export async function prepareWhisper(callId: string, attempt: number): Promise<void> {
  let whisper: string;
  try {
    const call = await readCall(callId);
    whisper = [introOf(call), await summaryOf(callId, call)].filter(Boolean).join(" ");
  } catch (error) {
    logger.warn({ callId, err: (error as Error).message }, "could not prepare the transfer's whisper");
    return;
  }
  await db.$executeRaw`UPDATE "Call" SET "transfer" = jsonb_set("transfer", '{whisper}', to_jsonb(${whisper}::text))
    WHERE "id" = ${callId} AND ("transfer" ->> 'attempt')::int = ${attempt}`;
}

/** The whisper the person hears, in the agent's voice: as prepared, or (not ready in time) the caller's name and number. */
export async function whisperFor(callId: string): Promise<{ text: string; agent: DialAgent }> {
  const deadline = Date.now() + WHISPER_WAIT_MS;
  for (;;) {
    const call = await db.call.findUniqueOrThrow({ where: { id: callId }, select: { transfer: true, agent: true } });
    const whisper = (call.transfer as { whisper?: string } | null)?.whisper;
    if (whisper || Date.now() >= deadline) {
      const text = whisper ?? introOf(await readCall(callId));
      return { text: `${text} ${DECLINE_PROMPT}`, agent: dialAgent(call.agent) };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
