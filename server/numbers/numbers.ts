import { z } from "zod";
import { Prisma, type Db } from "@/server/db/client";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { ApiError } from "@/server/errors";
import type { CallerNumberChanges, CallerNumberInput } from "./inputs";
import { readWorkspacePhones } from "@/server/workspaces/default-country";

// The numbers a workspace may call from (caller ids). A call's `from` must be one of them.

const withAgentCount = { _count: { select: { agents: true } } } as const;

export const callerNumberSchema = z.object({
  id: z.string().meta({ example: "num_5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f" }),
  number: z.string().meta({ description: "E.164." }),
  label: z.string().nullable(),
  agentCount: z.number().int().meta({ description: "Agents that call from it by default." }),
  createdAt: z.string(),
});

type NumberRow = Prisma.CallerNumberGetPayload<{ include: typeof withAgentCount }>;

export function callerNumberView({
  _count,
  createdAt,
  id,
  number,
  label,
}: NumberRow): z.infer<typeof callerNumberSchema> {
  return { id, number, label, agentCount: _count.agents, createdAt: createdAt.toISOString() };
}

const notFound = () => new ApiError("NOT_FOUND", "No caller number with this id in this workspace.");

/** Every number, oldest first (the settings UI). */
export function listCallerNumbers(db: Db, workspaceId: string) {
  return db.callerNumber.findMany({ where: { workspaceId }, orderBy: { createdAt: "asc" }, include: withAgentCount });
}

/** One page, newest first (/v1). */
export async function pageCallerNumbers(db: Db, workspaceId: string, page: PageInput) {
  const query = pageQuery(page);
  const rows = await db.callerNumber.findMany({
    ...query,
    where: { AND: [{ workspaceId }, query.where] },
    include: withAgentCount,
  });
  return toPage(rows, page.limit, callerNumberView);
}

export async function getCallerNumber(db: Db, workspaceId: string, numberId: string) {
  const number = await db.callerNumber.findFirst({ where: { id: numberId, workspaceId }, include: withAgentCount });
  if (!number) throw notFound();
  return number;
}

/** 409 CONFLICT when the workspace has the number already. */
export async function addCallerNumber(db: Db, workspaceId: string, input: CallerNumberInput) {
  const { number } = await readWorkspacePhones(db, workspaceId, { number: input.number });
  // ON CONFLICT DO NOTHING: a unique violation would abort the caller's whole transaction.
  const [created] = await db.callerNumber.createManyAndReturn({
    data: [{ ...input, number: number!, workspaceId }],
    skipDuplicates: true,
    select: { id: true },
  });
  if (!created) {
    throw new ApiError("CONFLICT", "This number is already in the workspace.", {
      details: { issues: [{ path: "number", message: "Already added" }] },
    });
  }
  return getCallerNumber(db, workspaceId, created.id);
}

export async function updateCallerNumber(db: Db, workspaceId: string, numberId: string, changes: CallerNumberChanges) {
  // Look-up and write in one statement: a DELETE racing this one leaves a 404, never a 500.
  const { count } = await db.callerNumber.updateMany({ where: { id: numberId, workspaceId }, data: changes });
  if (!count) throw notFound();
  return getCallerNumber(db, workspaceId, numberId);
}

/**
 * Agents that used it as their default fall back to naming `from` per call. A campaign that has
 * not ended and calls from it keeps it (409 naming the campaigns): it would dial from a number no
 * longer the workspace's. The row is locked first, so a campaign created meanwhile (which holds
 * its numbers' rows, server/campaigns/campaigns.ts) is seen.
 */
export async function removeCallerNumber(db: Db, workspaceId: string, numberId: string): Promise<void> {
  const [row] = await db.$queryRaw<Array<{ number: string }>>`
    SELECT "number" FROM "CallerNumber" WHERE "id" = ${numberId} AND "workspaceId" = ${workspaceId} FOR UPDATE`;
  if (!row) throw notFound();
  const campaigns = await db.campaign.findMany({
    where: { workspaceId, status: { in: ["scheduled", "running", "paused"] }, fromNumbers: { has: row.number } },
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
}
