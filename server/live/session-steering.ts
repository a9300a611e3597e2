import { z } from "zod";
import { CHANNELS, subscribe } from "@/server/broadcast/channel";
import { logger } from "@/server/logger";
import type { VoiceSession } from "@/server/voice/session";
import { transferModeSchema } from "@/server/calls/transfer-schema";

// The relay session's side of steering (docs/voice-agent.md "Live calls"): a member or an API key
// steers a call through any process (./steering.ts), which broadcasts the order when it commits;
// the process holding the call's relay session hears it here and has its session act on it.

/** An order as it travels on the channel (a NOTIFY payload: under 8,000 bytes, `say` text ≤ 1,000 characters). */
export const steeringOrderSchema = z.discriminatedUnion("action", [
  z.object({ callId: z.string(), action: z.literal("say"), text: z.string(), interrupt: z.boolean() }),
  z.object({ callId: z.string(), action: z.literal("end") }),
  z.object({
    callId: z.string(),
    action: z.literal("transfer"),
    to: z.string(),
    mode: transferModeSchema,
    timeoutSec: z.number().int(),
    message: z.string().optional(),
  }),
]);
export type SteeringOrder = z.infer<typeof steeringOrderSchema>;

const sessions = new Map<string, VoiceSession>();
let listening: (() => void) | undefined;

function obey(order: SteeringOrder): void {
  const session = sessions.get(order.callId);
  if (!session) return; // another process holds the call
  const done =
    order.action === "say"
      ? session.say(order.text, order.interrupt)
      : session.endAtRequest(
          order.action === "transfer"
            ? { to: order.to, mode: order.mode, timeoutSec: order.timeoutSec, line: order.message }
            : undefined,
        );
  if (!done) logger.info({ callId: order.callId, action: order.action }, "a steering order came too late to act on");
}

/** This process holds `callId`'s relay session: steering orders for it reach `session` until the returned detach. */
export function steerHere(callId: string, session: VoiceSession): () => void {
  listening ??= subscribe(CHANNELS.steer, {
    message(payload) {
      let order: SteeringOrder;
      try {
        order = steeringOrderSchema.parse(JSON.parse(payload));
      } catch {
        return logger.warn("ignored a malformed steering order");
      }
      obey(order);
    },
  });
  sessions.set(callId, session);
  return () => {
    if (sessions.get(callId) === session) sessions.delete(callId);
  };
}
