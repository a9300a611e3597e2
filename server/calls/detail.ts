import type { Db } from "@/server/db/client";
import type { CallStatus } from "@/server/db/generated/enums";
import type { CallAnalysis } from "./analysis";
import { turnView } from "./turns";

// One call as the settings UI's detail page shows it: timeline, the transcript so far (stored turn
// by turn while the call runs), its analysis and the webhook deliveries its events caused (with
// every attempt).

export const IN_FLIGHT: readonly CallStatus[] = ["queued", "dialing", "ringing", "in_progress"];

export async function getCallDetail(db: Db, workspaceId: string, callId: string) {
  const call = await db.call.findFirst({
    where: { id: callId, workspaceId },
    include: {
      agent: { select: { id: true, name: true } },
      contact: { select: { id: true, name: true } },
      source: { select: { id: true, name: true } },
      apiKey: { select: { name: true, prefix: true, last4: true } },
      events: { orderBy: { occurredAt: "asc" } },
      turns: { orderBy: { index: "asc" } },
    },
  });
  if (!call) return null;
  const deliveries = await db.webhookDelivery.findMany({
    where: { event: { workspaceId, subjectId: callId } },
    orderBy: { createdAt: "asc" },
    include: {
      event: { select: { type: true } },
      endpoint: { select: { id: true, url: true } },
      // Receivers' answers are for admins, on the webhooks page.
      attempts: { orderBy: { attemptNumber: "asc" }, omit: { responseSnippet: true } },
    },
  });
  const { turns, analysis, ...rest } = call;
  return { call: rest, transcript: turns.map(turnView), analysis: analysis as CallAnalysis | null, deliveries };
}
