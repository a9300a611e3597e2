import { CampaignStatus } from "@/server/db/generated/enums";

// The campaign statuses grouped, in one place: campaigns.ts moves between them, the statement that
// ends a call (server/dialing/transitions.ts) reads which campaigns a freed slot matters to, a
// caller number in use is kept (server/numbers), dispatch runs the active ones, and the campaign's
// page offers the moves allowed.

/** A campaign in one of these places no call again. */
export const FINAL_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ["completed", "canceled", "expired"];

/**
 * A campaign that places calls now or may later (a start, a resume): a call of its workspace that
 * ends frees a slot it may take, so the end is announced to `campaign-call-ended`.
 */
export const PLACING_CAMPAIGN_STATUSES: readonly CampaignStatus[] = Object.values(CampaignStatus).filter(
  (status) => !FINAL_CAMPAIGN_STATUSES.includes(status),
);

/**
 * A campaign placing calls now, or due to start placing them: dispatch runs it, a pause stops it.
 * (A paused one is placing later, once resumed.)
 */
export const ACTIVE_CAMPAIGN_STATUSES: readonly CampaignStatus[] = PLACING_CAMPAIGN_STATUSES.filter(
  (status) => status !== "paused",
);
