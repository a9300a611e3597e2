import type { Db } from "@/server/db/client";
import { givenChunkIds, passagesByChunk } from "@/server/knowledge/passages";
import type { CallAnalysis } from "./analysis";
import { turnView } from "./turns";

// One call as the settings UI's detail page shows it: timeline, the transcript so far (stored turn
// by turn while the call runs, with the knowledge passages its agent was given), its analysis and
// the webhook deliveries its events caused (with every attempt).

export async function getCallDetail(db: Db, workspaceId: string, callId: string) {
  const call = await db.call.findFirst({
    where: { id: callId, workspaceId },
    include: {
      agent: { select: { id: true, name: true, transferNumbers: true } },
      contact: { select: { id: true, name: true } },
      source: { select: { id: true, name: true } },
      apiKey: { select: { name: true, prefix: true, last4: true } },
      // Statuses reached in one statement share their time (an inbound call rings and is answered at once).
      events: { orderBy: [{ occurredAt: "asc" }, { status: "asc" }] },
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
  const transcript = turns.map(turnView);
  const campaign = call.campaignId
    ? await db.campaign.findFirst({ where: { id: call.campaignId, workspaceId }, select: { id: true, name: true } })
    : null;
  return {
    call: { ...rest, campaign },
    transcript,
    passages: await passagesByChunk(db, workspaceId, givenChunkIds(transcript)),
    analysis: analysis as CallAnalysis | null,
    deliveries,
  };
}
