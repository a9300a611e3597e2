import { db, Prisma } from "@/server/db/client";
import { preparedSql, sql } from "@/server/db/sql";
import { durations } from "@/server/durations";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { billingProviders, providerNamed } from "@/server/telephony/providers";

// The carrier's own price of a call replaces the estimate of its carrier part (docs/decisions.md
// "Usage, cost and latency"). Twilio fills a call's `price` in some minutes after it ends. The
// statement that ends a call of a carrier that bills writes its first ask (priceAskSql); once a
// minute `reconcile-call-costs` asks the carrier about every call whose ask is due, after each wait
// of CARRIER_PRICE_SCHEDULE, for up to 24 h. One run a minute for them all, not a run per call
// sleeping between its asks: a call's end costs no function run, and an ask no two. Storing the
// price reprices the call (the figures' trigger); a price in another currency than the
// workspace's is kept but leaves the cost estimated, as no exchange rate is assumed.

export type Reconciliation = "reconciled" | "pending" | "no_price";

/** Calls claimed per statement, and asked about at once (the per-call function's limit was 10). */
const CLAIMED_AT_ONCE = 100;
const ASKED_AT_ONCE = 10;
/** A run ends its claims by then, leaving the rest to the next minute's. */
const RUN_BUDGET_MS = 45_000;
/** A claimed ask whose run died is due again after this. */
const CLAIM_MINUTES = 10;

// Read once: the wrap-up of every call's end uses the first.
const WAITS = durations(env.CARRIER_PRICE_SCHEDULE);

/** `waitMs` (a parameter's placeholder) from now, as the table's UTC timestamps are kept. */
const afterWaitSql = (waitMs: string) =>
  `now() AT TIME ZONE 'UTC' + make_interval(secs => ${waitMs}::double precision / 1000)`;

/**
 * The wrap-up's insert over `moved` (the call just ended, server/dialing/transitions.ts): its first
 * ask, one wait from now, when its carrier bills and placed it.
 */
export function priceAskSql(add: (value: unknown) => string): string {
  return `INSERT INTO "CallPriceAsk" ("callId", "askAt")
      SELECT moved."id", ${afterWaitSql(add(WAITS[0]))}
      FROM moved WHERE moved."provider" = ANY(${add(billingProviders())}::text[]) AND moved."providerCallId" IS NOT NULL
      ON CONFLICT DO NOTHING`;
}

interface DueAsk {
  callId: string;
  asks: number;
  provider: string | null;
  providerCallId: string | null;
  priced: boolean;
}

// Due asks, oldest first, taken for CLAIM_MINUTES so that a second run skips them.
const claimDueAsks = preparedSql<DueAsk>(
  "price-asks-claim",
  `UPDATE "CallPriceAsk" ask SET "askAt" = now() AT TIME ZONE 'UTC' + interval '${CLAIM_MINUTES} minutes'
   FROM (SELECT "callId" FROM "CallPriceAsk" WHERE "askAt" <= now() AT TIME ZONE 'UTC'
         ORDER BY "askAt" LIMIT $1 FOR UPDATE SKIP LOCKED) due, "Call" call
   WHERE ask."callId" = due."callId" AND call."id" = ask."callId"
   RETURNING ask."callId", ask."asks", call."provider", call."providerCallId", call."carrierPrice" IS NOT NULL AS "priced"`,
);

/** Asks the carrier about every call whose ask is due (the minute's run); returns what came of them. */
export async function reconcileDueCallCosts(): Promise<Record<Reconciliation, number>> {
  const outcomes: Record<Reconciliation, number> = { reconciled: 0, pending: 0, no_price: 0 };
  const deadline = Date.now() + RUN_BUDGET_MS;
  for (;;) {
    const due = await claimDueAsks([CLAIMED_AT_ONCE]);
    for (let start = 0; start < due.length; start += ASKED_AT_ONCE) {
      const settled = await Promise.all(due.slice(start, start + ASKED_AT_ONCE).map(askAndSettle));
      for (const outcome of settled) outcomes[outcome] += 1;
    }
    if (due.length < CLAIMED_AT_ONCE || Date.now() > deadline) return outcomes;
  }
}

async function askAndSettle(ask: DueAsk): Promise<Reconciliation> {
  const outcome = await askCarrier(ask).catch((error: unknown) => {
    // An outage of the carrier's API is an ask that found nothing: the next wait asks again.
    logger.warn({ err: (error as Error).message, callId: ask.callId }, "the carrier's price could not be asked for");
    return "pending" as const;
  });
  const nextWait = WAITS[ask.asks + 1];
  if (outcome === "pending" && nextWait !== undefined) {
    await sql(`UPDATE "CallPriceAsk" SET "asks" = "asks" + 1, "askAt" = ${afterWaitSql("$2")} WHERE "callId" = $1`, [
      ask.callId,
      nextWait,
    ]);
  } else {
    // Priced, never to be, or the schedule ran out: the cost stays what it is now.
    await sql(`DELETE FROM "CallPriceAsk" WHERE "callId" = $1`, [ask.callId]);
  }
  return outcome;
}

async function askCarrier({ callId, provider, providerCallId, priced }: Omit<DueAsk, "asks">): Promise<Reconciliation> {
  const carrier = provider ? providerNamed(provider) : null;
  if (!providerCallId || !carrier?.callPrice) return "no_price";
  if (priced) return "reconciled";
  const price = await carrier.callPrice(providerCallId);
  if (!price) return "pending";
  await db.call.updateMany({
    where: { id: callId, carrierPrice: { equals: Prisma.DbNull } },
    data: { carrierPrice: { ...price } },
  });
  return "reconciled";
}

/** One call's ask, for the previous release's `reconcile-call-cost` runs still in flight (one release). */
export async function reconcileCallCost(callId: string): Promise<Reconciliation> {
  const call = await db.call.findUnique({
    where: { id: callId },
    select: { provider: true, providerCallId: true, carrierPrice: true },
  });
  return askCarrier({
    callId,
    provider: call?.provider ?? null,
    providerCallId: call?.providerCallId ?? null,
    priced: Boolean(call?.carrierPrice),
  });
}
