import type { ApiKeyMode, CallStatus } from "@/server/db/generated/enums";
import type { Agent, Call, CallerNumber } from "@/server/db/generated/client";
import type { Prisma } from "@/server/db/client";
import { checkBlocked } from "@/server/dnc/dnc";
import { ApiError } from "@/server/errors";
import { addToOutbox } from "@/server/outbox/outbox";
import { pageQuery, toPage } from "@/server/api/pagination";
import type { z } from "zod";
import { callView, type CallView, type createCallInput } from "./schemas";

// Calls requested through the API: validated against the workspace (agent, caller numbers,
// do-not-call and hard-block lists), written `queued` with their `call/requested` outbox event in
// the caller's transaction. Everything after (dialing, statuses, webhooks) belongs to the dialer.

/** What `requestCall` takes: the create input of /v1 plus who is asking. */
export type CallRequest = z.infer<typeof createCallInput> & {
  workspaceId: string;
  mode: ApiKeyMode;
  apiKeyId?: string | null;
  /** The click-to-call source whose button asked for the call, if any. */
  sourceId?: string | null;
};

async function callerNumberFor(tx: Prisma.TransactionClient, workspaceId: string, requested: string | undefined, agentDefault: string | null) {
  if (requested) {
    const number = await tx.callerNumber.findUnique({ where: { workspaceId_number: { workspaceId, number: requested } }, select: { number: true } });
    if (!number) throw new ApiError("FROM_NUMBER_NOT_ALLOWED");
    return number.number;
  }
  if (agentDefault) return agentDefault;
  const first = await tx.callerNumber.findFirst({ where: { workspaceId }, orderBy: { createdAt: "asc" }, select: { number: true } });
  if (!first) throw new ApiError("FROM_NUMBER_NOT_ALLOWED", "This workspace has no caller number to call from; add one in the settings.");
  return first.number;
}

async function destinationFor(tx: Prisma.TransactionClient, request: CallRequest): Promise<{ to: string; contactId: string | null }> {
  if (!request.contactId) return { to: request.to!, contactId: null };
  const contact = await tx.contact.findFirst({ where: { id: request.contactId, workspaceId: request.workspaceId }, select: { id: true, phone: true } });
  if (!contact) throw new ApiError("NOT_FOUND", "No contact with this id exists in this workspace.");
  return { to: contact.phone, contactId: contact.id };
}

/** Writes a queued call and its `call/requested` outbox event; returns both. Runs inside `tx`. */
export async function requestCall(tx: Prisma.TransactionClient, request: CallRequest): Promise<{ call: Call; outboxId: string }> {
  // One round trip (Prisma would read the relation with a second query): this is the hot path.
  const [agent] = await tx.$queryRaw<Array<Pick<Agent, "id"> & { defaultFrom: CallerNumber["number"] | null }>>`
    SELECT a."id", n."number" AS "defaultFrom"
    FROM "Agent" a LEFT JOIN "CallerNumber" n ON n."id" = a."defaultCallerNumberId"
    WHERE a."id" = ${request.agentId} AND a."workspaceId" = ${request.workspaceId}`;
  if (!agent) throw new ApiError("AGENT_NOT_FOUND");
  const from = await callerNumberFor(tx, request.workspaceId, request.from, agent.defaultFrom);
  const { to, contactId } = await destinationFor(tx, request);
  const blocked = await checkBlocked(request.workspaceId, to, tx);
  if (blocked) throw new ApiError("NUMBER_BLOCKED", undefined, { details: { reason: blocked.reason } });
  const call = await tx.call.create({
    data: {
      workspaceId: request.workspaceId,
      agentId: agent.id,
      contactId,
      apiKeyId: request.apiKeyId ?? null,
      sourceId: request.sourceId ?? null,
      mode: request.mode,
      to,
      from,
      metadata: request.metadata,
      variables: request.variables,
    },
  });
  const outboxId = await addToOutbox(tx, { name: "call/requested", data: { callId: call.id, workspaceId: call.workspaceId } });
  return { call, outboxId };
}

export async function getCall(tx: Prisma.TransactionClient, workspaceId: string, callId: string): Promise<Call> {
  const call = await tx.call.findFirst({ where: { id: callId, workspaceId } });
  if (!call) throw new ApiError("NOT_FOUND", "No call with this id exists in this workspace.");
  return call;
}

export interface CallFilter {
  status?: CallStatus[];
  createdAfter?: string;
  createdBefore?: string;
  limit: number;
  cursor?: string;
}

export async function listCalls(tx: Prisma.TransactionClient, workspaceId: string, filter: CallFilter) {
  const query = pageQuery(filter);
  const rows = await tx.call.findMany({
    ...query,
    where: {
      AND: [
        { workspaceId },
        filter.status?.length ? { status: { in: filter.status } } : {},
        filter.createdAfter ? { createdAt: { gte: new Date(filter.createdAfter) } } : {},
        filter.createdBefore ? { createdAt: { lt: new Date(filter.createdBefore) } } : {},
        query.where,
      ],
    },
  });
  return toPage<Call, CallView>(rows, filter.limit, callView);
}

/** queued → canceled (with its timeline row); any other status: 409 CONFLICT. */
export async function cancelCall(tx: Prisma.TransactionClient, workspaceId: string, callId: string): Promise<Call> {
  const now = new Date();
  const { count } = await tx.call.updateMany({ where: { id: callId, workspaceId, status: "queued" }, data: { status: "canceled", endedAt: now } });
  const call = await getCall(tx, workspaceId, callId);
  if (!count) {
    throw new ApiError("CONFLICT", `Only a queued call can be canceled; this call is ${call.status}.`, { details: { status: call.status } });
  }
  await tx.callEvent.create({ data: { callId, status: "canceled", occurredAt: now } });
  return call;
}
