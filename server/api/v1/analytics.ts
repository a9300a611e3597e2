import { callAnalytics, analyticsSchema } from "@/server/analytics/analytics";
import { callConcurrency, concurrencySchema } from "@/server/analytics/concurrency";
import {
  analyticsFields,
  checkAnalytics,
  checkConcurrency,
  checkUsage,
  concurrencyFields,
  usageFields,
} from "@/server/analytics/inputs";
import { workspaceUsage, usageSchema } from "@/server/analytics/usage";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { ApiError } from "@/server/errors";
import { modeOf, type Principal } from "../context";
import { envelope, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// Analytics, usage and concurrency (docs/decisions.md "Analytics from rollups"): read with
// calls:read, from the rollups kept as calls change; a key reads its own mode's calls.

/** The mode asked for: a key's own (another is refused), a signed-in user's choice (live by default). */
function modeFor(principal: Principal, asked: ApiKeyMode | undefined): ApiKeyMode {
  if (principal.kind === "apiKey" && asked && asked !== principal.mode)
    throw new ApiError("FORBIDDEN", `A ${principal.mode} key reads ${principal.mode}-mode calls only.`);
  return asked ?? modeOf(principal);
}

export const analyticsRouter = createTRPCRouter({
  calls: workspaceProcedure
    .meta({
      scope: "calls:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/analytics",
        tags: ["Analytics"],
        summary: "Calls over time",
        description:
          "Calls per hour or day in the workspace's time zone, one series per `groupBy`: outcomes, success, minutes, cost, tokens and response-time percentiles. Every bucket of the range is present (zeros included); `from` and `to` are widened to whole buckets. At most 400 buckets.",
        errorResponses: { 403: "A key asking for the other mode's calls" },
      },
    })
    .input(workspacePath.extend(analyticsFields.shape).superRefine(checkAnalytics))
    .output(envelope(analyticsSchema))
    .query(async ({ ctx, input: { id, ...query } }) =>
      successBody(await callAnalytics(ctx.db, id, modeFor(ctx.principal, query.mode), query)),
    ),

  usage: workspaceProcedure
    .meta({
      scope: "calls:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/usage",
        tags: ["Analytics"],
        summary: "Usage over a range",
        description:
          "What the calls created in the range used and cost: totals, and the same by agent, by API key and by campaign. The range is read in whole quarter hours.",
        errorResponses: { 403: "A key asking for the other mode's calls" },
      },
    })
    .input(workspacePath.extend(usageFields.shape).superRefine(checkUsage))
    .output(envelope(usageSchema))
    .query(async ({ ctx, input: { id, ...query } }) =>
      successBody(await workspaceUsage(ctx.db, id, modeFor(ctx.principal, query.mode), query)),
    ),

  concurrency: workspaceProcedure
    .meta({
      scope: "calls:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/concurrency",
        tags: ["Analytics"],
        summary: "Calls in flight",
        description:
          "Calls in flight now against the workspace's limit, by agent and by campaign; with `from` and `to` (at most a day), each minute's peak.",
      },
    })
    .input(workspacePath.extend(concurrencyFields.shape).superRefine(checkConcurrency))
    .output(envelope(concurrencySchema))
    .query(async ({ ctx, input: { id, ...query } }) => successBody(await callConcurrency(ctx.db, id, query))),
});
