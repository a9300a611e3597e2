import type { Prisma } from "@/server/db/client";
import { db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { storableJson } from "@/server/db/storable";
import { advanceCall } from "@/server/dialing/transitions";

// The Call row of an inbound call. Until server/calls/admission.ts (the one module for the checks
// and the Call insert every path composes) reaches this branch, the workspace's capacity check and
// the insert of an inbound call live here, in this one function: replace it with admission's.

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

export type InboundAdmission = { callId: string; created: boolean } | { busy: true } | { noAgent: true };

/**
 * Writes the call (answered: `ringing` then `in_progress`, each announced as an outbound call's
 * would be) unless the carrier's call already has one (the same CallSid twice: that call), the
 * workspace is at its maxCallsInFlight, or the agent is gone.
 */
export async function admitInboundCall(call: InboundCall): Promise<InboundAdmission> {
  const [row] = await db.$queryRaw<
    Array<{ existing: string | null; created: string | null; free: boolean; agentFound: boolean }>
  >`
    WITH existing AS (
      SELECT "id" FROM "Call" WHERE "provider" = ${call.provider} AND "providerCallId" = ${call.providerCallId}
    ), agent AS (
      SELECT "version" FROM "Agent" WHERE "id" = ${call.agentId} AND "workspaceId" = ${call.workspaceId}
    ), capacity AS (
      SELECT (SELECT "maxCallsInFlight" FROM "Workspace" WHERE "id" = ${call.workspaceId})
        > (SELECT count(*) FROM "Call" WHERE "workspaceId" = ${call.workspaceId} AND "status" IN ('queued', 'dialing', 'ringing', 'in_progress')) AS "free"
    ), new_call AS (
      INSERT INTO "Call" ("id", "workspaceId", "agentId", "agentVersion", "contactId", "mode", "direction", "status", "to", "from",
        "provider", "providerCallId", "variables", "metadata", "routing", "dialedAt", "createdAt", "updatedAt")
      SELECT ${call.id}, ${call.workspaceId}, ${call.agentId}, agent."version", ${call.contactId}, ${call.mode}::"ApiKeyMode", 'inbound', 'queued',
        ${call.to}, ${call.from}, ${call.provider}, ${call.providerCallId}, ${storableJson(call.variables)}::jsonb,
        ${call.metadata ? storableJson(call.metadata) : null}::jsonb, ${call.routing ? storableJson(call.routing) : null}::jsonb,
        now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
      FROM agent, capacity WHERE capacity."free" AND NOT EXISTS (SELECT 1 FROM existing)
      ON CONFLICT ("provider", "providerCallId") DO NOTHING
      RETURNING "id"
    )
    SELECT (SELECT "id" FROM existing) AS "existing", (SELECT "id" FROM new_call) AS "created",
      (SELECT "free" FROM capacity) AS "free", EXISTS (SELECT 1 FROM agent) AS "agentFound"`;
  if (row.existing) return { callId: row.existing, created: false };
  if (!row.created) {
    if (!row.agentFound) return { noAgent: true };
    if (!row.free) return { busy: true };
    // The same CallSid written by a request racing this one: its call.
    const raced = await db.call.findFirst({
      where: { provider: call.provider, providerCallId: call.providerCallId },
      select: { id: true },
    });
    return raced ? { callId: raced.id, created: false } : { busy: true };
  }
  await advanceCall(row.created, "ringing");
  await advanceCall(row.created, "in_progress", { answeredAt: new Date() });
  return { callId: row.created, created: true };
}
