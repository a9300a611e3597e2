import type { Metadata } from "next";
import Link from "next/link";
import { serverApi } from "@/app/_trpc/server";
import { isOpen, OPEN_STATUSES, UNANSWERED_STATUSES } from "@/server/calls/statuses";
import type { CallStatus } from "@/server/db/generated/enums";
import { dataModeOf, dataParam } from "../../../_components/data-mode";
import { formatDateTime } from "../../../_components/format";
import { LiveRefresh } from "../../../_components/live-refresh";
import { EmptyState, PageHead } from "../../../_components/page-head";
import { StatusBadge } from "../../../_components/status-badge";

export const metadata: Metadata = { title: "Calls" };

const FILTERS: Record<string, { label: string; statuses?: CallStatus[] }> = {
  all: { label: "All" },
  in_flight: { label: "In flight", statuses: [...OPEN_STATUSES] },
  completed: { label: "Completed", statuses: ["completed"] },
  unanswered: { label: "Busy / no answer", statuses: [...UNANSWERED_STATUSES] },
  failed: { label: "Failed", statuses: ["failed"] },
  blocked: { label: "Blocked", statuses: ["blocked"] },
  canceled: { label: "Canceled", statuses: ["canceled"] },
};

const TABS = [
  { mode: "live", label: "Live calls" },
  { mode: "test", label: "Test calls" },
] as const;

const DIRECTIONS = { all: "Both directions", outbound: "Outbound", inbound: "Inbound" } as const;
const directionOf = (value: string | undefined) =>
  value === "outbound" || value === "inbound" ? value : ("all" as const);

interface Props {
  params: Promise<{ workspaceId: string }>;
  searchParams: Promise<{ status?: string; direction?: string; cursor?: string; data?: string }>;
}

export default async function CallsPage({ params, searchParams }: Props) {
  const { workspaceId } = await params;
  const { status: askedStatus = "all", direction: askedDirection, cursor, data } = await searchParams;
  const mode = dataModeOf(data);
  const status = FILTERS[askedStatus] ? askedStatus : "all";
  const direction = directionOf(askedDirection);
  const api = serverApi(`/w/${workspaceId}/calls`);
  const [page, agents, totals] = await Promise.all([
    api.dashboard.calls({
      id: workspaceId,
      mode,
      status: FILTERS[status].statuses,
      direction: direction === "all" ? undefined : direction,
      limit: 25,
      cursor,
    }),
    api.dashboard.agents({ id: workspaceId }),
    api.dashboard.callTotals({ id: workspaceId }),
  ]);
  const agentName = new Map(agents.map((agent) => [agent.id, agent.name]));
  const live = page.items.some((call) => isOpen(call.status));
  const base = `/w/${workspaceId}/calls`;
  /** This page with the filters in force, changed by `change`. */
  const hrefWith = (change: { status?: string; direction?: string; cursor?: string }) => {
    const wanted = { status, direction, ...change };
    return `${base}?${new URLSearchParams({
      ...(wanted.status !== "all" ? { status: wanted.status } : {}),
      ...(wanted.direction !== "all" ? { direction: wanted.direction } : {}),
      ...dataParam(mode),
      ...(wanted.cursor ? { cursor: wanted.cursor } : {}),
    })}`;
  };
  const filtered = status !== "all" || direction !== "all";
  return (
    <>
      <PageHead title="Calls" actions={<LiveRefresh active={live} />}>
        Every call your agents placed or answered, newest first. Calls in flight update by themselves. Test calls
        (placed with a test key) are apart from live ones; the counts are of the last 30 days.
      </PageHead>
      <nav className="filters tabs" aria-label="Live or test calls">
        {TABS.map(({ mode: tab, label }) => (
          <Link
            key={tab}
            href={tab === "test" ? `${base}?${new URLSearchParams(dataParam(tab))}` : base}
            aria-current={tab === mode ? "page" : undefined}
          >
            {label} ({totals[tab]})
          </Link>
        ))}
      </nav>
      <nav className="filters" aria-label="Filter by status">
        {Object.entries(FILTERS).map(([key, { label }]) => (
          <Link key={key} href={hrefWith({ status: key })} aria-current={key === status ? "page" : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      <nav className="filters" aria-label="Filter by direction">
        {Object.entries(DIRECTIONS).map(([key, label]) => (
          <Link key={key} href={hrefWith({ direction: key })} aria-current={key === direction ? "page" : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      <section className="card table-wrap">
        {page.items.length === 0 ? (
          <EmptyState
            title={filtered ? "No calls match these filters" : mode === "test" ? "No test calls yet" : "No calls yet"}
          >
            {!filtered ? (
              <>
                Place one with an <Link href={`/w/${workspaceId}/keys`}>API key</Link>:{" "}
                <code>POST /v1/workspaces/{workspaceId}/calls/originate-manual</code>.
              </>
            ) : (
              <Link href={hrefWith({ status: "all", direction: "all" })}>Show all calls</Link>
            )}
          </EmptyState>
        ) : (
          <table className="table" aria-label="Calls">
            <thead>
              <tr>
                <th>Status</th>
                <th>Direction</th>
                <th>To</th>
                <th>From</th>
                <th>Agent</th>
                <th>Duration</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((call) => (
                <tr key={call.id}>
                  <td>
                    <StatusBadge status={call.status} />
                  </td>
                  <td>{call.direction === "inbound" ? "Inbound" : "Outbound"}</td>
                  <td className="mono">
                    <Link href={`${base}/${call.id}`}>{call.to}</Link>
                  </td>
                  <td className="mono">{call.from}</td>
                  <td>{agentName.get(call.agentId) ?? call.agentId}</td>
                  <td>{call.durationSec != null ? `${call.durationSec}s` : "—"}</td>
                  <td>{formatDateTime(call.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {page.nextCursor && (
          <p className="spaced">
            <Link href={hrefWith({ cursor: page.nextCursor })}>Older calls →</Link>
          </p>
        )}
      </section>
    </>
  );
}
