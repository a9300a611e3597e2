import { randomBytes } from "node:crypto";
import { z } from "zod";
import { Prisma, type Db } from "@/server/db/client";
import type { Tool } from "@/server/db/generated/client";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { ApiError } from "@/server/errors";
import { assertPublicTarget, TargetNotAllowedError } from "@/server/net/target-guard";
import { decryptSecret, encryptSecret } from "@/server/secrets/encryption";
import { assertCompilableSchema } from "@/server/json-schema/untrusted";
import { argumentErrors } from "./arguments";
import { TOOL_METHODS, type CreateToolInput, type UpdateToolInput } from "./inputs";
import { checkToolBudget } from "./budget";
import { sendToolRequest, toolTargets, type ToolCallPayload } from "./request";

// A workspace's tools: HTTP endpoints of the business its agents may call mid-call. Every function
// is scoped by workspace (another workspace's tool is simply not found) and works in the caller's
// transaction. Header values and the signing secret are sealed with SECRETS_KEY; views show a
// header's last 4 characters and the secret only when it is made.

/** How long the old secret keeps signing after a rotation, so endpoints can switch over. */
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const toolSchema = z
  .object({
    id: z.string().meta({ example: "tool_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" }),
    name: z.string(),
    description: z.string(),
    parameters: z.record(z.string(), z.unknown()),
    url: z.string(),
    method: z.enum(TOOL_METHODS),
    headers: z
      .record(z.string(), z.string())
      .meta({ description: "Each header's value as its last 4 characters (shorter values not at all)." }),
    timeoutSec: z.number().int(),
    messages: z.object({ start: z.string().nullable(), failed: z.string().nullable() }),
    async: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Tool" });

export const createdToolSchema = toolSchema.extend({
  signingSecret: z
    .string()
    .meta({ description: "The Standard Webhooks secret (`whsec_…`) that signs the tool's requests. Shown only now." }),
});

export const signingSecretSchema = z.object({
  signingSecret: z.string().meta({ description: "The new secret; the old one also signs for 24 hours." }),
});

export const toolTestSchema = z.object({
  status: z.number().int().nullable().meta({ description: "The endpoint's HTTP status; null when no answer came." }),
  latencyMs: z.number().int(),
  body: z.string().nullable().meta({ description: "The answer (at most 16 KiB)." }),
  error: z.string().nullable().meta({ description: "Why the call failed, as the model would be told; null on a 2xx." }),
});

export type ToolView = z.infer<typeof toolSchema>;

/** The last 4 characters of a value long enough to keep the rest secret. */
function masked(sealed: string): string {
  const value = decryptSecret(sealed);
  return value.length >= 12 ? `…${value.slice(-4)}` : "…";
}

export function toolView(tool: Tool): ToolView {
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    parameters: tool.parameters as Record<string, unknown>,
    url: tool.url,
    method: tool.method,
    headers: Object.fromEntries(
      Object.entries(tool.headersSealed as Record<string, string>).map(([name, sealed]) => [name, masked(sealed)]),
    ),
    timeoutSec: tool.timeoutSec,
    messages: { start: tool.startMessage, failed: tool.failedMessage },
    async: tool.async,
    createdAt: tool.createdAt.toISOString(),
    updatedAt: tool.updatedAt.toISOString(),
  };
}

function newSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

async function checkTarget(url: string): Promise<void> {
  try {
    await assertPublicTarget(new URL(url), toolTargets);
  } catch (error) {
    if (!(error instanceof TargetNotAllowedError)) throw error;
    throw new ApiError("VALIDATION_ERROR", `The tool URL is not allowed: ${error.message}.`, {
      details: { issues: [{ path: ["url"], message: error.message }] },
    });
  }
}

function nameTaken(name: string): ApiError {
  return new ApiError("CONFLICT", `A tool named ${name} exists in this workspace.`, {
    details: { issues: [{ path: ["name"], message: "Taken" }] },
  });
}

async function assertNameFree(db: Db, workspaceId: string, name: string, toolId?: string): Promise<void> {
  const other = await db.tool.findFirst({
    where: { workspaceId, name, ...(toolId ? { id: { not: toolId } } : {}) },
    select: { id: true },
  });
  if (other) throw nameTaken(name);
}

/** A unique name can still race: the constraint's answer is the same 409. */
async function uniquely<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002" && name) throw nameTaken(name);
    throw error;
  }
}

function sealHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, encryptSecret(value)]));
}

const notFound = () => new ApiError("NOT_FOUND", "No such tool.");

export async function findTool(db: Db, workspaceId: string, toolId: string): Promise<Tool> {
  const tool = await db.tool.findFirst({ where: { id: toolId, workspaceId } });
  if (!tool) throw notFound();
  return tool;
}

/** Creates a tool; the answer carries its signing secret, this once. */
export async function createTool(db: Db, workspaceId: string, input: CreateToolInput) {
  assertCompilableSchema(input.parameters, "parameters");
  await checkTarget(input.url);
  await assertNameFree(db, workspaceId, input.name);
  const signingSecret = newSecret();
  const tool = await uniquely(input.name, () =>
    db.tool.create({
      data: {
        workspaceId,
        name: input.name,
        description: input.description,
        parameters: input.parameters as Prisma.InputJsonObject,
        url: input.url,
        method: input.method,
        headersSealed: sealHeaders(input.headers),
        timeoutSec: input.timeoutSec,
        startMessage: input.messages.start || null,
        failedMessage: input.messages.failed || null,
        async: input.async,
        secretSealed: encryptSecret(signingSecret),
      },
    }),
  );
  return { ...toolView(tool), signingSecret };
}

export async function listTools(db: Db, workspaceId: string, pageInput: PageInput) {
  const query = pageQuery(pageInput);
  const rows = await db.tool.findMany({ ...query, where: { AND: [{ workspaceId }, query.where] } });
  return toPage(rows, pageInput.limit, toolView);
}

/** Every tool of the workspace by name, for pickers. */
export async function allTools(db: Db, workspaceId: string): Promise<ToolView[]> {
  return (await db.tool.findMany({ where: { workspaceId }, orderBy: { name: "asc" } })).map(toolView);
}

export async function getTool(db: Db, workspaceId: string, toolId: string): Promise<ToolView> {
  return toolView(await findTool(db, workspaceId, toolId));
}

export async function updateTool(
  db: Db,
  workspaceId: string,
  toolId: string,
  changes: UpdateToolInput,
): Promise<ToolView> {
  const tool = await findTool(db, workspaceId, toolId);
  if (changes.parameters) assertCompilableSchema(changes.parameters, "parameters");
  if (changes.url) await checkTarget(changes.url);
  if (changes.name) await assertNameFree(db, workspaceId, changes.name, toolId);
  const headers = { ...(tool.headersSealed as Record<string, string>) };
  for (const [name, value] of Object.entries(changes.headers ?? {})) {
    // Header names are case-insensitive: setting "authorization" replaces "Authorization".
    for (const existing of Object.keys(headers))
      if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
    if (value !== null) headers[name] = encryptSecret(value);
  }
  // Look-up and write in one statement: a DELETE committed since the look-up leaves nothing to update (404).
  const { count } = await uniquely(changes.name, () =>
    db.tool.updateMany({
      where: { id: toolId, workspaceId },
      data: {
        name: changes.name,
        description: changes.description,
        parameters: changes.parameters as Prisma.InputJsonObject | undefined,
        url: changes.url,
        method: changes.method,
        headersSealed: headers,
        timeoutSec: changes.timeoutSec,
        ...(changes.messages && "start" in changes.messages ? { startMessage: changes.messages.start || null } : {}),
        ...(changes.messages && "failed" in changes.messages ? { failedMessage: changes.messages.failed || null } : {}),
        async: changes.async,
      },
    }),
  );
  if (!count) throw notFound();
  return toolView(await findTool(db, workspaceId, toolId));
}

/** A tool an agent uses stays: 409 naming the agents. */
export async function deleteTool(db: Db, workspaceId: string, toolId: string): Promise<void> {
  await findTool(db, workspaceId, toolId);
  const agents = await db.agent.findMany({
    where: { workspaceId, toolIds: { has: toolId } },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
  if (agents.length) {
    throw new ApiError(
      "CONFLICT",
      `Agents use this tool: ${agents.map((agent) => agent.name).join(", ")}. Remove it from them first.`,
      { details: { agents } },
    );
  }
  // Deleted by a concurrent request since the look-up: that one answered 200, this one 404.
  const { count } = await db.tool.deleteMany({ where: { id: toolId, workspaceId } });
  if (!count) throw notFound();
}

/** A new secret signs from now on; the old one also signs for 24 h. */
export async function rotateToolSecret(
  db: Db,
  workspaceId: string,
  toolId: string,
): Promise<{ signingSecret: string }> {
  const tool = await findTool(db, workspaceId, toolId);
  const signingSecret = newSecret();
  const { count } = await db.tool.updateMany({
    where: { id: toolId, workspaceId },
    data: {
      secretSealed: encryptSecret(signingSecret),
      previousSecretSealed: tool.secretSealed,
      previousSecretExpiresAt: new Date(Date.now() + ROTATION_OVERLAP_MS),
    },
  });
  if (!count) throw notFound();
  return { signingSecret };
}

/** The request a call would make with these arguments, made for real; `call` carries no call. */
export async function testTool(
  db: Db,
  workspaceId: string,
  toolId: string,
  args: Record<string, unknown>,
): Promise<z.infer<typeof toolTestSchema>> {
  const tool = await findTool(db, workspaceId, toolId);
  const invalid = argumentErrors(tool, args);
  if (invalid)
    throw new ApiError("VALIDATION_ERROR", `The arguments do not match the tool's parameters: ${invalid}.`, {
      details: { issues: [{ path: ["arguments"], message: invalid }] },
    });
  const budget = await checkToolBudget(workspaceId);
  if (budget) return { status: null, latencyMs: 0, body: null, error: budget };
  const payload: ToolCallPayload = {
    type: "tool.call",
    toolCallId: `test_${randomBytes(12).toString("hex")}`,
    tool: { id: tool.id, name: tool.name },
    arguments: args,
    call: {
      id: null,
      agentId: null,
      mode: "test",
      to: null,
      from: null,
      variables: null,
      metadata: null,
      contactId: null,
    },
  };
  const response = await sendToolRequest(tool, payload);
  return { status: response.httpStatus, latencyMs: response.latencyMs, body: response.body, error: response.error };
}
