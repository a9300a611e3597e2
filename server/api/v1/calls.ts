import { z } from "zod";
import {
  cancelCall,
  getCall,
  getTranscript,
  listCalls,
  requestCall,
  transcriptSchema,
  type CallRequest,
} from "@/server/calls/calls";
import {
  callSchema,
  callDirectionSchema,
  callStatusSchema,
  callView,
  createCallInput,
  originateInput,
  queuedCallSchema,
  queuedCallView,
} from "@/server/calls/schemas";
import { ApiError } from "@/server/errors";
import { simulatedInboundSchema, simulateInboundCall, simulateInboundInput } from "@/server/inbound/simulated";
import { modeOf, type Context, type Principal } from "../context";
import { envelope, page, successBody } from "../envelope";
import { paginationInput } from "@/server/db/pagination";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

const callPath = workspacePath.extend({ callId: z.string().meta({ description: "Call id." }) });

/** The key that asked (none for the settings UI) and the mode the call belongs to. */
function origin(principal: Principal): Pick<CallRequest, "apiKeyId" | "mode"> {
  return { apiKeyId: principal.kind === "apiKey" ? principal.keyId : null, mode: modeOf(principal) };
}

async function queue(ctx: Context & { principal: Principal }, request: Omit<CallRequest, "apiKeyId" | "mode">) {
  return requestCall(ctx.db, { ...request, ...origin(ctx.principal) });
}

// Statuses every /v1 operation can answer (400, 401, 403, 429, 5xx) are documented by
// server/api/openapi.ts; procedures name only their own.
const rejected = { 422: "The agent, `from` number or destination is not allowed" };

export const callsRouter = createTRPCRouter({
  simulateInbound: workspaceProcedure
    .meta({
      scope: "calls:write",
      successStatus: 201,
      // The inbound path commits the call in its own statements, after waiting on the routing URL.
      ownUnitsOfWork: true,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/calls/simulate-inbound",
        tags: ["Calls"],
        summary: "Simulate an inbound call",
        description:
          "Test keys only: the simulator rings one of the workspace's numbers from `from`, the number's agent (or its routing URL's) answers, and a simulated caller converses. The call is a test-mode call. Each request rings once more: an Idempotency-Key is not kept.",
        successDescription: "Answered: the conversation is under way.",
        errorResponses: {
          403: "A live key: simulated calls are test-mode calls",
          409: "The number rejected the call (not an answering number, busy, or its routing said no)",
        },
      },
    })
    .input(simulateInboundInput.extend(workspacePath.shape))
    .output(envelope(simulatedInboundSchema))
    .mutation(async ({ ctx, input: { id, ...call } }) => {
      if (ctx.principal.kind === "apiKey" && ctx.principal.mode === "live")
        throw new ApiError("FORBIDDEN", "Simulated calls take a test key (svc_sk_test_…); a live key is refused.");
      return successBody(await simulateInboundCall(id, call));
    }),

  originateManual: workspaceProcedure
    .meta({
      scope: "calls:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/calls/originate-manual",
        tags: ["Calls"],
        summary: "Originate a manual call",
        description: "Queues a call from an agent to a number. The agent dials within seconds.",
        successDescription: "Accepted: the call is queued.",
        errorResponses: rejected,
      },
    })
    .input(originateInput.extend(workspacePath.shape))
    .output(envelope(queuedCallSchema))
    .mutation(async ({ ctx, input: { id, ...request } }) =>
      successBody(queuedCallView(await queue(ctx, { workspaceId: id, ...request }))),
    ),

  create: workspaceProcedure
    .meta({
      scope: "calls:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/calls",
        tags: ["Calls"],
        summary: "Create a call",
        description: "Queues a call to `to` or to a contact, with metadata and variables for the agent.",
        successDescription: "Accepted: the call is queued.",
        errorResponses: { ...rejected, 404: "No such contact" },
      },
    })
    .input(createCallInput.safeExtend(workspacePath.shape))
    .output(envelope(callSchema))
    .mutation(async ({ ctx, input: { id, ...request } }) =>
      successBody(callView(await queue(ctx, { workspaceId: id, ...request }))),
    ),

  get: workspaceProcedure
    .meta({
      scope: "calls:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/calls/{callId}",
        tags: ["Calls"],
        summary: "Retrieve a call",
        errorResponses: { 404: "No such call" },
      },
    })
    .input(callPath)
    .output(envelope(callSchema))
    .query(async ({ ctx, input }) =>
      successBody(callView(await getCall(ctx.db, input.id, modeOf(ctx.principal), input.callId))),
    ),

  list: workspaceProcedure
    .meta({
      scope: "calls:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/calls",
        tags: ["Calls"],
        summary: "List calls",
        description: "Newest first. Filter by status (repeatable), direction, campaign and creation time.",
      },
    })
    .input(
      workspacePath.extend(paginationInput.shape).extend({
        status: z.array(callStatusSchema).optional(),
        direction: callDirectionSchema.optional(),
        campaignId: z.string().min(1).max(64).optional().meta({ description: "Only the calls of this campaign." }),
        experimentId: z
          .string()
          .min(1)
          .max(64)
          .optional()
          .meta({ description: "Only the calls of this experiment (both arms)." }),
        createdAfter: z.iso.datetime().optional().meta({ description: "Only calls created at or after this time." }),
        createdBefore: z.iso.datetime().optional().meta({ description: "Only calls created before this time." }),
      }),
    )
    .output(envelope(page(callSchema)))
    .query(async ({ ctx, input: { id, ...filter } }) =>
      successBody(await listCalls(ctx.db, id, modeOf(ctx.principal), filter)),
    ),

  transcript: workspaceProcedure
    .meta({
      scope: "calls:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/calls/{callId}/transcript",
        tags: ["Calls"],
        summary: "Retrieve a call's transcript",
        description:
          "The conversation so far, turn by turn: each turn is stored as it ends, so a call in progress shows its finished turns.",
        errorResponses: { 404: "No such call" },
      },
    })
    .input(callPath)
    .output(envelope(transcriptSchema))
    .query(async ({ ctx, input }) =>
      successBody(await getTranscript(ctx.db, input.id, modeOf(ctx.principal), input.callId)),
    ),

  cancel: workspaceProcedure
    .meta({
      scope: "calls:write",
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/calls/{callId}/cancel",
        tags: ["Calls"],
        summary: "Cancel a queued call",
        description: "Only a `queued` call can be canceled; otherwise 409 CONFLICT.",
        errorResponses: { 404: "No such call", 409: "The call is no longer queued" },
      },
    })
    .input(callPath)
    .output(envelope(callSchema))
    .mutation(async ({ ctx, input }) =>
      successBody(callView(await cancelCall(ctx.db, input.id, modeOf(ctx.principal), input.callId))),
    ),
});
