import { z } from "zod";
import type { Contact } from "@/server/db/generated/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import type { Db } from "@/server/db/client";
import { ApiError } from "@/server/errors";
import { phoneSchema } from "@/server/phone";
import { emitWebhookEvent } from "@/server/webhooks/events";
import { readWorkspacePhones } from "@/server/workspaces/default-country";
import { pageQuery, toPage } from "@/server/db/pagination";

// Contacts of a workspace: the people calls go to. One contact per phone number in each mode:
// test keys work with test contacts, live keys with live ones (docs/decisions.md "Test and live").

export const contactInput = z.strictObject({
  phone: phoneSchema.meta({
    description:
      "Read as every phone input (E.164, or as written in the workspace's default country) and stored in E.164; unique within the workspace (per mode: test and live contacts are apart).",
  }),
  name: z.string().trim().min(1).max(200).optional(),
  email: z.email().max(320).optional(),
  metadata: z
    .record(z.string().min(1).max(40), z.string().max(500))
    .refine((value) => Object.keys(value).length <= 50, "At most 50 keys.")
    .optional(),
});

export const contactSchema = z.object({
  id: z.string().meta({ example: "con_0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e" }),
  phone: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  metadata: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type ContactView = z.infer<typeof contactSchema>;

/** The `data` of `contact.created`: the new contact (through the API, or named by a click-to-call request). */
export const contactCreatedSchema = contactSchema
  .pick({ id: true, phone: true, name: true, createdAt: true })
  .meta({ id: "ContactCreated" });
export type ContactCreated = z.infer<typeof contactCreatedSchema>;

export function contactView(contact: Contact): ContactView {
  return {
    id: contact.id,
    phone: contact.phone,
    name: contact.name,
    email: contact.email,
    metadata: (contact.metadata as Record<string, string> | null) ?? null,
    createdAt: contact.createdAt.toISOString(),
    updatedAt: contact.updatedAt.toISOString(),
  };
}

/** 409 CONFLICT (with the existing contact's id) when the workspace already has this phone in `mode`. */
export async function createContact(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode,
  input: z.infer<typeof contactInput>,
): Promise<Contact> {
  const { phone } = await readWorkspacePhones(db, workspaceId, { phone: input.phone });
  // ON CONFLICT DO NOTHING rather than read-then-insert: of concurrent creates one wins and the
  // others wait for it, then see its row; a unique violation would abort the whole transaction.
  const [created] = await db.contact.createManyAndReturn({
    data: [{ workspaceId, mode, ...input, phone: phone! }],
    skipDuplicates: true,
  });
  if (created) {
    await emitWebhookEvent(db, {
      workspaceId,
      type: "contact.created",
      subjectId: created.id,
      data: {
        id: created.id,
        phone: created.phone,
        name: created.name,
        createdAt: created.createdAt.toISOString(),
      } satisfies ContactCreated,
    });
    return created;
  }
  const existing = await db.contact.findUniqueOrThrow({
    where: { workspaceId_mode_phone: { workspaceId, mode, phone: phone! } },
    select: { id: true },
  });
  throw new ApiError("CONFLICT", "A contact with this phone number already exists.", {
    details: { contactId: existing.id },
  });
}

export async function getContact(db: Db, workspaceId: string, mode: ApiKeyMode, contactId: string): Promise<Contact> {
  const contact = await db.contact.findFirst({ where: { id: contactId, workspaceId, mode } });
  if (!contact) throw new ApiError("NOT_FOUND", "No contact with this id exists in this workspace.");
  return contact;
}

export async function listContacts(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode,
  pageInput: { limit: number; cursor?: string; phone?: string },
) {
  const query = pageQuery(pageInput);
  const { phone } = await readWorkspacePhones(db, workspaceId, { phone: pageInput.phone });
  const rows = await db.contact.findMany({
    ...query,
    where: { AND: [{ workspaceId, mode }, phone ? { phone } : {}, query.where] },
  });
  return toPage(rows, pageInput.limit, contactView);
}
