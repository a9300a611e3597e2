import { expect, it } from "vitest";
import { behindLiveCalls, SPACING_MS } from "@/server/processes/behind-live-calls";
import { hold } from "@/server/processes/this-process";

// Background conversations (replays, agent tests) yield the event loop to live calls: while the
// process holds a call, their steps start at most one every SPACING_MS; with none held, at once.

const startTimes = (steps: number) =>
  Promise.all(Array.from({ length: steps }, () => behindLiveCalls().then(() => performance.now())));

it("lets background steps run at once while the process holds no call", async () => {
  const started = performance.now();
  const starts = await startTimes(10);
  expect(Math.max(...starts) - started).toBeLessThan(20);
});

it("spaces background steps SPACING_MS apart while the process holds a call, then lets them go again", async () => {
  const release = hold("relay", "call_behind_live_calls");
  try {
    const starts = (await startTimes(6)).sort((a, b) => a - b);
    // No two together: each start is read after its release, and a loaded machine may pause the
    // process between the two for a while (then a gap looks short, the next one long). Over two
    // gaps, twice SPACING_MS apart less one such pause; over all five, five times it.
    const twoGaps = starts.slice(2).map((at, i) => at - starts[i]);
    expect(twoGaps.every((span) => span >= SPACING_MS)).toBe(true);
    expect(starts.at(-1)! - starts[0]).toBeGreaterThanOrEqual(5 * SPACING_MS - 5);
  } finally {
    release();
  }
  const started = performance.now();
  await startTimes(10);
  expect(performance.now() - started).toBeLessThan(20);
});

it("keeps the steps apart when a busy loop delays one: the next starts SPACING_MS after it, not at once", async () => {
  const release = hold("relay", "call_behind_busy_loop");
  try {
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        behindLiveCalls().then(() => {
          starts.push(performance.now());
          // The first step holds the loop past SPACING_MS: the timers of the others come due meanwhile.
          if (i === 0) while (performance.now() - starts[0] < SPACING_MS + 30);
        }),
      ),
    );
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(SPACING_MS + 29);
    // Timers set ahead fired together (the last three within a millisecond or two). Spaced, the last
    // starts twice SPACING_MS after the second, less whatever pause a loaded machine put between the
    // second's release and its reading of the clock: the two gaps together, not each, are what is checked.
    expect(starts[3] - starts[1]).toBeGreaterThanOrEqual(SPACING_MS);
  } finally {
    release();
  }
});

it("keeps the next step waiting as long as the step before asked", async () => {
  const release = hold("relay", "call_behind_long_step");
  try {
    const starts = await Promise.all([
      behindLiveCalls(3 * SPACING_MS).then(() => performance.now()),
      behindLiveCalls().then(() => performance.now()),
      behindLiveCalls().then(() => performance.now()),
    ]);
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(3 * SPACING_MS - 5);
    expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(SPACING_MS - 5);
  } finally {
    release();
  }
});
