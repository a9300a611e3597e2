import { describe, expect, it } from "vitest";
import { requestPressure } from "@/inngest/local-executor/request-pressure";

// When the local executor's steps give way to the server's requests: only while some await their
// answer and the event loop has been busy (a request waiting on a slow endpoint leaves it idle).

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hold = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until); // the loop busy, as with requests being worked on
};

describe("requestPressure", () => {
  it("never presses with no request awaiting its answer, however busy the loop", () => {
    const pressing = requestPressure(() => 0);
    hold(80);
    expect(pressing()).toBe(false);
  });

  it("presses while requests await and the loop was busy, not once it has been idle", async () => {
    let awaiting = 3;
    const pressing = requestPressure(() => awaiting);
    hold(80);
    expect(pressing()).toBe(true);
    await pause(120); // requests waiting on something else: the loop idles
    expect(pressing()).toBe(false);
    hold(80);
    expect(pressing()).toBe(true);
    awaiting = 0;
    expect(pressing()).toBe(false);
  });
});
