import { z } from "zod";

// A call's transfer to a person (docs/voice-agent.md "Transfers"), as the call, its live stream and
// its webhooks show it. No server imports: the call's schemas and the live stream's both use it.

/** Who acted on a call: the agent itself (its transfer_call tool), a member of the workspace, or an API key. */
export const actorSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("agent") }),
    z.object({ kind: z.literal("member"), userId: z.string(), email: z.string() }),
    z.object({ kind: z.literal("apiKey"), keyId: z.string() }),
  ])
  .meta({ id: "LiveActor", description: "Who did it: the agent, a member of the workspace, or an API key." });
export type Actor = z.infer<typeof actorSchema>;

export const TRANSFER_MODES = ["cold", "warm"] as const;
export type TransferMode = (typeof TRANSFER_MODES)[number];

export const transferModeSchema = z.enum(TRANSFER_MODES).meta({
  description:
    "`cold`: the caller is put through as soon as the person answers. `warm`: the caller holds while the person hears a whisper (who is calling and a summary of the call) and may press 2 to decline. Either way, if the person does not answer within `timeoutSec` or declines, the caller stays with the agent.",
});

export const TRANSFER_FAILURES = ["no_answer", "declined", "busy", "failed"] as const;
export type TransferFailure = (typeof TRANSFER_FAILURES)[number];

/** How long the person's phone rings before the caller goes back to the agent, by default and at most. */
export const TRANSFER_TIMEOUT_SEC = { default: 20, min: 5, max: 60 } as const;

export const transferSchema = z
  .object({
    mode: transferModeSchema,
    to: z.string().meta({ description: "The number the call is handed to (E.164)." }),
    status: z.enum(["requested", "started", "bridged", "failed"]).meta({
      description:
        "`requested`: the agent is telling the caller; `started`: the person's phone rings (the caller holds); `bridged`: the caller and the person talk; `failed`: see `reason` (the caller is back with the agent).",
    }),
    reason: z.enum(TRANSFER_FAILURES).optional().meta({
      description:
        "Why a transfer failed: not answered within `timeoutSec`, declined (2 on the keypad during the whisper), busy, or the carrier failed.",
    }),
    timeoutSec: z.number().int().meta({ description: "How long the person's phone rang at most." }),
    attempt: z.number().int().meta({ description: "1 for the call's first transfer, 2 after one failed, …" }),
    whisper: z
      .string()
      .optional()
      .meta({ description: "Warm: what the person heard before taking the call (who is calling, a summary)." }),
    at: z.string().meta({ description: "When the transfer reached this status." }),
    by: actorSchema,
  })
  .meta({ id: "CallTransfer", description: "A transfer of the call to a person." });
export type Transfer = z.infer<typeof transferSchema>;
export type TransferStatus = Transfer["status"];

/** The `data` of call.transfer_started, .transfer_bridged and .transfer_failed. */
export const transferEventSchema = z
  .object({
    callId: z.string(),
    mode: z.enum(["live", "test"]).meta({ description: "Live or test data, as the call itself." }),
    transfer: transferSchema,
  })
  .meta({ id: "CallTransferChanged" });
