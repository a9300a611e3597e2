import { db } from "@/server/db/client";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { inboundStatusCallbackUrl, inboundVoiceUrl } from "@/server/telephony/provider";
import { pointTwilioNumber } from "@/server/telephony/twilio-numbers";

// When a number starts or stops taking calls, Twilio (when configured) is told to send its calls
// to svc's voice webhook, or nowhere. The outcome is kept on the number for its page to show.

const twilioConfigured = () => Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN);

const failure = (error: unknown) => `error: ${(error as Error).message}`.slice(0, 300);

/** Points the number at svc when it has an agent, away otherwise, and records how that went. */
export async function linkNumberToCarrier(numberId: string): Promise<void> {
  if (!twilioConfigured()) return;
  const number = await db.callerNumber.findUnique({
    where: { id: numberId },
    select: { number: true, inboundAgentId: true },
  });
  if (!number) return;
  const urls = number.inboundAgentId
    ? { voiceUrl: inboundVoiceUrl(), statusCallback: inboundStatusCallbackUrl() }
    : null;
  const carrierState = await pointTwilioNumber(number.number, urls).catch(failure);
  if (carrierState !== "connected" && carrierState !== "disconnected")
    logger.warn({ numberId, carrierState }, "Twilio was not told where this number's calls go");
  await db.callerNumber.updateMany({ where: { id: numberId }, data: { carrierState } });
}

/** A removed number's calls no longer come to svc. */
export async function unlinkNumberFromCarrier(phoneNumber: string): Promise<void> {
  if (!twilioConfigured()) return;
  const outcome = await pointTwilioNumber(phoneNumber, null).catch(failure);
  if (outcome !== "disconnected") logger.warn({ phoneNumber, outcome }, "Twilio still sends a removed number's calls");
}
