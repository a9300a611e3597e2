// A clock that tests can move: what calling hours, retry delays and key expiry are read by. It runs
// on real time, shifted by an offset a test sets; Inngest sleeps in real time, so an instant read on
// such a clock is converted back by `realInstantOf` before anything waits for it.

export interface AdjustableClock {
  now(): Date;
  /** The same as milliseconds, for comparisons on a hot path (no Date made). */
  nowMs(): number;
  /** Tests only: from now on the clock reads `at` (and runs on from there); null puts it back on real time. */
  set(at: Date | null): void;
  /** The real instant at which this clock will read `at`. */
  realInstantOf(at: Date): Date;
}

export function adjustableClock(): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    nowMs: () => Date.now() + offsetMs,
    set: (at) => {
      offsetMs = at ? at.getTime() - Date.now() : 0;
    },
    realInstantOf: (at) => new Date(at.getTime() - offsetMs),
  };
}
