import { db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { schemaKeys } from "@/server/calls/analysis";
import type { CallAnalysis } from "@/server/calls/analysis";
import { authorize } from "@/server/auth/authorize";
import { ApiError } from "@/server/errors";
import type { CallCost, CallUsage } from "@/server/metering/figures";

// results.csv: one row per recipient, in the order they were added, with what its last call
// gave: outcome, duration, what it used and cost, success, summary and one column per property of
// the agent's analysis schema. Streamed in keyset batches (by position, over the unique index), so memory stays flat
// however many recipients the campaign holds.

const BATCH = 2_000;

interface ResultRow {
  position: number;
  to: string;
  variables: Record<string, string> | null;
  state: string;
  skipReason: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
  lastCallId: string | null;
  experimentId: string | null;
  experimentArm: string | null;
  endedReason: string | null;
  durationSec: number | null;
  usage: CallUsage | null;
  cost: CallCost | null;
  analysis: CallAnalysis | null;
}

/** RFC 4180 field, with formula-looking text defused for spreadsheets. */
function field(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d[\d.]*$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (values: unknown[]) => `${values.map(field).join(",")}\r\n`;

/** The campaign's results as a CSV stream; 404 for a campaign the workspace (in `mode`) lacks. */
export async function resultsCsv(
  workspaceId: string,
  mode: ApiKeyMode,
  campaignId: string,
): Promise<ReadableStream<Uint8Array>> {
  const campaign = await db.campaign.findFirst({
    where: { id: campaignId, workspaceId, mode },
    select: { agent: { select: { analysisSchema: true } } },
  });
  if (!campaign) throw new ApiError("NOT_FOUND", "No campaign with this id exists in this workspace.");
  const variableKeys = (
    await db.$queryRaw<Array<{ key: string }>>`
      SELECT DISTINCT jsonb_object_keys("variables") AS "key" FROM "CampaignRecipient" WHERE "campaignId" = ${campaignId} AND jsonb_typeof("variables") = 'object' ORDER BY 1`
  ).map((row) => row.key);
  const analysisKeys = schemaKeys(campaign.agent.analysisSchema) ?? [];
  const header = [
    "to",
    ...variableKeys.map((key) => `variables.${key}`),
    "state",
    "skipReason",
    "attempts",
    "nextAttemptAt",
    "lastCallId",
    "experimentId",
    "experimentArm",
    "endedReason",
    "durationSec",
    "billedMinutes",
    "inputTokens",
    "outputTokens",
    "ttsCharacters",
    "cost",
    "currency",
    "costStatus",
    "successful",
    "summary",
    ...analysisKeys.map((key) => `analysis.${key}`),
  ];
  const encoder = new TextEncoder();
  let after = 0;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(line(header)));
        return;
      }
      const rows = await db.$queryRaw<ResultRow[]>`
        SELECT r."position", r."to", r."variables", r."state"::text AS "state", r."skipReason", r."attempts", r."nextAttemptAt", r."lastCallId",
          c."experimentId", c."experimentArm"::text AS "experimentArm", c."endedReason"::text AS "endedReason", c."durationSec", c."usage", c."cost", c."analysis"
        FROM "CampaignRecipient" r LEFT JOIN "Call" c ON c."id" = r."lastCallId"
        WHERE r."campaignId" = ${campaignId} AND r."position" > ${after}
        ORDER BY r."position" LIMIT ${BATCH}`;
      if (!rows.length) return controller.close();
      after = rows.at(-1)!.position;
      const text = rows
        .map((row) => {
          const data = row.analysis?.structuredData ?? {};
          return line([
            row.to,
            ...variableKeys.map((key) => row.variables?.[key]),
            row.state,
            row.skipReason,
            row.attempts,
            row.nextAttemptAt?.toISOString(),
            row.lastCallId,
            row.experimentId,
            row.experimentArm,
            row.endedReason,
            row.durationSec,
            row.usage?.billedMinutes,
            row.usage && row.usage.llm.inputTokens + row.usage.analysisLlm.inputTokens,
            row.usage && row.usage.llm.outputTokens + row.usage.analysisLlm.outputTokens,
            row.usage?.ttsCharacters,
            row.cost?.total,
            row.cost?.currency,
            row.cost?.status,
            row.analysis?.successful,
            row.analysis?.summary,
            ...analysisKeys.map((key) => data[key]),
          ]);
        })
        .join("");
      controller.enqueue(encoder.encode(text));
    },
  });
}

/** The same for a signed-in member (the settings UI's download link), of a live or a test campaign. */
export async function resultsCsvForUser(
  userId: string | null,
  workspaceId: string,
  mode: ApiKeyMode,
  campaignId: string,
): Promise<ReadableStream<Uint8Array>> {
  if (!userId) throw new ApiError("UNAUTHENTICATED", "Sign in to download the results.");
  await authorize(db, { kind: "user", userId }, workspaceId, { scope: "campaigns:read" });
  return resultsCsv(workspaceId, mode, campaignId);
}
