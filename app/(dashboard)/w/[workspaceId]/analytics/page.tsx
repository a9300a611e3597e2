import type { Metadata } from "next";
import { z } from "zod";
import { serverApi } from "@/app/_trpc/server";
import { CallDirection } from "@/server/db/generated/enums";
import { BarChart, LineChart } from "../../../_components/charts";
import { formatMoney, formatRate } from "../../../_components/format";
import { PageHead } from "../../../_components/page-head";

export const metadata: Metadata = { title: "Analytics" };

// The workspace's live calls over a period, by day in its time zone (GET /v1/…/analytics, read
// from the rollups), and its calls in flight over the last day (…/concurrency): server-drawn
// charts, filtered by a plain GET form so the page works before any script runs.

const PERIODS = { "7d": 7, "30d": 30, "90d": 90 } as const;
const DAY = 86_400_000;

/** The filters of the address; anything unreadable is no filter. */
const filtersSchema = z.object({
  period: z.enum(["7d", "30d", "90d"]).catch("30d"),
  agentId: z.string().min(1).max(64).optional().catch(undefined),
  campaignId: z.string().min(1).max(64).optional().catch(undefined),
  direction: z.enum(CallDirection).optional().catch(undefined),
});

/** The period's range, and the last day's for calls in flight, ending now. */
function rangesOf(period: keyof typeof PERIODS) {
  const now = Date.now();
  const iso = (at: number) => new Date(at).toISOString();
  return {
    period: { from: iso(now - (PERIODS[period] - 1) * DAY), to: iso(now) },
    lastDay: { from: iso(now - DAY), to: iso(now) },
  };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

export default async function AnalyticsPage({
  params,
  searchParams,
}: {
  params: Promise<{ workspaceId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { workspaceId } = await params;
  const query = await searchParams;
  const filters = filtersSchema.parse({
    period: first(query.period),
    agentId: first(query.agentId),
    campaignId: first(query.campaignId),
    direction: first(query.direction),
  });
  const api = serverApi(`/w/${workspaceId}/analytics`);
  const ranges = rangesOf(filters.period);
  const [analytics, concurrency, agents, campaigns] = await Promise.all([
    api.v1.analytics.calls({
      id: workspaceId,
      ...ranges.period,
      interval: "day",
      agentId: filters.agentId,
      campaignId: filters.campaignId,
      direction: filters.direction,
    }),
    api.v1.analytics.concurrency({
      id: workspaceId,
      ...ranges.lastDay,
    }),
    api.dashboard.agents({ id: workspaceId }),
    api.dashboard.campaigns({ id: workspaceId, limit: 100 }),
  ]);
  const { buckets, currency, timeZone } = analytics.data;
  const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone });
  const days = buckets.map((bucket) => day(bucket.start));
  const sum = (pick: (bucket: (typeof buckets)[number]) => number) =>
    buckets.reduce((total, bucket) => total + pick(bucket), 0);
  const calls = sum((bucket) => bucket.calls);
  const judged = sum((bucket) => bucket.judged);
  const successRate = judged ? sum((bucket) => bucket.successful) / judged : null;
  const cost = sum((bucket) => bucket.cost);
  const range = `${days[0]} to ${days.at(-1)}`;

  // Each hour's most calls in flight at once, from the minutes' peaks of the last day.
  const { inFlight, limit } = concurrency.data;
  const hours = new Map<number, number>();
  for (const { minute, peak } of concurrency.data.peaks ?? []) {
    const hour = Math.floor(Date.parse(minute) / 3_600_000) * 3_600_000;
    hours.set(hour, Math.max(hours.get(hour) ?? 0, peak));
  }
  const hourLabels = [...hours.keys()].map((hour) =>
    new Date(hour).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone }),
  );
  const peak = Math.max(0, ...hours.values());
  const count = (value: number) => String(Math.round(value));
  const ms = (value: number) => `${Math.round(value)} ms`;

  return (
    <>
      <PageHead title="Analytics">
        Your live calls by day in {timeZone}, as they are now: a day counts the calls created in it.
      </PageHead>
      <form className="card analytics-filters" method="get" aria-label="Filters">
        <label className="field">
          <span>Period</span>
          <select name="period" defaultValue={filters.period}>
            <option value="7d">Last 7 days</option>
            <option value="30d">Last 30 days</option>
            <option value="90d">Last 90 days</option>
          </select>
        </label>
        <label className="field">
          <span>Agent</span>
          <select name="agentId" defaultValue={filters.agentId ?? ""}>
            <option value="">Every agent</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Campaign</span>
          <select name="campaignId" defaultValue={filters.campaignId ?? ""}>
            <option value="">Any call</option>
            {campaigns.items.map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {campaign.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Direction</span>
          <select name="direction" defaultValue={filters.direction ?? ""}>
            <option value="">Both</option>
            <option value="outbound">Outbound</option>
            <option value="inbound">Inbound</option>
          </select>
        </label>
        <button type="submit">Apply</button>
      </form>

      <div className="grid-2">
        <section className="card">
          <h2>Calls per day: {calls}</h2>
          <BarChart
            label={`Calls per day by outcome, ${range}: ${calls} in all, ${sum((bucket) => bucket.completed)} completed, ${sum((bucket) => bucket.failed)} failed`}
            buckets={days}
            format={count}
            series={[
              { label: "completed", className: "series-completed", values: buckets.map((bucket) => bucket.completed) },
              { label: "failed", className: "series-failed", values: buckets.map((bucket) => bucket.failed) },
              { label: "busy", className: "series-busy", values: buckets.map((bucket) => bucket.busy) },
              { label: "no answer", className: "series-no-answer", values: buckets.map((bucket) => bucket.noAnswer) },
              {
                label: "other (open, canceled, blocked)",
                className: "series-other",
                values: buckets.map(
                  (bucket) => bucket.calls - bucket.completed - bucket.failed - bucket.busy - bucket.noAnswer,
                ),
              },
            ]}
          />
        </section>
        <section className="card">
          <h2>Success rate: {formatRate(successRate)}</h2>
          <LineChart
            label={`Success rate per day, ${range}: ${formatRate(successRate)} of ${judged} calls judged by their analysis`}
            buckets={days}
            format={(value) => formatRate(value)}
            max={1}
            series={[
              {
                label: "success rate",
                className: "series-completed",
                values: buckets.map((bucket) => (bucket.judged ? bucket.successful / bucket.judged : null)),
              },
            ]}
          />
          <p className="muted">Of the calls whose analysis judged success (the agent has success criteria).</p>
        </section>
        <section className="card">
          <h2>Response time</h2>
          <LineChart
            label={`Agent response time per day, p50 and p90, ${range}: p90 at most ${Math.max(0, ...buckets.map((bucket) => bucket.responseMs.p90 ?? 0))} ms`}
            buckets={days}
            format={ms}
            series={[
              { label: "p50", className: "series-main", values: buckets.map((bucket) => bucket.responseMs.p50) },
              { label: "p90", className: "series-busy", values: buckets.map((bucket) => bucket.responseMs.p90) },
            ]}
          />
          <p className="muted">From the caller&apos;s last words to the agent&apos;s first, per agent turn.</p>
        </section>
        <section className="card">
          <h2>Cost: {formatMoney(cost, currency)}</h2>
          <BarChart
            label={`Cost per day, ${range}: ${formatMoney(cost, currency)} in all`}
            buckets={days}
            format={(value) => formatMoney(value, currency)}
            series={[{ label: "cost", className: "series-main", values: buckets.map((bucket) => bucket.cost) }]}
          />
          <p className="muted">Carrier, speech and model, at the workspace&apos;s and the connections&apos; prices.</p>
        </section>
        <section className="card">
          <h2>
            Calls in flight: {inFlight} of {limit}
          </h2>
          <BarChart
            label={`Most calls in flight at once per hour over the last 24 hours: at most ${peak}, limit ${limit}`}
            buckets={hourLabels}
            format={count}
            max={Math.max(peak, 1)}
            series={[{ label: "calls in flight", className: "series-other", values: [...hours.values()] }]}
          />
          <p className="muted">The whole workspace, test and live calls, as its limit counts them.</p>
        </section>
      </div>
    </>
  );
}
