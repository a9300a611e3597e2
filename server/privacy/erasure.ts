import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import type { Db, Prisma } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { emit, transaction } from "@/server/db/unit-of-work";
import { ApiError, fieldError } from "@/server/errors";
import { erasureRequested } from "@/server/events";
import { phoneSchema } from "@/server/phone";
import { emitWebhookEvent } from "@/server/webhooks/events";
import { readWorkspacePhones } from "@/server/workspaces/default-country";
import { deleteRecordingAtCarrier } from "./carrier-recordings";

// One person's data erased (GDPR article 17) and shown (article 15): docs/privacy.md "Erasure and
// access". A person is named by a number, an e-mail address or a contact; from it, every contact
// with that number or address in the mode of the key that asks, and their numbers, addresses and
// names. Erasing runs in `erase-person` as set-based statements in one transaction, so a restart
// finds it pending and runs it again; a completed one is never run twice.

const email = z.email("Not an e-mail address.").max(320);

export const erasureInput = z
  .strictObject({
    phone: phoneSchema.optional(),
    email: email.optional(),
    contactId: z.string().min(1).max(100).optional(),
    doNotCall: z
      .boolean()
      .default(false)
      .meta({ description: "Also add the number(s) to the do-not-call list: the one place a number then stays." }),
  })
  .superRefine((input, ctx) => {
    const named = (["phone", "email", "contactId"] as const).filter((field) => input[field] !== undefined);
    if (named.length === 1) return;
    for (const path of named.length ? named.slice(1) : (["phone"] as const))
      ctx.addIssue({ code: "custom", path: [path], message: "Name the person by one of phone, email or contactId." });
  });
export type ErasureInput = z.output<typeof erasureInput>;

export const personQuery = z
  .strictObject({ phone: phoneSchema.optional(), email: email.optional() })
  .superRefine((input, ctx) => {
    if ((input.phone === undefined) === (input.email === undefined))
      ctx.addIssue({ code: "custom", path: ["phone"], message: "Name the person by one of phone or email." });
  });

const countsSchema = z.object({
  contacts: z.number().int(),
  leads: z.number().int(),
  calls: z.number().int(),
  turns: z.number().int(),
  recordings: z.number().int(),
  campaignRecipients: z.number().int(),
  webhookEvents: z.number().int(),
  testConversations: z.number().int(),
});
export type ErasureCounts = z.infer<typeof countsSchema>;

export const erasureSchema = z
  .object({
    id: z.string().meta({ example: "era_0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e" }),
    status: z.enum(["pending", "completed"]),
    counts: countsSchema.nullable().meta({ description: "What was erased; null while pending." }),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: "Erasure" });
export type ErasureView = z.infer<typeof erasureSchema>;

function erasureView(row: {
  id: string;
  status: string;
  counts: Prisma.JsonValue;
  createdAt: Date;
  completedAt: Date | null;
}): ErasureView {
  return {
    id: row.id,
    status: row.status as ErasureView["status"],
    counts: row.counts as ErasureCounts | null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Records the request and has `erase-person` run it; 400 naming the field for an unknown contact. */
export async function requestErasure(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode,
  input: ErasureInput,
): Promise<ErasureView> {
  const { phone } = input.phone ? await readWorkspacePhones(db, workspaceId, { phone: input.phone }) : {};
  if (input.contactId && !(await db.contact.count({ where: { id: input.contactId, workspaceId, mode } })))
    throw fieldError(["contactId"], "No contact with this id exists in this workspace.");
  const row = await db.erasure.create({
    data: {
      workspaceId,
      mode,
      phone,
      email: input.email?.toLowerCase(),
      contactId: input.contactId,
      doNotCall: input.doNotCall,
    },
  });
  await emit(db, erasureRequested.create({ erasureId: row.id, workspaceId }));
  return erasureView(row);
}

export async function getErasure(db: Db, workspaceId: string, mode: ApiKeyMode, erasureId: string) {
  const row = await db.erasure.findFirst({ where: { id: erasureId, workspaceId, mode } });
  if (!row) throw new ApiError("NOT_FOUND", "No erasure with this id exists in this workspace.");
  return erasureView(row);
}

/** The person: their contacts, and every number, address and name those hold besides what was given. */
interface Person {
  contactIds: string[];
  phones: string[];
  emails: string[];
  names: string[];
}

async function findPerson(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode,
  named: { phone?: string | null; email?: string | null; contactId?: string | null },
): Promise<Person> {
  const contacts = await db.contact.findMany({
    where: {
      workspaceId,
      mode,
      OR: [
        ...(named.contactId ? [{ id: named.contactId }] : []),
        ...(named.phone ? [{ phone: named.phone }] : []),
        ...(named.email ? [{ email: { equals: named.email, mode: "insensitive" as const } }] : []),
      ],
    },
    select: { id: true, phone: true, email: true, name: true, leads: { select: { name: true } } },
  });
  const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];
  return {
    contactIds: contacts.map((contact) => contact.id),
    phones: unique([named.phone, ...contacts.map((contact) => contact.phone)]),
    emails: unique([named.email?.toLowerCase(), ...contacts.map((contact) => contact.email?.toLowerCase())]),
    // A name of a letter or two would match anything: such a name is not searched for in free text.
    names: unique([
      ...contacts.map((contact) => contact.name),
      ...contacts.flatMap((contact) => contact.leads.map((lead) => lead.name)),
    ]),
  };
}

/** Every form a number is written in (E.164, digits only, national, international) and addresses and names, as ILIKE patterns. */
function patternsOf(person: Person): string[] {
  const forms = person.phones.flatMap((phone) => {
    const parsed = parsePhoneNumberFromString(phone);
    return [
      phone,
      phone.replace(/\D/g, ""),
      ...(parsed
        ? [
            parsed.nationalNumber,
            parsed.formatNational(),
            parsed.formatInternational(),
            parsed.formatNational().replace(/[()]/g, ""),
          ]
        : []),
    ];
  });
  const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return [...new Set([...forms, ...person.emails, ...person.names.filter((name) => name.length >= 3)])].map(
    (form) => `%${escape(form)}%`,
  );
}

const NO_COUNTS: ErasureCounts = {
  contacts: 0,
  leads: 0,
  calls: 0,
  turns: 0,
  recordings: 0,
  campaignRecipients: 0,
  webhookEvents: 0,
  testConversations: 0,
};

/** The person's calls in the mode: to or from one of their numbers, or with one of their contacts. */
function callsOf(db: Db, workspaceId: string, mode: ApiKeyMode, person: Person) {
  return db.$queryRawUnsafe<{ id: string; provider: string | null; recordingUrl: string | null }[]>(
    `SELECT "id", "provider", "recordingUrl" FROM "Call"
       WHERE "workspaceId" = $1 AND "mode" = $2::"ApiKeyMode" AND ("to" = ANY($3) OR "from" = ANY($3) OR "contactId" = ANY($4))`,
    workspaceId,
    mode,
    person.phones,
    person.contactIds,
  );
}

/**
 * The first part of an erasure: the person's recordings deleted at their carrier, which
 * `performErasure` then forgets. A carrier that refuses one throws, and `erase-person` tries again
 * (deleting one deleted already counts as done); the erasure stays pending until it is gone there.
 */
export async function deleteRecordingsAtCarrier(db: Db, erasureId: string): Promise<number> {
  const erasure = await db.erasure.findUnique({ where: { id: erasureId } });
  if (!erasure || erasure.status === "completed") return 0;
  const person = await findPerson(db, erasure.workspaceId, erasure.mode, erasure);
  const recorded = (await callsOf(db, erasure.workspaceId, erasure.mode, person)).filter(
    (call): call is typeof call & { recordingUrl: string } => call.recordingUrl !== null,
  );
  for (const call of recorded) await deleteRecordingAtCarrier(call);
  return recorded.length;
}

/** `+14155552671` → `+1415555••••` in SQL (server/privacy/mask.ts in JS). */
const maskSql = (column: string) => `left(${column}, length(${column}) - 4) || '••••'`;

/**
 * Erases the person of a pending erasure, completes it and announces `erasure.completed`; a
 * completed one is left as it is. One transaction of set-based statements (10,000 calls in seconds).
 */
export async function performErasure(erasureId: string): Promise<ErasureView | null> {
  return transaction(
    async (db) => {
      const [erasure] = await db.$queryRaw<
        {
          id: string;
          workspaceId: string;
          mode: ApiKeyMode;
          phone: string | null;
          email: string | null;
          contactId: string | null;
          doNotCall: boolean;
          status: string;
        }[]
      >`SELECT "id", "workspaceId", "mode", "phone", "email", "contactId", "doNotCall", "status" FROM "Erasure" WHERE "id" = ${erasureId} FOR UPDATE`;
      if (!erasure) return null;
      if (erasure.status === "completed")
        return erasureView(await db.erasure.findUniqueOrThrow({ where: { id: erasureId } }));
      const { workspaceId, mode } = erasure;
      const person = await findPerson(db, workspaceId, mode, erasure);
      const counts = { ...NO_COUNTS };
      const patterns = patternsOf(person);
      const run = (sql: string, ...values: unknown[]) => db.$executeRawUnsafe(sql, ...values);

      const calls = await callsOf(db, workspaceId, mode, person);
      const callIds = calls.map((call) => call.id);
      counts.recordings = calls.filter((call) => call.recordingUrl !== null).length;
      if (callIds.length) {
        counts.turns = await run(`DELETE FROM "CallTurn" WHERE "callId" = ANY($1)`, callIds);
        await run(`DELETE FROM "CallLiveEvent" WHERE "callId" = ANY($1)`, callIds);
        await run(`DELETE FROM "CallReplay" WHERE "callId" = ANY($1)`, callIds);
        await run(`UPDATE "CallEvent" SET "detail" = NULL WHERE "callId" = ANY($1) AND "detail" IS NOT NULL`, callIds);
        // The call stays for counts and billing: its number masked, what was said and known of the person gone.
        counts.calls = await run(
          `UPDATE "Call" SET
             "to" = CASE WHEN "to" = ANY($2) THEN ${maskSql(`"to"`)} ELSE "to" END,
             "from" = CASE WHEN "from" = ANY($2) THEN ${maskSql(`"from"`)} ELSE "from" END,
             "variables" = NULL, "metadata" = NULL, "summary" = NULL, "analysis" = NULL, "recordingUrl" = NULL,
             "failureReason" = NULL, "transfer" = NULL, "contactId" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
           WHERE "id" = ANY($1)`,
          callIds,
          person.phones,
        );
      }
      counts.leads = await run(
        `DELETE FROM "Lead" WHERE "workspaceId" = $1 AND ("contactId" = ANY($2) OR "callId" = ANY($3))`,
        workspaceId,
        person.contactIds,
        callIds,
      );
      counts.contacts = await run(`DELETE FROM "Contact" WHERE "id" = ANY($1)`, person.contactIds);
      counts.campaignRecipients = await run(
        `UPDATE "CampaignRecipient" r SET "to" = ${maskSql(`r."to"`)}, "contactId" = NULL, "variables" = NULL, "metadata" = NULL,
           "updatedAt" = now() AT TIME ZONE 'UTC'
         FROM "Campaign" c
         WHERE c."id" = r."campaignId" AND c."workspaceId" = $1 AND c."mode" = $2::"ApiKeyMode" AND (r."to" = ANY($3) OR r."contactId" = ANY($4))`,
        workspaceId,
        mode,
        person.phones,
        person.contactIds,
      );
      if (patterns.length || callIds.length) {
        // Payloads are kept as sent: one that names the person or one of their calls goes, with its deliveries.
        counts.webhookEvents = await run(
          `DELETE FROM "WebhookEvent" WHERE "workspaceId" = $1 AND ("subjectId" = ANY($2) OR "payload"::text ILIKE ANY($3))`,
          workspaceId,
          [...callIds, ...person.contactIds],
          patterns,
        );
        await run(
          `DELETE FROM "IdempotencyRecord" WHERE "workspaceId" = $1 AND "responseBody"::text ILIKE ANY($2)`,
          workspaceId,
          patterns,
        );
        counts.testConversations = await run(
          `DELETE FROM "AgentTestConversation" c USING "AgentTestRun" r
           WHERE r."id" = c."runId" AND r."workspaceId" = $1
             AND (c."transcript"::text ILIKE ANY($2) OR c."analysis"::text ILIKE ANY($2) OR c."test"::text ILIKE ANY($2))`,
          workspaceId,
          patterns,
        );
        // Events already relayed to the functions are history: one that names the person goes.
        await run(`DELETE FROM "Outbox" WHERE "sentAt" IS NOT NULL AND "payload"::text ILIKE ANY($1)`, patterns);
      }
      if (erasure.doNotCall && person.phones.length)
        await run(
          `INSERT INTO "DoNotCallEntry" ("workspaceId", "phone", "reason")
           SELECT $1, phone, 'Erasure request' FROM unnest($2::text[]) AS phone
           ON CONFLICT ("workspaceId", "phone") DO NOTHING`,
          workspaceId,
          person.phones,
        );
      const completed = await db.erasure.update({
        where: { id: erasureId },
        data: { status: "completed", counts, completedAt: new Date(), phone: null, email: null, contactId: null },
      });
      const view = erasureView(completed);
      await emitWebhookEvent(db, {
        workspaceId,
        type: "erasure.completed",
        subjectId: erasureId,
        data: view as unknown as Prisma.InputJsonObject,
      });
      return view;
    },
    { timeout: 120_000 },
  );
}

const personalDataSchema = z.object({
  contacts: z.array(z.record(z.string(), z.unknown())),
  leads: z.array(z.record(z.string(), z.unknown())),
  calls: z.array(z.record(z.string(), z.unknown())).meta({ description: "Each call with its transcript." }),
  campaignRecipients: z.array(z.record(z.string(), z.unknown())),
  doNotCall: z.array(z.record(z.string(), z.unknown())),
});
export { personalDataSchema };

/** Everything held about the person in the key's mode, as stored (docs/privacy.md "Access"). */
export async function personalData(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode,
  query: { phone?: string; email?: string },
): Promise<z.infer<typeof personalDataSchema>> {
  const { phone } = query.phone ? await readWorkspacePhones(db, workspaceId, { phone: query.phone }) : {};
  const person = await findPerson(db, workspaceId, mode, { phone, email: query.email?.toLowerCase() });
  const [contacts, leads, calls, recipients, dnc] = await Promise.all([
    db.contact.findMany({ where: { id: { in: person.contactIds } }, orderBy: { createdAt: "asc" } }),
    db.lead.findMany({
      where: { workspaceId, mode, contactId: { in: person.contactIds } },
      orderBy: { createdAt: "asc" },
    }),
    db.call.findMany({
      where: {
        workspaceId,
        mode,
        OR: [{ to: { in: person.phones } }, { from: { in: person.phones } }, { contactId: { in: person.contactIds } }],
      },
      include: {
        turns: {
          orderBy: { index: "asc" },
          select: { index: true, role: true, text: true, toolCalls: true, startedAt: true },
        },
      },
      orderBy: { createdAt: "asc" },
    }),
    db.campaignRecipient.findMany({
      where: {
        campaign: { workspaceId, mode },
        OR: [{ to: { in: person.phones } }, { contactId: { in: person.contactIds } }],
      },
      select: { id: true, campaignId: true, to: true, variables: true, metadata: true, state: true, createdAt: true },
    }),
    db.doNotCallEntry.findMany({ where: { workspaceId, phone: { in: person.phones } } }),
  ]);
  const plain = (rows: object[]) => JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];
  return {
    contacts: plain(contacts.map(({ workspaceId: _w, ...contact }) => contact)),
    leads: plain(leads.map(({ workspaceId: _w, ...lead }) => lead)),
    calls: plain(
      calls.map((call) => ({
        id: call.id,
        direction: call.direction,
        status: call.status,
        to: call.to,
        from: call.from,
        createdAt: call.createdAt,
        durationSec: call.durationSec,
        variables: call.variables,
        metadata: call.metadata,
        summary: call.summary,
        analysis: call.analysis,
        recordingUrl: call.recordingUrl,
        transcript: call.turns,
      })),
    ),
    campaignRecipients: plain(recipients),
    doNotCall: plain(dnc.map(({ workspaceId: _w, ...entry }) => entry)),
  };
}
