import type { ApiKeyMode, CallDirection, CallStatus } from "@/server/db/generated/enums";
import type { Call } from "@/server/db/generated/client";
import type { Db } from "@/server/db/client";
import { storableJson } from "@/server/db/storable";
import { relayAfterCommit } from "@/server/db/unit-of-work";
import { hardBlockOf } from "@/server/dnc/dnc";
import { judgeDestination, rememberCallerNumbers } from "@/server/dnc/judgement";
import { ApiError } from "@/server/errors";
import { callRequested } from "@/server/events";
import { pageQuery, toPage } from "@/server/db/pagination";
import { z } from "zod";
import {
  ADMISSION,
  admissionSql,
  CALL_OUTBOX,
  INSERTED_CALL,
  insertCallSql,
  OUTBOUND,
  refusalOf,
  type AdmissionRow,
} from "./admission";
import { readWorkspacePhones } from "@/server/workspaces/default-country";
import { callView, type CallView, type createCallInput } from "./schemas";
import { turnSchema, turnView } from "./turns";

// Calls requested through the API: admitted (server/calls/admission.ts: agent, caller number,
// destination), written `queued` with their `call/requested` event in the
// caller's unit of work. Everything after (dialing, statuses, webhooks) belongs to the dialer.

/** What `requestCall` takes: the create input of /v1 plus who is asking. */
export type CallRequest = z.infer<typeof createCallInput> & {
  workspaceId: string;
  mode: ApiKeyMode;
  apiKeyId?: string | null;
  /** The click-to-call source whose button asked for the call, if any. */
  sourceId?: string | null;
};

/** The statement's row: the checks, and the call's columns (all null when it wrote none). */
type AdmittedRow = { admission: AdmissionRow; outboxId: string | null } & { [K in keyof Call]: Call[K] | null };

/** The phone of the request's contact, which must be of the request's mode. */
async function contactPhone(db: Db, request: CallRequest): Promise<string | null> {
  const contact = await db.contact.findFirst({
    where: { id: request.contactId, workspaceId: request.workspaceId, mode: request.mode },
    select: { phone: true },
  });
  return contact?.phone ?? null;
}

const checks = admissionSql(OUTBOUND, {
  workspace: "$1",
  agent: "$2",
  to: "$3",
  requestedFrom: "$4",
  hardBlock: "$5",
  destination: ["$6", "$7", "$8"],
});

// The admission checks and, when all pass, the call with its `call/requested` outbox event: one
// statement, as this is the API's hot path. $1 workspace, $2 agent, $3 to, $4 requested from, $5
// hard-block reason, $6-$8 destination judgement, $9 contact, $10 API key, $11 source, $12 mode,
// $13 metadata, $14 variables, $15 event name.
const insertIfAdmitted = `
  WITH ${checks.ctes}, ${insertCallSql({
    columns: {
      workspaceId: "$1",
      agentId: "$2",
      agentVersion: `${ADMISSION}."agentVersion"`,
      contactId: "$9",
      apiKeyId: "$10",
      sourceId: "$11",
      mode: `$12::"ApiKeyMode"`,
      to: "$3::text",
      from: `${ADMISSION}."allowedFrom"`,
      metadata: "$13::jsonb",
      variables: "$14::jsonb",
    },
    from: `${ADMISSION} WHERE ${checks.admitted}`,
    event: "$15",
    returning: ["*"],
  })}
  SELECT to_jsonb(${ADMISSION}) AS "admission", ${INSERTED_CALL}.*, ${CALL_OUTBOX}."id" AS "outboxId"
  FROM ${ADMISSION} LEFT JOIN ${INSERTED_CALL} ON true LEFT JOIN ${CALL_OUTBOX} ON true`;

/** Writes a queued call and emits its `call/requested` event; returns the call. Runs inside a unit of work. */
export async function requestCall(db: Db, request: CallRequest): Promise<Call> {
  const { workspaceId } = request;
  const { to: given, from } = await readWorkspacePhones(db, workspaceId, { to: request.to, from: request.from });
  const to = request.contactId ? await contactPhone(db, request) : given!;
  const json = (value: object | undefined) => (value ? storableJson(value) : null);
  let row: AdmittedRow | undefined;
  let refused: ApiError | null = null;
  // Twice at most: the second time with the caller numbers the first read (server/dnc/judgement.ts).
  for (let attempt = 0; attempt < 2 && !row?.id; attempt++) {
    [row] = await db.$queryRawUnsafe<AdmittedRow[]>(
      insertIfAdmitted,
      workspaceId,
      request.agentId,
      to,
      from ?? null,
      to ? (hardBlockOf(to)?.reason ?? null) : "invalid",
      ...judgeDestination(workspaceId, to ?? ""),
      request.contactId ?? null,
      request.apiKeyId ?? null,
      request.sourceId ?? null,
      request.mode,
      json(request.metadata),
      json(request.variables),
      callRequested.name,
    );
    rememberCallerNumbers(workspaceId, row.admission.callerNumbers);
    refused = refusalOf(OUTBOUND, row.admission, from);
    if (row.id || refused) break;
  }
  const { admission: _checks, outboxId, ...call } = row!;
  // The agent and caller number come first; then a contact that is not there, then the number's blocks.
  if (refused && refused.code !== "NUMBER_BLOCKED") throw refused;
  if (!to) throw new ApiError("NOT_FOUND", "No contact with this id exists in this workspace.");
  if (refused) throw refused;
  if (!call.id) throw new ApiError("SERVICE_UNAVAILABLE"); // the caller numbers kept changing under it
  relayAfterCommit(db, [{ id: outboxId!, name: callRequested.name, data: { callId: call.id, workspaceId } }]);
  return call as Call;
}

/**
 * A call of the workspace in `mode`; a call of the other mode is as invisible as another
 * workspace's. `mode` null: either (a member of the settings UI, who sees both).
 */
export async function getCall(db: Db, workspaceId: string, mode: ApiKeyMode | null, callId: string): Promise<Call> {
  const call = await db.call.findFirst({ where: { id: callId, workspaceId, ...(mode ? { mode } : {}) } });
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
  experimentId?: string;
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
        filter.experimentId ? { experimentId: filter.experimentId } : {},
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
