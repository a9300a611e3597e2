import { TERMINAL_STATUSES } from "@/server/calls/statuses";
import { db as rootDb, type Db } from "@/server/db/client";
import type { Campaign } from "@/server/db/generated/client";
import { transaction } from "@/server/db/unit-of-work";
import { campaignClock } from "./clock";

// What a campaign call's end means for its recipient: `done` (the call happened), another attempt
// after the retry delay (`waiting`), or `failed` when no attempt is left. Recorded when the call
// ends (`call/ended`), and by every dispatch for calls whose end event was lost.

const OUTCOME_SQL = `CASE
  WHEN c."status" = 'completed' AND c."endedReason" = 'voicemail' THEN 'voicemail'
  WHEN c."status" = 'completed' THEN 'answered'
  WHEN c."status" = 'busy' THEN 'busy'
  WHEN c."status" = 'no_answer' THEN 'no_answer'
  ELSE 'failed' END`;

/**
 * Settles the `calling` recipients of `campaign` whose call has ended (all of them, or the one of
 * `callId`); returns how many it settled. A recipient settles once: the update requires it still
 * `calling` that very call.
 */
async function settle(db: Db, campaign: Campaign, callId: string | null): Promise<number> {
  const now = campaignClock.now();
  const retryAt = new Date(now.getTime() + campaign.retryDelayMinutes * 60_000).toISOString();
  // A campaign that no longer places calls retries nobody: what would have waited ends as it did.
  const leftover = campaign.status === "canceled" ? "canceled" : campaign.status === "expired" ? "expired" : null;
  return db.$executeRawUnsafe(
    `WITH ended AS (
       SELECT r."id", r."attempts", ${OUTCOME_SQL} AS "outcome"
       FROM "CampaignRecipient" r JOIN "Call" c ON c."id" = r."lastCallId"
       WHERE r."campaignId" = $1 AND r."state" = 'calling' AND c."status" = ANY($7::text[]::"CallStatus"[])
         AND ($2::text IS NULL OR c."id" = $2::text)
       FOR UPDATE OF r
     )
     UPDATE "CampaignRecipient" r SET
       "state" = (CASE
         WHEN e."outcome" = ANY($3::text[]) AND e."attempts" < $4::int THEN COALESCE($6::text, 'waiting')
         WHEN e."outcome" = 'answered' OR (e."outcome" = 'voicemail' AND NOT e."outcome" = ANY($3::text[])) THEN 'done'
         ELSE 'failed' END)::"CampaignRecipientState",
       "nextAttemptAt" = CASE WHEN e."outcome" = ANY($3::text[]) AND e."attempts" < $4::int AND $6::text IS NULL THEN $5::timestamp END,
       "updatedAt" = now() AT TIME ZONE 'UTC'
     FROM ended e WHERE r."id" = e."id"`,
    campaign.id,
    callId,
    campaign.retryOn,
    campaign.maxAttempts,
    retryAt,
    leftover,
    TERMINAL_STATUSES,
  );
}

/** Every dispatch first settles calls whose `call/ended` was lost (a crash between the end and its event). */
export function settleFinishedCalls(db: Db, campaign: Campaign): Promise<number> {
  return settle(db, campaign, null);
}

/** A campaign call ended: its recipient's attempt is recorded. Returns the call's workspace, or null for a call of no campaign. */
export async function recordCallOutcome(callId: string): Promise<string | null> {
  const call = await rootDb.call.findUnique({ where: { id: callId }, select: { campaignId: true, workspaceId: true } });
  if (!call?.campaignId) return call?.workspaceId ?? null;
  const campaignId = call.campaignId;
  await transaction(async (db) => {
    const campaign = await db.campaign.findUnique({ where: { id: campaignId } });
    if (campaign) await settle(db, campaign, callId);
  });
  return call.workspaceId;
}
