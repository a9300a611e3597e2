import { z } from "zod";
import type { Db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { ApiError } from "@/server/errors";
import type { UsageInput } from "./inputs";
import { amountOf, ROLLUP_SUMS_SQL, type RolledUp } from "./rollups";

// What the workspace's calls used over a range (GET /v1/workspaces/{id}/usage): totals, and the
// same by agent, by API key and by campaign, summed from the rollups (docs/decisions.md "Analytics
// from rollups"). The range is read in whole quarter hours: `from` down, `to` up to one.

const totalsSchema = z.object({
  calls: z.number().int(),
  answered: z.number().int(),
  durationSec: z.number().int(),
  billedMinutes: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  toolRequests: z.number().int(),
  cost: z.number(),
});

export const usageSchema = z.object({
  from: z.string().meta({ description: "`from`, down to its quarter hour." }),
  to: z.string().meta({ description: "`to`, up to its quarter hour." }),
  currency: z.string(),
  totals: totalsSchema,
  byAgent: z.array(totalsSchema.extend({ agentId: z.string() })),
  byApiKey: z.array(
    totalsSchema.extend({
      apiKeyId: z
        .string()
        .nullable()
        .meta({ description: "Null: calls no API key placed (the settings UI, click-to-call, inbound, campaigns)." }),
    }),
  ),
  byCampaign: z.array(
    totalsSchema.extend({ campaignId: z.string().nullable().meta({ description: "Null: calls of no campaign." }) }),
  ),
});
export type Usage = z.infer<typeof usageSchema>;

const QUARTER_HOUR = 15 * 60_000;

const totalsOf = (row: RolledUp) => ({
  calls: row.calls,
  answered: row.answered,
  durationSec: row.durationSec,
  billedMinutes: row.billedMinutes,
  inputTokens: row.inputTokens,
  outputTokens: row.outputTokens,
  toolRequests: row.toolRequests,
  cost: amountOf(row.costMicros),
});

type Row = RolledUp & { kind: "total" | "agent" | "apiKey" | "campaign"; id: string | null };

export async function workspaceUsage(db: Db, workspaceId: string, mode: ApiKeyMode, input: UsageInput): Promise<Usage> {
  const from = new Date(Math.floor(Date.parse(input.from) / QUARTER_HOUR) * QUARTER_HOUR);
  const to = new Date(Math.ceil(Date.parse(input.to) / QUARTER_HOUR) * QUARTER_HOUR);
  const [workspace] = await db.$queryRaw<{ currency: string }[]>`
    SELECT "pricing"->>'currency' AS currency FROM "Workspace" WHERE "id" = ${workspaceId}`;
  if (!workspace) throw new ApiError("NOT_FOUND", "No such workspace.");
  // The rows of the range once (MATERIALIZED), then grouped four ways.
  const rows = await db.$queryRawUnsafe<Row[]>(
    `WITH rollup AS MATERIALIZED (
       SELECT * FROM "CallRollup" WHERE "workspaceId" = $1 AND "mode" = $2::"ApiKeyMode"
         AND "bucket" >= $3::timestamptz AT TIME ZONE 'UTC' AND "bucket" < $4::timestamptz AT TIME ZONE 'UTC'
     )
     SELECT 'total' AS kind, NULL AS id, ${ROLLUP_SUMS_SQL} FROM rollup
     UNION ALL SELECT 'agent', rollup."agentId", ${ROLLUP_SUMS_SQL} FROM rollup GROUP BY 2
     UNION ALL SELECT 'apiKey', NULLIF(rollup."apiKeyId", ''), ${ROLLUP_SUMS_SQL} FROM rollup GROUP BY 2
     UNION ALL SELECT 'campaign', NULLIF(rollup."campaignId", ''), ${ROLLUP_SUMS_SQL} FROM rollup GROUP BY 2
     ORDER BY 1, 2`,
    workspaceId,
    mode,
    from.toISOString(),
    to.toISOString(),
  );
  const of = (kind: Row["kind"]) => rows.filter((row) => row.kind === kind && row.calls !== 0);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    currency: workspace.currency,
    totals: totalsOf(rows.find((row) => row.kind === "total")!),
    byAgent: of("agent").map((row) => ({ agentId: row.id!, ...totalsOf(row) })),
    byApiKey: of("apiKey").map((row) => ({ apiKeyId: row.id, ...totalsOf(row) })),
    byCampaign: of("campaign").map((row) => ({ campaignId: row.id, ...totalsOf(row) })),
  };
}
