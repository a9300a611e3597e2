import type { Prisma } from "@/server/db/client";
import type { Call, CallEndedReason, CallStatus } from "@/server/db/generated/client";
import { announceSql, CALL_ROW } from "@/server/calls/announcements";
import { isTerminal, statusesBefore } from "@/server/calls/statuses";
import { shapedSql, sqlParameters } from "@/server/db/sql";
import { PLACING_CAMPAIGN_STATUSES } from "@/server/campaigns/statuses";
import { callAnalysisRequested, callClosed } from "@/server/events";
import { priceAskSql } from "@/server/metering/reconcile";
import { outboxRowsSql, relayOutboxRows } from "@/server/outbox/outbox";
import { DELIVERY_OUTBOX } from "@/server/webhooks/events";

// A call's status only moves forward (server/calls/statuses.ts, docs/decisions.md "Call statuses": queued → dialing → ringing
// → in_progress → completed, or one of the other terminal statuses). Each status reached is
// recorded once as a CallEvent and announced once as a webhook event, whichever of a retried step,
// a duplicate or late carrier callback gets there first.
//
// A transition is one statement through pg, the hot path of every call (docs/decisions.md "The hot
// path in SQL"): the guarded update, its CallEvent, its webhook event with a delivery and outbox
// row per subscribed endpoint (server/calls/announcements.ts) and, at the call's end, its wrap-up (wrapUpSql) commit together or not
// at all; the statement returns its outbox rows, which go to the relay without being read back.

/** What a transition may set besides the status. */
export type TransitionFields = Partial<
  Pick<
    Call,
    | "provider"
    | "providerCallId"
    | "dialedAt"
    | "answeredAt"
    | "endedAt"
    | "durationSec"
    | "failureReason"
    | "endedReason"
  >
>;

const UTC_TIMESTAMP = "timestamptz AT TIME ZONE 'UTC'";
/** The SQL type of each field; timestamps travel as ISO strings and are stored in UTC, as Prisma stores them. */
const FIELD_TYPES: Record<keyof TransitionFields, string> = {
  provider: "text",
  providerCallId: "text",
  dialedAt: UTC_TIMESTAMP,
  answeredAt: UTC_TIMESTAMP,
  endedAt: UTC_TIMESTAMP,
  durationSec: "integer",
  failureReason: "text",
  endedReason: '"CallEndedReason"',
};

/** The wrap-up's CTEs (wrapUpSql) that write an outbox row (outboxRowsSql reads them). */
export const WRAP_UP_ANALYSIS = "analysis";
export const WRAP_UP_CLOSED = "closed";
const WRAP_UP_CTES = [WRAP_UP_ANALYSIS, WRAP_UP_CLOSED] as const;

/**
 * The wrap-up of a call's end, as CTEs over `moved` (the call just ended): the analysis of a call
 * someone answered is requested, the carrier's price is to be asked for (a carrier that bills),
 * and `call/closed` says whether a campaign may take the freed slot (a call of a campaign, or any
 * call of a workspace with a campaign that may place calls). A campaign created while this
 * statement runs is not seen here: its first dispatch looks again a moment later
 * (server/campaigns/dispatch.ts).
 */
function wrapUpSql(add: (value: unknown) => string): string {
  return `${WRAP_UP_ANALYSIS} AS (
      INSERT INTO "Outbox" ("name", "payload", "createdAt")
      SELECT ${add(callAnalysisRequested.name)}, jsonb_build_object('callId', moved."id", 'workspaceId', moved."workspaceId"), now() AT TIME ZONE 'UTC'
      FROM moved WHERE moved."answeredAt" IS NOT NULL
      RETURNING "id", "name", "payload"
    ), ${WRAP_UP_CLOSED} AS (
      INSERT INTO "Outbox" ("name", "payload", "createdAt")
      SELECT ${add(callClosed.name)}, jsonb_build_object('callId', moved."id", 'workspaceId', moved."workspaceId", 'provider', NULL,
        'campaigns', moved."campaignId" IS NOT NULL OR EXISTS (
          SELECT 1 FROM "Campaign" campaign WHERE campaign."workspaceId" = moved."workspaceId"
            AND campaign."status"::text = ANY(${add(PLACING_CAMPAIGN_STATUSES)}::text[]))), now() AT TIME ZONE 'UTC'
      FROM moved
      RETURNING "id", "name", "payload"
    ), price_ask AS (${priceAskSql(add)})`;
}

export interface AdvanceOptions {
  /** The CallEvent's detail. */
  detail?: Prisma.InputJsonObject;
  /** The call must be this provider's, and this carrier call (or one whose id is not saved yet). */
  carrier?: { provider: string; providerCallId: string };
  /** Why the call ended, unless a reason was given before (fields.endedReason overrides instead). */
  endedReasonIfNone?: CallEndedReason;
  /** Wrap the call up with its end: its analysis requested, its price to be asked for, `call/closed` emitted (wrapUpSql). */
  announceEnd?: boolean;
}

/**
 * Moves the call to `status` (with `fields`) if that is forward (and the carrier matches) and
 * announces it, in one statement; returns whether it moved.
 */
export async function advanceCall(
  callId: string,
  status: CallStatus,
  fields: TransitionFields = {},
  options: AdvanceOptions = {},
): Promise<boolean> {
  const { add, values } = sqlParameters();
  const set = (Object.keys(fields) as (keyof TransitionFields)[])
    .filter((field) => fields[field] !== undefined)
    .map((field) => `"${field}" = ${add(fields[field])}::${FIELD_TYPES[field]}`);
  if (options.endedReasonIfNone && fields.endedReason === undefined)
    set.push(`"endedReason" = COALESCE("endedReason", ${add(options.endedReasonIfNone)}::"CallEndedReason")`);
  const announceEnd = Boolean(options.announceEnd) && isTerminal(status);
  const carrier = options.carrier
    ? `AND "provider" = ${add(options.carrier.provider)} AND ("providerCallId" IS NULL OR "providerCallId" = ${add(options.carrier.providerCallId)})`
    : "";
  const [row] = await shapedSql<{ moved: boolean; events: string | null }>(
    `WITH moved AS (
      UPDATE "Call" SET "status" = ${add(status)}::"CallStatus", "updatedAt" = now() AT TIME ZONE 'UTC'${set.map((s) => `, ${s}`).join("")}
      WHERE "id" = ${add(callId)} AND "status"::text = ANY(${add(statusesBefore(status))}::text[]) ${carrier}
      RETURNING *
    ), ${announceSql(add, `moved ${CALL_ROW}`, { status: `${CALL_ROW}."status"`, detail: options.detail, occurredAt: `${CALL_ROW}."updatedAt"` })}${announceEnd ? `, ${wrapUpSql(add)}` : ""}
    SELECT EXISTS (SELECT 1 FROM moved) AS "moved", ${outboxRowsSql(announceEnd ? [DELIVERY_OUTBOX, ...WRAP_UP_CTES] : [DELIVERY_OUTBOX])}`,
    values,
  );
  relayOutboxRows(row.events);
  return row.moved;
}
