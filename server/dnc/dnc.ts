import type { Db } from "@/server/db/client";
import { hardBlockOf, type Blocked } from "./hard-block";

// May this workspace call this number? Checked when a call is requested (API: 422
// NUMBER_BLOCKED; click-to-call: recorded `blocked`) and again right before dialing.

export type { Blocked, BlockReason } from "./hard-block";
export { hardBlockOf } from "./hard-block";

/** Why a number may not be called, from the hard-block list and whether it is on the workspace's list. */
export function blockOf(e164: string, onDoNotCallList: boolean): Blocked | null {
  return hardBlockOf(e164) ?? (onDoNotCallList ? { reason: "do_not_call" } : null);
}

/** null when the number may be called, else why not. */
export async function checkBlocked(db: Db, workspaceId: string, e164: string): Promise<Blocked | null> {
  const hardBlock = hardBlockOf(e164);
  if (hardBlock) return hardBlock;
  const entry = await db.doNotCallEntry.findUnique({
    where: { workspaceId_phone: { workspaceId, phone: e164 } },
    select: { id: true },
  });
  return blockOf(e164, Boolean(entry));
}
