import { destinationSql, WORKSPACE, type DestinationColumns } from "@/server/dnc/judgement";
import type { BlockReason } from "@/server/dnc/dnc";
import { ApiError } from "@/server/errors";

// What every new call passes before it is written, in one place (docs/decisions.md "Admission"),
// as SQL fragments each way of creating a call composes into its own one statement (the hot path
// stays one round trip, docs/decisions.md "The hot path in SQL"):
//
//   1. the agent is the workspace's                                   422 AGENT_NOT_FOUND
//   2. the caller number: the requested one if the workspace has it,
//      else the agent's default, else the workspace's first            422 FROM_NUMBER_NOT_ALLOWED
//   3. the destination: hard blocks, then the workspace's dialing
//      permissions (allowed countries), then its do-not-call list     422 NUMBER_BLOCKED (details.reason)
//   4. capacity: fewer open calls (server/calls/statuses.ts) than the
//      workspace's maxCallsInFlight, counted under the workspace's
//      calls-in-flight lock (callsInFlightSql)                         429 RATE_LIMITED (details.reason "calls_in_flight")
//
// Single outbound calls (originate, POST /calls, click-to-call) run 1–3 and are not held to
// capacity (docs/decisions.md "Capacity": they may exceed it, campaigns then wait). A campaign
// runs 1 and 2 (CAMPAIGN) when it is created, once per caller number asked for, and a
// recipient's blocks when it is added (same codes and reasons); its dispatch writes calls with
// insertCallSql into its share of the free capacity. Inbound calls run 1 and 4.
//
// Composing it (placeholders are the statement's own, e.g. "$1"):
//
//   const checks = admissionSql(OUTBOUND, { workspace: "$1", agent: "$2", to: "$3", requestedFrom: "$4",
//     hardBlock: "$5", destination: ["$6", "$7", "$8"] });
//   WITH ${checks.ctes}, ${insertCallSql({ columns: { … }, from: `${ADMISSION} WHERE ${checks.admitted}`, event: "$10" })}
//   SELECT ${ADMISSION}.*, … FROM ${ADMISSION} …
//
// `checks.ctes` defines the CTEs `agent`, WORKSPACE and ADMISSION (one row, AdmissionRow's
// columns); `checks.admitted` is the SQL condition that every check passed; `refusalOf(checks,
// row, requestedFrom)` is the first failed check as the error every path answers. A destination
// judged with caller numbers that changed meanwhile leaves `blockedReason` null: remember
// `row.callerNumbers` (server/dnc/judgement.ts) and run the statement again.
//
// An inbound call (server/inbound/statements.ts) composes `admissionSql(INBOUND, { workspace, agent, openStatuses })` (openStatuses
// takes OPEN_STATUSES): no caller number and no destination checks (the caller chose us),
// capacity yes; it writes its own columns (direction, status, …) with `insertCallSql`, whose
// `call/requested` outbox row (the dialer's cue) is written only for a call inserted `queued`.
// tests/integration/admission.test.ts composes INBOUND as an example.

/** Which checks a way of creating a call runs; the agent's is always run. */
export interface AdmissionChecks {
  callerNumber: boolean;
  /** Hard blocks, allowed countries and the do-not-call list. */
  destination: boolean;
  capacity: boolean;
}

export const OUTBOUND: AdmissionChecks = { callerNumber: true, destination: true, capacity: false };
export const INBOUND: AdmissionChecks = { callerNumber: false, destination: false, capacity: true };
export const CAMPAIGN: AdmissionChecks = { callerNumber: true, destination: false, capacity: false };

/** The statement's placeholders the checks read; those of a check not run may be left out. */
export interface AdmissionSlots {
  workspace: string;
  agent: string;
  /** text, E.164: the number called. */
  to?: string;
  /** text: the caller number asked for, null for the rule's default. */
  requestedFrom?: string;
  /** text: the hard-block reason of `to` (hardBlockOf), null when none. */
  hardBlock?: string;
  /** The three placeholders of judgeDestination's parameters. */
  destination?: [country: string, numbers: string, allowed: string];
  /** text[]: OPEN_STATUSES. */
  openStatuses?: string;
}

/** The CTE of the checks' verdict, one row of AdmissionRow's columns, for the statement to read. */
export const ADMISSION = "admission";
/** The CTE of the checks before the destination's verdict (admissionSql's own). */
const ADMISSION_CHECKS = "admission_checks";

/** The columns of the CTE ADMISSION. */
export type AdmissionRow = DestinationColumns & {
  agentFound: boolean;
  agentVersion: number | null;
  /** The caller number to use (null: none allowed, or not checked). */
  allowedFrom: string | null;
  onDoNotCallList: boolean;
  /** Why the destination is blocked; '' when it is not; null when it could not be judged (judge again). */
  blockedReason: BlockReason | "" | null;
  atCapacity: boolean;
  maxCallsInFlight: number;
};

function missing(name: string): never {
  throw new Error(`admissionSql: the checks asked for need the ${name} placeholder`);
}

function required(slot: string | undefined, name: string): string {
  return slot ?? missing(name);
}

/** The CTEs `agent`, WORKSPACE (server/dnc/judgement.ts), ADMISSION, and the condition that the request passed every check. */
export function admissionSql(checks: AdmissionChecks, slots: AdmissionSlots): { ctes: string; admitted: string } {
  const { workspace, agent } = slots;
  const capacity = `(SELECT "maxCallsInFlight" FROM "Workspace" WHERE "id" = ${workspace}) AS "maxCallsInFlight"`;
  const destination = checks.destination
    ? destinationSql(workspace, ...(slots.destination ?? missing("destination")), [capacity])
    : null;
  const to = checks.destination ? required(slots.to, "to") : "";
  const hardBlock = checks.destination ? required(slots.hardBlock, "hardBlock") : "";
  const requestedFrom = checks.callerNumber ? required(slots.requestedFrom, "requestedFrom") : "";
  const open = checks.capacity ? required(slots.openStatuses, "openStatuses") : "";
  const callerNumber = checks.callerNumber
    ? `CASE WHEN ${requestedFrom}::text IS NOT NULL
        THEN (SELECT "number" FROM "CallerNumber" WHERE "workspaceId" = ${workspace} AND "number" = ${requestedFrom}::text)
        ELSE COALESCE(
          (SELECT "defaultFrom" FROM agent),
          (SELECT "number" FROM "CallerNumber" WHERE "workspaceId" = ${workspace} ORDER BY "createdAt" LIMIT 1))
      END`
    : "NULL::text";
  const onDoNotCallList = destination
    ? `EXISTS (SELECT 1 FROM "DoNotCallEntry" WHERE "workspaceId" = ${workspace} AND "phone" = ${to}::text)`
    : "false";
  const atCapacity = checks.capacity
    ? `${callsInFlightSql(workspace, open, `${WORKSPACE}."maxCallsInFlight"`)} >= ${WORKSPACE}."maxCallsInFlight"`
    : "false";
  const ctes = `agent AS (
      SELECT n."number" AS "defaultFrom", a."version"
      FROM "Agent" a LEFT JOIN "CallerNumber" n ON n."id" = a."defaultCallerNumberId"
      WHERE a."id" = ${agent} AND a."workspaceId" = ${workspace}
    ), ${destination ? destination.workspaceCte : `${WORKSPACE} AS (SELECT ${capacity})`}, ${ADMISSION_CHECKS} AS (
      SELECT
        EXISTS (SELECT 1 FROM agent) AS "agentFound",
        (SELECT "version" FROM agent) AS "agentVersion",
        ${callerNumber} AS "allowedFrom",
        ${onDoNotCallList} AS "onDoNotCallList",
        ${destination ? destination.columns : `ARRAY[]::text[] AS "allowedDestinationCountries", ARRAY[]::text[] AS "callerNumbers", true AS "destinationAllowed"`},
        ${atCapacity} AS "atCapacity",
        ${WORKSPACE}."maxCallsInFlight"
      FROM ${WORKSPACE}
    ), ${ADMISSION} AS (
      SELECT ${ADMISSION_CHECKS}.*, ${
        destination
          ? `CASE
        WHEN ${hardBlock}::text IS NOT NULL THEN ${hardBlock}::text
        WHEN ${ADMISSION_CHECKS}."destinationAllowed" IS NULL THEN NULL
        WHEN NOT ${ADMISSION_CHECKS}."destinationAllowed" THEN 'destination_not_allowed'
        WHEN ${ADMISSION_CHECKS}."onDoNotCallList" THEN 'do_not_call'
        ELSE '' END`
          : "''"
      } AS "blockedReason"
      FROM ${ADMISSION_CHECKS}
    )`;
  const admitted = [
    `${ADMISSION}."agentFound"`,
    checks.callerNumber ? `${ADMISSION}."allowedFrom" IS NOT NULL` : "true",
    `${ADMISSION}."blockedReason" = ''`,
    `NOT ${ADMISSION}."atCapacity"`,
  ].join(" AND ");
  return { ctes, admitted };
}

/**
 * The workspace's open calls (`openStatuses`: OPEN_STATUSES' placeholder), counted up to `upTo`,
 * under the workspace's calls-in-flight lock, held to the end of the transaction: the one way
 * calls in flight are counted for admitting more, so that two admissions never both take the last
 * free slot (docs/decisions.md "Capacity"). It counts as of the moment the lock is held, not the
 * statement's start: calls admitted by a statement that committed meanwhile count.
 */
export function callsInFlightSql(workspace: string, openStatuses: string, upTo: string): string {
  return `svc_calls_in_flight(${workspace}, ${openStatuses}::text[], ${upTo})`;
}

/** Takes the workspace's calls-in-flight lock (callsInFlightSql) for the rest of the transaction, first thing. */
export function lockCallsInFlightSql(workspace: string): string {
  return `SELECT svc_lock_calls_in_flight(${workspace})`;
}

/**
 * The first failed check, as every way of creating a call answers it; null when every check
 * passed, or when only the destination could not be judged (`blockedReason` null: judge again).
 * `requestedFrom`: the caller number asked for, if any (its refusal names it).
 */
export function refusalOf(checks: AdmissionChecks, row: AdmissionRow, requestedFrom?: string | null): ApiError | null {
  if (!row.agentFound) return new ApiError("AGENT_NOT_FOUND");
  if (checks.callerNumber && !row.allowedFrom) {
    return requestedFrom
      ? new ApiError("FROM_NUMBER_NOT_ALLOWED")
      : new ApiError(
          "FROM_NUMBER_NOT_ALLOWED",
          "This workspace has no caller number to call from; add one in the settings.",
        );
  }
  if (row.blockedReason) return new ApiError("NUMBER_BLOCKED", undefined, { details: { reason: row.blockedReason } });
  if (row.atCapacity) return capacityRefusal(row.maxCallsInFlight);
  return null;
}

/** A workspace with as many open calls as its limit: retry once one ends. */
export function capacityRefusal(maxCallsInFlight: number): ApiError {
  return new ApiError(
    "RATE_LIMITED",
    `This workspace has ${maxCallsInFlight} calls in flight, its limit (maxCallsInFlight); retry when one ends.`,
    { details: { reason: "calls_in_flight", maxCallsInFlight }, headers: { "Retry-After": "5" } },
  );
}

/** The Call columns a new call is written with, each an SQL expression over the statement's relations. */
export type CallColumns = Record<string, string>;

/** The CTE of the calls insertCallSql writes. */
export const INSERTED_CALL = "inserted_call";
/** The CTE of their `call/requested` outbox rows (outboxRowsSql reads it). */
export const CALL_OUTBOX = "call_outbox";

/**
 * The CTEs INSERTED_CALL (the calls of `columns`, selected `from` the statement's relations
 * with `conflict` if given; returning "id", "workspaceId", "status" and the columns `returning` names, or all for "*") and
 * CALL_OUTBOX (a `call/requested` outbox row, `event` being its name's placeholder, for each
 * queued call; returning "id", "name", "payload", for outboxRowsSql). The one way a call is written.
 */
export function insertCallSql({
  columns,
  from,
  event,
  conflict = "",
  returning = [],
}: {
  columns: CallColumns;
  from: string;
  event: string;
  conflict?: string;
  returning?: string[];
}): string {
  const at = `now() AT TIME ZONE 'UTC'`;
  const values = { createdAt: at, updatedAt: at, ...columns };
  return `${INSERTED_CALL} AS (
      INSERT INTO "Call" (${Object.keys(values)
        .map((name) => `"${name}"`)
        .join(", ")})
      SELECT ${Object.values(values).join(", ")}
      FROM ${from}
      ${conflict}
      RETURNING ${returning.includes("*") ? "*" : ["id", "workspaceId", "status", ...returning].map((name) => `"${name}"`).join(", ")}
    ), ${CALL_OUTBOX} AS (
      INSERT INTO "Outbox" ("name", "payload", "createdAt")
      SELECT ${event}::text, jsonb_build_object('callId', ${INSERTED_CALL}."id", 'workspaceId', ${INSERTED_CALL}."workspaceId"), ${at}
      FROM ${INSERTED_CALL} WHERE ${INSERTED_CALL}."status" = 'queued'
      RETURNING "id", "name", "payload"
    )`;
}
