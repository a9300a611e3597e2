import { z } from "zod";
import { ApiKeyMode, CampaignStatus } from "@/server/db/generated/enums";
import type { Campaign, CampaignRecipient } from "@/server/db/generated/client";
import { clockIn, closedZoneAt, scheduleOf } from "./calling-hours";
import { RECIPIENT_STATES, RETRY_OUTCOMES, SKIP_REASONS, WEEKDAY_NAMES } from "./inputs";

// What /v1 returns for campaigns and their recipients.

export const countsSchema = z.object(
  Object.fromEntries(RECIPIENT_STATES.map((state) => [state, z.number().int()])) as Record<
    (typeof RECIPIENT_STATES)[number],
    z.ZodNumber
  >,
);
export type Counts = z.infer<typeof countsSchema>;

/** A campaign as /v1 shows it, and the `data` of campaign.started, .paused and .completed. */
export const campaignSchema = z
  .object({
    id: z.string().meta({ example: "cmp_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99" }),
    name: z.string(),
    mode: z.enum(ApiKeyMode),
    status: z.enum(CampaignStatus),
    agentId: z.string(),
    fromNumbers: z.array(z.string()),
    schedule: z.object({
      startAt: z.string().nullable(),
      endAt: z.string().nullable(),
      timezone: z.string(),
      hours: z.object({ start: z.string(), end: z.string() }),
      days: z.array(z.enum(WEEKDAY_NAMES)),
    }),
    maxConcurrent: z.number().int(),
    retry: z.object({
      on: z.array(z.enum(RETRY_OUTCOMES)),
      maxAttempts: z.number().int(),
      delayMinutes: z.number().int(),
    }),
    recipientCount: z.number().int(),
    counts: countsSchema.meta({ description: "Recipients by state." }),
    progress: z
      .number()
      .meta({ description: "Share of callable recipients settled (done, failed, expired or canceled), 0 to 1." }),
    estimatedEndAt: z.string().nullable().meta({
      description:
        "When the recipients left should be settled at the rate observed so far, those waiting for their window or a retry after it; null before any is.",
    }),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: "Campaign" });
export type CampaignView = z.infer<typeof campaignSchema>;

export const createdCampaignSchema = campaignSchema.extend({
  skipped: z
    .array(z.object({ index: z.number().int(), to: z.string(), reason: z.enum(SKIP_REASONS) }))
    .meta({ description: "Recipients of this request that will not be called, and why." }),
});

export const recipientSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  to: z.string(),
  contactId: z.string().nullable(),
  variables: z.record(z.string(), z.string()).nullable(),
  metadata: z.record(z.string(), z.string()).nullable(),
  state: z.enum(RECIPIENT_STATES),
  skipReason: z.enum(SKIP_REASONS).nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable().meta({ description: "When a `waiting` recipient is tried next." }),
  waitReason: z.string().nullable().meta({
    description: "Why a `waiting` recipient waits, e.g. `outside calling hours in America/Los_Angeles until 09:00`.",
    example: "outside calling hours in America/Los_Angeles until 09:00",
  }),
  lastCallId: z.string().nullable(),
  createdAt: z.string(),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const emptyCounts = (): Counts => Object.fromEntries(RECIPIENT_STATES.map((state) => [state, 0])) as Counts;

const SETTLED = ["done", "failed", "expired", "canceled"] as const;

/** When the campaign's calls last settled a recipient, and when its last waiting recipient is due. */
export interface Pace {
  lastSettledAt: Date | null;
  lastWaitUntil: Date | null;
}

/**
 * The end at the pace from the start to the last settled call (so it holds still between polls),
 * no earlier than the waiting recipients can be called after their wait at that pace.
 */
function estimatedEnd(campaign: Campaign, counts: Counts, pace: Pace, left: number, now: Date): string | null {
  const called = counts.done + counts.failed;
  if (campaign.status !== "running" || !campaign.startedAt || !pace.lastSettledAt || !called || left <= 0) return null;
  const msPerRecipient = Math.max(1, pace.lastSettledAt.getTime() - campaign.startedAt.getTime()) / called;
  const ready = pace.lastSettledAt.getTime() + (left - counts.waiting) * msPerRecipient;
  const waiting = pace.lastWaitUntil ? pace.lastWaitUntil.getTime() + counts.waiting * msPerRecipient : 0;
  return new Date(Math.max(ready, waiting, now.getTime())).toISOString();
}

export function campaignView(
  campaign: Campaign,
  counts: Counts,
  now: Date,
  pace: Pace = { lastSettledAt: null, lastWaitUntil: null },
): CampaignView {
  const callable = campaign.recipientCount - counts.skipped;
  const settled = SETTLED.reduce((sum, state) => sum + counts[state], 0);
  const left = callable - settled;
  const estimatedEndAt = estimatedEnd(campaign, counts, pace, left, now);
  return {
    id: campaign.id,
    name: campaign.name,
    mode: campaign.mode,
    status: campaign.status,
    agentId: campaign.agentId,
    fromNumbers: campaign.fromNumbers,
    schedule: {
      startAt: iso(campaign.startAt),
      endAt: iso(campaign.endAt),
      timezone: campaign.timezone,
      hours: { start: campaign.hoursStart, end: campaign.hoursEnd },
      days: campaign.days as CampaignView["schedule"]["days"],
    },
    maxConcurrent: campaign.maxConcurrent,
    retry: {
      on: campaign.retryOn as CampaignView["retry"]["on"],
      maxAttempts: campaign.maxAttempts,
      delayMinutes: campaign.retryDelayMinutes,
    },
    recipientCount: campaign.recipientCount,
    counts,
    progress: callable > 0 ? settled / callable : 1,
    estimatedEndAt,
    createdAt: campaign.createdAt.toISOString(),
    startedAt: iso(campaign.startedAt),
    endedAt: iso(campaign.endedAt),
  };
}

/** Why a waiting recipient waits: its calling hours (the zone that keeps it), a retry's delay, or a free line. */
function waitReasonOf(recipient: CampaignRecipient, campaign: Campaign, now: Date): string | null {
  if (recipient.state !== "waiting" || !recipient.nextAttemptAt) return null;
  const closed = closedZoneAt(recipient.zones ? recipient.zones.split("|") : [], scheduleOf(campaign), now);
  if (closed) return `outside calling hours in ${closed} until ${clockIn(closed, recipient.nextAttemptAt, now)}`;
  if (recipient.nextAttemptAt > now) return `retry after ${campaign.retryDelayMinutes} minutes`;
  return "due, waiting for a free line";
}

export function recipientView(
  recipient: CampaignRecipient,
  campaign: Campaign,
  now: Date,
): z.infer<typeof recipientSchema> {
  return {
    id: recipient.id,
    position: recipient.position,
    to: recipient.to,
    contactId: recipient.contactId,
    variables: (recipient.variables as Record<string, string> | null) ?? null,
    metadata: (recipient.metadata as Record<string, string> | null) ?? null,
    state: recipient.state,
    skipReason: recipient.skipReason as z.infer<typeof recipientSchema>["skipReason"],
    attempts: recipient.attempts,
    nextAttemptAt: iso(recipient.nextAttemptAt),
    waitReason: waitReasonOf(recipient, campaign, now),
    lastCallId: recipient.lastCallId,
    createdAt: recipient.createdAt.toISOString(),
  };
}
