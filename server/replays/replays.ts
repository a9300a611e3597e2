import { z } from "zod";
import { hasVersion } from "@/server/agents/versions";
import { isOpen } from "@/server/calls/statuses";
import { getCall } from "@/server/calls/calls";
import { turnSchema } from "@/server/calls/turns";
import { db as client, type Db, type Prisma } from "@/server/db/client";
import type { CallReplay } from "@/server/db/generated/client";
import { CallReplayStatus, ReplayToolResults, type ApiKeyMode } from "@/server/db/generated/enums";
import { pageQuery, toPage, type PageInput } from "@/server/db/pagination";
import { emit } from "@/server/db/unit-of-work";
import { ApiError, fieldError } from "@/server/errors";
import { callReplayRequested } from "@/server/events";
import { AgentNotReadyError, brainForAgent } from "@/server/voice/brains";
import { behindLiveCalls } from "@/server/processes/behind-live-calls";
import { answerWithoutCarrier } from "@/server/voice/built-in-tools";
import { linesFor } from "@/server/voice/lines";
import { replayCall, type ReplayExchange, type ReplayUsage } from "./engine";
import { readOriginal } from "./original";
import { recordedTools } from "./recorded-tools";

// Replays of a call (docs/voice-agent.md "Replays"): requested through the API (202), played by
// the `replay-call` function in the background, read with GET. Nothing is dialled and no call row
// is written: a replay is a text conversation like an agent test's.

export const createReplayInput = z.object({
  agentVersion: z
    .number()
    .int()
    .min(1)
    .optional()
    .meta({ description: "The version of the call's agent to replay against; default its current version." }),
  toolResults: z.enum(ReplayToolResults).default("recorded").meta({
    description:
      "`recorded`: tool calls are answered with the original call's results (matched by tool name, then arguments); nothing is sent. `live`: the tools' requests are really sent.",
  }),
});
export type CreateReplayInput = z.infer<typeof createReplayInput>;

const sideSchema = z.object({
  text: z.string(),
  interrupted: z.boolean().meta({ description: "The caller spoke over this turn: cut where they cut the original." }),
  toolCalls: turnSchema.shape.toolCalls,
  error: z
    .string()
    .optional()
    .meta({ description: "Why the replayed agent could not answer (its model failed): the replay ended there." }),
});

export const replaySchema = z
  .object({
    id: z.string().meta({ example: "rpl_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" }),
    callId: z.string(),
    agentId: z.string(),
    agentVersion: z.number().int(),
    toolResults: z.enum(ReplayToolResults),
    status: z.enum(CallReplayStatus),
    turns: z
      .array(
        z.object({
          index: z.number().int(),
          caller: z.string().nullable().meta({ description: "What the caller said before this turn, as recorded." }),
          original: sideSchema.nullable(),
          replayed: sideSchema
            .nullable()
            .meta({ description: "Null when the replayed agent had ended the call before this turn." }),
          same: z.boolean().meta({ description: "Same words, interruption and tool calls (names and arguments)." }),
        }),
      )
      .meta({ description: "The agent's turns of both sides, exchange by exchange." }),
    divergedAt: z.number().int().nullable().meta({ description: "The first exchange that differs; null when none." }),
    usage: z
      .object({
        agentTurns: z.number().int().meta({ description: "The agent's turns the brain was asked for." }),
        toolCalls: z.number().int().meta({ description: "Calls of workspace tools the replayed agent made." }),
        toolRequests: z.number().int().meta({ description: "Of them, requests really sent (`live`)." }),
        notRecorded: z
          .number()
          .int()
          .meta({ description: "Of them, calls the original never made, answered with an error (`recorded`)." }),
        ms: z.number().int().meta({ description: "How long the replay took to play." }),
      })
      .nullable(),
    error: z.string().nullable().meta({ description: "Why a `failed` replay could not be played." }),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: "CallReplay" });
export type ReplayView = z.infer<typeof replaySchema>;

function replayView(row: CallReplay): ReplayView {
  return {
    id: row.id,
    callId: row.callId,
    agentId: row.agentId,
    agentVersion: row.agentVersion,
    toolResults: row.toolResults,
    status: row.status,
    turns: row.turns as unknown as ReplayExchange[],
    divergedAt: row.divergedAt,
    usage: row.usage as ReplayUsage | null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** Queues a replay of the call (of the key's mode) against a version of its agent, in the caller's transaction. */
export async function createReplay(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode | null,
  callId: string,
  input: CreateReplayInput,
): Promise<ReplayView> {
  const call = await getCall(db, workspaceId, mode, callId);
  if (isOpen(call.status))
    throw new ApiError("CONFLICT", "The call is still in progress: replay it once it has ended.");
  if (!(await db.callTurn.count({ where: { callId } })))
    throw fieldError(["callId"], "This call has no turns to replay: nobody spoke.");
  const agent = await db.agent.findUniqueOrThrow({ where: { id: call.agentId }, select: { version: true } });
  const version = input.agentVersion ?? agent.version;
  if (!(await hasVersion(db, call.agentId, agent.version, version)))
    throw fieldError(["agentVersion"], `This call's agent has no version ${version}.`);
  const row = await db.callReplay.create({
    data: { workspaceId, callId, agentId: call.agentId, agentVersion: version, toolResults: input.toolResults },
  });
  await emit(db, callReplayRequested.create({ replayId: row.id, workspaceId }));
  return replayView(row);
}

async function findReplay(db: Db, workspaceId: string, mode: ApiKeyMode | null, callId: string, replayId: string) {
  await getCall(db, workspaceId, mode, callId);
  const row = await db.callReplay.findFirst({ where: { id: replayId, callId, workspaceId } });
  if (!row) throw new ApiError("NOT_FOUND", "No such replay of this call.");
  return row;
}

export async function getReplay(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode | null,
  callId: string,
  replayId: string,
): Promise<ReplayView> {
  return replayView(await findReplay(db, workspaceId, mode, callId, replayId));
}

/** The call's replays, newest first. */
export async function listReplays(
  db: Db,
  workspaceId: string,
  mode: ApiKeyMode | null,
  callId: string,
  page: PageInput,
) {
  await getCall(db, workspaceId, mode, callId);
  const query = pageQuery(page);
  const rows = await db.callReplay.findMany({ ...query, where: { AND: [{ callId, workspaceId }, query.where] } });
  return toPage(rows, page.limit, replayView);
}

/**
 * Plays the replay and stores its result (`replay-call`); a retry plays it again from the start.
 * A model that fails is a turn's error, not the replay's; an agent that cannot think at all fails it.
 */
export async function playReplay(replayId: string): Promise<CallReplayStatus> {
  await behindLiveCalls();
  const started = await client.callReplay.updateMany({
    where: { id: replayId, status: { in: ["queued", "running"] } },
    data: { status: "running", startedAt: new Date() },
  });
  if (!started.count) return (await client.callReplay.findUniqueOrThrow({ where: { id: replayId } })).status;
  const replay = await client.callReplay.findUniqueOrThrow({ where: { id: replayId } });
  const original = await readOriginal(client, replay.callId);
  const recorded = replay.toolResults === "recorded" ? recordedTools(original.turns) : null;
  let played;
  try {
    const { agent, brief, brain } = await brainForAgent(
      client,
      replay.workspaceId,
      replay.agentId,
      original.variables,
      { version: replay.agentVersion, answer: recorded ? () => recorded.answer : undefined },
    );
    played = await replayCall(original, {
      brief,
      brain,
      lines: linesFor(agent.language),
      answerBuiltIn: recorded?.answerBuiltIn ?? ((call) => answerWithoutCarrier(call, "replay")),
      sent: (call) => !recorded && call.status !== "invalid_arguments" && call.status !== "refused",
      notRecorded: (call) => recorded?.notRecorded(call) ?? false,
    });
  } catch (error) {
    if (!(error instanceof AgentNotReadyError)) throw error;
    await failReplay(replayId, error.message);
    return "failed";
  }
  const divergedAt = played.exchanges.find((exchange) => !exchange.same)?.index ?? null;
  await client.callReplay.update({
    where: { id: replayId },
    data: {
      status: "completed",
      turns: played.exchanges as unknown as Prisma.InputJsonArray,
      divergedAt,
      usage: { ...played.usage },
      endedAt: new Date(),
    },
  });
  return "completed";
}

/** A replay whose function failed past its retries, or whose agent cannot think: `failed`, with why. */
export async function failReplay(replayId: string, error: string): Promise<void> {
  await client.callReplay.updateMany({
    where: { id: replayId, status: { in: ["queued", "running"] } },
    data: { status: "failed", error, endedAt: new Date() },
  });
}
