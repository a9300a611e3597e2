import { z } from "zod";
import { db, type Prisma } from "@/server/db/client";
import { CallEndedReason, CallStatus } from "@/server/db/generated/enums";
import { publishWebhookEvent } from "@/server/webhooks/events";
import { callAnalysisSchema, type CallAnalysis } from "./analysis";
import { turnSchema, turnView } from "./turns";

// `call.summary_ready`: the end-of-call report an integrator acts on, announced once per
// analysed call (the event id derives from the call, so a re-run announces nothing new).

export const summaryReadySchema = z
  .object({
    callId: z.string(),
    status: z.enum(CallStatus),
    endedReason: z.enum(CallEndedReason).nullable(),
    durationSec: z.number().int().nullable(),
    answeredBy: z.string().nullable().meta({ description: "Answering-machine detection's verdict: human, machine_end_beep, …" }),
    recordingUrl: z.string().nullable(),
    analysis: callAnalysisSchema,
    transcript: z.array(turnSchema),
  })
  .meta({ id: "CallSummaryReady" });

export async function announceSummary(callId: string): Promise<void> {
  const call = await db.call.findUniqueOrThrow({ where: { id: callId }, include: { turns: { orderBy: { index: "asc" } } } });
  const data: z.infer<typeof summaryReadySchema> = {
    callId,
    status: call.status,
    endedReason: call.endedReason,
    durationSec: call.durationSec,
    answeredBy: call.answeredBy,
    recordingUrl: call.recordingUrl,
    analysis: call.analysis as CallAnalysis,
    transcript: call.turns.map(turnView),
  };
  await publishWebhookEvent({ workspaceId: call.workspaceId, type: "call.summary_ready", subjectId: callId, data: data as Prisma.InputJsonObject });
}
