import { z } from "zod";
import { paginationInput } from "@/server/db/pagination";
import { createReplay, createReplayInput, getReplay, listReplays, replaySchema } from "@/server/replays/replays";
import { modeSeenBy } from "../context";
import { envelope, page, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// Replays of a call against a version of its agent (docs/voice-agent.md "Replays"): they play the
// agent, so their scopes are the agent's; the call is read in the key's mode.

const tags = ["Replays"];
const callPath = workspacePath.extend({ callId: z.string().min(1).max(64).meta({ description: "Call id." }) });
const replayPath = callPath.extend({ replayId: z.string().min(1).max(64).meta({ description: "Replay id." }) });

export const replaysRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "agents:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/calls/{callId}/replays",
        tags,
        summary: "Replay a call against an agent version",
        description:
          "Plays the call's caller turns again, as recorded, against the call's agent at `agentVersion` (default its current version), through the same brain, knowledge and tool rounds as a call; nothing is dialled. Follow it with GET until its status is `completed`. A call with no turns, or a version the agent does not have, is a 400 naming the field; a call still in progress is a 409.",
        successDescription: "Queued.",
        errorResponses: { 404: "No such call", 409: "The call is still in progress" },
      },
    })
    .input(createReplayInput.extend(callPath.shape))
    .output(envelope(replaySchema))
    .mutation(async ({ ctx, input: { id, callId, ...replay } }) =>
      successBody(await createReplay(ctx.db, id, modeSeenBy(ctx.principal), callId, replay)),
    ),

  list: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/calls/{callId}/replays",
        tags,
        summary: "List a call's replays",
        description: "Newest first.",
        errorResponses: { 404: "No such call" },
      },
    })
    .input(callPath.extend(paginationInput.shape))
    .output(envelope(page(replaySchema)))
    .query(async ({ ctx, input: { id, callId, ...pageInput } }) =>
      successBody(await listReplays(ctx.db, id, modeSeenBy(ctx.principal), callId, pageInput)),
    ),

  get: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/calls/{callId}/replays/{replayId}",
        tags,
        summary: "Retrieve a replay",
        description:
          "Each exchange: what the caller said, the original agent's turn and the replayed one, and whether they are the same; `divergedAt` is the first that is not.",
        errorResponses: { 404: "No such call or replay" },
      },
    })
    .input(replayPath)
    .output(envelope(replaySchema))
    .query(async ({ ctx, input }) =>
      successBody(await getReplay(ctx.db, input.id, modeSeenBy(ctx.principal), input.callId, input.replayId)),
    ),
});
