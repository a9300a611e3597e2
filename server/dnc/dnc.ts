import { allowedCountriesOf, isDestinationAllowed } from "./destinations";
import { hardBlockOf, type Blocked } from "./hard-block";

// May this workspace call this number? Checked when a call is requested (API: 422
// NUMBER_BLOCKED; click-to-call: recorded `blocked`) and again right before dialing, each time
// against what the statement that needs the verdict read of the workspace.

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
