import { adjustableClock } from "@/server/clock";

// The clock campaigns read calling hours and retry delays by. Tests move it to put recipients
// inside or outside their hours; everything else uses real time.

const clock = adjustableClock();

export const campaignClock = { now: clock.now };

/** Tests only: from now on the clock reads `at` (and runs on from there). */
export const setCampaignClock = clock.set;

/** The real instant at which the campaign clock will read `at`. */
export const realInstantOf = clock.realInstantOf;
