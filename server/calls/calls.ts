import type { ApiKeyMode, CallDirection, CallStatus } from "@/server/db/generated/enums";
import type { Call } from "@/server/db/generated/client";
import type { Db } from "@/server/db/client";
import { storableJson } from "@/server/db/storable";
import { relayAfterCommit } from "@/server/db/unit-of-work";
import { blockOf, hardBlockOf } from "@/server/dnc/dnc";
import { ApiError } from "@/server/errors";
import { callRequested } from "@/server/events";
import { pageQuery, toPage } from "@/server/db/pagination";
import { z } from "zod";
import { callView, type CallView, type createCallInput } from "./schemas";
import { turnSchema, turnView } from "./turns";

// Calls requested through the API: validated against the workspace (agent, caller numbers,
// do-not-call and hard-block lists), written `queued` with their `call/requested` event in the
// caller's unit of work. Everything after (dialing, statuses, webhooks) belongs to the dialer.

/** What `requestCall` takes: the create input of /v1 plus who is asking. */
export type CallRequest = z.infer<typeof createCallInput> & {
  workspaceId: string;
  mode: ApiKeyMode;
  apiKeyId?: string | null;
  /** The click-to-call source whose button asked for the call, if any. */
  sourceId?: string | null;
};

/** What the insert found out about the request, next to the call it wrote (all null when it wrote none). */
type RequestChecks = {
  agentFound: boolean;
  /** The caller number to use: the requested one if the workspace has it, else the agent's default, else the workspace's first. */
  allowedFrom: string | null;
  onDoNotCallList: boolean;
  allowedDestinationCountries: string[];
  callerNumbers: string[];
  outboxId: string | null;
};
type NoCall = { [K in keyof Call]: Call[K] | null };

/** The phone of the request's contact, which must be of the request's mode. */
async function contactPhone(db: Db, request: CallRequest): Promise<string | null> {
  const contact = await db.contact.findFirst({
    where: { id: request.contactId, workspaceId: request.workspaceId, mode: request.mode },
    select: { phone: true },
  });
  return contact?.phone ?? null;
}

/**
 * Checks the agent, caller number and do-not-call list, reads the workspace's countries and,
 * when all pass (and `insert`), writes the call and its `call/requested` outbox event: one
 * statement, as this is the API's hot path.
 */
async function insertIfAllowed(db: Db, request: CallRequest, to: string | null, insert: boolean) {
  const { workspaceId, agentId } = request;
  const json = (value: object | undefined) => (value ? storableJson(value) : null);
  const [row] = await db.$queryRaw<Array<RequestChecks & NoCall>>`
    WITH agent AS (
      SELECT n."number" AS "defaultFrom", a."version"
      FROM "Agent" a LEFT JOIN "CallerNumber" n ON n."id" = a."defaultCallerNumberId"
      WHERE a."id" = ${agentId} AND a."workspaceId" = ${workspaceId}
    ), checks AS (
      SELECT
        EXISTS (SELECT 1 FROM agent) AS "agentFound",
        CASE WHEN ${request.from ?? null}::text IS NOT NULL
          THEN (SELECT "number" FROM "CallerNumber" WHERE "workspaceId" = ${workspaceId} AND "number" = ${request.from ?? null}::text)
          ELSE COALESCE(
            (SELECT "defaultFrom" FROM agent),
            (SELECT "number" FROM "CallerNumber" WHERE "workspaceId" = ${workspaceId} ORDER BY "createdAt" LIMIT 1))
        END AS "allowedFrom",
        EXISTS (SELECT 1 FROM "DoNotCallEntry" WHERE "workspaceId" = ${workspaceId} AND "phone" = ${to}::text) AS "onDoNotCallList",
        (SELECT "allowedDestinationCountries" FROM "Workspace" WHERE "id" = ${workspaceId}) AS "allowedDestinationCountries",
        ARRAY(SELECT "number" FROM "CallerNumber" WHERE "workspaceId" = ${workspaceId}) AS "callerNumbers"
    ), new_call AS (
      INSERT INTO "Call" ("workspaceId", "agentId", "agentVersion", "contactId", "apiKeyId", "sourceId", "mode", "to", "from", "metadata", "variables", "createdAt", "updatedAt")
      SELECT ${workspaceId}, ${agentId}, (SELECT "version" FROM agent), ${request.contactId ?? null}, ${request.apiKeyId ?? null}, ${request.sourceId ?? null}, ${request.mode}::"ApiKeyMode",
             ${to}::text, checks."allowedFrom", ${json(request.metadata)}::jsonb, ${json(request.variables)}::jsonb,
             now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
      FROM checks
      WHERE ${insert} AND checks."agentFound" AND checks."allowedFrom" IS NOT NULL AND NOT checks."onDoNotCallList"
      RETURNING *
    ), new_outbox AS (
      INSERT INTO "Outbox" ("name", "payload", "createdAt")
      SELECT ${callRequested.name}::text, jsonb_build_object('callId', new_call."id", 'workspaceId', new_call."workspaceId"), now() AT TIME ZONE 'UTC' FROM new_call
      RETURNING "id"
    )
    SELECT checks.*, new_call.*, new_outbox."id" AS "outboxId" FROM checks LEFT JOIN new_call ON true LEFT JOIN new_outbox ON true`;
  return row;
}

/** Writes a queued call and emits its `call/requested` event; returns the call. Runs inside a unit of work. */
export async function requestCall(db: Db, request: CallRequest): Promise<Call> {
  const to = request.contactId ? await contactPhone(db, request) : request.to!;
  const hardBlock = to ? hardBlockOf(to) : null;
  const { agentFound, allowedFrom, onDoNotCallList, allowedDestinationCountries, callerNumbers, outboxId, ...call } =
    await insertIfAllowed(db, request, to, Boolean(to) && !hardBlock);
  // The checks in the order a client fixes them: agent, caller number, destination, blocks.
  if (!agentFound) throw new ApiError("AGENT_NOT_FOUND");
  if (!allowedFrom) {
    throw request.from
      ? new ApiError("FROM_NUMBER_NOT_ALLOWED")
      : new ApiError(
          "FROM_NUMBER_NOT_ALLOWED",
          "This workspace has no caller number to call from; add one in the settings.",
        );
  }
  if (!to) throw new ApiError("NOT_FOUND", "No contact with this id exists in this workspace.");
  // The workspace's countries are judged here, with what the statement read: a call it wrote to a
  // country not allowed is undone by the error rolling the transaction back.
  const blocked = blockOf(to, { allowedDestinationCountries, callerNumbers, onDoNotCallList });
  if (blocked) throw new ApiError("NUMBER_BLOCKED", undefined, { details: { reason: blocked.reason } });
  // Every check passed, so the statement wrote the call and its event: their columns are set.
  relayAfterCommit(db, [
    { id: outboxId!, name: callRequested.name, data: { callId: call.id!, workspaceId: request.workspaceId } },
  ]);
  return call as Call;
}

/** A call of the workspace in `mode`; a call of the other mode is as invisible as another workspace's. */
export async function getCall(db: Db, workspaceId: string, mode: ApiKeyMode, callId: string): Promise<Call> {
  const call = await db.call.findFirst({ where: { id: callId, workspaceId, mode } });
  if (!call) throw new ApiError("NOT_FOUND", "No call with this id exists in this workspace.");
  return call;
}

export const transcriptSchema = z.object({ callId: z.string(), turns: z.array(turnSchema) });

/** The call's turns in order; 404 when the workspace has no such call in `mode`. */
export async function getTranscript(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode,
  callId: string,
): Promise<z.infer<typeof transcriptSchema>> {
  await getCall(db, workspaceId, mode, callId);
  const turns = await db.callTurn.findMany({ where: { callId }, orderBy: { index: "asc" } });
  return { callId, turns: turns.map(turnView) };
}

export interface CallFilter {
  status?: CallStatus[];
  direction?: CallDirection;
  campaignId?: string;
  createdAfter?: string;
  createdBefore?: string;
  limit: number;
  cursor?: string;
}

export async function listCalls(db: Db, workspaceId: string, mode: ApiKeyMode, filter: CallFilter) {
  const query = pageQuery(filter);
  const rows = await db.call.findMany({
    ...query,
    where: {
      AND: [
        { workspaceId, mode },
        filter.status?.length ? { status: { in: filter.status } } : {},
        filter.direction ? { direction: filter.direction } : {},
        filter.campaignId ? { campaignId: filter.campaignId } : {},
        filter.createdAfter ? { createdAt: { gte: new Date(filter.createdAfter) } } : {},
        filter.createdBefore ? { createdAt: { lt: new Date(filter.createdBefore) } } : {},
        query.where,
      ],
    },
  });
  return toPage<Call, CallView>(rows, filter.limit, callView);
}

/** queued → canceled (with its timeline row); any other status: 409 CONFLICT. */
export async function cancelCall(db: Db, workspaceId: string, mode: ApiKeyMode, callId: string): Promise<Call> {
  const now = new Date();
  const { count } = await db.call.updateMany({
    where: { id: callId, workspaceId, mode, status: "queued" },
    data: { status: "canceled", endedAt: now },
  });
  const call = await getCall(db, workspaceId, mode, callId);
  if (!count) {
    throw new ApiError("CONFLICT", `Only a queued call can be canceled; this call is ${call.status}.`, {
      details: { status: call.status },
    });
  }
  await db.callEvent.create({ data: { callId, status: "canceled", occurredAt: now } });
  return call;
}
