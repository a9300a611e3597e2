import type { Prisma } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { shapedSql, sqlParameters } from "@/server/db/sql";
import { storableJson } from "@/server/db/storable";
import { announceWrittenSql } from "@/server/dialing/transitions";
import { outboxRowsSql, relayOutboxRows } from "@/server/outbox/outbox";
import { callRequested } from "@/server/events";
import { admissionSql, INBOUND, insertCallSql, refusalOf, type AdmissionRow } from "./admission";
import { ANSWERED_ON_ARRIVAL, OPEN_STATUSES } from "./statuses";

// The Call row of an inbound call, composed from admission (server/calls/admission.ts): the
// agent's and the workspace's capacity checks, and the one Call insert, in one statement; which
// a caller may open with a look-up of its own that says who answers (server/inbound/answer.ts).

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

/** Who answers the call, as SQL expressions (placeholders, or over the caller's CTEs). */
export interface InboundAnswererSql {
  workspaceId: string;
  agentId: string;
  contactId: string;
  /** A CTE of the caller's of one row or none: none, and no call is written. */
  only?: string;
}

/** The columns of an inbound admission: `admission`'s, the call the CallSid already has, the call written, its outbox rows. */
export type InboundAdmissionRow = AdmissionRow & {
  existing: string | null;
  created: string | null;
  events: string | null;
};

export type InboundAdmission = { callId: string; created: boolean } | { busy: true } | { noAgent: true };

/**
 * CTEs (after those the caller's statement starts with) writing the call answered (`in_progress`:
 * an inbound call is never queued for the dialer, no `call/requested`) with the CallEvents and
 * webhooks of `ringing` then `in_progress`, as an outbound call's would be announced; unless the
 * carrier's call already has one (the same CallSid twice: that call), the agent is gone, or the
 * workspace is at its maxCallsInFlight. `columns` is InboundAdmissionRow's select list (FROM admission).
 */
export function inboundAdmissionSql(
  add: (value: unknown) => string,
  call: Omit<InboundCall, "workspaceId" | "agentId" | "contactId">,
  answerer: InboundAnswererSql,
): { ctes: string; columns: string } {
  const checks = admissionSql(INBOUND, {
    workspace: answerer.workspaceId,
    agent: answerer.agentId,
    openStatuses: add(OPEN_STATUSES),
  });
  const provider = add(call.provider);
  const providerCallId = add(call.providerCallId);
  const json = (value: object | null) => `${add(value ? storableJson(value) : null)}::jsonb`;
  const ctes = `${checks.ctes}, existing AS (
      SELECT "id" FROM "Call" WHERE "provider" = ${provider} AND "providerCallId" = ${providerCallId}
    ), ${insertCallSql({
      columns: {
        id: add(call.id),
        workspaceId: answerer.workspaceId,
        agentId: answerer.agentId,
        agentVersion: `admission."agentVersion"`,
        contactId: answerer.contactId,
        mode: `${add(call.mode)}::"ApiKeyMode"`,
        direction: `'inbound'`,
        status: `'in_progress'`,
        to: add(call.to),
        from: add(call.from),
        provider,
        providerCallId,
        variables: json(call.variables),
        metadata: json(call.metadata),
        routing: json(call.routing),
        dialedAt: `now() AT TIME ZONE 'UTC'`,
        answeredAt: `now() AT TIME ZONE 'UTC'`,
      },
      from: `${answerer.only ? `${answerer.only}, ` : ""}admission WHERE ${checks.admitted} AND NOT EXISTS (SELECT 1 FROM existing)`,
      conflict: `ON CONFLICT ("provider", "providerCallId") DO NOTHING`,
      event: add(callRequested.name),
      returning: ["*"],
    })}, ${announceWrittenSql(add, "inserted_call", ANSWERED_ON_ARRIVAL)}`;
  const columns = `admission.*, (SELECT "id" FROM existing) AS "existing", (SELECT "id" FROM inserted_call) AS "created",
      ${outboxRowsSql(["delivery_outbox"])}`;
  return { ctes, columns };
}

/** Writes the call (inboundAdmissionSql) in one statement: one commit on the carrier's wait. */
export async function admitInboundCall(call: InboundCall): Promise<InboundAdmission> {
  const { add, values } = sqlParameters();
  const { ctes, columns } = inboundAdmissionSql(add, call, {
    workspaceId: add(call.workspaceId),
    agentId: add(call.agentId),
    contactId: add(call.contactId),
  });
  const [row] = await shapedSql<InboundAdmissionRow>(`WITH ${ctes} SELECT ${columns} FROM admission`, values);
  return inboundAdmission(row, call);
}

/** What an inbound admission's row says, its outbox rows relayed. */
export async function inboundAdmission(
  row: InboundAdmissionRow,
  call: Pick<InboundCall, "provider" | "providerCallId">,
): Promise<InboundAdmission> {
  relayOutboxRows(row.events);
  if (row.existing) return { callId: row.existing, created: false };
  if (row.created) return { callId: row.created, created: true };
  const refusal = refusalOf(INBOUND, row);
  if (refusal?.code === "AGENT_NOT_FOUND") return { noAgent: true };
  if (refusal) return { busy: true };
  // The same CallSid, written by a request racing this one: its call.
  const [raced] = await shapedSql<{ id: string }>(
    `SELECT "id" FROM "Call" WHERE "provider" = $1 AND "providerCallId" = $2`,
    [call.provider, call.providerCallId],
  );
  return raced ? { callId: raced.id, created: false } : { busy: true };
}
