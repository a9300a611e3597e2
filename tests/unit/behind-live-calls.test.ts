import { expect, it } from "vitest";
import { behindLiveCalls } from "@/server/processes/behind-live-calls";
import { hold } from "@/server/processes/this-process";

// Background conversations (replays, agent tests) yield the event loop to live calls: while the
// process holds a call, their steps start at most one every 20 ms; with none held, at once.

const startTimes = (steps: number) =>
  Promise.all(Array.from({ length: steps }, () => behindLiveCalls().then(() => performance.now())));

it("lets background steps run at once while the process holds no call", async () => {
  const started = performance.now();
  const starts = await startTimes(10);
  expect(Math.max(...starts) - started).toBeLessThan(20);
});

it("spaces background steps 20 ms apart while the process holds a call, then lets them go again", async () => {
  const release = hold("relay", "call_behind_live_calls");
  try {
    const starts = (await startTimes(6)).sort((a, b) => a - b);
    const gaps = starts.slice(1).map((at, i) => at - starts[i]);
    // Timers fire no earlier than asked (1 ms of rounding aside).
    expect(gaps.every((gap) => gap >= 19)).toBe(true);
    expect(starts.at(-1)! - starts[0]).toBeGreaterThanOrEqual(95);
  } finally {
    release();
  }
  const started = performance.now();
  await startTimes(10);
  expect(performance.now() - started).toBeLessThan(20);
});
