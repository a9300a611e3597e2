import { db, type Db, type Prisma } from "../db/client";
import { preparedSql, sql } from "../db/sql";
import { eventsDeliverableHere, inngest } from "../jobs/inngest";
import { logger } from "../logger";

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

const markSent = preparedSql(
  "outbox-sent",
  `UPDATE "Outbox" SET "sentAt" = now() AT TIME ZONE 'UTC' WHERE "id" = ANY($1::text[])`,
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

// Rows committed by requests and steps running at the same time are relayed together: under load
// one send and one update serve many of them. Their writers hand over what they wrote, so nothing
// is read back; a row the sweeper sent meanwhile is sent again under the same id, which Inngest
// (and the local executor) drop as a duplicate.
let pending: OutboxRow[] = [];

function relayPending(): void {
  const rows = pending;
  pending = [];
  for (let start = 0; start < rows.length; start += 500) {
    void send(rows.slice(start, start + 500)).catch((error) => logger.error({ err: error }, "outbox relay crashed"));
  }
}

/** Relays committed rows after the current response without making the caller wait for Inngest. */
export function relayOutboxSoon(rows: OutboxRow[]): void {
  if (!rows.length) return;
  if (!pending.length) setImmediate(relayPending);
  pending.push(...rows);
}

/**
 * For a statement that writes outbox rows in CTEs returning ("id", "name", "payload"): the column
 * `events` that hands them back as JSON text, for relayOutboxRows.
 */
export function outboxRowsSql(ctes: string[]): string {
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
