import { z } from "zod";
import { paginationInput } from "@/server/db/pagination";
import { phoneSchema } from "@/server/phone";

// What the campaigns API accepts (docs/decisions.md "Campaigns"). No server imports beyond
// schemas, so the settings UI checks a campaign in the browser with the same rules.

export const RECIPIENT_STATES = [
  "pending",
  "waiting",
  "calling",
  "done",
  "failed",
  "skipped",
  "expired",
  "canceled",
] as const;
export const SKIP_REASONS = ["invalid_number", "duplicate", "do_not_call", "blocked_destination"] as const;
export const RETRY_OUTCOMES = ["no_answer", "busy", "voicemail", "failed"] as const;
export const WEEKDAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** What a campaign gets for what it leaves out: the API's defaults and the settings UI's. */
export const CAMPAIGN_DEFAULTS = {
  timezone: "callee",
  hours: { start: "09:00", end: "20:00" },
  days: [...WEEKDAY_NAMES],
  maxConcurrent: 5,
  retry: { on: [] as Array<(typeof RETRY_OUTCOMES)[number]>, maxAttempts: 1, delayMinutes: 60 },
} as const;

export const MAX_RECIPIENTS_PER_REQUEST = 10_000;
export const MAX_RECIPIENTS_PER_CAMPAIGN = 1_000_000;

const stringMap = (valueMax: number, description: string) =>
  z
    .record(z.string().min(1).max(40), z.string().max(valueMax))
    .refine((value) => Object.keys(value).length <= 50, "At most 50 keys.")
    .meta({ description });

export const recipientInput = z
  .strictObject({
    to: z.string().min(1).max(40).optional().meta({
      description: "Number to call; normalised to E.164 (a number that is not one is skipped as `invalid_number`).",
    }),
    contactId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .meta({ description: "Contact whose phone to call. Give `to` or `contactId`." }),
    variables: stringMap(2000, 'Values for the agent\'s prompt, e.g. {"firstName": "Ada"}.').optional(),
    metadata: stringMap(500, "Kept with the recipient and its calls.").optional(),
  })
  .refine((input) => Boolean(input.to) !== Boolean(input.contactId), {
    message: "Give exactly one of `to` and `contactId`.",
    path: ["to"],
  });

const recipients = z
  .array(recipientInput)
  .min(1)
  .max(MAX_RECIPIENTS_PER_REQUEST)
  .meta({ description: `Up to ${MAX_RECIPIENTS_PER_REQUEST.toLocaleString("en")} per request.` });

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A time as HH:MM (00:00 to 23:59).");

export const scheduleInput = z
  .strictObject({
    startAt: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ description: "No call before this instant; default now." }),
    endAt: z.iso.datetime({ offset: true }).optional().meta({ description: "Recipients not reached by then expire." }),
    timezone: z.string().min(1).max(64).default(CAMPAIGN_DEFAULTS.timezone).meta({
      description:
        "IANA zone the hours and days are read in, or `callee` (each recipient's own zones, from the number).",
    }),
    hours: z
      .strictObject({ start: clock, end: clock })
      .refine((hours) => hours.start < hours.end, {
        message: "`start` must come before `end` (a window cannot cross midnight).",
        path: ["end"],
      })
      .default(CAMPAIGN_DEFAULTS.hours)
      .meta({
        description:
          "Local hours calls may start in. Whatever they say, no call is placed outside 08:00–21:00 in the callee's time.",
      }),
    days: z
      .array(z.enum(WEEKDAY_NAMES))
      .min(1)
      .max(7)
      .default([...CAMPAIGN_DEFAULTS.days])
      .meta({ description: "Days calls may be placed on; default every day." }),
  })
  .refine(
    (schedule) => !schedule.startAt || !schedule.endAt || Date.parse(schedule.startAt) < Date.parse(schedule.endAt),
    { message: "`endAt` must come after `startAt`.", path: ["endAt"] },
  )
  .refine((schedule) => schedule.timezone === "callee" || isIanaZone(schedule.timezone), {
    message: "Must be an IANA time zone (e.g. America/New_York) or `callee`.",
    path: ["timezone"],
  });

export const retryInput = z.strictObject({
  on: z
    .array(z.enum(RETRY_OUTCOMES))
    .max(RETRY_OUTCOMES.length)
    .default([...CAMPAIGN_DEFAULTS.retry.on])
    .meta({ description: "Outcomes that earn another attempt." }),
  maxAttempts: z.number().int().min(1).max(5).default(CAMPAIGN_DEFAULTS.retry.maxAttempts),
  delayMinutes: z
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(CAMPAIGN_DEFAULTS.retry.delayMinutes),
});

export const createCampaignInput = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    agentId: z.string().min(1).max(64).meta({ description: "Agent that places the calls." }),
    from: phoneSchema.optional().meta({ description: "Caller number of the workspace; defaults to the agent's." }),
    fromNumbers: z
      .array(phoneSchema)
      .min(1)
      .max(100)
      .optional()
      .meta({ description: "Caller numbers used in turn. Give `from` or `fromNumbers`, not both." }),
    recipients,
    schedule: scheduleInput.prefault({}),
    maxConcurrent: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(CAMPAIGN_DEFAULTS.maxConcurrent)
      .meta({ description: "Calls of this campaign in flight at once." }),
    retry: retryInput.prefault({}),
  })
  .refine((input) => !(input.from && input.fromNumbers), {
    message: "Give `from` or `fromNumbers`, not both.",
    path: ["fromNumbers"],
  });

export const appendRecipientsInput = z.strictObject({ recipients });

/** The workspace's limit of calls in flight, shared by campaigns (80 % at most) and single calls. */
export const callsInFlightInput = z.object({ maxCallsInFlight: z.coerce.number().int().min(1).max(1000) });

export const listRecipientsInput = paginationInput.extend({
  state: z.enum(RECIPIENT_STATES).optional().meta({ description: "Only recipients in this state." }),
});

function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type CreateCampaignInput = z.infer<typeof createCampaignInput>;
export type RecipientInput = z.infer<typeof recipientInput>;
