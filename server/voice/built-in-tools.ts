import type { AgentBrief, ToolCall } from "./brain";
import type { Handoff } from "./protocol";

// The rules of the built-in tools that end a call, and how the carrier's tools answer where there
// is no carrier: one place for the voice session, the test panel and agent tests, so that an agent
// behaves alike in all three.

/**
 * What `end_call` or `transfer_call` does now: the handoff that ends the conversation, or null
 * when it is ignored. `end_call` is ignored in the agent's first two turns (the greeting and its
 * first answer) and right after the callee barged in: hanging up on them then would be wrong.
 * `transfer_call` goes only to a number the agent lists, cold unless it asks for `mode: "warm"`.
 */
export function endingOf(
  brief: AgentBrief,
  call: ToolCall,
  agentTurnsBefore: number,
  afterInterruption: boolean,
): Handoff | null {
  if (call.name === "end_call") return agentTurnsBefore < 2 || afterInterruption ? null : { reason: "agent_ended" };
  if (call.name !== "transfer_call") return null;
  const number = String(call.arguments.number ?? "");
  if (!brief.transferNumbers.includes(number)) return null;
  // Warm: the person hears who is calling before they are put through (docs/voice-agent.md "Transfers").
  return call.arguments.mode === "warm"
    ? { reason: "transferred", transferTo: number, mode: "warm" }
    : { reason: "transferred", transferTo: number };
}

/** Without a call (the test panel, agent tests) the keypad and language tools answer as if they had acted. */
export function answerWithoutCarrier(call: ToolCall, where: string): void {
  if (call.name !== "press_digits" && call.name !== "switch_language") return;
  call.result = JSON.stringify({ ...call.arguments, note: `${where}: no call to act on` });
  call.status = "ok";
}
