import {
  ADMISSION,
  admissionSql,
  INBOUND,
  INSERTED_CALL,
  insertCallSql,
  refusalOf,
  type AdmissionRow,
} from "@/server/calls/admission";
import { announceWrittenSql } from "@/server/calls/announcements";
import { ANSWERED_ON_ARRIVAL, OPEN_STATUSES } from "@/server/calls/statuses";
import { db, type Prisma } from "@/server/db/client";
import type { Agent } from "@/server/db/generated/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { shapedSql, sqlParameters } from "@/server/db/sql";
import { storableJson } from "@/server/db/storable";
import { callRequested } from "@/server/events";
import { outboxRowsSql, relayOutboxRows } from "@/server/outbox/outbox";
import type { ProviderName } from "@/server/telephony/provider";
import { DELIVERY_OUTBOX } from "@/server/webhooks/events";

// Every statement of an inbound call's way (server/inbound/answer.ts: look up → route → admit →
// answer), owned here once, its CTE names with it. The call row is composed from admission
// (server/calls/admission.ts: the agent's and the workspace's capacity checks, and the one Call
// insert) and announced as written answered (server/calls/announcements.ts), in one statement:
// one commit on the carrier's wait. For a number without a routing URL, which has nothing more to
// ask, the look-up and that write are the same statement (docs/decisions.md "The hot path in SQL").

export interface IncomingCall {
  provider: ProviderName;
  /** The carrier's id of the call (Twilio: CallSid): the same one twice is one call. */
  providerCallId: string;
  /** Our number, E.164. */
  to: string;
  /** The caller, E.164 (or whatever the carrier has: "anonymous"). */
  from: string;
  /** Only the simulator rings within one workspace; a carrier's number is found wherever it is answered. */
  workspaceId?: string;
}

/** The Call row of an inbound call. */
export interface InboundCall {
  id: string;
  workspaceId: string;
  agentId: string;
  mode: ApiKeyMode;
  /** Our number. */
  to: string;
  /** The caller. */
  from: string;
  contactId: string | null;
  provider: string;
  providerCallId: string;
  variables: Record<string, string>;
  metadata: Prisma.InputJsonObject | null;
  routing: Prisma.InputJsonObject | null;
}

/** An inbound call before it is known who answers it. */
export type UnansweredCall = Omit<InboundCall, "workspaceId" | "agentId" | "contactId">;

/** What the carrier's answer needs of an agent: its id and voice. */
const agentFields = {
  id: true,
  ttsProvider: true,
  voice: true,
  language: true,
  maxDurationSec: true,
} as const;

export type AgentVoice = Pick<Agent, keyof typeof agentFields>;

export type InboundAdmission = { callId: string; created: boolean } | { busy: true } | { noAgent: true };

/** A number answering the call, with a routing URL to ask first. */
export interface NumberToRoute {
  id: string;
  workspaceId: string;
  routingUrl: string;
  /** Sealed (server/numbers/routing-secret.ts). */
  routingSecretSealed: string;
  routingTimeoutMs: number;
  /** The number's own agent: it answers unless the routing URL names another. */
  agent: AgentVoice;
  /** The caller's contact in the workspace, if any. */
  contact: { id: string; name: string | null; phone: string; email: string | null } | null;
}

/** What the look-up found. */
export type LookUp =
  | { found: "call"; callId: string }
  | { found: "nobody" }
  | { found: "admitted"; admission: InboundAdmission; agent: AgentVoice }
  | { found: "routing"; number: NumberToRoute };

/** The carrier's call already written (the same CallSid again). */
const callOfCarrierSql = (provider: string, providerCallId: string) =>
  `SELECT "id" FROM "Call" WHERE "provider" = ${provider} AND "providerCallId" = ${providerCallId}`;

/** Who answers the call, as SQL expressions (placeholders, or over the statement's CTEs). */
interface AnswererSql {
  workspaceId: string;
  agentId: string;
  contactId: string;
  /** A CTE of the statement's of one row or none: none, and no call is written. */
  only?: string;
}

/** The columns of an inbound admission: `admission`'s, the call the CallSid already has, the call written, its outbox rows. */
type AdmissionColumns = AdmissionRow & { existing: string | null; created: string | null; events: string | null };

/**
 * CTEs writing the call answered (`in_progress`: never queued for the dialer, no `call/requested`)
 * with the CallEvents and webhooks of `ringing` then `in_progress`; unless the carrier's call
 * already has one (the CTE `existing`, which the statement defines first), the agent is gone, or
 * the workspace is at its maxCallsInFlight. `columns` is AdmissionColumns' select list (FROM admission).
 */
function admissionCtes(
  add: (value: unknown) => string,
  call: UnansweredCall,
  answerer: AnswererSql,
): { ctes: string; columns: string } {
  const checks = admissionSql(INBOUND, {
    workspace: answerer.workspaceId,
    agent: answerer.agentId,
    openStatuses: add(OPEN_STATUSES),
  });
  const json = (value: object | null) => `${add(value ? storableJson(value) : null)}::jsonb`;
  const ctes = `${checks.ctes}, ${insertCallSql({
    columns: {
      id: add(call.id),
      workspaceId: answerer.workspaceId,
      agentId: answerer.agentId,
      agentVersion: `${ADMISSION}."agentVersion"`,
      contactId: answerer.contactId,
      mode: `${add(call.mode)}::"ApiKeyMode"`,
      direction: `'inbound'`,
      status: `'in_progress'`,
      to: add(call.to),
      from: add(call.from),
      provider: add(call.provider),
      providerCallId: add(call.providerCallId),
      variables: json(call.variables),
      metadata: json(call.metadata),
      routing: json(call.routing),
      dialedAt: `now() AT TIME ZONE 'UTC'`,
      answeredAt: `now() AT TIME ZONE 'UTC'`,
    },
    from: `${answerer.only ? `${answerer.only}, ` : ""}${ADMISSION} WHERE ${checks.admitted} AND NOT EXISTS (SELECT 1 FROM existing)`,
    conflict: `ON CONFLICT ("provider", "providerCallId") DO NOTHING`,
    event: add(callRequested.name),
    returning: ["*"],
  })}, ${announceWrittenSql(add, INSERTED_CALL, ANSWERED_ON_ARRIVAL)}`;
  const columns = `${ADMISSION}.*, (SELECT "id" FROM existing) AS "existing", (SELECT "id" FROM ${INSERTED_CALL}) AS "created",
      ${outboxRowsSql([DELIVERY_OUTBOX])}`;
  return { ctes, columns };
}

/** What an admission's row says, its outbox rows relayed. */
async function admissionOf(row: AdmissionColumns, call: UnansweredCall): Promise<InboundAdmission> {
  relayOutboxRows(row.events);
  if (row.existing) return { callId: row.existing, created: false };
  if (row.created) return { callId: row.created, created: true };
  const refusal = refusalOf(INBOUND, row);
  if (refusal?.code === "AGENT_NOT_FOUND") return { noAgent: true };
  if (refusal) return { busy: true };
  // The same CallSid, written by a request racing this one: its call.
  const { add, values } = sqlParameters();
  const [raced] = await shapedSql<{ id: string }>(
    callOfCarrierSql(add(call.provider), add(call.providerCallId)),
    values,
  );
  return raced ? { callId: raced.id, created: false } : { busy: true };
}

type LookUpRow = AdmissionColumns & {
  existingCallId: string | null;
  numberId: string | null;
  workspaceId: string;
  routingUrl: string | null;
  routingSecretSealed: string | null;
  routingTimeoutMs: number;
  contactId: string | null;
  contactName: string | null;
  contactPhone: string;
  contactEmail: string | null;
} & { [field in keyof AgentVoice]: AgentVoice[field] | null };

/**
 * Look up, in one statement: the call the carrier's call id already has, else the number
 * answering `to` (in the simulator's workspace, else wherever it is answered) with its agent, and
 * the caller's contact; for a number without a routing URL, the call is admitted and written too.
 */
export async function lookUpIncomingCall(call: IncomingCall, written: UnansweredCall): Promise<LookUp> {
  const { add, values } = sqlParameters();
  const existing = callOfCarrierSql(add(call.provider), add(call.providerCallId));
  const { ctes, columns } = admissionCtes(add, written, {
    workspaceId: `(SELECT "workspaceId" FROM unrouted)`,
    agentId: `(SELECT "id" FROM unrouted)`,
    contactId: `(SELECT "contactId" FROM unrouted)`,
    only: "unrouted",
  });
  const simulated = add(call.workspaceId ?? null);
  const [row] = await shapedSql<LookUpRow>(
    `WITH existing AS (${existing}), found AS (
      SELECT (SELECT "id" FROM existing) AS "existingCallId",
        n."id" AS "numberId", n."workspaceId", n."routingUrl", n."routingSecretSealed", n."routingTimeoutMs",
        a."id", a."ttsProvider"::text AS "ttsProvider", a."voice", a."language", a."maxDurationSec",
        c."id" AS "contactId", c."name" AS "contactName", c."phone" AS "contactPhone", c."email" AS "contactEmail"
      FROM (SELECT 1) one
        LEFT JOIN "CallerNumber" n ON n."number" = ${add(call.to)} AND n."inboundAgentId" IS NOT NULL
          AND (${simulated}::text IS NULL OR n."workspaceId" = ${simulated})
        LEFT JOIN "Agent" a ON a."id" = n."inboundAgentId"
        LEFT JOIN "Contact" c ON c."workspaceId" = n."workspaceId" AND c."mode" = ${add(written.mode)}::"ApiKeyMode" AND c."phone" = ${add(call.from)}
    ), unrouted AS (
      SELECT * FROM found WHERE "existingCallId" IS NULL AND "id" IS NOT NULL
        AND (COALESCE("routingUrl", '') = '' OR "routingSecretSealed" IS NULL)
    ), ${ctes}
    SELECT found.*, ${columns} FROM found, ${ADMISSION}`,
    values,
  );
  if (row.existingCallId) return { found: "call", callId: row.existingCallId };
  if (!row.numberId || !row.id) return { found: "nobody" };
  // The number's agent: its columns are set, as the number was found.
  const agent = row as LookUpRow & AgentVoice;
  if (!row.routingUrl || !row.routingSecretSealed)
    return { found: "admitted", admission: await admissionOf(row, written), agent };
  const contact = row.contactId
    ? { id: row.contactId, name: row.contactName, phone: row.contactPhone, email: row.contactEmail }
    : null;
  return {
    found: "routing",
    number: {
      id: row.numberId,
      workspaceId: row.workspaceId,
      routingUrl: row.routingUrl,
      routingSecretSealed: row.routingSecretSealed,
      routingTimeoutMs: row.routingTimeoutMs,
      agent,
      contact,
    },
  };
}

/** Admit: writes the call answered (admissionCtes) in one statement, for a call whose answerer is known. */
export async function admitInboundCall(call: InboundCall): Promise<InboundAdmission> {
  const { add, values } = sqlParameters();
  const existing = callOfCarrierSql(add(call.provider), add(call.providerCallId));
  const { ctes, columns } = admissionCtes(add, call, {
    workspaceId: add(call.workspaceId),
    agentId: add(call.agentId),
    contactId: add(call.contactId),
  });
  const [row] = await shapedSql<AdmissionColumns>(
    `WITH existing AS (${existing}), ${ctes} SELECT ${columns} FROM ${ADMISSION}`,
    values,
  );
  return admissionOf(row, call);
}

/** An agent of the workspace (the routing URL's), with what the answer needs of it; null when it is not the workspace's. */
export async function agentOfWorkspace(workspaceId: string, agentId: string): Promise<AgentVoice | null> {
  return db.agent.findFirst({ where: { id: agentId, workspaceId }, select: agentFields });
}

/** The agent of a call already written (the same CallSid again); null when it is gone. */
export async function agentOfCall(callId: string): Promise<AgentVoice | null> {
  const call = await db.call.findUniqueOrThrow({ where: { id: callId }, select: { agentId: true, workspaceId: true } });
  return agentOfWorkspace(call.workspaceId, call.agentId);
}
