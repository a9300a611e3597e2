import type { Db } from "@/server/db/client";
import { allowedCountriesOf, isDestinationAllowed } from "./destinations";
import { hardBlockOf, type Blocked } from "./hard-block";

// May this workspace call this number? Checked when a call is requested (API: 422
// NUMBER_BLOCKED; click-to-call: recorded `blocked`) and again right before dialing.

export type { Blocked, BlockReason } from "./hard-block";
export { hardBlockOf } from "./hard-block";

/** What a workspace says about a destination, read with the request. */
export interface WorkspaceDialing {
  /** Its stored list: empty means derived from its caller numbers. */
  allowedDestinationCountries: readonly string[];
  callerNumbers: readonly string[];
  onDoNotCallList: boolean;
}

/** Why a number may not be called: hard blocks first, then the workspace's countries, then its do-not-call list. */
export function blockOf(e164: string, workspace: WorkspaceDialing): Blocked | null {
  const hardBlock = hardBlockOf(e164);
  if (hardBlock) return hardBlock;
  if (!isDestinationAllowed(e164, allowedCountriesOf(workspace.allowedDestinationCountries, workspace.callerNumbers))) {
    return { reason: "destination_not_allowed" };
  }
  return workspace.onDoNotCallList ? { reason: "do_not_call" } : null;
}

/** null when the number may be called, else why not. */
export async function checkBlocked(db: Db, workspaceId: string, e164: string): Promise<Blocked | null> {
  const hardBlock = hardBlockOf(e164);
  if (hardBlock) return hardBlock;
  const workspace = await db.workspace.findUniqueOrThrow({
    where: { id: workspaceId },
    select: {
      allowedDestinationCountries: true,
      callerNumbers: { select: { number: true } },
      doNotCallEntries: { where: { phone: e164 }, select: { id: true } },
    },
  });
  return blockOf(e164, {
    allowedDestinationCountries: workspace.allowedDestinationCountries,
    callerNumbers: workspace.callerNumbers.map(({ number }) => number),
    onDoNotCallList: workspace.doNotCallEntries.length > 0,
  });
}
