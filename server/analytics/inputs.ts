import { z } from "zod";
import { ApiKeyMode, CallDirection } from "@/server/db/generated/enums";

// What the analytics, usage and concurrency endpoints take; no server imports, so the analytics
// page's filters check themselves with the same schemas.

export const ANALYTICS_GROUPS = ["none", "agent", "campaign", "direction", "source"] as const;
export const MAX_BUCKETS = 400;
export const MAX_CONCURRENCY_MINUTES = 1_440;

const id = (description: string) => z.string().min(1).max(64).optional().meta({ description });
const instant = (description: string) => z.iso.datetime({ offset: true }).meta({ description });

const range = {
  from: instant("Start of the range (ISO 8601)."),
  to: instant("End of the range, after `from`."),
};

/** `to` after `from`, else a 400 naming `to`. */
function ordered<T extends { from: string; to: string }>(input: T, ctx: z.RefinementCtx) {
  if (Date.parse(input.to) <= Date.parse(input.from))
    ctx.addIssue({ code: "custom", path: ["to"], message: "`to` must be after `from`." });
}

export const analyticsFilters = {
  agentId: id("Only this agent's calls."),
  campaignId: id("Only this campaign's calls."),
  direction: z.enum(CallDirection).optional().meta({ description: "Only inbound or only outbound calls." }),
  mode: z
    .enum(ApiKeyMode)
    .optional()
    .meta({ description: "Live or test calls; a key reads its own mode's only (its mode by default)." }),
};

// Each input is its fields and their checks apart, so /v1 can add the path's `{id}` to the fields.

export const analyticsFields = z.strictObject({
  ...range,
  interval: z
    .enum(["hour", "day"])
    .default("day")
    .meta({ description: "Buckets of an hour or a day, in the workspace's time zone." }),
  groupBy: z
    .enum(ANALYTICS_GROUPS)
    .default("none")
    .meta({ description: "One series per agent, campaign, direction or click-to-call source." }),
  ...analyticsFilters,
});

export function checkAnalytics(input: { from: string; to: string; interval: "hour" | "day" }, ctx: z.RefinementCtx) {
  ordered(input, ctx);
  const length = input.interval === "hour" ? 3_600_000 : 86_400_000;
  // A local day may last 25 hours: one bucket of slack; the exact count is checked once the days are cut.
  if (Date.parse(input.to) - Date.parse(input.from) > (MAX_BUCKETS + 1) * length)
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: `At most ${MAX_BUCKETS} buckets: shorten the range or use a longer interval.`,
    });
}

export const analyticsInput = analyticsFields.superRefine(checkAnalytics);
export type AnalyticsInput = z.output<typeof analyticsInput>;

export const usageFields = z.strictObject({ ...range, mode: analyticsFilters.mode });

export function checkUsage(input: { from: string; to: string }, ctx: z.RefinementCtx) {
  ordered(input, ctx);
  if (Date.parse(input.to) - Date.parse(input.from) > MAX_BUCKETS * 86_400_000)
    ctx.addIssue({ code: "custom", path: ["to"], message: `At most ${MAX_BUCKETS} days.` });
}

export const usageInput = usageFields.superRefine(checkUsage);
export type UsageInput = z.output<typeof usageInput>;

export const concurrencyFields = z.strictObject({
  from: range.from.optional(),
  to: range.to.optional(),
});

export function checkConcurrency(input: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!input.from !== !input.to)
    return ctx.addIssue({
      code: "custom",
      path: [input.from ? "to" : "from"],
      message: "Give both `from` and `to`, or neither.",
    });
  if (!input.from || !input.to) return;
  ordered({ from: input.from, to: input.to }, ctx);
  if (Date.parse(input.to) - Date.parse(input.from) > MAX_CONCURRENCY_MINUTES * 60_000)
    ctx.addIssue({ code: "custom", path: ["to"], message: `At most ${MAX_CONCURRENCY_MINUTES} minutes (a day).` });
}

export const concurrencyInput = concurrencyFields.superRefine(checkConcurrency);
export type ConcurrencyInput = z.output<typeof concurrencyInput>;
