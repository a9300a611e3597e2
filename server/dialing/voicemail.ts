import { db } from "@/server/db/client";
import type { DialAgent } from "@/server/telephony/provider";
import { callVariables, fillVariables } from "@/server/voice/variables";
import { dialAgent } from "./dial";
import { TERMINAL_STATUSES } from "./transitions";

// The message a call leaves on an answering machine, left once. Two paths may find the machine:
// answering-machine detection's verdict (the carrier then says the message) and the session
// hearing a machine's greeting end (it says the message itself). Whichever comes first takes the
// call's end, in one statement; the other leaves nothing.

export interface Voicemail {
  /** The agent's voicemail message with the call's variables; "" when the agent hangs up on machines. */
  text: string;
  /** The voice to say it in. */
  agent: DialAgent;
}

/** Takes the call's end for its voicemail; null when its end was already decided (the other path, or the call is over). */
export async function claimVoicemail(callId: string): Promise<Voicemail | null> {
  const [call] = await db.call.updateManyAndReturn({
    where: { id: callId, endedReason: null, status: { notIn: TERMINAL_STATUSES } },
    data: { endedReason: "voicemail" },
    select: { agentId: true, contactId: true, variables: true },
  });
  if (!call) return null;
  const agent = await db.agent.findUniqueOrThrow({ where: { id: call.agentId } });
  if (agent.voicemailAction !== "leave_message") return { text: "", agent: dialAgent(agent) };
  const contact = call.contactId ? await db.contact.findUnique({ where: { id: call.contactId }, select: { name: true } }) : null;
  return { text: fillVariables(agent.voicemailMessage, callVariables(call.variables, contact?.name)).trim(), agent: dialAgent(agent) };
}
