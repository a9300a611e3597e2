import { z } from "zod";
import { agentPatch, agentRules, agentSettings, withAlias } from "@/server/agents/inputs";
import { getAgent, listAgents } from "@/server/agents/list";
import { createAgent, deleteAgent, updateAgent } from "@/server/agents/settings";
import { agentVersionSchema, getAgentVersion, listAgentVersions } from "@/server/agents/versions";
import { agentSchema } from "@/server/agents/views";
import { paginationInput } from "@/server/db/pagination";
import { envelope, page, successBody } from "../envelope";
import { authorOf, preconditionOf } from "../preconditions";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// Agents on /v1; the settings UI calls the same procedures. Configuration is shared by test and
// live keys (docs/decisions.md "Test and live"): a key changes it only with `agents:write`.

export const agentPath = workspacePath.extend({
  agentId: z.string().min(1).max(64).meta({ description: "Agent id." }),
});
const notFound = { 404: "No such agent" };
const ifMatch =
  'With `If-Match: "<version>"` (the ETag of the agent you read), a change made since is refused with 412 PRECONDITION_FAILED.';

export const agentsRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "agents:write",
      successStatus: 201,
      versioned: true,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/agents",
        tags: ["Agents"],
        summary: "Create an agent",
        description: "Its settings are version 1. Fields left out take the defaults the settings form shows.",
        successDescription: "Created.",
      },
    })
    .input(agentSettings.extend({ ...workspacePath.shape, ...withAlias }).superRefine(agentRules))
    .output(envelope(agentSchema))
    .mutation(async ({ ctx, input: { id, ...settings } }) =>
      successBody(await createAgent(ctx.db, id, settings, authorOf(ctx.principal))),
    ),

  list: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/agents",
        tags: ["Agents"],
        summary: "List agents",
        description: "Newest first.",
      },
    })
    .input(workspacePath.extend(paginationInput.shape))
    .output(envelope(page(agentSchema)))
    .query(async ({ ctx, input: { id, ...filter } }) => successBody(await listAgents(ctx.db, id, filter))),

  get: workspaceProcedure
    .meta({
      scope: "agents:read",
      versioned: true,
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/agents/{agentId}",
        tags: ["Agents"],
        summary: "Retrieve an agent",
        description: 'Answers `ETag: "<version>"`.',
        errorResponses: notFound,
      },
    })
    .input(agentPath)
    .output(envelope(agentSchema))
    .query(async ({ ctx, input }) => successBody(await getAgent(ctx.db, input.id, input.agentId))),

  update: workspaceProcedure
    .meta({
      scope: "agents:write",
      versioned: true,
      ifMatch: true,
      openapi: {
        method: "PATCH",
        path: "/workspaces/{id}/agents/{agentId}",
        tags: ["Agents"],
        summary: "Update an agent",
        description: `Changes the fields given; the others stay. A change is a new version (a request that changes nothing is none). ${ifMatch}`,
        errorResponses: {
          ...notFound,
          412: "The agent changed since the version in If-Match (details.currentVersion)",
        },
      },
    })
    .input(agentPatch.extend(agentPath.shape))
    .output(envelope(agentSchema))
    .mutation(async ({ ctx, input: { id, agentId, ...patch } }) =>
      successBody(await updateAgent(ctx.db, id, agentId, patch, authorOf(ctx.principal), preconditionOf(ctx.ifMatch))),
    ),

  delete: workspaceProcedure
    .meta({
      scope: "agents:write",
      ifMatch: true,
      openapi: {
        method: "DELETE",
        path: "/workspaces/{id}/agents/{agentId}",
        tags: ["Agents"],
        summary: "Delete an agent",
        description: `An agent that placed calls, answers a click-to-call source or runs a campaign is kept for the history: 409 CONFLICT with the counts and the campaigns (\`campaignIds\`) in details. ${ifMatch}`,
        errorResponses: {
          ...notFound,
          409: "Calls, a click-to-call source or a campaign reference the agent",
          412: "The agent changed since the version in If-Match",
        },
      },
    })
    .input(agentPath)
    .output(envelope(z.object({ id: z.string(), deleted: z.literal(true) })))
    .mutation(async ({ ctx, input }) => {
      await deleteAgent(ctx.db, input.id, input.agentId, preconditionOf(ctx.ifMatch));
      return successBody({ id: input.agentId, deleted: true as const });
    }),

  versions: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/agents/{agentId}/versions",
        tags: ["Agents"],
        summary: "List an agent's versions",
        description: "Newest first: each change's whole settings, who made it (a member or an API key) and when.",
        errorResponses: notFound,
      },
    })
    .input(agentPath.extend(paginationInput.shape))
    .output(envelope(page(agentVersionSchema)))
    .query(async ({ ctx, input: { id, agentId, ...filter } }) =>
      successBody(await listAgentVersions(ctx.db, id, agentId, filter)),
    ),

  version: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/agents/{agentId}/versions/{version}",
        tags: ["Agents"],
        summary: "Retrieve a version of an agent",
        errorResponses: { 404: "No such agent or version" },
      },
    })
    .input(
      agentPath.extend({
        version: z.number().int().min(1).max(1_000_000_000).meta({ description: "Version number: 1, 2, 3…" }),
      }),
    )
    .output(envelope(agentVersionSchema))
    .query(async ({ ctx, input }) =>
      successBody(await getAgentVersion(ctx.db, input.id, input.agentId, input.version)),
    ),
});
