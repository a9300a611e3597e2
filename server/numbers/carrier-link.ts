import { db, type Db } from "@/server/db/client";
import { emit, transaction } from "@/server/db/unit-of-work";
import { env } from "@/server/env";
import { numberCarrierSyncRequested } from "@/server/events";
import { logger } from "@/server/logger";
import { inboundStatusCallbackUrl, inboundVoiceUrl } from "@/server/telephony/provider";
import { pointTwilioNumber, type NumberLink } from "@/server/telephony/twilio-numbers";

// When a number starts or stops taking calls, or is removed, Twilio (when configured) is told to
// send its calls to svc's voice webhook, or nowhere (inngest/sync-number-with-carrier.ts, retried
// until Twilio answers). The outcome is kept on the number for its page to show. What no change
// reaches (a number bound before Twilio was configured, svc's address changed, a Voice URL
// edited at Twilio) is synced again when asked (POST …/numbers/{numberId}/sync, the number's page)
// and, for every answering number, at each server start.

export const twilioConfigured = () => Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN);

/** Asks for the sync with the change (through the outbox: it happens once the change commits). */
export async function requestCarrierSync(db: Db, workspaceId: string, phoneNumber: string): Promise<void> {
  if (twilioConfigured()) await emit(db, numberCarrierSyncRequested.create({ phoneNumber, workspaceId }));
}

/**
 * Points the number at svc when a workspace's agent answers it, away otherwise, as things are
 * when it runs (so a late or repeated run converges on the latest change), and records how that
 * went on the workspace rows of the number. Throws when Twilio could not be asked, to be retried.
 */
export async function syncNumberWithCarrier(phoneNumber: string): Promise<NumberLink | null> {
  if (!twilioConfigured()) return null;
  const answered = await db.callerNumber.findFirst({
    where: { number: phoneNumber, inboundAgentId: { not: null } },
    select: { id: true },
  });
  const urls = answered ? { voiceUrl: inboundVoiceUrl(), statusCallback: inboundStatusCallbackUrl() } : null;
  let failure: Error | null = null;
  const carrierState = await pointTwilioNumber(phoneNumber, urls).catch((error: Error) => {
    failure = error;
    return `error: ${error.message}`.slice(0, 300);
  });
  await db.callerNumber.updateMany({ where: { number: phoneNumber }, data: { carrierState } });
  if (failure) {
    logger.warn({ phoneNumber, carrierState }, "Twilio was not told where this number's calls go; retrying");
    throw failure;
  }
  return carrierState as NumberLink;
}

/**
 * At server start, with Twilio configured: a sync of every number an agent answers, through the
 * outbox (the start waits for the rows, not for Twilio). Returns how many were asked for.
 */
export async function requestCarrierSyncOfAnsweringNumbers(): Promise<number> {
  if (!twilioConfigured()) return 0;
  const answering = await db.callerNumber.findMany({
    where: { inboundAgentId: { not: null } },
    select: { number: true, workspaceId: true },
  });
  if (!answering.length) return 0;
  await transaction(async (tx) => {
    for (const { number, workspaceId } of answering) await requestCarrierSync(tx, workspaceId, number);
  });
  logger.info({ numbers: answering.length }, "asked Twilio to send the answering numbers' calls here");
  return answering.length;
}
