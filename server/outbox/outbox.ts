import { db, type Db, type Prisma } from "../db/client";
import { inngest } from "../jobs/inngest";
import { logger } from "../logger";

// Transactional outbox: events are written in the same transaction as the rows that caused them,
// then sent to Inngest after commit with the outbox id as the Inngest event id (so a re-send is
// deduplicated). The unit of work (server/db/unit-of-work.ts) writes and relays; a sweeper
// re-sends whatever a crash left unsent.

export interface OutboxEvent {
  name: string;
  data: Prisma.InputJsonObject;
}

/** Records an event inside the caller's transaction; returns the outbox id (= Inngest event id). */
export async function addToOutbox(db: Db, event: OutboxEvent): Promise<string> {
  const row = await db.outbox.create({ data: { name: event.name, payload: event.data }, select: { id: true } });
  return row.id;
}

/** Sends the given (or all unsent) outbox events to Inngest and marks them sent. Never throws. */
export async function relayOutbox(ids?: string[]): Promise<number> {
  const rows = await db.outbox.findMany({
    where: { sentAt: null, ...(ids ? { id: { in: ids } } : {}) },
    select: { id: true, name: true, payload: true },
    orderBy: { createdAt: "asc" },
    take: 500,
  });
  if (!rows.length) return 0;
  const sent = rows.map((row) => row.id);
  try {
    await inngest.send(rows.map((row) => ({ id: row.id, name: row.name, data: row.payload as Record<string, unknown> })));
    // One statement (Prisma's updateMany would wrap it in a transaction of its own).
    await db.$executeRaw`UPDATE "Outbox" SET "sentAt" = now() AT TIME ZONE 'UTC' WHERE "id" = ANY(${sent})`;
    return rows.length;
  } catch (error) {
    logger.warn({ err: (error as Error).message, count: rows.length }, "outbox relay failed; the sweeper will retry");
    await db.$executeRaw`UPDATE "Outbox" SET "attempts" = "attempts" + 1, "lastError" = ${(error as Error).message.slice(0, 500)} WHERE "id" = ANY(${sent})`;
    return 0;
  }
}

// Ids committed by requests and steps running at the same time are relayed together: under load
// one read, one send and one update serve many of them.
let pending: string[] = [];

function relayPending(): void {
  const ids = pending;
  pending = [];
  for (let start = 0; start < ids.length; start += 500) {
    void relayOutbox(ids.slice(start, start + 500)).catch((error) => logger.error({ err: error }, "outbox relay crashed"));
  }
}

/** Relays after the current response without making the caller wait for Inngest. */
export function relayOutboxSoon(ids: string[]): void {
  if (!ids.length) return;
  if (!pending.length) setImmediate(relayPending);
  pending.push(...ids);
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
