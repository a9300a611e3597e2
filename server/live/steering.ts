import { z } from "zod";
import { callAgentSql } from "@/server/agents/call-settings";
import { broadcast, CHANNELS } from "@/server/broadcast/channel";
import type { Db } from "@/server/db/client";
import type { ApiKeyMode } from "@/server/db/generated/enums";
import { blockOf } from "@/server/dnc/dnc";
import { ApiError } from "@/server/errors";
import { e164Schema } from "@/server/phone";
import { requestTransfer } from "@/server/calls/transfer";
import { TRANSFER_TIMEOUT_SEC, transferModeSchema, type Actor, type Transfer } from "@/server/calls/transfer-schema";
import { appendLiveIn } from "./log";
import type { SteeringOrder } from "./session-steering";

// Steering a call in progress (docs/voice-agent.md "Live calls"): say, end, transfer. Any process
// takes the order: it is checked against the call (locked while it is), recorded on the call's live
// log with who gave it, and broadcast when it commits to the process holding the call's relay
// session, which acts on it (./session-steering.ts).

export const sayInput = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1)
    .max(1_000)
    .meta({ description: "What the agent says, 1 to 1,000 characters, in its voice." }),
  interrupt: z.boolean().default(false).meta({
    description: "Say it at once, over what the agent is saying; otherwise once its words in flight are spoken.",
  }),
});

export const endInput = z.strictObject({
  reason: z.string().trim().min(1).max(500).optional().meta({ description: "Kept on the call's live log." }),
});

export const transferInput = z.strictObject({
  to: e164Schema.meta({
    description:
      "The number to hand the call to (E.164): one of the agent's `transferNumbers`, or any number the workspace may dial when its settings allow transfers to any number.",
  }),
  mode: transferModeSchema.default("cold"),
  message: z.string().trim().min(1).max(1_000).optional().meta({
    description:
      "What the agent tells the caller first (by default: that it transfers them, or, warm, that they hold while it connects them).",
  }),
  timeoutSec: z
    .number()
    .int()
    .min(TRANSFER_TIMEOUT_SEC.min)
    .max(TRANSFER_TIMEOUT_SEC.max)
    .default(TRANSFER_TIMEOUT_SEC.default)
    .meta({ description: "How long the person's phone rings before the caller goes back to the agent." }),
});

export const steeredSchema = z
  .object({
    callId: z.string(),
    action: z.enum(["say", "end", "transfer"]),
    eventId: z
      .number()
      .int()
      .meta({ description: "The `steered` event's id in the call's live stream (GET …/calls/{callId}/live)." }),
  })
  .meta({ id: "Steered" });
export type Steered = z.infer<typeof steeredSchema>;

export type SteeringRequest =
  | ({ action: "say" } & z.output<typeof sayInput>)
  | ({ action: "end" } & z.output<typeof endInput>)
  | ({ action: "transfer" } & z.output<typeof transferInput>);

export interface SteeredCall {
  workspaceId: string;
  /** The asking key's mode; null for a member (the call page), who steers test and live calls alike. */
  mode: ApiKeyMode | null;
  callId: string;
}

interface LockedCall {
  status: string;
  relaySessionId: string | null;
  transfer: Transfer | null;
  transferNumbers: string[];
  transferToAnyNumber: boolean;
  allowedDestinationCountries: string[];
  callerNumbers: string[];
}

/** The call, locked until the order commits (two orders never both pass the checks); 404 unless the workspace's and of `mode` (if any). */
async function lockCall(db: Db, { workspaceId, mode, callId }: SteeredCall): Promise<LockedCall> {
  const [call] = await db.$queryRawUnsafe<LockedCall[]>(
    `SELECT c."status"::text AS "status", c."relaySessionId", c."transfer", s."transferNumbers", w."transferToAnyNumber",
       w."allowedDestinationCountries", ARRAY(SELECT n."number" FROM "CallerNumber" n WHERE n."workspaceId" = w."id") AS "callerNumbers"
     FROM "Call" c ${callAgentSql("c", "s")} JOIN "Workspace" w ON w."id" = c."workspaceId"
     WHERE c."id" = $1 AND c."workspaceId" = $2 AND ($3::text IS NULL OR c."mode"::text = $3)
     FOR NO KEY UPDATE OF c`,
    callId,
    workspaceId,
    mode,
  );
  if (!call) throw new ApiError("NOT_FOUND", "No such call.");
  return call;
}

/** A transfer under way holds the call: the caller is with a person, or about to be. */
const transferring = (transfer: Transfer | null) => transfer !== null && transfer.status !== "failed";

function assertSteerable(call: LockedCall): void {
  if (call.status !== "in_progress" || !call.relaySessionId || transferring(call.transfer))
    throw new ApiError("CONFLICT", "The call is not in progress with its agent.", {
      details: { status: call.status, transfer: call.transfer?.status ?? null },
    });
}

function assertTransferable(call: LockedCall, to: string): void {
  if (!call.transferNumbers.includes(to) && !call.transferToAnyNumber)
    throw new ApiError("VALIDATION_ERROR", "`to` is not one of the agent's transfer numbers.", {
      details: { issues: [{ path: ["to"], message: "Not one of the agent's transferNumbers." }] },
    });
  const blocked = blockOf(to, { ...call, onDoNotCallList: false });
  if (blocked) throw new ApiError("NUMBER_BLOCKED", undefined, { details: { ...blocked } });
}

/** Checks the order against the call, records it on the call's live log, and sends it to the call's relay session. */
export async function steerCall(db: Db, target: SteeredCall, by: Actor, request: SteeringRequest): Promise<Steered> {
  const call = await lockCall(db, target);
  assertSteerable(call);
  const { callId } = target;
  let order: SteeringOrder;
  const events: Parameters<typeof appendLiveIn>[2][number][] = [];
  if (request.action === "say") {
    order = { callId, action: "say", text: request.text, interrupt: request.interrupt };
    events.push({ type: "steered", data: { action: "say", by, text: request.text, interrupt: request.interrupt } });
  } else if (request.action === "end") {
    order = { callId, action: "end" };
    events.push({
      type: "steered",
      data: { action: "end", by, ...(request.reason ? { reason: request.reason } : {}) },
    });
  } else {
    assertTransferable(call, request.to);
    const { to, mode, message, timeoutSec } = request;
    order = { callId, action: "transfer", to, mode, timeoutSec, ...(message ? { message } : {}) };
    const transfer = await requestTransfer(db, callId, { to, mode, timeoutSec, by });
    events.push({ type: "steered", data: { action: "transfer", by, to, mode } }, { type: "transfer", data: transfer });
  }
  const seq = await appendLiveIn(db, callId, events);
  await broadcast(db, CHANNELS.steer, JSON.stringify(order));
  return { callId, action: request.action, eventId: seq - events.length + 1 };
}
