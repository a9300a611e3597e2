import type { Db } from "@/server/db/client";
import { ApiError } from "@/server/errors";
import { assertPublicTarget, TargetNotAllowedError } from "@/server/net/target-guard";
import { encryptSecret } from "@/server/secrets/encryption";
import { llmTargets } from "./client";
import type { LlmConnectionInput } from "./inputs";

// A workspace's OpenAI-compatible endpoints, as the settings UI manages them. The API key is
// sealed on the way in and never leaves again: only its last four characters are shown.

const PUBLIC_FIELDS = { id: true, name: true, baseUrl: true, defaultModel: true, apiKeyLast4: true, createdAt: true, updatedAt: true } as const;

function fieldError(path: string, message: string): ApiError {
  return new ApiError("VALIDATION_ERROR", undefined, { details: { issues: [{ path, message }] } });
}

async function checkBaseUrl(baseUrl: string): Promise<void> {
  try {
    await assertPublicTarget(new URL(baseUrl), llmTargets);
  } catch (error) {
    if (!(error instanceof TargetNotAllowedError)) throw error;
    throw fieldError("baseUrl", `Not allowed: ${error.message}`);
  }
}

async function unique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw fieldError("name", "Another connection has this name");
    throw error;
  }
}

function sealed(apiKey: string) {
  return apiKey ? { apiKeySealed: encryptSecret(apiKey), apiKeyLast4: apiKey.slice(-4) } : {};
}

export function listLlmConnections(db: Db, workspaceId: string) {
  return db.llmConnection.findMany({ where: { workspaceId }, orderBy: { createdAt: "asc" }, select: PUBLIC_FIELDS });
}

export async function createLlmConnection(db: Db, workspaceId: string, { apiKey, ...input }: LlmConnectionInput) {
  await checkBaseUrl(input.baseUrl);
  return unique(db.llmConnection.create({ data: { ...input, ...sealed(apiKey), workspaceId }, select: PUBLIC_FIELDS }));
}

/** An empty key keeps the one saved; a new key replaces it. */
export async function updateLlmConnection(db: Db, workspaceId: string, connectionId: string, { apiKey, ...input }: LlmConnectionInput) {
  await checkBaseUrl(input.baseUrl);
  const { count } = await unique(db.llmConnection.updateMany({ where: { id: connectionId, workspaceId }, data: { ...input, ...sealed(apiKey) } }));
  if (!count) throw new ApiError("NOT_FOUND", "No LLM connection with this id in this workspace.");
}

/** Agents that used it keep their settings and need another connection before they can think. */
export async function deleteLlmConnection(db: Db, workspaceId: string, connectionId: string): Promise<void> {
  const { count } = await db.llmConnection.deleteMany({ where: { id: connectionId, workspaceId } });
  if (!count) throw new ApiError("NOT_FOUND", "No LLM connection with this id in this workspace.");
}
