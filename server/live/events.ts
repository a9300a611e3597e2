import { z } from "zod";
import { callStatusSchema } from "@/server/calls/schemas";
import { turnSchema } from "@/server/calls/turns";
import { CallEndedReason } from "@/server/db/generated/enums";
import { actorSchema, transferModeSchema, transferSchema } from "@/server/calls/transfer-schema";

// What a call's live stream carries (docs/voice-agent.md "Live calls"): one schema per event type,
// the `data` of its Server-Sent Event. The OpenAPI document and the SDK's types come from here.

const toolCall = turnSchema.shape.toolCalls.element;

/** Each event type's `data`. */
export const liveEventData = {
  status: z.object({ status: callStatusSchema, at: z.string() }).meta({ description: "A status the call reached." }),
  "turn.delta": z
    .object({
      index: z
        .number()
        .int()
        .meta({ description: "The agent turn these words belong to (its `turn` comes when it ends)." }),
      text: z.string(),
    })
    .meta({ description: "The agent's words as they are sent to be spoken." }),
  turn: turnSchema.meta({ description: "A caller or agent turn as the transcript stores it, when it ends." }),
  tool: z
    .object({
      phase: z.enum(["called", "started", "finished"]).meta({
        description:
          "`called`: a built-in tool (end_call, transfer_call, press_digits, switch_language); `started` and `finished`: a workspace tool's request.",
      }),
      call: toolCall,
    })
    .meta({ description: "A tool the agent called, and its result." }),
  transfer: transferSchema,
  steered: z
    .object({
      action: z.enum(["say", "end", "transfer"]),
      by: actorSchema,
      text: z.string().optional().meta({ description: "`say`: the words." }),
      interrupt: z.boolean().optional().meta({ description: "`say`: said over what the agent was saying." }),
      reason: z.string().optional().meta({ description: "`end`: the reason given." }),
      to: z.string().optional().meta({ description: "`transfer`: the number." }),
      mode: transferModeSchema.optional(),
    })
    .meta({ description: "A member or an API key steered the call (POST …/say, …/end, …/transfer)." }),
  ended: z
    .object({
      status: callStatusSchema,
      endedReason: z.enum(CallEndedReason).nullable(),
      endedAt: z.string().nullable(),
      durationSec: z.number().int().nullable(),
    })
    .meta({ description: "The call is over (the last event: the stream closes)." }),
} as const;

export type LiveEventType = keyof typeof liveEventData;
export const LIVE_EVENT_TYPES = Object.keys(liveEventData) as LiveEventType[];

/** An event as it is appended; `turn`, `status` and `ended` are written by the database's triggers. */
export type NewLiveEvent = {
  [Type in "turn.delta" | "tool" | "transfer" | "steered"]: { type: Type; data: z.infer<(typeof liveEventData)[Type]> };
}["turn.delta" | "tool" | "transfer" | "steered"];

/** An event as the stream sends it: `data` is JSON text. */
export interface LiveEvent {
  seq: number;
  type: LiveEventType;
  data: string;
}
