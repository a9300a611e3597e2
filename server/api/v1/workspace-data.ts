import { z } from "zod";
import {
  contactInput,
  contactSchema,
  contactView,
  createContact,
  getContact,
  listContacts,
} from "@/server/contacts/contacts";
import { leadSchema, listLeads } from "@/server/leads/list";
import { phoneSchema } from "@/server/phone";
import { modeOf } from "../context";
import { envelope, page, successBody } from "../envelope";
import { paginationInput } from "@/server/db/pagination";
import { createTRPCRouter, workspaceProcedure } from "../trpc";
import { workspacePath } from "./paths";

export const contactsRouter = createTRPCRouter({
  create: workspaceProcedure
    .meta({
      scope: "contacts:write",
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/workspaces/{id}/contacts",
        tags: ["Contacts"],
        summary: "Create a contact",
        successDescription: "Created.",
        errorResponses: { 409: "A contact with this phone exists (details.contactId)" },
      },
    })
    .input(contactInput.extend(workspacePath.shape))
    .output(envelope(contactSchema))
    .mutation(async ({ ctx, input: { id, ...contact } }) =>
      successBody(contactView(await createContact(ctx.db, id, modeOf(ctx.principal), contact))),
    ),

  get: workspaceProcedure
    .meta({
      scope: "contacts:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/contacts/{contactId}",
        tags: ["Contacts"],
        summary: "Retrieve a contact",
        errorResponses: { 404: "No such contact" },
      },
    })
    .input(workspacePath.extend({ contactId: z.string() }))
    .output(envelope(contactSchema))
    .query(async ({ ctx, input }) =>
      successBody(contactView(await getContact(ctx.db, input.id, modeOf(ctx.principal), input.contactId))),
    ),

  list: workspaceProcedure
    .meta({
      scope: "contacts:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/contacts",
        tags: ["Contacts"],
        summary: "List contacts",
        description: "Newest first.",
      },
    })
    .input(
      workspacePath.extend(paginationInput.shape).extend({
        phone: phoneSchema
          .optional()
          .meta({ description: "Only the contact with this phone (read as every phone input)." }),
      }),
    )
    .output(envelope(page(contactSchema)))
    .query(async ({ ctx, input: { id, ...filter } }) =>
      successBody(await listContacts(ctx.db, id, modeOf(ctx.principal), filter)),
    ),
});

export const leadsRouter = createTRPCRouter({
  list: workspaceProcedure
    .meta({
      scope: "leads:read",
      openapi: {
        method: "GET",
        path: "/workspaces/{id}/leads",
        tags: ["Leads"],
        summary: "List leads",
        description: "Newest first.",
      },
    })
    .input(workspacePath.extend(paginationInput.shape))
    .output(envelope(page(leadSchema)))
    .query(async ({ ctx, input: { id, ...filter } }) =>
      successBody(await listLeads(ctx.db, id, modeOf(ctx.principal), filter)),
    ),
});
