-- The calls whose carrier price is still to be asked for, and when: the statement that ends a
-- call of a carrier that bills writes the row, and one run a minute asks for the due ones
-- (server/metering/reconcile.ts), instead of a function run per call sleeping between its asks.
CREATE TABLE "CallPriceAsk" (
    "callId" TEXT NOT NULL,
    "askAt" TIMESTAMP(3) NOT NULL,
    "asks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CallPriceAsk_pkey" PRIMARY KEY ("callId"),
    CONSTRAINT "CallPriceAsk_callId_fkey" FOREIGN KEY ("callId") REFERENCES "Call"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "CallPriceAsk_askAt_idx" ON "CallPriceAsk"("askAt");
