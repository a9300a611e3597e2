import { z } from "zod";
import { db, type Db } from "@/server/db/client";
import { preparedSql } from "@/server/db/sql";
import { storableJson, storableText } from "@/server/db/storable";
import type { CallTurn } from "@/server/db/generated/client";
import { TurnRole } from "@/server/db/generated/enums";
import { turnLatencySchema } from "@/server/metering/turn-meter";
import { redactJson, redactText, type RedactionPolicy } from "@/server/privacy/redaction";
import type { TurnUsage } from "@/server/metering/usage";

// A call's conversation, one row per turn, written as each turn ends so that a crash mid-call
// loses at most the turn in flight. The voice gateway numbers the turns of its call.

/**
 * How much of a tool's result is kept with the turn: all the model was shown (an answer is read up
 * to 16 KiB, server/tools/request.ts, then marked cut), so that the call can be read and replayed.
 */
export const STORED_RESULT_BYTES = 17 * 1024;

const toolCallSchema = z.object({
  id: z
    .string()
    .optional()
    .meta({ description: "The model's id for the call; also the request's `webhook-id` and `Idempotency-Key`." }),
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  toolId: z.string().optional().meta({ description: "The workspace tool called (absent for built-in tools)." }),
  status: z.enum(["ok", "error", "timeout", "invalid_arguments", "refused"]).optional(),
  httpStatus: z.number().int().nullable().optional(),
  latencyMs: z.number().int().optional(),
  result: z
    .string()
    .optional()
    .meta({ description: 'What the model was shown back: the answer\'s body (up to 16 KiB) or `{"error": …}`.' }),
  error: z.string().nullable().optional().meta({
    description:
      "Why the call failed, in words (HTTP error, timeout, refused, invalid arguments); null when it succeeded.",
  }),
});

type ToolCallView = z.infer<typeof toolCallSchema>;

/** A tool call as a turn keeps it: its result cut to STORED_RESULT_BYTES; ends-the-call tools as name and arguments. */
export function storedToolCall(call: ToolCallView & { at?: number }): ToolCallView {
  const { at: _at, result, id, ...rest } = call;
  if (result === undefined) return { name: rest.name, arguments: rest.arguments };
  const bytes = Buffer.from(result, "utf8");
  return {
    id,
    ...rest,
    result: bytes.length > STORED_RESULT_BYTES ? bytes.subarray(0, STORED_RESULT_BYTES).toString("utf8") : result,
  };
}

const knowledgeSchema = z.object({
  chunkId: z.string(),
  documentId: z.string(),
  score: z.number(),
});

export const turnSchema = z.object({
  index: z.number().int().meta({ description: "0, 1, 2… in the order the turns started." }),
  role: z.enum(TurnRole),
  text: z.string().meta({ description: "What was said; for an interrupted agent turn only what the callee heard." }),
  startedAt: z.string(),
  endedAt: z.string(),
  interrupted: z.boolean().meta({ description: "The callee spoke over the agent, who stopped." }),
  toolCalls: z.array(toolCallSchema).meta({
    description:
      "Tools the agent called in this turn: built-in ones (end_call, transfer_call, press_digits, switch_language) and the workspace's, with each request's outcome.",
  }),
  knowledge: z.array(knowledgeSchema).meta({
    description:
      "The knowledge passages the agent was given for this turn, best first (an agent with knowledge bases; the chunk may since have been deleted).",
  }),
  knowledgeMs: z
    .number()
    .int()
    .nullable()
    .meta({ description: "How long retrieving them took; null for a turn without retrieval." }),
  latency: turnLatencySchema.nullable().meta({
    description:
      "An agent turn's response time and where it went; null for the callee's turns and lines that answer nobody.",
  }),
});

/** What an agent turn records of its retrieval. */
export interface TurnKnowledge {
  knowledge: z.infer<typeof knowledgeSchema>[];
  knowledgeMs: number;
}

/** A turn's record of the passages it was given (not their text: the chunk is the record). */
export function knowledgeOf(retrieval: {
  passages: { chunkId: string; documentId: string; score: number }[];
  ms: number;
}): TurnKnowledge {
  return {
    knowledge: retrieval.passages.map(({ chunkId, documentId, score }) => ({ chunkId, documentId, score })),
    knowledgeMs: retrieval.ms,
  };
}

export type TurnView = z.infer<typeof turnSchema>;
export type NewTurn = Omit<TurnView, "startedAt" | "endedAt" | "knowledge" | "knowledgeMs" | "latency"> &
  Partial<Pick<TurnView, "knowledge" | "knowledgeMs" | "latency">> & {
    startedAt: Date;
    endedAt: Date;
    /** What the turn used (server/metering/usage.ts): kept with it, never shown as such. */
    usage?: TurnUsage | null;
  };

/** The columns of a turn that its view shows. */
export type StoredTurn = Pick<
  CallTurn,
  "index" | "role" | "text" | "startedAt" | "endedAt" | "interrupted" | "toolCalls" | "knowledge" | "knowledgeMs"
> &
  Partial<Pick<CallTurn, "latency">>;

export function turnView(turn: StoredTurn): TurnView {
  return {
    index: turn.index,
    role: turn.role,
    text: turn.text,
    startedAt: turn.startedAt.toISOString(),
    endedAt: turn.endedAt.toISOString(),
    interrupted: turn.interrupted,
    toolCalls: (turn.toolCalls as TurnView["toolCalls"] | null) ?? [],
    knowledge: (turn.knowledge as TurnView["knowledge"] | null) ?? [],
    knowledgeMs: turn.knowledgeMs,
    latency: (turn.latency as TurnView["latency"] | undefined) ?? null,
  };
}

/** A turn as it may be kept: its words and its tool calls' arguments and results redacted (docs/privacy.md). */
export function redactedTurn<T extends { text: string; toolCalls?: ToolCallView[] }>(
  turn: T,
  policy: RedactionPolicy,
): T {
  return {
    ...turn,
    text: redactText(turn.text, policy),
    ...(turn.toolCalls?.length ? { toolCalls: turn.toolCalls.map((call) => redactJson(call, policy)) } : {}),
  };
}

/**
 * Stores finished turns, redacted as `redaction` says; storing a turn again (a retried write)
 * changes nothing. One statement on the hot path of every conversation, so through `pg`
 * (server/db/sql.ts); the callee's words close the agent's turn before them, so both go in the
 * same statement.
 */
export async function recordTurns(
  callId: string,
  turns: readonly NewTurn[],
  redaction: RedactionPolicy,
): Promise<void> {
  // One JSON parameter rather than an array per column: both drivers (pg, PGlite through Prisma) pass text alike.
  turns = turns.map((turn) =>
    redactedTurn(turn.toolCalls.length ? { ...turn, toolCalls: turn.toolCalls.map(storedToolCall) } : turn, redaction),
  );
  const stored = await insertTurns([callId, storableJson(turns)]);
  if (stored.length < turns.length)
    await takeBackIndexes(
      callId,
      turns.filter((turn) => !stored.some((row) => row.index === turn.index)),
    );
}

const INSERT_TURNS = `
  INSERT INTO "CallTurn" ("callId", "index", "role", "text", "startedAt", "endedAt", "interrupted", "toolCalls", "knowledge", "knowledgeMs", "latency", "usage")
  SELECT $1, t."index", t."role", t."text", t."startedAt" AT TIME ZONE 'UTC', t."endedAt" AT TIME ZONE 'UTC', t."interrupted", NULLIF(t."toolCalls", '[]'),
    NULLIF(t."knowledge", '[]'), t."knowledgeMs", t."latency", t."usage"
  FROM jsonb_to_recordset($2::jsonb)
    AS t("index" int, "role" "TurnRole", "text" text, "startedAt" timestamptz, "endedAt" timestamptz, "interrupted" boolean, "toolCalls" jsonb,
      "knowledge" jsonb, "knowledgeMs" int, "latency" jsonb, "usage" jsonb)
  ON CONFLICT ("callId", "index") DO NOTHING
  RETURNING "index"`;

const insertTurns = preparedSql<{ index: number }>("record-turns", INSERT_TURNS);

/** Where a displaced turn waits while the session's turn takes its index: above any index a call reaches. */
const ASIDE = 1_000_000;

/**
 * Turns the session numbered that found their index taken. A retried write finds its own turn
 * there and changes nothing; a turn appended meanwhile (the voicemail message, `appendTurn`, while
 * the session's last agent turn was still being spoken) gives the index back and moves after the
 * session's turns, so no turn is lost and the order stays the order they were said.
 */
async function takeBackIndexes(callId: string, turns: readonly NewTurn[]): Promise<void> {
  await db.$transaction(async (tx) => {
    const displaced = await tx.$queryRawUnsafe<{ index: number }[]>(
      `UPDATE "CallTurn" c SET "index" = c."index" + ${ASIDE}
       FROM jsonb_to_recordset($2::jsonb) AS t("index" int, "role" "TurnRole", "text" text)
       WHERE c."callId" = $1 AND c."index" = t."index" AND (c."role", c."text") IS DISTINCT FROM (t."role", t."text")
       RETURNING c."index"`,
      callId,
      storableJson(turns),
    );
    if (!displaced.length) return;
    await tx.$queryRawUnsafe(INSERT_TURNS, callId, storableJson(turns));
    for (const { index } of displaced.sort((a, b) => a.index - b.index)) {
      await tx.$executeRawUnsafe(
        `UPDATE "CallTurn" SET "index" = (SELECT MAX("index") + 1 FROM "CallTurn" WHERE "callId" = $1 AND "index" < ${ASIDE}) WHERE "callId" = $1 AND "index" = $2`,
        callId,
        index,
      );
    }
  });
}

/**
 * Stores a turn said outside the conversation's own numbering (the voicemail message the carrier
 * plays after the relay session): it takes the next index after the call's turns so far.
 */
export async function appendTurn(db: Db, callId: string, turn: { role: TurnRole; text: string }): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "CallTurn" ("callId", "index", "role", "text", "startedAt", "endedAt")
    SELECT ${callId}, COALESCE(MAX("index") + 1, 0), ${turn.role}::"TurnRole", ${storableText(turn.text)}, now(), now() FROM "CallTurn" WHERE "callId" = ${callId}`;
}
