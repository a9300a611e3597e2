import type { Db } from "@/server/db/client";
import type { CallStatus } from "@/server/db/generated/enums";

// One call as the settings UI's detail page shows it: timeline, transcript, summary and the
// webhook deliveries its events caused (with every attempt).

export const IN_FLIGHT: readonly CallStatus[] = ["queued", "dialing", "ringing", "in_progress"];

export interface TranscriptLine {
  role: "agent" | "callee";
  text: string;
  at?: string;
}

export async function getCallDetail(db: Db, workspaceId: string, callId: string) {
  const call = await db.call.findFirst({
    where: { id: callId, workspaceId },
    include: {
      agent: { select: { id: true, name: true } },
      contact: { select: { id: true, name: true } },
      source: { select: { id: true, name: true } },
      apiKey: { select: { name: true, prefix: true, last4: true } },
      events: { orderBy: { occurredAt: "asc" } },
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
  const transcript = Array.isArray(call.transcript) ? (call.transcript as unknown as TranscriptLine[]) : [];
  return { call, transcript, deliveries };
}
