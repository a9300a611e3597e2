import { randomUUID } from "node:crypto";
import { z } from "zod";
import { db } from "@/server/db/client";
import { ApiError } from "@/server/errors";
import { phoneSchema } from "@/server/phone";
import { readWorkspacePhones } from "@/server/workspaces/default-country";
import { callbackUrls, relayUrl } from "@/server/telephony/provider";
import { carryIncomingCall } from "@/server/telephony/providers";
import { answerIncomingCall } from "./answer";

// POST /v1/…/calls/simulate-inbound: the simulator rings one of the workspace's numbers, and the
// whole inbound path runs as for a carrier's call (the number's agent, routing, capacity); the
// simulated caller then converses over the gateway. Test mode only: it never reaches a carrier.

/** A magic `from` picks the caller's persona, as magic destinations pick an outbound callee's (README "Telephony"). */
export const DEFAULT_SIMULATED_CALLER = "+15005550010";

export const simulateInboundInput = z.strictObject({
  to: phoneSchema.meta({ description: "One of the workspace's numbers with an inbound agent." }),
  from: phoneSchema.optional().meta({
    description: `The caller; a magic number picks their persona (README "Telephony"). Default ${DEFAULT_SIMULATED_CALLER}, a cooperative caller.`,
  }),
});

export const simulatedInboundSchema = z.object({
  callId: z.string().meta({ description: "The inbound call now in progress (`GET …/calls/{callId}`)." }),
});

/** Rings `to` from `from`; 409 when the number would reject the call (no such number, no agent, busy, routing said no). */
export async function simulateInboundCall(
  workspaceId: string,
  input: z.infer<typeof simulateInboundInput>,
): Promise<z.infer<typeof simulatedInboundSchema>> {
  const read = await readWorkspacePhones(db, workspaceId, {
    to: input.to,
    from: input.from ?? DEFAULT_SIMULATED_CALLER,
  });
  const [to, from] = [read.to!, read.from!];
  const providerCallId = `sim_${randomUUID().replaceAll("-", "")}`;
  const answer = await answerIncomingCall({ provider: "simulator", providerCallId, to, from, workspaceId });
  if (answer.action === "reject") {
    throw new ApiError(
      "CONFLICT",
      answer.reason === "busy"
        ? "The workspace is at its calls in flight: the call was answered busy."
        : "The number rejected the call: it is not one of the workspace's numbers with an inbound agent, or its routing URL said to reject.",
      { details: { reason: answer.reason, issues: [{ path: ["to"], message: `Rejected (${answer.reason})` }] } },
    );
  }
  await carryIncomingCall(
    {
      callId: answer.callId,
      to,
      from,
      agent: answer.agent,
      callbacks: callbackUrls("simulator", answer.callId),
      relayUrl: relayUrl(answer.callId),
    },
    providerCallId,
  );
  return { callId: answer.callId };
}
