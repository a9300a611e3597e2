import type { Prisma } from "@/server/db/client";
import { emit, transaction } from "@/server/db/unit-of-work";
import { ApiError } from "@/server/errors";
import { callEnded } from "@/server/events";
import type { ProviderName, StatusUpdate } from "@/server/telephony/provider";
import { providerNamed } from "@/server/telephony/providers";
import { advanceCall, isTerminal } from "./transitions";

// Carrier status callbacks (already verified by the provider) move the call along its timeline.
// The transition, its CallEvent, its webhook event and, at the end, the `call/ended` event that
// wakes `dial-call` for wrap-up commit together.

/** false when the call is unknown to this provider (or the callback is for another carrier call). */
export async function applyStatusCallback(provider: ProviderName, callId: string, update: StatusUpdate): Promise<boolean> {
  return transaction(async (tx) => {
    // This provider's call, and the carrier call it placed (any, while its id is not saved yet).
    const ours: Prisma.CallWhereInput = { provider, OR: [{ providerCallId: null }, { providerCallId: update.providerCallId }] };
    const now = new Date();
    const fields: Prisma.CallUpdateManyMutationInput = { providerCallId: update.providerCallId, ...(update.status === "in_progress" ? { answeredAt: now } : {}) };
    if (isTerminal(update.status)) {
      Object.assign(fields, {
        endedAt: now,
        durationSec: update.durationSec,
        failureReason: update.failureReason,
        summary: update.summary,
        ...(update.transcript ? { transcript: update.transcript as unknown as Prisma.InputJsonArray } : {}),
      });
    }
    const moved = await advanceCall(tx, callId, update.status, fields, { providerStatus: update.status }, ours);
    if (!moved) {
      // A duplicate or late callback (the call is there or beyond), or not ours at all.
      const { count } = await tx.call.updateMany({ where: { ...ours, id: callId }, data: { providerCallId: update.providerCallId } });
      return count > 0;
    }
    if (isTerminal(update.status)) await emit(tx, callEnded.create({ callId, workspaceId: moved.workspaceId }));
    return true;
  });
}

/** The status route: verifies the callback with its provider, then applies it. */
export async function receiveStatusCallback(providerName: string, request: Request): Promise<void> {
  const provider = providerNamed(providerName);
  if (!provider) throw new ApiError("NOT_FOUND", "No such telephony provider.");
  const update = await provider.readStatusCallback(request);
  if (!update) throw new ApiError("FORBIDDEN", "The callback's signature does not verify.");
  const callId = new URL(request.url).searchParams.get("callId");
  if (!callId || !(await applyStatusCallback(provider.name, callId, update))) throw new ApiError("NOT_FOUND", "No such call for this provider.");
}
