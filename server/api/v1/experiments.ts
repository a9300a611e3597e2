import { z } from "zod";
import { paginationInput } from "@/server/db/pagination";
import {
  createExperiment,
  experimentSchema,
  getExperiment,
  listExperiments,
  promoteExperiment,
  stopExperiment,
} from "@/server/experiments/experiments";
import { createExperimentInput, promoteExperimentInput } from "@/server/experiments/inputs";
import { modeOf } from "../context";
import { envelope, page, successBody } from "../envelope";
import { authorOf, preconditionOf } from "../preconditions";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { agentPath } from "./agents";

// An agent's experiments (docs/decisions.md "Experiments"): configuration of the agent, so its
// scopes are the agent's; an experiment assigns the calls of the mode of the key that created it.

const tags = ["Experiments"];
const experimentPath = agentPath.extend({
  experimentId: z.string().min(1).max(64).meta({ description: "Experiment id." }),
});

export const experimentsRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "agents:write",
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/agents/{agentId}/experiments",
        tags,
        summary: "Start an experiment",
        description:
          "While it runs, each new call of the agent (API, campaigns, inbound, click-to-call; of the key's mode) gets an arm by a hash of its id or of the callee's number: `trafficPercent` % run `variantVersion`, the rest the agent's current version. A variant that is the current version or not the agent's, a percentage out of 1–99, a metric without its value or property: 400 naming the field.",
        successDescription: "Running.",
        errorResponses: { 404: "No such agent", 409: "The agent has a running experiment" },
      },
    })
    .input(createExperimentInput.extend(agentPath.shape))
    .output(envelope(experimentSchema))
    .mutation(async ({ ctx, input: { id, agentId, ...experiment } }) =>
      successBody(await createExperiment(ctx.db, id, agentId, modeOf(ctx.principal), experiment)),
    ),

  list: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/agents/{agentId}/experiments",
        tags,
        summary: "List an agent's experiments",
        description: "Newest first, each with its statistics.",
        errorResponses: { 404: "No such agent" },
      },
    })
    .input(agentPath.extend(paginationInput.shape))
    .output(envelope(page(experimentSchema)))
    .query(async ({ ctx, input: { id, agentId, ...pageInput } }) =>
      successBody(await listExperiments(ctx.db, id, agentId, pageInput)),
    ),

  get: workspaceProcedure
    .meta({
      scope: "agents:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/agents/{agentId}/experiments/{experimentId}",
        tags,
        summary: "Retrieve an experiment",
        description:
          "Per arm: calls, judged calls, the metric's rate or mean and its 95 % interval; the difference with its 95 % interval and p-value (two proportions for rates, Welch for means); and the decision of a sequential test (mSPRT) valid however often it is read.",
        errorResponses: { 404: "No such agent or experiment" },
      },
    })
    .input(experimentPath)
    .output(envelope(experimentSchema))
    .query(async ({ ctx, input }) =>
      successBody(await getExperiment(ctx.db, input.id, input.agentId, input.experimentId)),
    ),

  stop: workspaceProcedure
    .meta({
      scope: "agents:write",
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/agents/{agentId}/experiments/{experimentId}/stop",
        tags,
        summary: "Stop an experiment",
        description: "No call is assigned any more; its statistics stay. 409 unless it is running.",
        errorResponses: { 404: "No such agent or experiment", 409: "Not running" },
      },
    })
    .input(experimentPath)
    .output(envelope(experimentSchema))
    .mutation(async ({ ctx, input }) =>
      successBody(await stopExperiment(ctx.db, input.id, input.agentId, input.experimentId)),
    ),

  promote: workspaceProcedure
    .meta({
      scope: "agents:write",
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/agents/{agentId}/experiments/{experimentId}/promote",
        tags,
        summary: "Promote an experiment's variant",
        description:
          "The variant's settings become the agent's current version (a new version by whoever promotes; `reason` is kept with the promotion), and the experiment ends. 409 once promoted.",
        errorResponses: { 404: "No such agent or experiment", 409: "Promoted already" },
      },
    })
    .input(promoteExperimentInput.extend(experimentPath.shape))
    .output(envelope(experimentSchema))
    .mutation(async ({ ctx, input }) =>
      successBody(
        await promoteExperiment(
          ctx.db,
          input.id,
          input.agentId,
          input.experimentId,
          authorOf(ctx.principal),
          input.reason ?? null,
          preconditionOf(ctx.ifMatch),
        ),
      ),
    ),
});
