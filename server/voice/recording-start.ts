import type { RecordingConsent } from "@/server/calls/recording-consent";
import { db } from "@/server/db/client";
import { logger } from "@/server/logger";
import { CarrierRefusal, callbackUrl, type ProviderName } from "@/server/telephony/provider";
import { providerNamed } from "@/server/telephony/providers";

// The moment a call's recording consent is settled (docs/privacy.md "Recording consent"): it is
// stored on the call, and the carrier is asked to start recording then, never before. A carrier
// that does not answer is asked again twice; one that refuses, or never answers, leaves the call
// unrecorded with the reason on its consent (`recordingError`), where the call page shows it.

/** Waits before the second and third attempts to start recording: the caller is on the line meanwhile. */
const RETRY_DELAYS_MS = [500, 2_000];

/**
 * Stores the call's consent (once: a second session of the call, back from a transfer, keeps the
 * first) and, unless declined, has the carrier start recording now.
 */
export async function settleRecordingConsent(
  callId: string,
  carrier: { provider: ProviderName; providerCallId: string },
  consent: Omit<RecordingConsent, "at">,
): Promise<void> {
  const settled: RecordingConsent = { ...consent, at: new Date().toISOString() };
  const stored = await db.$executeRaw`UPDATE "Call" SET "recordingConsent" = ${JSON.stringify(settled)}::jsonb
    WHERE "id" = ${callId} AND "recordingConsent" IS NULL`;
  if (!stored || consent.status === "declined") return;
  const provider = providerNamed(carrier.provider)!;
  const callback = callbackUrl(carrier.provider, "recording", callId);
  let failure: Error | undefined;
  for (const delay of [0, ...RETRY_DELAYS_MS]) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      return await provider.startRecording(carrier.providerCallId, callback);
    } catch (error) {
      failure = error as Error;
      if (failure instanceof CarrierRefusal) break;
    }
  }
  await db.$executeRaw`UPDATE "Call"
    SET "recordingConsent" = "recordingConsent" || jsonb_build_object('recordingError', ${failure!.message}::text)
    WHERE "id" = ${callId}`;
  throw failure;
}

/** The same, for a session that must not wait on it: a failure is logged (the call goes on unrecorded). */
export function settleRecordingConsentLater(...args: Parameters<typeof settleRecordingConsent>): void {
  void settleRecordingConsent(...args).catch((error: unknown) =>
    logger.error({ callId: args[0], err: (error as Error).message }, "could not start the call's recording"),
  );
}
