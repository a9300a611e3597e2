import type { Db } from "@/server/db/client";
import { storableJson, storableText } from "@/server/db/storable";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { hardBlockOf } from "@/server/dnc/dnc";
import { allowedCountriesOf, isDestinationAllowed } from "@/server/dnc/destinations";
import { ApiError } from "@/server/errors";
import { readPhone } from "@/server/phone";
import { MAX_RECIPIENTS_PER_CAMPAIGN, type RecipientInput, type SKIP_REASONS } from "./inputs";

// Adding recipients to a campaign: each number normalised to E.164 and judged as a call request
// is (server/dnc/), the failures kept as `skipped` recipients with their reason, everything in
// one statement per request (10,000 recipients).

export type SkipReason = (typeof SKIP_REASONS)[number];

export interface Skipped {
  /** Its index in the request's `recipients`. */
  index: number;
  to: string;
  reason: SkipReason;
}

interface Campaign {
  id: string;
  workspaceId: string;
  mode: ApiKeyMode;
  fromNumbers: string[];
}

/** Phones of the request's contacts; a contact id the workspace (in this mode) lacks is a 400. */
async function contactPhones(
  db: Db,
  campaign: Campaign,
  recipients: readonly RecipientInput[],
): Promise<Map<string, string>> {
  const ids = [...new Set(recipients.flatMap((recipient) => (recipient.contactId ? [recipient.contactId] : [])))];
  if (!ids.length) return new Map();
  const contacts = await db.contact.findMany({
    where: { workspaceId: campaign.workspaceId, mode: campaign.mode, id: { in: ids } },
    select: { id: true, phone: true },
  });
  const phones = new Map(contacts.map((contact) => [contact.id, contact.phone]));
  const issues = recipients.flatMap((recipient, index) =>
    recipient.contactId && !phones.has(recipient.contactId)
      ? [{ path: ["recipients", index, "contactId"], message: "No contact with this id exists in this workspace." }]
      : [],
  );
  if (issues.length)
    throw new ApiError("VALIDATION_ERROR", issues[0].message, { details: { issues: issues.slice(0, 100) } });
  return phones;
}

/**
 * Appends `recipients` after the campaign's last one (the campaign row is locked first, so two
 * requests number theirs one after the other and see each other's numbers as duplicates).
 * Returns the skipped ones.
 */
export async function addRecipients(
  db: Db,
  campaign: Campaign,
  recipients: readonly RecipientInput[],
): Promise<Skipped[]> {
  const [locked] = await db.$queryRaw<
    Array<{ recipientCount: number }>
  >`SELECT "recipientCount" FROM "Campaign" WHERE "id" = ${campaign.id} FOR UPDATE`;
  if (locked.recipientCount + recipients.length > MAX_RECIPIENTS_PER_CAMPAIGN) {
    throw new ApiError("CAMPAIGN_TOO_LARGE", undefined, {
      details: { recipientCount: locked.recipientCount, adding: recipients.length, limit: MAX_RECIPIENTS_PER_CAMPAIGN },
    });
  }
  const phones = await contactPhones(db, campaign, recipients);
  const workspace = await db.workspace.findUniqueOrThrow({
    where: { id: campaign.workspaceId },
    select: { allowedDestinationCountries: true, defaultCountry: true, callerNumbers: { select: { number: true } } },
  });
  // The judgement of server/dnc/dnc.ts (hard blocks, then countries), the countries worked out once.
  const countries = allowedCountriesOf(
    workspace.allowedDestinationCountries,
    workspace.callerNumbers.map((n) => n.number),
  );

  const numbers: string[] = [];
  const reasons: Array<SkipReason | null> = [];
  for (const recipient of recipients) {
    const given = recipient.contactId ? phones.get(recipient.contactId)! : recipient.to!;
    const read = readPhone(given, workspace.defaultCountry);
    const e164 = "e164" in read ? read.e164 : null;
    numbers.push(e164 ?? storableText(given));
    reasons.push(
      !e164
        ? "invalid_number"
        : hardBlockOf(e164) || !isDestinationAllowed(e164, countries)
          ? "blocked_destination"
          : null,
    );
  }
  const json = (value: object | undefined) => (value ? storableJson(value) : null);
  // Do-not-call and duplicates are judged by the statement, against what the campaign and the list hold.
  const skipped = await db.$queryRaw<Array<{ ord: number; reason: SkipReason }>>`
    WITH input AS (
      SELECT * FROM unnest(${numbers}::text[], ${recipients.map((r) => r.contactId ?? null)}::text[], ${recipients.map((r) => json(r.variables))}::jsonb[],
        ${recipients.map((r) => json(r.metadata))}::jsonb[], ${reasons}::text[]) WITH ORDINALITY AS i("to", "contactId", "variables", "metadata", "reason", "ord")
    ), listed AS (
      SELECT i.*, COALESCE(i."reason", CASE WHEN d."phone" IS NOT NULL THEN 'do_not_call' END) AS "listedReason"
      FROM input i LEFT JOIN "DoNotCallEntry" d ON d."workspaceId" = ${campaign.workspaceId} AND d."phone" = i."to"
    ), judged AS (
      SELECT l.*, COALESCE(l."listedReason", CASE
        WHEN row_number() OVER (PARTITION BY l."listedReason" IS NULL, l."to" ORDER BY l."ord") > 1 THEN 'duplicate'
        WHEN EXISTS (SELECT 1 FROM "CampaignRecipient" r WHERE r."campaignId" = ${campaign.id} AND r."to" = l."to" AND r."skipReason" IS NULL) THEN 'duplicate'
      END) AS "skipReason"
      FROM listed l
    ), inserted AS (
      INSERT INTO "CampaignRecipient" ("campaignId", "position", "to", "contactId", "variables", "metadata", "state", "skipReason", "createdAt", "updatedAt")
      SELECT ${campaign.id}, ${locked.recipientCount}::int + j."ord"::int, j."to", j."contactId", j."variables", j."metadata",
        (CASE WHEN j."skipReason" IS NULL THEN 'pending' ELSE 'skipped' END)::"CampaignRecipientState", j."skipReason",
        now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
      FROM judged j
    ), counted AS (
      UPDATE "Campaign" SET "recipientCount" = "recipientCount" + ${recipients.length}::int, "updatedAt" = now() AT TIME ZONE 'UTC' WHERE "id" = ${campaign.id}
    )
    SELECT "ord"::int AS "ord", "skipReason" AS "reason" FROM judged WHERE "skipReason" IS NOT NULL ORDER BY "ord"`;
  return skipped.map(({ ord, reason }) => ({ index: ord - 1, to: numbers[ord - 1], reason }));
}
