import { z } from "zod";
import { paginationInput } from "@/server/db/pagination";
import {
  createLlmConnection,
  deleteLlmConnection,
  getLlmConnection,
  llmConnectionSchema,
  llmConnectionView,
  pageLlmConnections,
  updateLlmConnection,
} from "@/server/llm/connections";
import { llmConnectionChanges, llmConnectionInput } from "@/server/llm/inputs";
import { deleted, deletedSchema, envelope, page, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// LLM connections (OpenAI-compatible endpoints agents think through), for /v1 and the settings UI
// alike. Configuration is shared by test and live keys.

const connectionPath = workspacePath.extend({
  connectionId: z.string().min(1).meta({ description: "LLM connection id." }),
});
const tags = ["LLM connections"];
const refused = { 400: "Invalid fields, a base URL in a private network, or a name already taken (`details.issues`)" };

export const llmConnectionsRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "agents:write",
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/llm-connections",
        tags,
        summary: "Create an LLM connection",
        description: "The API key is write-only: answers show its last 4 characters (`apiKeyLast4`), never the key.",
        successDescription: "Created.",
        errorResponses: refused,
      },
    })
    .input(llmConnectionInput.extend(workspacePath.shape))
    .output(envelope(llmConnectionSchema))
    .mutation(async ({ ctx, input: { id, ...connection } }) =>
      successBody(llmConnectionView(await createLlmConnection(ctx.db, id, connection))),
    ),

  list: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/llm-connections",
        tags,
        summary: "List LLM connections",
        description: "Newest first.",
      },
    })
    .input(workspacePath.extend(paginationInput.shape))
    .output(envelope(page(llmConnectionSchema)))
    .query(async ({ ctx, input: { id, ...filter } }) => successBody(await pageLlmConnections(ctx.db, id, filter))),

  get: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/llm-connections/{connectionId}",
        tags,
        summary: "Retrieve an LLM connection",
        errorResponses: { 404: "No such LLM connection" },
      },
    })
    .input(connectionPath)
    .output(envelope(llmConnectionSchema))
    .query(async ({ ctx, input }) =>
      successBody(llmConnectionView(await getLlmConnection(ctx.db, input.id, input.connectionId))),
    ),

  update: workspaceProcedure
    .meta({
      scope: "agents:write",
      openapi: {
        method: "PATCH",
        path: "/workspaces/{id}/llm-connections/{connectionId}",
        tags,
        summary: "Update an LLM connection",
        description: "Changes only the fields given. A new `apiKey` replaces the saved one; absent or empty keeps it.",
        errorResponses: { ...refused, 404: "No such LLM connection" },
      },
    })
    .input(llmConnectionChanges.extend(connectionPath.shape))
    .output(envelope(llmConnectionSchema))
    .mutation(async ({ ctx, input: { id, connectionId, ...changes } }) =>
      successBody(llmConnectionView(await updateLlmConnection(ctx.db, id, connectionId, changes))),
    ),

  delete: workspaceProcedure
    .meta({
      scope: "agents:write",
      openapi: {
        method: "DELETE",
        path: "/workspaces/{id}/llm-connections/{connectionId}",
        tags,
        summary: "Delete an LLM connection",
        errorResponses: {
          404: "No such LLM connection",
          409: "Agents use it (`details.agentIds`): point them at another connection first",
        },
      },
    })
    .input(connectionPath)
    .output(envelope(deletedSchema))
    .mutation(async ({ ctx, input }) => {
      await deleteLlmConnection(ctx.db, input.id, input.connectionId);
      return successBody(deleted(input.connectionId));
    }),
});
