import {
  CALL_OUTBOX,
  callsInFlightSql,
  INSERTED_CALL,
  insertCallSql,
  lockCallsInFlightSql,
} from "@/server/calls/admission";
import { OPEN_STATUSES } from "@/server/calls/statuses";
import { db as rootDb, type Db } from "@/server/db/client";
import type { Campaign } from "@/server/db/generated/client";
import { emit, relayAfterCommit, transaction } from "@/server/db/unit-of-work";
import { callRequested, campaignDispatchRequested } from "@/server/events";
import { emitWebhookEvent } from "@/server/webhooks/events";
import { nextWindowStart, scheduleOf, zonesOf } from "./calling-hours";
import { announceEnd, countsOf } from "./campaigns";
import { campaignClock, realInstantOf } from "./clock";
import { settleFinishedCalls } from "./outcomes";
import { ACTIVE_CAMPAIGN_STATUSES } from "./statuses";
import { campaignView } from "./views";

// Placing a campaign's next calls (docs/decisions.md "Campaigns"). One dispatch, in one
// transaction holding the workspace's calls-in-flight lock (server/calls/admission.ts: so two
// dispatches, or a dispatch and an inbound call, never share out the same free slots): start the campaign when due, expire it past endAt, put recipients outside their
// hours to wait for their next window, and create one call per ready recipient up to the free
// capacity, each keyed (recipient, attempt) so that no attempt is ever placed twice. When it next
// has something to do, it asks `run-campaign` to sleep until then. It runs from `run-campaign`
// (starts, windows, retries, resumes) and from `campaign-call-ended` (a freed slot).

/** Campaigns keep off the last 20 % of a workspace's calls in flight, for single calls. */
export const CAMPAIGN_SHARE = 0.8;
/**
 * A campaign's first dispatch looks again this long after it starts: a call of the workspace that
 * ended while the campaign was being created did not see it, so announced no freed slot
 * (server/dialing/transitions.ts), and the start may have counted that call as still in flight.
 */
const START_LOOKS_AGAIN_MS = 2_000;
/** Recipients judged against their hours per query: a batch resolves their zones at most once each. */
const BATCH = 500;

/** The calls in flight campaigns may hold together: 80 % of the workspace's limit, at least one. */
export function campaignShareOf(limit: number): number {
  return Math.max(1, Math.floor(limit * CAMPAIGN_SHARE));
}

/** Calls a campaign may start now: within its own limit and its share of the workspace's. */
async function freeSlots(db: Db, campaign: Campaign): Promise<number> {
  const [row] = await db.$queryRawUnsafe<Array<{ limit: number; workspace: number; campaign: number }>>(
    `SELECT w."maxCallsInFlight" AS "limit", ${callsInFlightSql("$1", "$3", `w."maxCallsInFlight"`)} AS "workspace",
       (SELECT count(*)::int FROM "Call" WHERE "campaignId" = $2 AND "status" = ANY($3::text[]::"CallStatus"[])) AS "campaign"
     FROM "Workspace" w WHERE w."id" = $1`,
    campaign.workspaceId,
    campaign.id,
    OPEN_STATUSES,
  );
  const share = campaignShareOf(row.limit);
  return Math.max(0, Math.min(campaign.maxConcurrent - row.campaign, share - row.workspace));
}

type Ready = { id: string; to: string; zones: string | null };

/**
 * Ready recipients (pending, or waiting and due) in order, locked; their zones resolved (the
 * simulator's numbers in `workspaceZone`) and stored.
 */
async function readyRecipients(
  db: Db,
  campaignId: string,
  workspaceZone: string,
  now: Date,
  after: number,
): Promise<Array<Ready & { position: number }>> {
  const rows = await db.$queryRaw<Array<Ready & { position: number }>>`
    SELECT "id", "to", "zones", "position" FROM "CampaignRecipient"
    WHERE "campaignId" = ${campaignId} AND "position" > ${after}
      AND ("state" = 'pending' OR ("state" = 'waiting' AND "nextAttemptAt" <= ${now.toISOString()}::timestamp))
    ORDER BY "position" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
  const unresolved = rows.filter((row) => row.zones === null);
  for (const row of unresolved) row.zones = (await zonesOf(row.to, workspaceZone)).join("|");
  if (unresolved.length) {
    await db.$executeRaw`UPDATE "CampaignRecipient" r SET "zones" = u."zones" FROM unnest(${unresolved.map((r) => r.id)}::text[], ${unresolved.map((r) => r.zones)}::text[]) AS u("id", "zones") WHERE r."id" = u."id"`;
  }
  return rows;
}

/** Creates the calls of these recipients' next attempts (nothing for an attempt that has one) and relays their events. */
async function placeCalls(db: Db, campaign: Campaign, recipientIds: string[]): Promise<void> {
  if (!recipientIds.length) return;
  const rows = await db.$queryRawUnsafe<Array<{ id: string; name: string; callId: string }>>(
    `WITH chosen AS (
      SELECT r.*, row_number() OVER (ORDER BY r."position") - 1 AS "turn" FROM "CampaignRecipient" r WHERE r."id" = ANY($1::text[])
    ), ${insertCallSql({
      columns: {
        workspaceId: "$2",
        agentId: "$3",
        agentVersion: `(SELECT "version" FROM "Agent" WHERE "id" = $3)`,
        contactId: `c."contactId"`,
        mode: `$4::"ApiKeyMode"`,
        to: `c."to"`,
        from: `($5::text[])[(($6::int + c."turn") % cardinality($5::text[])) + 1]`,
        metadata: `c."metadata"`,
        variables: `c."variables"`,
        campaignId: "$7",
        campaignRecipientId: `c."id"`,
        campaignAttempt: `c."attempts" + 1`,
      },
      from: "chosen c",
      conflict: `ON CONFLICT ("campaignRecipientId", "campaignAttempt") DO NOTHING`,
      returning: ["campaignRecipientId"],
      event: "$8",
    })}, moved AS (
      UPDATE "CampaignRecipient" r SET "state" = 'calling', "attempts" = r."attempts" + 1, "lastCallId" = n."id", "nextAttemptAt" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
      FROM ${INSERTED_CALL} n WHERE r."id" = n."campaignRecipientId"
    ), placed AS (
      UPDATE "Campaign" SET "callsPlaced" = "callsPlaced" + (SELECT count(*) FROM ${INSERTED_CALL}) WHERE "id" = $7
    )
    SELECT "id", "name", "payload"->>'callId' AS "callId" FROM ${CALL_OUTBOX}`,
    recipientIds,
    campaign.workspaceId,
    campaign.agentId,
    campaign.mode,
    campaign.fromNumbers,
    campaign.callsPlaced,
    campaign.id,
    callRequested.name,
  );
  relayAfterCommit(
    db,
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      data: { callId: row.callId, workspaceId: campaign.workspaceId },
    })),
  );
}

/** Puts recipients outside their hours to wait for their next window (or expires them when none opens before endAt). */
async function postpone(db: Db, waits: Array<{ id: string; at: Date | null }>): Promise<void> {
  if (!waits.length) return;
  await db.$executeRaw`
    UPDATE "CampaignRecipient" r SET
      "state" = (CASE WHEN u."at" IS NULL THEN 'expired' ELSE 'waiting' END)::"CampaignRecipientState",
      "nextAttemptAt" = u."at", "updatedAt" = now() AT TIME ZONE 'UTC'
    FROM unnest(${waits.map((w) => w.id)}::text[], ${waits.map((w) => w.at?.toISOString() ?? null)}::timestamp[]) AS u("id", "at")
    WHERE r."id" = u."id"`;
}

/** Fills the free slots with ready recipients inside their hours; postpones those outside them. */
async function fillSlots(db: Db, campaign: Campaign, now: Date): Promise<void> {
  let free = await freeSlots(db, campaign);
  const schedule = scheduleOf(campaign);
  const { timeZone } = await db.workspace.findUniqueOrThrow({
    where: { id: campaign.workspaceId },
    select: { timeZone: true },
  });
  const windows = new Map<string, Date | null>();
  for (let after = 0; free > 0;) {
    const batch = await readyRecipients(db, campaign.id, timeZone, now, after);
    if (!batch.length) return;
    const toCall: string[] = [];
    const waits: Array<{ id: string; at: Date | null }> = [];
    for (const recipient of batch) {
      const zones = recipient.zones!;
      if (!windows.has(zones)) windows.set(zones, nextWindowStart(zones ? zones.split("|") : [], schedule, now));
      const opens = windows.get(zones)!;
      if (opens && opens.getTime() <= now.getTime()) {
        if (toCall.length < free) toCall.push(recipient.id);
      } else {
        waits.push({ id: recipient.id, at: opens });
      }
    }
    await postpone(db, waits);
    await placeCalls(db, campaign, toCall);
    free -= toCall.length;
    after = batch.at(-1)!.position;
  }
}

/** Past endAt: recipients not yet called expire, and so does the campaign. */
async function expire(db: Db, campaign: Campaign, now: Date): Promise<void> {
  await db.campaignRecipient.updateMany({
    where: { campaignId: campaign.id, state: { in: ["pending", "waiting"] } },
    data: { state: "expired", nextAttemptAt: null },
  });
  await finish(db, campaign, "expired", now);
}

async function finish(db: Db, campaign: Campaign, status: "completed" | "expired", now: Date): Promise<void> {
  const ended = await db.campaign.update({ where: { id: campaign.id }, data: { status, endedAt: now, wakeAt: null } });
  await announceEnd(db, ended, campaignView(ended, await countsOf(db, campaign.id), now));
}

/**
 * One dispatch of the campaign. When it must dispatch again at a later instant (a start, a window
 * or a retry to wait for), it asks `run-campaign` to, in the same transaction, and returns that
 * real instant; null when a call's end, a resume or nothing will.
 */
export async function dispatchCampaign(campaignId: string): Promise<string | null> {
  return transaction(async (db) => {
    const found = await db.campaign.findUnique({ where: { id: campaignId }, select: { workspaceId: true } });
    if (!found) return null;
    await db.$executeRawUnsafe(lockCallsInFlightSql("$1"), found.workspaceId);
    let campaign = (await db.$queryRaw<Campaign[]>`SELECT * FROM "Campaign" WHERE "id" = ${campaignId} FOR UPDATE`)[0];
    const now = campaignClock.now();
    if (!ACTIVE_CAMPAIGN_STATUSES.includes(campaign.status)) return null;
    if (campaign.endAt && now >= campaign.endAt) {
      await expire(db, campaign, now);
      return null;
    }
    const starting = campaign.status === "scheduled";
    if (starting) {
      if (campaign.startAt && campaign.startAt > now) return wakeAt(db, campaign, campaign.startAt, now);
      campaign = await db.campaign.update({ where: { id: campaignId }, data: { status: "running", startedAt: now } });
      await emitWebhookEvent(db, {
        workspaceId: campaign.workspaceId,
        type: "campaign.started",
        subjectId: campaign.id,
        data: { ...campaignView(campaign, await countsOf(db, campaign.id), now) },
      });
    }
    await settleFinishedCalls(db, campaign);
    await fillSlots(db, campaign, now);
    const [left] = await db.$queryRaw<Array<{ any: boolean; next: Date | null }>>`
      SELECT EXISTS (SELECT 1 FROM "CampaignRecipient" WHERE "campaignId" = ${campaignId} AND "state" IN ('pending', 'waiting', 'calling')) AS "any",
        (SELECT min("nextAttemptAt") FROM "CampaignRecipient" WHERE "campaignId" = ${campaignId} AND "state" = 'waiting') AS "next"`;
    if (!left.any) {
      await finish(db, campaign, "completed", now);
      return null;
    }
    const wakes = [left.next, campaign.endAt, starting ? new Date(now.getTime() + START_LOOKS_AGAIN_MS) : null]
      .filter((at) => at !== null)
      .map((at) => at.getTime());
    return wakes.length ? wakeAt(db, campaign, new Date(Math.min(...wakes)), now) : null;
  });
}

/**
 * Asks for a dispatch at `at` (a run of `run-campaign` sleeps until then), unless one as early is
 * already asked for (each dispatch would otherwise leave one more sleeping run behind); recorded
 * on the campaign.
 */
async function wakeAt(db: Db, campaign: Campaign, at: Date, now: Date): Promise<string | null> {
  if (campaign.wakeAt && campaign.wakeAt > now && campaign.wakeAt <= at) return null;
  await db.campaign.update({ where: { id: campaign.id }, data: { wakeAt: at } });
  const real = realInstantOf(at).toISOString();
  await emit(
    db,
    campaignDispatchRequested.create({ campaignId: campaign.id, workspaceId: campaign.workspaceId, at: real }),
  );
  return real;
}

/**
 * A call of the workspace ended: each of its running campaigns places its next calls now, here
 * rather than after an event's hop to `run-campaign`, so that the freed slot is refilled at once.
 */
export async function refillWorkspaceCampaigns(workspaceId: string): Promise<number> {
  const running = await rootDb.campaign.findMany({
    where: { workspaceId, status: "running" },
    select: { id: true },
    orderBy: { createdAt: "asc" },
  });
  for (const { id } of running) await dispatchCampaign(id);
  return running.length;
}

/**
 * The safety net: a dispatch for every campaign placing calls or due to start whose wake-up is not
 * ahead (its sleeping run died with a process).
 */
export async function wakeCampaigns(): Promise<number> {
  const now = campaignClock.now();
  const due = await rootDb.campaign.findMany({
    where: {
      status: { in: [...ACTIVE_CAMPAIGN_STATUSES] },
      OR: [{ wakeAt: null }, { wakeAt: { lte: now } }],
    },
    select: { id: true, workspaceId: true },
  });
  if (!due.length) return 0;
  await transaction(async (db) => {
    for (const { id, workspaceId } of due)
      await emit(db, campaignDispatchRequested.create({ campaignId: id, workspaceId }));
  });
  return due.length;
}
