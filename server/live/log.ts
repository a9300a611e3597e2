import type { Db } from "@/server/db/client";
import { isoSql, preparedSql } from "@/server/db/sql";
import { storableJson } from "@/server/db/storable";
import { turnView, type StoredTurn } from "@/server/calls/turns";
import type { LiveEvent, NewLiveEvent } from "./events";

// A call's live log (prisma/migrations/…_live_calls): events numbered per call in the order they
// commit, one writer per call at a time, each append announced to every process at commit
// (NOTIFY svc_live "callId seq", server/broadcast/). Statuses and turns are appended by triggers
// where they are stored, whoever stores them; the rest is appended here.

const append = preparedSql<{ seq: number | null }>("live-append", `SELECT svc_live_append($1, $2::jsonb) AS "seq"`);

/** Appends `events` to the call's log, in order. */
export async function appendLive(callId: string, events: readonly NewLiveEvent[]): Promise<void> {
  if (events.length) await append([callId, storableJson(events)]);
}

/** The same, in `db`'s transaction: the events commit (and are announced) with what they record. */
export async function appendLiveIn(db: Db, callId: string, events: readonly NewLiveEvent[]): Promise<number> {
  const [row] = await db.$queryRaw<
    { seq: number }[]
  >`SELECT svc_live_append(${callId}, ${storableJson(events)}::jsonb) AS "seq"`;
  return row.seq;
}

const ENDED = `jsonb_build_object('status', c."status", 'endedReason', c."endedReason", 'endedAt', ${isoSql('c."endedAt"')},
  'durationSec', c."durationSec")`;

// A `turn` shows its row as stored now (redacted, renumbered), an `ended` the call's end.
const eventsAfter = preparedSql<{
  seq: number;
  type: LiveEvent["type"];
  data: string;
  turn: string | null;
  ended: string | null;
}>(
  "live-events-after",
  `SELECT e."seq", e."type", e."data"::text AS "data", to_jsonb(t)::text AS "turn", ${ENDED}::text AS "ended"
   FROM "CallLiveEvent" e
     LEFT JOIN "CallTurn" t ON e."type" = 'turn' AND t."id" = e."data" ->> 'turnId'
     LEFT JOIN "Call" c ON e."type" = 'ended' AND c."id" = e."callId"
   WHERE e."callId" = $1 AND e."seq" > $2 ORDER BY e."seq" LIMIT $3`,
);

/** A turn's row as the transcript shows it (turnView); JSON timestamps of a timestamp column are UTC without a zone. */
function turnData(row: string): string {
  const turn = JSON.parse(row) as StoredTurn & { startedAt: string; endedAt: string };
  return JSON.stringify(
    turnView({ ...turn, startedAt: new Date(`${turn.startedAt}Z`), endedAt: new Date(`${turn.endedAt}Z`) }),
  );
}

/** The call's events after `seq`, at most `limit`, in order. */
export async function liveEventsAfter(callId: string, seq: number, limit: number): Promise<LiveEvent[]> {
  const rows = await eventsAfter([callId, seq, limit]);
  // A turn deleted since (with its call) leaves nothing to show.
  return rows.flatMap(({ seq, type, data, turn, ended }): LiveEvent[] => {
    if (type === "turn") return turn ? [{ seq, type, data: turnData(turn) }] : [];
    return [{ seq, type, data: type === "ended" ? (ended ?? data) : data }];
  });
}

// As text: Prisma's PGlite adapter (the embedded database) cannot read a void column.
const settle = preparedSql(
  "live-settle-end",
  `SELECT svc_live_end(c."id", c."updatedAt" < (now() AT TIME ZONE 'UTC') - make_interval(secs => $2))::text AS "settled"
   FROM "Call" c WHERE c."id" = $1`,
);

/**
 * Closes the log of a call that ended: `ended` comes once its relay session is over (its last turns
 * are stored), or `graceSec` after the call's last change, should that session's process have died holding it.
 */
export async function settleLiveEnd(callId: string, graceSec: number): Promise<void> {
  await settle([callId, graceSec]);
}
