import { z } from "zod";
import type { Db } from "@/server/db/client";
import { checkBlocked, type Blocked } from "@/server/dnc/dnc";
import { requestCall } from "@/server/calls/calls";
import { e164Schema } from "@/server/phone";
import { emitWebhookEvent } from "@/server/webhooks/events";

// What an accepted click-to-call request does, in the caller's transaction: the Contact (by
// phone), the Call from the source's agent, the Lead, and their webhook events. A number on the
// do-not-call or hard-block list gets the same answer as any other (strangers must not be able to
// probe the lists), but its call is recorded `blocked` and never reaches the dialer. Buttons work
// in live data: their contacts, calls and leads are live (docs/decisions.md "Test and live").

const NAME_MAX_LENGTH = 100;

export const callbackRequestSchema = z.object({
  origin: z.string().max(2048),
  phone: e164Schema,
  name: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH)
    .regex(/^[^\p{Cc}]*$/u, "must not contain control characters")
    .optional()
    .transform((name) => name || undefined),
});

/** The source as a callback needs it; `origin` is the request's normalised, allowlisted origin. */
export interface CallbackSource {
  id: string;
  workspaceId: string;
  agentId: string;
  /** E.164 the agent calls from. */
  callerNumber: string;
}

/** The workspace's contact for this phone, created when new (`createdAt` set only then). */
async function upsertContact(db: Db, workspaceId: string, phone: string, name: string | undefined) {
  const [created] = await db.contact.createManyAndReturn({ data: [{ workspaceId, mode: "live", phone, name }], skipDuplicates: true, select: { id: true, createdAt: true } });
  if (created) return created;
  const existing = await db.contact.findUniqueOrThrow({ where: { workspaceId_mode_phone: { workspaceId, mode: "live", phone } }, select: { id: true, name: true } });
  // A visitor may name a contact that has no name yet, never rename one.
  if (name && !existing.name) await db.contact.update({ where: { id: existing.id }, data: { name } });
  return { id: existing.id, createdAt: null };
}

type CallbackInput = { phone: string; name?: string; origin: string };

/** The call of a callback: queued through the API's own `requestCall`, or recorded blocked. */
async function createCall(db: Db, source: CallbackSource, contactId: string, request: CallbackInput, blocked: Blocked | null) {
  const metadata = { channel: "click-to-call", origin: request.origin };
  if (blocked) {
    const call = await db.call.create({
      data: {
        workspaceId: source.workspaceId,
        agentId: source.agentId,
        contactId,
        sourceId: source.id,
        to: request.phone,
        from: source.callerNumber,
        metadata,
        status: "blocked",
        failureReason: blocked.reason,
        endedAt: new Date(),
        events: { create: { status: "blocked", detail: { reason: blocked.reason } } },
      },
      select: { id: true },
    });
    return call.id;
  }
  const call = await requestCall(db, {
    workspaceId: source.workspaceId,
    agentId: source.agentId,
    contactId,
    sourceId: source.id,
    from: source.callerNumber,
    metadata,
    mode: "live",
  });
  return call.id;
}

/** Records the callback in `db`'s unit of work; returns the call id. */
export async function placeCallback(db: Db, source: CallbackSource, request: CallbackInput): Promise<string> {
  const { workspaceId } = source;
  const blocked = await checkBlocked(db, workspaceId, request.phone);
  const contact = await upsertContact(db, workspaceId, request.phone, request.name);
  const callId = await createCall(db, source, contact.id, request, blocked);

  const lead = await db.lead.create({
    data: { workspaceId, mode: "live", contactId: contact.id, sourceId: source.id, callId, origin: request.origin, name: request.name },
    select: { id: true, createdAt: true },
  });
  await emitWebhookEvent(db, {
    workspaceId,
    type: "lead.created",
    subjectId: lead.id,
    data: {
      id: lead.id,
      contactId: contact.id,
      sourceId: source.id,
      callId,
      phone: request.phone,
      name: request.name ?? null,
      origin: request.origin,
      createdAt: lead.createdAt.toISOString(),
    },
  });
  if (contact.createdAt) {
    await emitWebhookEvent(db, {
      workspaceId,
      type: "contact.created",
      subjectId: contact.id,
      data: { id: contact.id, phone: request.phone, name: request.name ?? null, createdAt: contact.createdAt.toISOString() },
    });
  }
  return callId;
}
