import { z } from "zod";
import type { Db } from "@/server/db/client";

// Whether steering (POST …/calls/{callId}/transfer, the call page's Transfer) may hand a call to
// any number the workspace may dial, or only to its agent's transferNumbers (docs/voice-agent.md
// "Transfers"). Off by default; admins set it on the workspace's overview page. The agent's own
// transfer_call always keeps to its list.

export const transferSettingInput = z.object({
  transferToAnyNumber: z.boolean().meta({ description: "Steering may transfer calls to any number." }),
});
export type TransferSettingInput = z.infer<typeof transferSettingInput>;

export function setTransferToAnyNumber(db: Db, workspaceId: string, { transferToAnyNumber }: TransferSettingInput) {
  return db.workspace.update({
    where: { id: workspaceId },
    data: { transferToAnyNumber },
    select: { transferToAnyNumber: true },
  });
}

export async function transferToAnyNumberOf(db: Db, workspaceId: string): Promise<boolean> {
  const workspace = await db.workspace.findUnique({
    where: { id: workspaceId },
    select: { transferToAnyNumber: true },
  });
  return workspace?.transferToAnyNumber ?? false;
}
