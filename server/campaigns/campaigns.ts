import { ADMISSION, admissionSql, CAMPAIGN, refusalOf, type AdmissionRow } from "@/server/calls/admission";
import type { Db } from "@/server/db/client";
import type { Campaign, CampaignStatus } from "@/server/db/generated/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { pageQuery, positionPageQuery, toPage, toPositionPage, type PageInput } from "@/server/db/pagination";
import { emit } from "@/server/db/unit-of-work";
import { ApiError } from "@/server/errors";
import { campaignDispatchRequested, campaignStopped } from "@/server/events";
import { emitWebhookEvent } from "@/server/webhooks/events";
import { campaignClock } from "./clock";
import { FINAL_CAMPAIGN_STATUSES, ACTIVE_CAMPAIGN_STATUSES, PLACING_CAMPAIGN_STATUSES } from "./statuses";
import type { CreateCampaignInput, RecipientInput, RECIPIENT_STATES } from "./inputs";
import { addRecipients } from "./recipients";
import { campaignView, emptyCounts, recipientView, type CampaignView, type Counts, type Pace } from "./views";
import { readWorkspacePhones } from "@/server/workspaces/default-country";

// A campaign's life as its owner drives it: created (with its first recipients), grown, paused,
// resumed, canceled, read. Placing its calls is dispatch.ts's; a call's outcome is outcomes.ts's.

interface Scope {
  workspaceId: string;
  mode: ApiKeyMode;
}

/** Recipients by state, and the pace the estimate of the end is read from (views.ts), in one scan. */
async function tallyOf(db: Db, campaignId: string): Promise<{ counts: Counts; pace: Pace }> {
  const rows = await db.$queryRaw<Array<{ state: keyof Counts; count: number; lastAt: Date; lastNext: Date | null }>>`
    SELECT "state"::text AS "state", count(*)::int AS "count", max("updatedAt") AS "lastAt", max("nextAttemptAt") AS "lastNext"
    FROM "CampaignRecipient" WHERE "campaignId" = ${campaignId} GROUP BY "state"`;
  const counts = emptyCounts();
  const pace: Pace = { lastSettledAt: null, lastWaitUntil: null };
  for (const row of rows) {
    counts[row.state] = row.count;
    if ((row.state === "done" || row.state === "failed") && (!pace.lastSettledAt || row.lastAt > pace.lastSettledAt))
      pace.lastSettledAt = row.lastAt;
    if (row.state === "waiting") pace.lastWaitUntil = row.lastNext;
  }
  return { counts, pace };
}

export async function countsOf(db: Db, campaignId: string): Promise<Counts> {
  return (await tallyOf(db, campaignId)).counts;
}

async function viewOf(db: Db, campaign: Campaign): Promise<CampaignView> {
  const { counts, pace } = await tallyOf(db, campaign.id);
  return campaignView(campaign, counts, campaignClock.now(), pace);
}

/**
 * A campaign of the workspace in `mode`; another workspace's or mode's is a 404. `lock` takes its
 * row first, so the status read is the one a cancel or a completion committing meanwhile left.
 */
async function findCampaign(db: Db, scope: Scope, campaignId: string, lock = false): Promise<Campaign> {
  if (lock) await db.$queryRaw`SELECT 1 FROM "Campaign" WHERE "id" = ${campaignId} FOR UPDATE`;
  const campaign = await db.campaign.findFirst({
    where: { id: campaignId, workspaceId: scope.workspaceId, mode: scope.mode },
  });
  if (!campaign) throw new ApiError("NOT_FOUND", "No campaign with this id exists in this workspace.");
  return campaign;
}

/** Admission's checks of a campaign (server/calls/admission.ts), for one caller number asked for or none. */
const campaignChecks = admissionSql(CAMPAIGN, { workspace: "$1", agent: "$2", requestedFrom: "$3" });

/**
 * The caller numbers to use in turn: those asked for, else admission's default (the agent's, else
 * the workspace's first). The workspace's numbers stay key-share locked until the campaign
 * commits, so a delete of one of them waits and then sees the campaign (server/numbers/numbers.ts).
 */
async function callerNumbersOf(
  db: Db,
  workspaceId: string,
  agentId: string,
  asked: readonly string[],
): Promise<string[]> {
  await db.$queryRaw`SELECT 1 FROM "CallerNumber" WHERE "workspaceId" = ${workspaceId} FOR KEY SHARE`;
  const verdicts: Array<{ requestedFrom: string | null; row: AdmissionRow }> = [];
  for (const requestedFrom of asked.length ? new Set(asked) : [null]) {
    const [row] = await db.$queryRawUnsafe<AdmissionRow[]>(
      `WITH ${campaignChecks.ctes} SELECT * FROM ${ADMISSION}`,
      workspaceId,
      agentId,
      requestedFrom,
    );
    verdicts.push({ requestedFrom, row });
  }
  const missing = verdicts.filter((v) => v.requestedFrom && !v.row.allowedFrom).map((v) => v.requestedFrom);
  const refusal = verdicts.map((v) => refusalOf(CAMPAIGN, v.row, v.requestedFrom)).find(Boolean);
  if (refusal?.code === "FROM_NUMBER_NOT_ALLOWED" && missing.length)
    throw new ApiError("FROM_NUMBER_NOT_ALLOWED", undefined, { details: { numbers: missing } });
  if (refusal) throw refusal;
  return verdicts.map((v) => v.row.allowedFrom!);
}

/** Creates the campaign with its first recipients and asks for its first dispatch. Runs inside a unit of work. */
export async function createCampaign(db: Db, scope: Scope, input: CreateCampaignInput) {
  // Read as every input reads a number (server/phone.ts), each at its own path.
  const asked = await readWorkspacePhones(
    db,
    scope.workspaceId,
    input.fromNumbers
      ? Object.fromEntries(input.fromNumbers.map((number, index) => [`fromNumbers.${index}`, number]))
      : { from: input.from },
  );
  const fromNumbers = await callerNumbersOf(db, scope.workspaceId, input.agentId, Object.values(asked) as string[]);
  const schedule = input.schedule;
  const campaign = await db.campaign.create({
    data: {
      workspaceId: scope.workspaceId,
      mode: scope.mode,
      name: input.name,
      agentId: input.agentId,
      fromNumbers,
      timezone: schedule.timezone,
      hoursStart: schedule.hours.start,
      hoursEnd: schedule.hours.end,
      days: schedule.days,
      startAt: schedule.startAt ? new Date(schedule.startAt) : null,
      endAt: schedule.endAt ? new Date(schedule.endAt) : null,
      maxConcurrent: input.maxConcurrent,
      retryOn: input.retry.on,
      maxAttempts: input.retry.maxAttempts,
      retryDelayMinutes: input.retry.delayMinutes,
    },
  });
  const skipped = await addRecipients(db, campaign, input.recipients);
  await emit(db, campaignDispatchRequested.create({ campaignId: campaign.id, workspaceId: scope.workspaceId }));
  return { ...(await viewOf(db, await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } }))), skipped };
}

/** Appends recipients to a campaign that has not ended (409 otherwise). */
export async function appendRecipients(
  db: Db,
  scope: Scope,
  campaignId: string,
  recipients: readonly RecipientInput[],
) {
  const campaign = await findCampaign(db, scope, campaignId, true);
  if (FINAL_CAMPAIGN_STATUSES.includes(campaign.status))
    throw new ApiError("CONFLICT", `This campaign is ${campaign.status}: it takes no more recipients.`, {
      details: { status: campaign.status },
    });
  const skipped = await addRecipients(db, campaign, recipients);
  await emit(db, campaignDispatchRequested.create({ campaignId, workspaceId: scope.workspaceId }));
  return { ...(await viewOf(db, await db.campaign.findUniqueOrThrow({ where: { id: campaignId } }))), skipped };
}

export async function getCampaign(db: Db, scope: Scope, campaignId: string): Promise<CampaignView> {
  return viewOf(db, await findCampaign(db, scope, campaignId));
}

export async function listCampaigns(db: Db, scope: Scope, page: PageInput) {
  const query = pageQuery(page);
  const rows = await db.campaign.findMany({
    ...query,
    where: { AND: [{ workspaceId: scope.workspaceId, mode: scope.mode }, query.where] },
  });
  const tallies = await Promise.all(rows.slice(0, page.limit).map((row) => tallyOf(db, row.id)));
  const now = campaignClock.now();
  return toPage(rows, page.limit, (row) => {
    const { counts, pace } = tallies[rows.indexOf(row)];
    return campaignView(row, counts, now, pace);
  });
}

export async function listRecipients(
  db: Db,
  scope: Scope,
  campaignId: string,
  filter: PageInput & { state?: (typeof RECIPIENT_STATES)[number] },
) {
  const campaign = await findCampaign(db, scope, campaignId);
  // In the order they were added (their CSV's), as results.csv lists them.
  const query = positionPageQuery(filter);
  const rows = await db.campaignRecipient.findMany({
    ...query,
    where: { AND: [{ campaignId }, filter.state ? { state: filter.state } : {}, query.where] },
  });
  const now = campaignClock.now();
  return toPositionPage(rows, filter.limit, (row) => recipientView(row, campaign, now));
}

/** Moves the campaign from one of `from` to `to` (409 from any other status); returns it moved. */
async function move(
  db: Db,
  scope: Scope,
  campaignId: string,
  from: readonly CampaignStatus[],
  to: CampaignStatus,
  verb: string,
): Promise<Campaign> {
  const campaign = await findCampaign(db, scope, campaignId);
  const now = campaignClock.now();
  const { count } = await db.campaign.updateMany({
    where: { id: campaignId, status: { in: [...from] } },
    data: { status: to, wakeAt: null, ...(FINAL_CAMPAIGN_STATUSES.includes(to) ? { endedAt: now } : {}) },
  });
  if (!count)
    throw new ApiError("CONFLICT", `A ${campaign.status} campaign cannot be ${verb}.`, {
      details: { status: campaign.status },
    });
  return db.campaign.findUniqueOrThrow({ where: { id: campaignId } });
}

/** Stops placing calls (calls in progress go on); `campaign.paused`. */
export async function pauseCampaign(db: Db, scope: Scope, campaignId: string): Promise<CampaignView> {
  const campaign = await move(db, scope, campaignId, ACTIVE_CAMPAIGN_STATUSES, "paused", "paused");
  await emit(db, campaignStopped.create({ campaignId, workspaceId: scope.workspaceId }));
  const view = await viewOf(db, campaign);
  await emitWebhookEvent(db, {
    workspaceId: scope.workspaceId,
    type: "campaign.paused",
    subjectId: `${campaignId}@${campaign.updatedAt.toISOString()}`,
    data: { ...view },
  });
  return view;
}

/** Places calls again: `running` if it had started, else `scheduled`. */
export async function resumeCampaign(db: Db, scope: Scope, campaignId: string): Promise<CampaignView> {
  const paused = await findCampaign(db, scope, campaignId);
  const campaign = await move(db, scope, campaignId, ["paused"], paused.startedAt ? "running" : "scheduled", "resumed");
  await emit(db, campaignDispatchRequested.create({ campaignId, workspaceId: scope.workspaceId }));
  return viewOf(db, campaign);
}

/** Ends the campaign: recipients not yet called are canceled, calls in progress finish. */
export async function cancelCampaign(db: Db, scope: Scope, campaignId: string): Promise<CampaignView> {
  const campaign = await move(db, scope, campaignId, PLACING_CAMPAIGN_STATUSES, "canceled", "canceled");
  await db.campaignRecipient.updateMany({
    where: { campaignId, state: { in: ["pending", "waiting"] } },
    data: { state: "canceled", nextAttemptAt: null },
  });
  await emit(db, campaignStopped.create({ campaignId, workspaceId: scope.workspaceId }));
  const view = await viewOf(db, campaign);
  await announceEnd(db, campaign, view);
  return view;
}

/** `campaign.completed` with the counts, whichever way the campaign ended (its `status` says). */
export async function announceEnd(db: Db, campaign: Campaign, view: CampaignView): Promise<void> {
  await emitWebhookEvent(db, {
    workspaceId: campaign.workspaceId,
    type: "campaign.completed",
    subjectId: campaign.id,
    data: { ...view },
  });
}
