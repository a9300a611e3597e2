import { holdsAnything } from "./this-process";

// Background conversations (agent tests, replays) share the process with live calls, whose
// callers wait on every millisecond of its event loop (docs/voice-agent.md "Replays"). While this
// process holds a call, each step of theirs (an agent test's turn, a replay's start) starts at
// most one every SPACING_MS across the process, or later when the step before asked for more: their
// CPU here then takes a small, bounded share of the loop, and they still finish. With no call held
// they run at full speed. 100 ms, not 20, for an agent turn played here: at 20 ms fifty replays
// played in this process added 17.8 ms to live turns' p99, at 100 ms less. A replay plays in a
// process of its own (server/replays/player.ts), but its start still costs this one its request,
// its function run and its hand-over, so it asks for more (player.ts, REPLAY_START_SPACING_MS).
//
// The waiting steps are let go one at a time, each timer set from when the last one really
// started: a loop held up by other work makes the next start later, never two at once (timers
// set ahead for each step all fire together once a busy loop frees, just when it matters most).

export const SPACING_MS = 100;
const waiting: { start: () => void; spacingMs: number }[] = [];
let lastStart = -Infinity;
/** How long the step started last keeps the next one waiting. */
let lastSpacingMs = 0;
let timer: NodeJS.Timeout | undefined;

/** Lets waiting steps start while they may: one, then the next when the last one's spacing has passed (all at once with no call held). */
function letGo(): void {
  timer = undefined;
  while (waiting.length) {
    const wait = holdsAnything() ? lastStart + lastSpacingMs - performance.now() : 0;
    // A timer may fire a little early (it counts from the loop's cached time): it is set again for the rest.
    if (wait > 0) {
      timer = setTimeout(letGo, Math.ceil(wait));
      return;
    }
    const next = waiting.shift()!;
    lastStart = performance.now();
    lastSpacingMs = next.spacingMs;
    next.start();
  }
}

/**
 * Waits until a background conversation's next step may start; while calls are held, the next
 * step after it waits `spacingMs` (a step that costs this process more than an agent turn, such as
 * a replay's start, asks for more).
 */
export function behindLiveCalls(spacingMs = SPACING_MS): Promise<void> {
  if (!holdsAnything() && !waiting.length) return Promise.resolve();
  return new Promise((start) => {
    waiting.push({ start, spacingMs });
    if (!timer) letGo();
  });
}
