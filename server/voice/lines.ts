// What the agent says on its own, outside the brain: the lines of the session's safety nets.
// They are English whatever the agent's language (docs/voice-agent.md).

export const LINES = {
  stillThere: "Are you still there?",
  silenceGoodbye: "It seems the line has gone quiet, so I'll hang up now. Goodbye!",
  timeLimit: "I'm sorry, we've reached the time limit for this call. Goodbye!",
  slowBrain: "One moment, please.",
  brainDown: "I'm sorry, I'm having technical trouble right now. We'll get back to you. Goodbye!",
  goodbye: "Goodbye!",
  transferring: "Let me transfer you now.",
} as const;

/** Roughly how long text-to-speech takes to say `text` (~15 characters a second), so a hang-up waits for the goodbye. */
export function speakingTimeMs(text: string): number {
  return Math.min(15_000, 300 + text.length * 65);
}
