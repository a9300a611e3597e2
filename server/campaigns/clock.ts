// The clock campaigns read calling hours and retry delays by. Tests move it to put recipients
// inside or outside their hours; everything else uses real time. Inngest sleeps in real time, so
// a wake-up computed on this clock is converted back by `realInstantOf`.

let offsetMs = 0;

export const campaignClock = {
  now: (): Date => new Date(Date.now() + offsetMs),
};

/** Tests only: from now on the clock reads `at` (and runs on from there). */
export function setCampaignClock(at: Date | null): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}

/** The real instant at which the campaign clock will read `at`. */
export function realInstantOf(at: Date): Date {
  return new Date(at.getTime() - offsetMs);
}
