import { z } from "zod";
import { Prisma, type Db } from "@/server/db/client";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import type { LlmConnection } from "@/server/db/generated/client";
import { ApiError, fieldError } from "@/server/errors";
import { assertPublicTarget, TargetNotAllowedError } from "@/server/net/target-guard";
import { llmPricingOf, llmPricingSchema, type LlmPricing } from "@/server/metering/pricing";
import { encryptSecret } from "@/server/secrets/encryption";
import { llmTargets } from "./client";
import type { LlmConnectionChanges, LlmConnectionInput } from "./inputs";

// A workspace's OpenAI-compatible endpoints (settings UI and /v1 alike). The API key is sealed on
// the way in and never leaves again: only its last four characters are shown.

const PUBLIC_FIELDS = {
  id: true,
  name: true,
  baseUrl: true,
  defaultModel: true,
  apiKeyLast4: true,
  pricing: true,
  createdAt: true,
  updatedAt: true,
} as const;

export const llmConnectionSchema = z.object({
  id: z.string().meta({ example: "llm_3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c" }),
  name: z.string(),
  baseUrl: z.string(),
  defaultModel: z.string(),
  apiKeyLast4: z
    .string()
    .nullable()
    .meta({ description: "Last 4 characters of the saved API key; null without one. The key itself is never shown." }),
  pricing: llmPricingSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

type PublicConnection = Pick<LlmConnection, keyof typeof PUBLIC_FIELDS>;

export function llmConnectionView(connection: PublicConnection): z.infer<typeof llmConnectionSchema> {
  return {
    ...connection,
    pricing: llmPricingOf(connection.pricing),
    createdAt: connection.createdAt.toISOString(),
    updatedAt: connection.updatedAt.toISOString(),
  };
}

async function checkBaseUrl(baseUrl: string): Promise<void> {
  try {
    await assertPublicTarget(new URL(baseUrl), llmTargets);
  } catch (error) {
    if (!(error instanceof TargetNotAllowedError)) throw error;
    throw fieldError(["baseUrl"], `Not allowed: ${error.message}`);
  }
}

async function unique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw fieldError(["name"], "Another connection has this name");
    throw error;
  }
}

/** Null clears the prices (a JSON column takes Prisma's DbNull for SQL NULL). */
const priced = (pricing: LlmPricing | null | undefined) =>
  pricing === undefined ? {} : { pricing: pricing === null ? Prisma.DbNull : pricing };

function sealed(apiKey: string | undefined) {
  return apiKey ? { apiKeySealed: encryptSecret(apiKey), apiKeyLast4: apiKey.slice(-4) } : {};
}

const notFound = () => new ApiError("NOT_FOUND", "No LLM connection with this id in this workspace.");

/** Every connection, oldest first (the settings UI's list and the agent form's choices). */
export function listLlmConnections(db: Db, workspaceId: string) {
  return db.llmConnection.findMany({ where: { workspaceId }, orderBy: { createdAt: "asc" }, select: PUBLIC_FIELDS });
}

/** One page, newest first (/v1). */
export async function pageLlmConnections(db: Db, workspaceId: string, page: PageInput) {
  const query = pageQuery(page);
  const rows = await db.llmConnection.findMany({
    ...query,
    where: { AND: [{ workspaceId }, query.where] },
    select: PUBLIC_FIELDS,
  });
  return toPage(rows, page.limit, llmConnectionView);
}

export async function getLlmConnection(db: Db, workspaceId: string, connectionId: string) {
  const connection = await db.llmConnection.findFirst({
    where: { id: connectionId, workspaceId },
    select: PUBLIC_FIELDS,
  });
  if (!connection) throw notFound();
  return connection;
}

export async function createLlmConnection(
  db: Db,
  workspaceId: string,
  { apiKey, pricing, ...input }: LlmConnectionInput,
) {
  await checkBaseUrl(input.baseUrl);
  return unique(
    db.llmConnection.create({
      data: { ...input, ...sealed(apiKey), ...priced(pricing), workspaceId },
      select: PUBLIC_FIELDS,
    }),
  );
}

/** Changes the fields given; an absent or empty key keeps the one saved, a new key replaces it. */
export async function updateLlmConnection(
  db: Db,
  workspaceId: string,
  connectionId: string,
  { apiKey, pricing, ...changes }: LlmConnectionChanges,
) {
  await getLlmConnection(db, workspaceId, connectionId);
  if (changes.baseUrl) await checkBaseUrl(changes.baseUrl);
  // Look-up and write in one statement: a DELETE committed since the check above leaves nothing to update.
  const { count } = await unique(
    db.llmConnection.updateMany({
      where: { id: connectionId, workspaceId },
      data: { ...changes, ...sealed(apiKey), ...priced(pricing) },
    }),
  );
  if (!count) throw notFound();
  return getLlmConnection(db, workspaceId, connectionId);
}

/** 409 CONFLICT while agents think through it (they would be left without a brain) or knowledge bases embed through it. */
export async function deleteLlmConnection(db: Db, workspaceId: string, connectionId: string): Promise<void> {
  // Locked first: an agent being pointed at it meanwhile (its foreign key check) waits for this
  // transaction, so no agent can slip in between the check below and the delete.
  const [locked] = await db.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "LlmConnection" WHERE "id" = ${connectionId} AND "workspaceId" = ${workspaceId} FOR UPDATE`;
  if (!locked) throw notFound();
  const agents = await db.agent.findMany({ where: { llmConnectionId: connectionId }, select: { id: true }, take: 20 });
  if (agents.length) {
    throw new ApiError("CONFLICT", "Agents use this LLM connection; point them at another one first.", {
      details: { agentIds: agents.map(({ id }) => id) },
    });
  }
  const bases = await db.knowledgeBase.findMany({
    where: { llmConnectionId: connectionId },
    select: { id: true },
    take: 20,
  });
  if (bases.length) {
    throw new ApiError(
      "CONFLICT",
      "Knowledge bases embed through this LLM connection; change their embeddings first.",
      {
        details: { knowledgeBaseIds: bases.map(({ id }) => id) },
      },
    );
  }
  await db.llmConnection.delete({ where: { id: connectionId } });
}
