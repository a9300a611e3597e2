import { z } from "zod";
import { paginationInput } from "@/server/db/pagination";
import { createToolInput, testToolInput, updateToolInput } from "@/server/tools/inputs";
import {
  createdToolSchema,
  createTool,
  deleteTool,
  getTool,
  listTools,
  rotateToolSecret,
  signingSecretSchema,
  testTool,
  toolSchema,
  toolTestSchema,
  updateTool,
} from "@/server/tools/tools";
import { envelope, page, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// Tools on /v1 and in the settings UI: the business's HTTP endpoints its agents call mid-call.

const toolPath = workspacePath.extend({ toolId: z.string().min(1).meta({ description: "Tool id." }) });
const tags = ["Tools"];

export const toolsRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "tools:write",
      successStatus: 201,
      secretInAnswer: true,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/tools",
        tags,
        summary: "Create a tool",
        description:
          "An HTTP endpoint of yours that agents listing it in `toolIds` may call during a call. The answer carries the tool's `signingSecret` (Standard Webhooks), this once.",
        successDescription: "Created.",
        errorResponses: { 409: "A tool with this name exists" },
      },
    })
    .input(createToolInput.extend(workspacePath.shape))
    .output(envelope(createdToolSchema))
    .mutation(async ({ ctx, input: { id, ...tool } }) => successBody(await createTool(ctx.db, id, tool))),

  list: workspaceProcedure
    .meta({
      scope: "tools:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/tools",
        tags,
        summary: "List tools",
        description: "Newest first.",
      },
    })
    .input(workspacePath.extend(paginationInput.shape))
    .output(envelope(page(toolSchema)))
    .query(async ({ ctx, input: { id, ...filter } }) => successBody(await listTools(ctx.db, id, filter))),

  get: workspaceProcedure
    .meta({
      scope: "tools:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/tools/{toolId}",
        tags,
        summary: "Retrieve a tool",
        errorResponses: { 404: "No such tool" },
      },
    })
    .input(toolPath)
    .output(envelope(toolSchema))
    .query(async ({ ctx, input }) => successBody(await getTool(ctx.db, input.id, input.toolId))),

  update: workspaceProcedure
    .meta({
      scope: "tools:write",
      openapi: {
        method: "PATCH",
        path: "/workspaces/{id}/tools/{toolId}",
        tags,
        summary: "Update a tool",
        description:
          "Changes the fields given. `headers`: a value sets a header, null removes it, headers not named are kept.",
        errorResponses: { 404: "No such tool", 409: "A tool with this name exists" },
      },
    })
    .input(updateToolInput.extend(toolPath.shape))
    .output(envelope(toolSchema))
    .mutation(async ({ ctx, input: { id, toolId, ...changes } }) =>
      successBody(await updateTool(ctx.db, id, toolId, changes)),
    ),

  delete: workspaceProcedure
    .meta({
      scope: "tools:write",
      openapi: {
        method: "DELETE",
        path: "/workspaces/{id}/tools/{toolId}",
        tags,
        summary: "Delete a tool",
        errorResponses: { 404: "No such tool", 409: "Agents use the tool (details.agents names them)" },
      },
    })
    .input(toolPath)
    .output(envelope(z.object({ deleted: z.literal(true) })))
    .mutation(async ({ ctx, input }) => {
      await deleteTool(ctx.db, input.id, input.toolId);
      return successBody({ deleted: true as const });
    }),

  rotateSecret: workspaceProcedure
    .meta({
      scope: "tools:write",
      secretInAnswer: true,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/tools/{toolId}/rotate-secret",
        tags,
        summary: "Rotate a tool's signing secret",
        description:
          "A new secret signs from now on; for 24 hours the old one signs too (two signatures), so your endpoint can switch over.",
        errorResponses: { 404: "No such tool" },
      },
    })
    .input(toolPath)
    .output(envelope(signingSecretSchema))
    .mutation(async ({ ctx, input }) => successBody(await rotateToolSecret(ctx.db, input.id, input.toolId))),

  // A query although it is a POST: it changes nothing of ours, and its request may take the tool's
  // whole timeout (up to 120 s), longer than a transaction may stay open.
  test: workspaceProcedure
    .meta({
      scope: "tools:write",
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/tools/{toolId}/test",
        tags,
        summary: "Test a tool",
        description:
          "Makes the real request, as a call would, with these arguments (`call` fields are null), and answers what came back.",
        errorResponses: { 404: "No such tool" },
      },
    })
    .input(testToolInput.extend(toolPath.shape))
    .output(envelope(toolTestSchema))
    .query(async ({ ctx, input }) => successBody(await testTool(ctx.db, input.id, input.toolId, input.arguments))),
});
