import { db } from "@/server/db/client";
import { dialAgent, type DialAgent } from "@/server/telephony/provider";
import { callVariables, fillVariables } from "@/server/voice/variables";
import { TERMINAL_STATUSES } from "@/server/calls/statuses";

// The message a call leaves on an answering machine, left once. Two paths may find the machine:
// answering-machine detection's verdict (the carrier then says the message) and the session
// hearing a machine's greeting end (it says the message itself). Whichever comes first takes the
// call's end, in one statement; the other leaves nothing.

export interface Voicemail {
  /** The agent's voicemail message with the call's variables (the callee's name as the session has it); "" when the agent hangs up on machines. */
  text: string;
  /** The voice to say it in. */
  agent: DialAgent;
}

/** Takes the call's end for its voicemail; null when its end was already decided (the other path, or the call is over). */
export async function claimVoicemail(callId: string): Promise<Voicemail | null> {
  const { count } = await db.call.updateMany({
    where: { id: callId, endedReason: null, status: { notIn: [...TERMINAL_STATUSES] } },
    data: { endedReason: "voicemail" },
  });
  if (!count) return null;
  const call = await db.call.findUniqueOrThrow({
    where: { id: callId },
    select: { variables: true, agent: true, lead: { select: { name: true } }, contact: { select: { name: true } } },
  });
  const text =
    call.agent.voicemailAction === "leave_message"
      ? fillVariables(
          call.agent.voicemailMessage,
          callVariables(call.variables, call.lead?.name ?? call.contact?.name),
        ).trim()
      : "";
  return { text, agent: dialAgent(call.agent) };
}
