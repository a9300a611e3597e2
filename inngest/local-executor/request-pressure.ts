import { performance, type EventLoopUtilization } from "node:perf_hooks";

// When the local executor's background work gives way to the server's requests (executor.ts,
// yieldToRequests): while some await their answer and the event loop has been busy. A request
// that waits on something else (a business's routing endpoint that hangs, a slow tool) leaves the
// loop idle, and the background has no reason to wait for it.

/** The share of a window the loop must have been busy for the requests to press. */
const BUSY_SHARE = 0.5;
/** How long a window of the loop's utilization is. */
const WINDOW_MS = 50;

/** A check shared by every waiting step: true while requests await and the last window was busy. */
export function requestPressure(requestsAwaitingAnswer: () => number): () => boolean {
  let windowStart: EventLoopUtilization = performance.eventLoopUtilization();
  let windowStartedAt = performance.now();
  let busy = true;
  return () => {
    if (requestsAwaitingAnswer() === 0) return false;
    if (performance.now() - windowStartedAt >= WINDOW_MS) {
      const now = performance.eventLoopUtilization();
      busy = performance.eventLoopUtilization(now, windowStart).utilization >= BUSY_SHARE;
      windowStart = now;
      windowStartedAt = performance.now();
    }
    return busy;
  };
}
