// The Node options the server runs with under `npm start` (scripts/start.mjs); `npm run bench`
// starts its servers with them too, so it measures the server as operators run it. V8 sizes its
// heap from the machine's memory, and on a large machine it lets a busy server keep garbage it had
// no need to collect (1.1 GiB RSS on 24 GiB); the cap keeps the process within 512 MiB. An
// operator's own --max-old-space-size in NODE_OPTIONS wins.
export const SERVER_HEAP_MIB = 256;

/** @param {string} [nodeOptions] NODE_OPTIONS of the environment the server starts in */
export function serverNodeArgs(nodeOptions = process.env.NODE_OPTIONS ?? "") {
  return nodeOptions.includes("--max-old-space-size") ? [] : [`--max-old-space-size=${SERVER_HEAP_MIB}`];
}
