import { z } from "zod";
import type { Actor } from "@/server/calls/transfer-schema";
import {
  endInput,
  sayInput,
  steerCall,
  steeredSchema,
  transferInput,
  type SteeringRequest,
} from "@/server/live/steering";
import { modeSeenBy, type Context, type Principal } from "../context";
import { envelope, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// Steering a call in progress (docs/voice-agent.md "Live calls"): what the call page's buttons and
// /v1 do alike. Its live stream is a route of its own (app/v1/…/calls/[callId]/live), documented
// beside the procedures (server/live/openapi.ts).

const callPath = workspacePath.extend({ callId: z.string().meta({ description: "Call id." }) });

const notInProgress = {
  404: "No such call",
  409: "The call is not in progress with its agent (not answered yet, over, or being transferred)",
};

async function actorOf(ctx: Context, principal: Principal): Promise<Actor> {
  if (principal.kind === "apiKey") return { kind: "apiKey", keyId: principal.keyId };
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: principal.userId }, select: { email: true } });
  return { kind: "member", userId: principal.userId, email: user.email };
}

async function steer(
  ctx: Context & { principal: Principal },
  input: { id: string; callId: string },
  request: SteeringRequest,
) {
  const target = { workspaceId: input.id, mode: modeSeenBy(ctx.principal), callId: input.callId };
  return successBody(await steerCall(ctx.db, target, await actorOf(ctx, ctx.principal), request));
}

export const liveCallsRouter = createTRPCRouter({
  say: workspaceProcedure
    .meta({
      scope: "calls:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/calls/{callId}/say",
        tags: ["Calls"],
        summary: "Have the agent say something",
        description:
          "The agent says `text` next, once its words in flight are spoken, or at once over them with `interrupt`. Recorded on the call's live stream with who asked.",
        successDescription: "Accepted: the agent says it.",
        errorResponses: notInProgress,
      },
    })
    .input(sayInput.extend(callPath.shape))
    .output(envelope(steeredSchema))
    .mutation(({ ctx, input: { id, callId, ...say } }) => steer(ctx, { id, callId }, { action: "say", ...say })),

  end: workspaceProcedure
    .meta({
      scope: "calls:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/calls/{callId}/end",
        tags: ["Calls"],
        summary: "End a call in progress",
        description:
          "The agent says goodbye and hangs up; the call ends with `endedReason` `operator_ended`. Recorded on the call's live stream with who asked, and `reason`.",
        successDescription: "Accepted: the call ends.",
        errorResponses: notInProgress,
      },
    })
    .input(endInput.extend(callPath.shape))
    .output(envelope(steeredSchema))
    .mutation(({ ctx, input: { id, callId, ...end } }) => steer(ctx, { id, callId }, { action: "end", ...end })),

  transfer: workspaceProcedure
    .meta({
      scope: "calls:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/calls/{callId}/transfer",
        tags: ["Calls"],
        summary: "Transfer a call to a person",
        description:
          "The agent tells the caller (`message`, or its own line) and hands the call to `to`: at once (`cold`), or after the person has heard who is calling and a summary of the call and accepted (`warm`; if they do not answer within 20 seconds or decline, the caller stays with the agent). The call's `transfer` and the webhooks `call.transfer_started`, `call.transfer_bridged` and `call.transfer_failed` follow it.",
        successDescription: "Accepted: the transfer starts.",
        errorResponses: { ...notInProgress, 422: "`to` is a number the workspace may not call" },
      },
    })
    .input(transferInput.extend(callPath.shape))
    .output(envelope(steeredSchema))
    .mutation(({ ctx, input: { id, callId, ...transfer } }) =>
      steer(ctx, { id, callId }, { action: "transfer", ...transfer }),
    ),
});
