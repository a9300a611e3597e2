import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { MAX_TIMEOUT_MS, setLongTimeout } from "@/inngest/local-executor/long-timeout";

// A campaign starting in 30 days sleeps that long: beyond setTimeout's 24.8 days, which would fire at once.

const DAY_MS = 86_400_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("fires a delay of 30 days after 30 days, not before", () => {
  const fired = vi.fn();
  setLongTimeout(fired, 30 * DAY_MS);
  vi.advanceTimersByTime(MAX_TIMEOUT_MS + 1);
  expect(fired).not.toHaveBeenCalled();
  vi.advanceTimersByTime(30 * DAY_MS - MAX_TIMEOUT_MS - 2);
  expect(fired).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(fired).toHaveBeenCalledOnce();
});

it("fires a short delay as setTimeout does, and not at all once cleared", () => {
  const fired = vi.fn();
  const cleared = vi.fn();
  setLongTimeout(fired, 50);
  setLongTimeout(cleared, 40 * DAY_MS).clear();
  vi.advanceTimersByTime(50);
  expect(fired).toHaveBeenCalledOnce();
  vi.advanceTimersByTime(41 * DAY_MS);
  expect(cleared).not.toHaveBeenCalled();
});

it("can be cleared while it waits past the first step", () => {
  const fired = vi.fn();
  const timeout = setLongTimeout(fired, 60 * DAY_MS);
  vi.advanceTimersByTime(MAX_TIMEOUT_MS + DAY_MS);
  timeout.clear();
  vi.advanceTimersByTime(60 * DAY_MS);
  expect(fired).not.toHaveBeenCalled();
});
