import { z } from "zod";
import { cancelCall, getCall, listCalls, requestCall, type CallRequest } from "@/server/calls/calls";
import { callSchema, callStatusSchema, callView, createCallInput, originateInput, queuedCallSchema, queuedCallView } from "@/server/calls/schemas";
import { relayOutboxSoon } from "@/server/outbox/outbox";
import type { Context, Principal } from "../context";
import { envelope, page, successBody } from "../envelope";
import { paginationInput } from "@/server/db/pagination";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

const callPath = workspacePath.extend({ callId: z.string().meta({ description: "Call id." }) });

/** Live unless the key is a test key; the settings UI (signed-in user) places live calls. */
function origin(principal: Principal): Pick<CallRequest, "apiKeyId" | "mode"> {
  return principal.kind === "apiKey" ? { apiKeyId: principal.keyId, mode: principal.mode } : { apiKeyId: null, mode: "live" };
}

async function queue(ctx: Context & { principal: Principal }, request: Omit<CallRequest, "apiKeyId" | "mode">) {
  const { call, outboxId } = await requestCall(ctx.db, { ...request, ...origin(ctx.principal) });
  ctx.afterCommit(() => relayOutboxSoon([outboxId]));
  return call;
}

// Statuses every /v1 operation can answer (400, 401, 403, 429, 5xx) are documented by
// server/api/openapi.ts; procedures name only their own.
const rejected = { 422: "The agent, `from` number or destination is not allowed" };

export const callsRouter = createTRPCRouter({
  originateManual: workspaceProcedure
    .meta({
      scope: "calls:write",
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/calls/originate-manual",
        tags: ["Calls"],
        summary: "Originate a manual call",
        description: "Queues a call from an agent to a number (SPEC.md §4.1). The agent dials within seconds.",
        successDescription: "Accepted: the call is queued.",
        errorResponses: rejected,
      },
    })
    .input(workspacePath.extend(originateInput.shape))
    .output(envelope(queuedCallSchema))
    .mutation(async ({ ctx, input: { id, ...request } }) => successBody(queuedCallView(await queue(ctx, { workspaceId: id, ...request })))),

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
    .mutation(async ({ ctx, input: { id, ...request } }) => successBody(callView(await queue(ctx, { workspaceId: id, ...request })))),

  get: workspaceProcedure
    .meta({
      scope: "calls:read",
      openapi: { method: "GET", path: "/workspaces/{id}/calls/{callId}", tags: ["Calls"], summary: "Retrieve a call", errorResponses: { 404: "No such call" } },
    })
    .input(callPath)
    .output(envelope(callSchema))
    .query(async ({ ctx, input }) => successBody(callView(await getCall(ctx.db, input.id, input.callId)))),

  list: workspaceProcedure
    .meta({
      scope: "calls:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/calls",
        tags: ["Calls"],
        summary: "List calls",
        description: "Newest first. Filter by status (repeatable) and creation time.",
      },
    })
    .input(
      workspacePath.extend(paginationInput.shape).extend({
        status: z.array(callStatusSchema).optional(),
        createdAfter: z.iso.datetime().optional().meta({ description: "Only calls created at or after this time." }),
        createdBefore: z.iso.datetime().optional().meta({ description: "Only calls created before this time." }),
      }),
    )
    .output(envelope(page(callSchema)))
    .query(async ({ ctx, input: { id, ...filter } }) => successBody(await listCalls(ctx.db, id, filter))),

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
    .mutation(async ({ ctx, input }) => successBody(callView(await cancelCall(ctx.db, input.id, input.callId)))),
});

