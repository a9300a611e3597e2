import type { Db } from "@/server/db/client";
import { campaignShareOf } from "./dispatch";
import type { callsInFlightInput } from "./inputs";
import type { z } from "zod";

// The workspace's limit of calls in flight (docs/decisions.md "Campaigns"), as the settings UI
// shows and changes it.

export async function callsInFlightSettings(db: Db, workspaceId: string) {
  const { maxCallsInFlight } = await db.workspace.findUniqueOrThrow({
    where: { id: workspaceId },
    select: { maxCallsInFlight: true },
  });
  return { maxCallsInFlight, campaignShare: campaignShareOf(maxCallsInFlight) };
}

export async function setCallsInFlight(db: Db, workspaceId: string, input: z.infer<typeof callsInFlightInput>) {
  await db.workspace.update({ where: { id: workspaceId }, data: { maxCallsInFlight: input.maxCallsInFlight } });
  return callsInFlightSettings(db, workspaceId);
}
