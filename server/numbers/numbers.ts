import { z } from "zod";
import { PLACING_CAMPAIGN_STATUSES } from "@/server/campaigns/statuses";
import { Prisma, type Db } from "@/server/db/client";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { ApiError } from "@/server/errors";
import { checkTarget } from "@/server/webhooks/endpoints";
import { requestCarrierSync, twilioConfigured } from "./carrier-link";
import type { CallerNumberChanges, CallerNumberInput } from "./inputs";
import { newRoutingSecret } from "./routing-secret";
import { readWorkspacePhones } from "@/server/workspaces/default-country";

// The workspace's numbers: what its calls may come from (caller ids) and, with an inbound agent,
// the lines that agent answers (docs/voice-agent.md "Inbound calls").

const withAgentCount = { _count: { select: { agents: true } } } as const;

export const callerNumberSchema = z.object({
  id: z.string().meta({ example: "num_5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f" }),
  number: z.string().meta({ description: "E.164." }),
  label: z.string().nullable(),
  agentCount: z.number().int().meta({ description: "Agents that call from it by default." }),
  inboundAgentId: z.string().nullable().meta({ description: "The agent that answers calls to it; null: none." }),
  routingUrl: z.string().nullable(),
  routingTimeoutMs: z.number().int(),
  routingSecret: z.string().optional().meta({
    description:
      "The `whsec_…` secret that signs routing requests: in the answer that first set `routingUrl` (or rotated it) only.",
  }),
  carrierState: z.string().nullable().meta({
    description:
      "Whether the carrier sends the number's calls to svc: `connected`, `disconnected`, `not_found` (not a number of the carrier account), `error: …`; null when the carrier was never asked (Twilio not configured, or no agent yet) or a sync asked for (`POST …/sync`) has no answer yet.",
  }),
  createdAt: z.string(),
});
export type CallerNumberView = z.infer<typeof callerNumberSchema>;

type NumberRow = Prisma.CallerNumberGetPayload<{ include: typeof withAgentCount }>;

export function callerNumberView(row: NumberRow, routingSecret?: string): CallerNumberView {
  return {
    id: row.id,
    number: row.number,
    label: row.label,
    agentCount: row._count.agents,
    inboundAgentId: row.inboundAgentId,
    routingUrl: row.routingUrl,
    routingTimeoutMs: row.routingTimeoutMs,
    ...(routingSecret ? { routingSecret } : {}),
    carrierState: row.carrierState,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new ApiError("NOT_FOUND", "No caller number with this id in this workspace.");

/** Every number, oldest first (the settings UI). */
export async function listCallerNumbers(db: Db, workspaceId: string): Promise<CallerNumberView[]> {
  const rows = await db.callerNumber.findMany({
    where: { workspaceId },
    orderBy: { createdAt: "asc" },
    include: withAgentCount,
  });
  return rows.map((row) => callerNumberView(row));
}

/** One page, newest first (/v1). */
export async function pageCallerNumbers(db: Db, workspaceId: string, page: PageInput) {
  const query = pageQuery(page);
  const rows = await db.callerNumber.findMany({
    ...query,
    where: { AND: [{ workspaceId }, query.where] },
    include: withAgentCount,
  });
  return toPage(rows, page.limit, (row) => callerNumberView(row));
}

export async function getCallerNumber(db: Db, workspaceId: string, numberId: string) {
  const number = await db.callerNumber.findFirst({ where: { id: numberId, workspaceId }, include: withAgentCount });
  if (!number) throw notFound();
  return number;
}

/** The inbound settings checked against the workspace: its agent, a public routing URL, the number answered nowhere else. */
async function checkInbound(
  db: Db,
  workspaceId: string,
  number: string,
  changes: Pick<CallerNumberChanges, "inboundAgentId" | "routingUrl">,
): Promise<void> {
  if (changes.inboundAgentId) {
    const agent = await db.agent.findFirst({
      where: { id: changes.inboundAgentId, workspaceId },
      select: { id: true },
    });
    if (!agent)
      throw new ApiError("AGENT_NOT_FOUND", undefined, {
        details: { issues: [{ path: ["inboundAgentId"], message: "No such agent in this workspace" }] },
      });
    const elsewhere = await db.callerNumber.findFirst({
      where: { number, inboundAgentId: { not: null }, workspaceId: { not: workspaceId } },
      select: { id: true },
    });
    if (elsewhere)
      throw new ApiError("CONFLICT", "Another workspace's agent answers this number.", {
        details: { issues: [{ path: ["inboundAgentId"], message: "Answered by another workspace" }] },
      });
  }
  if (changes.routingUrl) await checkTarget(changes.routingUrl, "routingUrl", "routing URL");
}

/** The carrier is told when the number starts or stops taking calls. */
async function relinkWhenChanged(
  db: Db,
  workspaceId: string,
  phoneNumber: string,
  before: string | null | undefined,
  after: string | null | undefined,
): Promise<void> {
  if (after !== undefined && Boolean(before) !== Boolean(after)) await requestCarrierSync(db, workspaceId, phoneNumber);
}

/** 409 CONFLICT when the workspace has the number already. */
export async function addCallerNumber(db: Db, workspaceId: string, input: CallerNumberInput) {
  const { number } = await readWorkspacePhones(db, workspaceId, { number: input.number });
  await checkInbound(db, workspaceId, number!, input);
  const secret = input.routingUrl ? newRoutingSecret() : undefined;
  // ON CONFLICT DO NOTHING: a unique violation would abort the caller's whole transaction.
  const [created] = await db.callerNumber.createManyAndReturn({
    data: [{ ...input, number: number!, routingSecretSealed: secret?.sealed, workspaceId }],
    skipDuplicates: true,
    select: { id: true },
  });
  if (!created) {
    throw new ApiError("CONFLICT", "This number is already in the workspace.", {
      details: { issues: [{ path: ["number"], message: "Already added" }] },
    });
  }
  await relinkWhenChanged(db, workspaceId, number!, null, input.inboundAgentId);
  return callerNumberView(await getCallerNumber(db, workspaceId, created.id), secret?.plaintext);
}

export async function updateCallerNumber(db: Db, workspaceId: string, numberId: string, changes: CallerNumberChanges) {
  // Locked: two changes at once would each see no secret and each make one.
  const [current] = await db.$queryRaw<
    Array<{ number: string; inboundAgentId: string | null; hasSecret: boolean }>
  >`SELECT "number", "inboundAgentId", "routingSecretSealed" IS NOT NULL AS "hasSecret" FROM "CallerNumber" WHERE "id" = ${numberId} AND "workspaceId" = ${workspaceId} FOR NO KEY UPDATE`;
  if (!current) throw notFound();
  await checkInbound(db, workspaceId, current.number, changes);
  const secret = changes.routingUrl && !current.hasSecret ? newRoutingSecret() : undefined;
  await db.callerNumber.update({ where: { id: numberId }, data: { ...changes, routingSecretSealed: secret?.sealed } });
  await relinkWhenChanged(db, workspaceId, current.number, current.inboundAgentId, changes.inboundAgentId);
  return callerNumberView(await getCallerNumber(db, workspaceId, numberId), secret?.plaintext);
}

/** A new routing secret signs from now on (the old one at once no longer): the answer is the only one with it. */
export async function rotateRoutingSecret(db: Db, workspaceId: string, numberId: string) {
  const secret = newRoutingSecret();
  const { count } = await db.callerNumber.updateMany({
    where: { id: numberId, workspaceId },
    data: { routingSecretSealed: secret.sealed },
  });
  if (!count) throw notFound();
  return callerNumberView(await getCallerNumber(db, workspaceId, numberId), secret.plaintext);
}

/**
 * Tells Twilio again where the number's calls go, as things are now (server/numbers/carrier-link.ts):
 * `carrierState` is null until Twilio has answered (the number's page shows it under way). 409
 * when Twilio is not configured.
 */
export async function syncCallerNumber(db: Db, workspaceId: string, numberId: string) {
  const { number } = await getCallerNumber(db, workspaceId, numberId);
  if (!twilioConfigured())
    throw new ApiError(
      "CONFLICT",
      "Twilio is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN): there is no carrier to sync the number with.",
    );
  await db.callerNumber.update({ where: { id: numberId }, data: { carrierState: null } });
  await requestCarrierSync(db, workspaceId, number);
  return callerNumberView(await getCallerNumber(db, workspaceId, numberId));
}

/**
 * Agents that used it as their default fall back to naming `from` per call; the carrier stops
 * sending its calls here. A campaign that has not ended and calls from it keeps it (409 naming the
 * campaigns): it would dial from a number no longer the workspace's. The row is locked first, so a
 * campaign created meanwhile (which holds its numbers' rows, server/campaigns/campaigns.ts) is seen.
 */
export async function removeCallerNumber(db: Db, workspaceId: string, numberId: string): Promise<void> {
  const [row] = await db.$queryRaw<Array<{ number: string; inboundAgentId: string | null }>>`
    SELECT "number", "inboundAgentId" FROM "CallerNumber" WHERE "id" = ${numberId} AND "workspaceId" = ${workspaceId} FOR UPDATE`;
  if (!row) throw notFound();
  const campaigns = await db.campaign.findMany({
    where: { workspaceId, status: { in: [...PLACING_CAMPAIGN_STATUSES] }, fromNumbers: { has: row.number } },
    select: { id: true, name: true },
    orderBy: { createdAt: "asc" },
    take: 20,
  });
  if (campaigns.length)
    throw new ApiError(
      "CONFLICT",
      `Campaigns call from this number: ${campaigns.map((c) => `“${c.name}”`).join(", ")}. Cancel them (or let them end) first.`,
      { details: { campaignIds: campaigns.map((c) => c.id) } },
    );
  await db.callerNumber.delete({ where: { id: numberId } });
  if (row.inboundAgentId) await requestCarrierSync(db, workspaceId, row.number);
}
