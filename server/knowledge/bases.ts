import { z } from "zod";
import { LANGUAGES } from "@/server/agents/inputs";
import { Prisma, type Db } from "@/server/db/client";
import type { KnowledgeBase } from "@/server/db/generated/client";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { emit } from "@/server/db/unit-of-work";
import { env } from "@/server/env";
import { ApiError, issuePathOf } from "@/server/errors";
import { knowledgeDocumentIngestRequested } from "@/server/events";
import {
  embeddingRules,
  updateKnowledgeBaseInput,
  type CreateKnowledgeBaseInput,
  type UpdateKnowledgeBaseInput,
} from "./inputs";

// A workspace's knowledge bases: scoped by workspace (another workspace's base is simply not
// found), each function in the caller's transaction. A change of language or embeddings re-ingests
// every document (their chunks are cut and embedded the new way); one an agent uses is not deleted.

export const knowledgeBaseSchema = z
  .object({
    id: z.string().meta({ example: "kb_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" }),
    name: z.string(),
    description: z.string(),
    language: z.enum(LANGUAGES),
    llmConnectionId: z.string().nullable(),
    embeddingModel: z.string().nullable(),
    documentCount: z.number().int(),
    chunkCount: z.number().int(),
    bytes: z.number().int().meta({ description: "The size of its documents' sources, together." }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "KnowledgeBase" });

export type KnowledgeBaseView = z.infer<typeof knowledgeBaseSchema>;

interface Totals {
  documents: number;
  bytes: number;
}

function view(base: KnowledgeBase, totals: Totals | undefined): KnowledgeBaseView {
  return {
    id: base.id,
    name: base.name,
    description: base.description,
    language: base.language as KnowledgeBaseView["language"],
    llmConnectionId: base.llmConnectionId,
    embeddingModel: base.embeddingModel,
    documentCount: totals?.documents ?? 0,
    chunkCount: base.chunkCount,
    bytes: totals?.bytes ?? 0,
    createdAt: base.createdAt.toISOString(),
    updatedAt: base.updatedAt.toISOString(),
  };
}

/** Documents and bytes of each base. */
export async function totalsOf(db: Db, baseIds: string[]): Promise<Map<string, Totals>> {
  const rows = await db.knowledgeDocument.groupBy({
    by: ["knowledgeBaseId"],
    where: { knowledgeBaseId: { in: baseIds } },
    _count: { _all: true },
    _sum: { bytes: true },
  });
  return new Map(rows.map((row) => [row.knowledgeBaseId, { documents: row._count._all, bytes: row._sum.bytes ?? 0 }]));
}

async function viewsOf(db: Db, bases: KnowledgeBase[]): Promise<KnowledgeBaseView[]> {
  const totals = await totalsOf(
    db,
    bases.map((base) => base.id),
  );
  return bases.map((base) => view(base, totals.get(base.id)));
}

const notFound = () => new ApiError("NOT_FOUND", "No such knowledge base.");

function nameTaken(name: string): ApiError {
  return new ApiError("CONFLICT", `A knowledge base named ${name} exists in this workspace.`, {
    details: { issues: [{ path: ["name"], message: "Taken" }] },
  });
}

/** A unique name can race: the constraint's answer is the same 409. */
async function uniquely<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002" && name) throw nameTaken(name);
    throw error;
  }
}

async function assertConnection(db: Db, workspaceId: string, llmConnectionId: string | null | undefined) {
  if (!llmConnectionId) return;
  const connection = await db.llmConnection.findFirst({
    where: { id: llmConnectionId, workspaceId },
    select: { id: true },
  });
  if (!connection)
    throw new ApiError("VALIDATION_ERROR", undefined, {
      details: { issues: [{ path: ["llmConnectionId"], message: "Pick one of this workspace's LLM connections" }] },
    });
}

/**
 * The base, locked until the caller's transaction ends (NO KEY UPDATE: documents being added, whose
 * foreign key takes KEY SHARE, do not wait for it), so that limits are checked against what is there.
 */
export async function lockedBase(db: Db, workspaceId: string, knowledgeBaseId: string): Promise<KnowledgeBase> {
  await db.$queryRaw`SELECT 1 FROM "KnowledgeBase" WHERE "id" = ${knowledgeBaseId} AND "workspaceId" = ${workspaceId} FOR NO KEY UPDATE`;
  return findBase(db, workspaceId, knowledgeBaseId);
}

export async function findBase(db: Db, workspaceId: string, knowledgeBaseId: string): Promise<KnowledgeBase> {
  const base = await db.knowledgeBase.findFirst({ where: { id: knowledgeBaseId, workspaceId } });
  if (!base) throw notFound();
  return base;
}

export async function createKnowledgeBase(
  db: Db,
  workspaceId: string,
  input: CreateKnowledgeBaseInput,
): Promise<KnowledgeBaseView> {
  // Creations in one workspace queue here, so the count below holds until this one commits.
  await db.$queryRaw`SELECT 1 FROM "Workspace" WHERE "id" = ${workspaceId} FOR NO KEY UPDATE`;
  const count = await db.knowledgeBase.count({ where: { workspaceId } });
  if (count >= env.KNOWLEDGE_BASES_PER_WORKSPACE)
    throw new ApiError(
      "KNOWLEDGE_LIMIT_REACHED",
      `A workspace has at most ${env.KNOWLEDGE_BASES_PER_WORKSPACE} knowledge bases.`,
      { details: { limit: env.KNOWLEDGE_BASES_PER_WORKSPACE } },
    );
  await assertConnection(db, workspaceId, input.llmConnectionId);
  const base = await uniquely(input.name, () => db.knowledgeBase.create({ data: { ...input, workspaceId } }));
  return view(base, undefined);
}

export async function listKnowledgeBases(db: Db, workspaceId: string, pageInput: PageInput) {
  const query = pageQuery(pageInput);
  const rows = await db.knowledgeBase.findMany({ ...query, where: { AND: [{ workspaceId }, query.where] } });
  const page = toPage(rows, pageInput.limit, (row) => row);
  return { items: await viewsOf(db, page.items), nextCursor: page.nextCursor };
}

/** Every base of the workspace by name, for pickers. */
export async function allKnowledgeBases(db: Db, workspaceId: string): Promise<KnowledgeBaseView[]> {
  return viewsOf(db, await db.knowledgeBase.findMany({ where: { workspaceId }, orderBy: { name: "asc" } }));
}

export async function getKnowledgeBase(db: Db, workspaceId: string, knowledgeBaseId: string) {
  return (await viewsOf(db, [await findBase(db, workspaceId, knowledgeBaseId)]))[0];
}

/** Every document again, cut (and embedded) the base's new way; their old chunks answer until then. */
async function reingest(db: Db, workspaceId: string, knowledgeBaseId: string): Promise<void> {
  const documents = await db.knowledgeDocument.findMany({ where: { knowledgeBaseId }, select: { id: true } });
  await db.knowledgeDocument.updateMany({ where: { knowledgeBaseId }, data: { status: "processing", error: null } });
  for (const { id } of documents)
    await emit(db, knowledgeDocumentIngestRequested.create({ documentId: id, workspaceId }));
}

export async function updateKnowledgeBase(
  db: Db,
  workspaceId: string,
  knowledgeBaseId: string,
  changes: UpdateKnowledgeBaseInput,
): Promise<KnowledgeBaseView> {
  const current = await lockedBase(db, workspaceId, knowledgeBaseId);
  // Embeddings change together: the result must have both or neither.
  const embedding = {
    llmConnectionId: changes.llmConnectionId === undefined ? current.llmConnectionId : changes.llmConnectionId,
    embeddingModel: changes.embeddingModel === undefined ? current.embeddingModel : changes.embeddingModel,
  };
  const checked = updateKnowledgeBaseInput.superRefine(embeddingRules).safeParse({ ...changes, ...embedding });
  if (!checked.success)
    throw new ApiError("VALIDATION_ERROR", undefined, {
      details: {
        issues: checked.error.issues.map((issue) => ({ path: issuePathOf(issue.path), message: issue.message })),
      },
    });
  await assertConnection(db, workspaceId, changes.llmConnectionId);
  const base = await uniquely(changes.name, () =>
    db.knowledgeBase.update({ where: { id: knowledgeBaseId }, data: { ...changes, ...embedding } }),
  );
  const rechunk =
    base.language !== current.language ||
    base.llmConnectionId !== current.llmConnectionId ||
    base.embeddingModel !== current.embeddingModel;
  if (rechunk) await reingest(db, workspaceId, knowledgeBaseId);
  return (await viewsOf(db, [base]))[0];
}

/** A base an agent uses stays: 409 naming the agents. */
export async function deleteKnowledgeBase(db: Db, workspaceId: string, knowledgeBaseId: string): Promise<void> {
  await lockedBase(db, workspaceId, knowledgeBaseId);
  const agents = await db.agent.findMany({
    where: { workspaceId, knowledgeBaseIds: { has: knowledgeBaseId } },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
  if (agents.length)
    throw new ApiError(
      "CONFLICT",
      `Agents use this knowledge base: ${agents.map((agent) => agent.name).join(", ")}. Remove it from them first.`,
      { details: { agents } },
    );
  const { count } = await db.knowledgeBase.deleteMany({ where: { id: knowledgeBaseId, workspaceId } });
  if (!count) throw notFound();
}
