import { z } from "zod";
import {
  alertRuleSchema,
  createAlertRule,
  deleteAlertRule,
  getAlertRule,
  listAlertRules,
  updateAlertRule,
} from "@/server/alerts/rules";
import { checkAlertRule, createAlertRuleFields, updateAlertRuleFields } from "@/server/alerts/inputs";
import { paginationInput } from "@/server/db/pagination";
import { modeOf } from "../context";
import { deleted, deletedSchema, envelope, page, successBody } from "../envelope";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

// Alert rules (docs/decisions.md "Alerts"): configuration of what the workspace's webhooks
// announce, so their scopes are the webhooks'. A rule reads the calls of the mode of the key that
// created it (live from the settings UI).

const tags = ["Alert rules"];
const rulePath = workspacePath.extend({ ruleId: z.string().min(1).max(64).meta({ description: "Alert rule id." }) });
const notFound = { 404: "No such alert rule" };
const invalid = {
  400: "Invalid fields: a window out of 5–1,440 minutes, a rate's threshold out of 0–1, a field the metric does not read, an agent or campaign not of this workspace (the field named)",
};

export const alertRulesRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "webhooks:write",
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/alert-rules",
        tags,
        summary: "Create an alert rule",
        description:
          "Evaluated each minute: when the metric over the window starts to be above (or below) the threshold, `alert.triggered` is sent; when it stops, `alert.resolved`. Once per crossing, to the workspace's webhook endpoints.",
        successDescription: "Created.",
        errorResponses: invalid,
      },
    })
    .input(createAlertRuleFields.extend(workspacePath.shape).superRefine(checkAlertRule))
    .output(envelope(alertRuleSchema))
    .mutation(async ({ ctx, input: { id, ...rule } }) =>
      successBody(await createAlertRule(ctx.db, id, modeOf(ctx.principal), rule)),
    ),

  list: workspaceProcedure
    .meta({
      scope: "webhooks:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/alert-rules",
        tags,
        summary: "List alert rules",
        description: "Newest first, each with its state and last crossings.",
      },
    })
    .input(workspacePath.extend(paginationInput.shape))
    .output(envelope(page(alertRuleSchema)))
    .query(async ({ ctx, input: { id, ...pageInput } }) => successBody(await listAlertRules(ctx.db, id, pageInput))),

  get: workspaceProcedure
    .meta({
      scope: "webhooks:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/alert-rules/{ruleId}",
        tags,
        summary: "Retrieve an alert rule",
        errorResponses: notFound,
      },
    })
    .input(rulePath)
    .output(envelope(alertRuleSchema))
    .query(async ({ ctx, input }) => successBody(await getAlertRule(ctx.db, input.id, input.ruleId))),

  update: workspaceProcedure
    .meta({
      scope: "webhooks:write",
      openapi: {
        method: "PATCH",
        path: "/workspaces/{id}/alert-rules/{ruleId}",
        tags,
        summary: "Update an alert rule",
        description:
          "Changes only the fields given (null clears agentId, campaignId or minCalls); the rule as changed is checked whole. Its state is left to the next evaluation: a firing rule no longer holding is resolved then.",
        errorResponses: { ...invalid, ...notFound },
      },
    })
    .input(updateAlertRuleFields.extend(rulePath.shape))
    .output(envelope(alertRuleSchema))
    .mutation(async ({ ctx, input: { id, ruleId, ...changes } }) =>
      successBody(await updateAlertRule(ctx.db, id, ruleId, changes)),
    ),

  delete: workspaceProcedure
    .meta({
      scope: "webhooks:write",
      openapi: {
        method: "DELETE",
        path: "/workspaces/{id}/alert-rules/{ruleId}",
        tags,
        summary: "Delete an alert rule",
        description: "A firing rule deleted sends no `alert.resolved`.",
        errorResponses: notFound,
      },
    })
    .input(rulePath)
    .output(envelope(deletedSchema))
    .mutation(async ({ ctx, input }) => {
      await deleteAlertRule(ctx.db, input.id, input.ruleId);
      return successBody(deleted(input.ruleId));
    }),
});
