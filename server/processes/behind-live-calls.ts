import { heldCount } from "./this-process";

// Background conversations (agent tests, replays) share the process with live calls, whose
// callers wait on every millisecond of its event loop (docs/voice-agent.md "Replays"). While this
// process holds a call, each step of theirs (a replay's start, an agent turn) starts at most one
// every SPACING_MS across the process: their CPU then takes a small, bounded share of the loop,
// and they still finish. With no call held they run at full speed. 100 ms, not 20: a step is cheap
// but what comes with a replay is not (its request, its function run, its reads and its write): at
// 20 ms fifty replays kept playing added 17.8 ms to live turns' p99, at 100 ms far less, within the
// spread of the rounds themselves (bench/results/voice-replays.md). A replay of ten answers then
// takes a second while calls run.
//
// The waiting steps are let go one at a time, each timer set from when the last one really
// started: a loop held up by other work makes the next start later, never two at once (timers
// set ahead for each step all fire together once a busy loop frees, just when it matters most).

export const SPACING_MS = 100;
const waiting: (() => void)[] = [];
let lastStart = -Infinity;
let timer: NodeJS.Timeout | undefined;

/** Lets waiting steps start while they may: one, then the next SPACING_MS after it really started (all at once with no call held). */
function letGo(): void {
  timer = undefined;
  while (waiting.length) {
    const wait = heldCount() ? lastStart + SPACING_MS - performance.now() : 0;
    // A timer may fire a little early (it counts from the loop's cached time): it is set again for the rest.
    if (wait > 0) {
      timer = setTimeout(letGo, Math.ceil(wait));
      return;
    }
    lastStart = performance.now();
    waiting.shift()!();
  }
}

/** Waits until a background conversation's next step may start. */
export function behindLiveCalls(): Promise<void> {
  if (heldCount() === 0 && !waiting.length) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!timer) letGo();
  });
}
