import type { CALL_OUTBOX } from "../calls/admission";
import { db, type Db, type Prisma } from "../db/client";
import { preparedSql, sql } from "../db/sql";
import type { WRAP_UP_ANALYSIS, WRAP_UP_CLOSED } from "../dialing/transitions";
import { eventsDeliverableHere, inngest } from "../jobs/inngest";
import { logger } from "../logger";
import type { DELIVERY_RETRIES } from "../webhooks/delivery";
import type { DELIVERY_OUTBOX } from "../webhooks/events";

// Transactional outbox: events are written in the same transaction as the rows that caused them,
// then sent to Inngest after commit with the outbox id as the Inngest event id (so a re-send is
// deduplicated). The unit of work (server/db/unit-of-work.ts) writes and relays; a sweeper
// re-sends whatever a crash left unsent. A process where the local executor does not run (it runs
// in the lease holder alone, server/processes) announces its rows on OUTBOX_CHANNEL instead, and
// the holder relays them at once.

/** Postgres NOTIFY channel: "these outbox rows are committed and unsent" (their ids, comma-separated). */
export const OUTBOX_CHANNEL = "svc_outbox";
/** Ids per notification: a NOTIFY payload holds at most 8000 bytes. */
const IDS_PER_NOTIFICATION = 200;

export interface OutboxEvent {
  name: string;
  data: Prisma.InputJsonObject;
}

/** Records an event inside the caller's transaction; returns the outbox id (= Inngest event id). */
export async function addToOutbox(db: Db, event: OutboxEvent): Promise<string> {
  const row = await db.outbox.create({ data: { name: event.name, payload: event.data }, select: { id: true } });
  return row.id;
}

/** An outbox row as it is sent: its id is the Inngest event id. */
export interface OutboxRow {
  id: string;
  name: string;
  data: Record<string, unknown>;
}

// A mark lost in a crash only has the sweeper send its rows again under the same ids (dropped as
// duplicates), so its commit does not wait for the WAL flush (`synchronous_commit` off for this
// statement's own transaction): the pooled connection is back for the requests at once, and the
// flush joins the next one theirs make.
const markSent = preparedSql(
  "outbox-sent",
  `WITH async_commit AS (SELECT set_config('synchronous_commit', 'off', true))
   UPDATE "Outbox" SET "sentAt" = now() AT TIME ZONE 'UTC' WHERE "id" = ANY($1::text[]) AND EXISTS (SELECT FROM async_commit)`,
);

/** Tells the lease holder that these rows wait; it relays them (a lost notice waits for the sweeper). */
async function handToLeader(ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += IDS_PER_NOTIFICATION) {
    // From FROM, so the row holds a boolean: PGlite's driver cannot read pg_notify's void column.
    await sql("SELECT true AS sent FROM pg_notify($1, $2)", [
      OUTBOX_CHANNEL,
      ids.slice(start, start + IDS_PER_NOTIFICATION).join(","),
    ]);
  }
}

/** Sends rows to Inngest and marks them sent, in one statement each way; returns how many were sent. Never throws. */
async function send(rows: OutboxRow[]): Promise<number> {
  const ids = rows.map((row) => row.id);
  try {
    if (!eventsDeliverableHere()) {
      await handToLeader(ids);
      return 0;
    }
    await inngest.send(rows.map(({ id, name, data }) => ({ id, name, data })));
    await markSent([ids]);
    return rows.length;
  } catch (error) {
    logger.warn({ err: (error as Error).message, count: rows.length }, "outbox relay failed; the sweeper will retry");
    await sql(`UPDATE "Outbox" SET "attempts" = "attempts" + 1, "lastError" = $2 WHERE "id" = ANY($1::text[])`, [
      ids,
      (error as Error).message.slice(0, 500),
    ]);
    return 0;
  }
}

/** Sends the given (or all unsent) outbox events to Inngest and marks them sent. Never throws. */
export async function relayOutbox(ids?: string[]): Promise<number> {
  const rows = await db.outbox.findMany({
    where: { sentAt: null, ...(ids ? { id: { in: ids } } : {}) },
    select: { id: true, name: true, payload: true },
    orderBy: { createdAt: "asc" },
    take: 500,
  });
  return rows.length
    ? send(rows.map((row) => ({ id: row.id, name: row.name, data: row.payload as Record<string, unknown> })))
    : 0;
}

// Rows committed by requests and steps running at the same time are relayed together: one relay
// at a time, and the rows committed while it is under way go together in the next, so under load
// one send and one update serve every row of a round trip rather than those of one turn of the
// event loop. A relay still under way after RELAY_HOLD_MS stops holding the next back (a hanging
// request to Inngest must not stall dialing). Writers hand over what they wrote, so nothing is
// read back; a row the sweeper sent meanwhile is sent again under the same id, which Inngest (and
// the local executor) drop as a duplicate.
const RELAY_HOLD_MS = 1_000;
let pending: OutboxRow[] = [];
let relaying = false;

function relayPending(): void {
  if (relaying || !pending.length) return;
  const rows = pending;
  pending = [];
  relaying = true;
  const sends: Promise<unknown>[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    sends.push(
      send(rows.slice(start, start + 500)).catch((error) => logger.error({ err: error }, "outbox relay crashed")),
    );
  }
  let hold: NodeJS.Timeout | undefined;
  const held = new Promise((resolve) => (hold = setTimeout(resolve, RELAY_HOLD_MS).unref()));
  void Promise.race([Promise.all(sends), held]).then(() => {
    clearTimeout(hold);
    relaying = false;
    relayPending();
  });
}

/** Relays committed rows after the current response without making the caller wait for Inngest. */
export function relayOutboxSoon(rows: OutboxRow[]): void {
  if (!rows.length) return;
  if (!pending.length && !relaying) setImmediate(relayPending);
  pending.push(...rows);
}

/** The CTEs that write outbox rows returning ("id", "name", "payload"), each named by the module whose SQL defines it. */
export type OutboxCte =
  | typeof CALL_OUTBOX
  | typeof DELIVERY_OUTBOX
  | typeof DELIVERY_RETRIES
  | typeof WRAP_UP_ANALYSIS
  | typeof WRAP_UP_CLOSED;

/**
 * For a statement that writes outbox rows in `ctes`: the column `events` that hands them back as
 * JSON text, for relayOutboxRows.
 */
export function outboxRowsSql(ctes: readonly OutboxCte[]): string {
  return `(SELECT json_agg(json_build_object('id', o."id", 'name', o."name", 'data', o."payload"))::text
    FROM (${ctes.map((cte) => `SELECT "id", "name", "payload" FROM ${cte}`).join(" UNION ALL ")}) o) AS "events"`;
}

/** Relays the rows of an `events` column (outboxRowsSql) once the statement that wrote them has committed. */
export function relayOutboxRows(events: string | null): void {
  if (events) relayOutboxSoon(JSON.parse(events) as OutboxRow[]);
}

/** The sweeper's pass: relays events left unsent for `olderThanMs` (a crash or an Inngest outage). */
export async function relayStaleOutbox(olderThanMs: number): Promise<number> {
  const stale = await db.outbox.findMany({
    where: { sentAt: null, createdAt: { lt: new Date(Date.now() - olderThanMs) } },
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: 500,
  });
  return stale.length ? relayOutbox(stale.map((row) => row.id)) : 0;
}
