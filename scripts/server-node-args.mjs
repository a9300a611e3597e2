// The Node options the server runs with under `npm start` (scripts/start.mjs); `npm run bench` starts
// its servers with them too, so it measures the server as operators run it. V8 sizes its heap from
// the machine's memory, and on a large machine it lets a busy server keep garbage it had no need to
// collect (1.1 GiB RSS on 24 GiB); the cap keeps the process within about 600 MiB. 256 MiB was too
// tight: 200 conversations with 500 live streams open kept the old space collecting, and the voice
// gateway's p99 rose by 142 ms; with 512 MiB it did not move (bench/results/voice-live-streams.md,
// RSS 475 MiB). Every request leaves
// short-lived garbage (Next's Request, Response and streams): a 32 MiB semi-space scavenges half as
// often as V8's 16 MiB and promotes less of it to the old space, whose collections are the long
// pauses (docs/performance.md, "Inbound calls": scavenge pauses 1.09 s → 0.59 s in a run, the longest
// mark-compact 40 → 21 ms). An operator's own flag in NODE_OPTIONS wins.
export const SERVER_HEAP_MIB = 512;
export const SERVER_SEMI_SPACE_MIB = 32;

/** @param {string} [nodeOptions] NODE_OPTIONS of the environment the server starts in */
export function serverNodeArgs(nodeOptions = process.env.NODE_OPTIONS ?? "") {
  return [
    ...(nodeOptions.includes("--max-old-space-size") ? [] : [`--max-old-space-size=${SERVER_HEAP_MIB}`]),
    ...(nodeOptions.includes("--max-semi-space-size") ? [] : [`--max-semi-space-size=${SERVER_SEMI_SPACE_MIB}`]),
  ];
}
