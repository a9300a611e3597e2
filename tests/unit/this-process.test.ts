import { expect, it } from "vitest";
import { heldCount, hold, holdsAnything, whenNothingHeld } from "@/server/processes/this-process";

// What this process holds: a call held by its relay session and by its simulated carrier counts
// once, and whoever waits for the process to hold nothing (a shutdown's drain) is told at the last release.

it("counts a call held both ways once, and tells the drain when the last one is let go", async () => {
  expect(holdsAnything()).toBe(false);
  const releases = [hold("relay", "call_a"), hold("carrier", "call_a"), hold("carrier", "call_b")];
  expect(heldCount()).toBe(2);
  expect(holdsAnything()).toBe(true);
  const drained = whenNothingHeld(5_000);
  releases[0]();
  releases[1]();
  expect(heldCount()).toBe(1);
  releases[2]();
  expect(await drained).toBe(true);
  expect(heldCount()).toBe(0);
  expect(holdsAnything()).toBe(false);
});

it("tells the drain false when calls are still held at its end", async () => {
  const release = hold("relay", "call_c");
  try {
    expect(await whenNothingHeld(50)).toBe(false);
  } finally {
    release();
  }
});
