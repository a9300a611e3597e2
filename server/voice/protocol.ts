import { z } from "zod";
import { TRANSFER_MODES, TRANSFER_TIMEOUT_SEC } from "@/server/calls/transfer-schema";
import { carrierAddress, carrierCallId } from "@/server/telephony/carrier-fields";

// Twilio ConversationRelay's WebSocket messages (../shared/VOICE-NOTES.md; Twilio's
// "ConversationRelay WebSocket messages"). Twilio does speech-to-text and text-to-speech; svc
// exchanges text. Inbound messages are checked; fields svc does not use pass through unread.

const setup = z.looseObject({
  type: z.literal("setup"),
  sessionId: z.string(),
  // Bounded as the carrier's callbacks are (server/telephony/carrier-fields.ts): it is logged and compared.
  callSid: carrierCallId,
  from: carrierAddress.optional(),
  to: carrierAddress.optional(),
  direction: z.string().optional(),
  customParameters: z.record(z.string(), z.string()).default({}),
});

/** The callee's words; `last:false` only with partial prompts, which svc does not ask for. */
const prompt = z.looseObject({
  type: z.literal("prompt"),
  voicePrompt: z.string(),
  lang: z.string().optional(),
  last: z.boolean().default(true),
});

/** The callee spoke over the agent: what of the agent's turn they heard before Twilio stopped it. */
const interrupt = z.looseObject({
  type: z.literal("interrupt"),
  utteranceUntilInterrupt: z.string().default(""),
  durationUntilInterruptMs: z.number().optional(),
});

const dtmf = z.looseObject({ type: z.literal("dtmf"), digit: z.string().regex(/^[0-9*#A-D]$/) });
const error = z.looseObject({ type: z.literal("error"), description: z.string().default("") });
const info = z.looseObject({ type: z.literal("info") });

export const inboundMessage = z.discriminatedUnion("type", [setup, prompt, interrupt, dtmf, error, info]);
export type InboundMessage = z.infer<typeof inboundMessage>;
export type SetupMessage = z.infer<typeof setup>;

/** What svc sends: speech as streamed text tokens, audio, digits, a language switch, or the end of the session. */
export type OutboundMessage =
  | { type: "text"; token: string; last: boolean; interruptible?: boolean; preemptible?: boolean }
  | { type: "play"; source: string; loop?: number; interruptible?: boolean }
  | { type: "sendDigits"; digits: string }
  | { type: "language"; ttsLanguage: string; transcriptionLanguage: string }
  | { type: "end"; handoffData?: string };

/** Why the agent ended the session; carried to the `<Connect action>` callback as handoffData. */
export const handoffSchema = z.discriminatedUnion("reason", [
  z.object({
    reason: z.enum(["agent_ended", "silence_timeout", "max_duration", "llm_error", "voicemail", "operator_ended"]),
  }),
  z.object({
    reason: z.literal("transferred"),
    transferTo: z.string(),
    /** `warm`: the person hears a whisper first (docs/voice-agent.md "Live calls"); absent: cold. */
    mode: z.enum(TRANSFER_MODES).optional(),
    /** How long the person's phone rings before the caller goes back to the agent; absent: the default. */
    timeoutSec: z.number().int().min(TRANSFER_TIMEOUT_SEC.min).max(TRANSFER_TIMEOUT_SEC.max).optional(),
  }),
]);
export type Handoff = z.infer<typeof handoffSchema>;

/**
 * One inbound text frame: a message svc reads; a well-formed message of a type svc does not use
 * (ConversationRelay may add types), passed over; or malformed (not JSON, no `type`, a known type
 * with broken fields), which Twilio never sends.
 */
export type InboundFrame =
  | { kind: "message"; message: InboundMessage }
  | { kind: "unused"; type: string }
  /** `type`: the known type it claimed, if any (a `setup` that is not one can never start a session). */
  | { kind: "malformed"; type?: string };

const KNOWN_TYPES: ReadonlySet<string> = new Set(inboundMessage.options.map((option) => option.shape.type.value));

export function readInbound(frame: string): InboundFrame {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return { kind: "malformed" };
  }
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type !== "string" || Array.isArray(value)) return { kind: "malformed" };
  if (!KNOWN_TYPES.has(type)) return { kind: "unused", type };
  const parsed = inboundMessage.safeParse(value);
  return parsed.success ? { kind: "message", message: parsed.data } : { kind: "malformed", type };
}
