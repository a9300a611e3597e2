import { withCallTallies } from "@/server/calls/tallies";
import type { Db } from "@/server/db/client";
import { env } from "@/server/env";
import { ApiError } from "@/server/errors";
import type { SourceInput } from "./source-inputs";
import { forgetCachedSource } from "./source-lookup";

// Click-to-call sources as the settings UI manages them. The id is the public button token.

export async function listSources(db: Db, workspaceId: string) {
  const sources = await db.clickToCallSource.findMany({
    where: { workspaceId },
    orderBy: { createdAt: "asc" },
    include: { agent: { select: { id: true, name: true } }, _count: { select: { leads: true } } },
  });
  return withCallTallies(db, sources);
}

async function assertAgent(db: Db, workspaceId: string, agentId: string): Promise<void> {
  const agent = await db.agent.findFirst({ where: { id: agentId, workspaceId }, select: { id: true } });
  if (!agent) {
    throw new ApiError("VALIDATION_ERROR", undefined, {
      details: { issues: [{ path: ["agentId"], message: "Pick one of this workspace's agents" }] },
    });
  }
}

export async function createSource(db: Db, workspaceId: string, input: SourceInput) {
  await assertAgent(db, workspaceId, input.agentId);
  return db.clickToCallSource.create({ data: { ...input, workspaceId }, select: { id: true, name: true } });
}

export async function updateSource(db: Db, workspaceId: string, sourceId: string, input: SourceInput) {
  await assertAgent(db, workspaceId, input.agentId);
  const { count } = await db.clickToCallSource.updateMany({ where: { id: sourceId, workspaceId }, data: input });
  forgetCachedSource(sourceId);
  if (!count) throw new ApiError("NOT_FOUND", "No click-to-call source with this id in this workspace.");
}

/** Deleting revokes the token (at once in this process, within CLICK_TO_CALL_SOURCE_CACHE_MS elsewhere): embedded buttons answer "not available". Past calls keep their data. */
export async function deleteSource(db: Db, workspaceId: string, sourceId: string): Promise<void> {
  const { count } = await db.clickToCallSource.deleteMany({ where: { id: sourceId, workspaceId } });
  forgetCachedSource(sourceId);
  if (!count) throw new ApiError("NOT_FOUND", "No click-to-call source with this id in this workspace.");
}

/** Where websites load the button from: this deployment's public URL. */
export function loaderUrl(): string {
  return new URL("/click-to-call.js", env.APP_URL).toString();
}
