import { z } from "zod";
import type { Db } from "@/server/db/client";
import type { AlertRule } from "@/server/db/generated/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { ApiError, fieldError } from "@/server/errors";
import {
  ALERT_METRICS,
  createAlertRuleInput,
  type AlertMetric,
  type CreateAlertRuleInput,
  type UpdateAlertRuleInput,
} from "./inputs";

// Alert rules (docs/decisions.md "Alerts"): what a workspace watches. Evaluated each minute by
// ./evaluate.ts, which alone moves `state`; a change of the rule leaves its state to the next
// evaluation (a firing rule whose threshold was raised is resolved then, with `alert.resolved`).

export const alertRuleSchema = z
  .object({
    id: z.string().meta({ example: "alr_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" }),
    name: z.string(),
    mode: z.enum(["live", "test"]).meta({ description: "The mode of the calls it reads." }),
    metric: z.enum(ALERT_METRICS),
    comparator: z.enum(["above", "below"]),
    threshold: z.number(),
    windowMinutes: z.number().int(),
    agentId: z.string().nullable(),
    campaignId: z.string().nullable(),
    minCalls: z.number().int().nullable(),
    state: z
      .enum(["ok", "firing"])
      .meta({ description: "`firing` from an `alert.triggered` to its `alert.resolved`." }),
    crossings: z.number().int().meta({ description: "How many times the condition started to hold." }),
    lastValue: z.number().nullable().meta({ description: "The metric's value at the last crossing." }),
    lastTriggeredAt: z.string().nullable(),
    lastResolvedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "AlertRule" });
export type AlertRuleView = z.infer<typeof alertRuleSchema>;

export function alertRuleView(rule: AlertRule): AlertRuleView {
  return {
    id: rule.id,
    name: rule.name,
    mode: rule.mode,
    metric: rule.metric as AlertMetric,
    comparator: rule.comparator as AlertRuleView["comparator"],
    threshold: rule.threshold,
    windowMinutes: rule.windowMinutes,
    agentId: rule.agentId,
    campaignId: rule.campaignId,
    minCalls: rule.minCalls,
    state: rule.state as AlertRuleView["state"],
    crossings: rule.crossings,
    lastValue: rule.lastValue,
    lastTriggeredAt: rule.lastTriggeredAt?.toISOString() ?? null,
    lastResolvedAt: rule.lastResolvedAt?.toISOString() ?? null,
    createdAt: rule.createdAt.toISOString(),
    updatedAt: rule.updatedAt.toISOString(),
  };
}

const notFound = () => new ApiError("NOT_FOUND", "No such alert rule.");

/**
 * The agent and campaign a rule names must be the workspace's (the campaign of the rule's mode),
 * else a 400 naming the field. Their rows are locked against a delete until the rule is written.
 */
async function checkReferences(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode,
  rule: { agentId?: string | null; campaignId?: string | null },
) {
  if (rule.agentId) {
    const found = await db.$queryRaw<unknown[]>`
      SELECT 1 FROM "Agent" WHERE "id" = ${rule.agentId} AND "workspaceId" = ${workspaceId} FOR KEY SHARE`;
    if (!found.length) throw fieldError(["agentId"], "No such agent in this workspace.");
  }
  if (rule.campaignId) {
    const found = await db.$queryRaw<unknown[]>`
      SELECT 1 FROM "Campaign" WHERE "id" = ${rule.campaignId} AND "workspaceId" = ${workspaceId}
        AND "mode" = ${mode}::"ApiKeyMode" FOR KEY SHARE`;
    if (!found.length) throw fieldError(["campaignId"], `No such ${mode} campaign in this workspace.`);
  }
}

export async function createAlertRule(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode,
  input: CreateAlertRuleInput,
): Promise<AlertRuleView> {
  await checkReferences(db, workspaceId, mode, input);
  const rule = await db.alertRule.create({
    data: {
      workspaceId,
      mode,
      name: input.name,
      metric: input.metric,
      comparator: input.comparator,
      threshold: input.threshold,
      windowMinutes: input.windowMinutes,
      agentId: input.agentId ?? null,
      campaignId: input.campaignId ?? null,
      minCalls: input.minCalls ?? null,
    },
  });
  return alertRuleView(rule);
}

export async function listAlertRules(db: Db, workspaceId: string, page: PageInput) {
  const query = pageQuery(page);
  const rows = await db.alertRule.findMany({ ...query, where: { AND: [{ workspaceId }, query.where] } });
  return toPage(rows, page.limit, alertRuleView);
}

export async function getAlertRule(db: Db, workspaceId: string, ruleId: string): Promise<AlertRuleView> {
  const rule = await db.alertRule.findFirst({ where: { id: ruleId, workspaceId } });
  if (!rule) throw notFound();
  return alertRuleView(rule);
}

/** Changes the fields given; the rule as it will be is checked whole (a rate's threshold, the fields its metric reads). */
export async function updateAlertRule(
  db: Db,
  workspaceId: string,
  ruleId: string,
  changes: UpdateAlertRuleInput,
): Promise<AlertRuleView> {
  const locked = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM "AlertRule" WHERE "id" = ${ruleId} AND "workspaceId" = ${workspaceId} FOR NO KEY UPDATE`;
  if (!locked.length) throw notFound();
  const rule = await db.alertRule.findUniqueOrThrow({ where: { id: ruleId } });
  const merged = createAlertRuleInput.parse({
    name: rule.name,
    metric: rule.metric,
    comparator: rule.comparator,
    threshold: rule.threshold,
    windowMinutes: rule.windowMinutes,
    agentId: rule.agentId,
    campaignId: rule.campaignId,
    minCalls: rule.minCalls,
    ...changes,
  });
  await checkReferences(db, workspaceId, rule.mode, {
    agentId: changes.agentId !== undefined ? merged.agentId : null,
    campaignId: changes.campaignId !== undefined ? merged.campaignId : null,
  });
  const updated = await db.alertRule.update({
    where: { id: ruleId },
    data: {
      name: merged.name,
      metric: merged.metric,
      comparator: merged.comparator,
      threshold: merged.threshold,
      windowMinutes: merged.windowMinutes,
      agentId: merged.agentId ?? null,
      campaignId: merged.campaignId ?? null,
      minCalls: merged.minCalls ?? null,
    },
  });
  return alertRuleView(updated);
}

export async function deleteAlertRule(db: Db, workspaceId: string, ruleId: string): Promise<void> {
  const { count } = await db.alertRule.deleteMany({ where: { id: ruleId, workspaceId } });
  if (!count) throw notFound();
}
