import { db, Prisma } from "@/server/db/client";
import { providerNamed } from "@/server/telephony/providers";

// The carrier's own price of a call replaces the estimate of its carrier part (docs/decisions.md
// "Usage, cost and latency"). Twilio fills a call's `price` in some minutes after it ends; the
// `reconcile-call-cost` function asks on a schedule for up to 24 h. Storing the price reprices the
// call (the figures' trigger); a price in another currency than the workspace's is kept but
// leaves the cost estimated, as no exchange rate is assumed.

export type Reconciliation = "reconciled" | "pending" | "no_price";

export async function reconcileCallCost(callId: string): Promise<Reconciliation> {
  const call = await db.call.findUnique({
    where: { id: callId },
    select: { provider: true, providerCallId: true, carrierPrice: true },
  });
  const carrier = call?.provider ? providerNamed(call.provider) : null;
  if (!call?.providerCallId || !carrier?.callPrice) return "no_price";
  if (call.carrierPrice) return "reconciled";
  const price = await carrier.callPrice(call.providerCallId);
  if (!price) return "pending";
  await db.call.updateMany({
    where: { id: callId, carrierPrice: { equals: Prisma.DbNull } },
    data: { carrierPrice: { ...price } },
  });
  return "reconciled";
}
