import { heldCount } from "./this-process";

// Background conversations (agent tests, replays) share the process with live calls, whose
// callers wait on every millisecond of its event loop (docs/voice-agent.md "Replays"). While this
// process holds a call, each step of theirs (a replay's start, an agent turn) starts at most one
// every SPACING_MS across the process: their CPU then takes a small, bounded share of the loop,
// and they still finish. With no call held they run at full speed.

const SPACING_MS = 20;
let nextStart = 0;

/** Waits until a background conversation's next step may start. */
export async function behindLiveCalls(): Promise<void> {
  if (heldCount() === 0) return;
  const now = performance.now();
  const start = Math.max(now, nextStart);
  nextStart = start + SPACING_MS;
  if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
}
