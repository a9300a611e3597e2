import {
  constants,
  monitorEventLoopDelay,
  PerformanceObserver,
  type NodeGCPerformanceDetail,
  type PerformanceEntry,
} from "node:perf_hooks";
import { ApiError, errorResponse } from "@/server/errors";
import { absentWithoutBenchRoutes } from "./routes";

// What the server's own thread went through while `npm run bench:voice` measured a round (issue 39:
// where the voice tail comes from): how late its event loop ran (a 10 ms timer's lateness, sampled
// by libuv) and the garbage collector's pauses. POST starts the window (and the watch, the first
// time), GET reads it. Served only with BENCH_ROUTES=1: a production server keeps no such watch.
// The load generator watches its own thread with the same function.

/** The loop delay figures and GC pauses since the window began, in milliseconds. */
export interface RuntimeWindow {
  loopDelayMs: { p50: number; p99: number; max: number };
  gc: { pauses: number; totalMs: number; maxMs: number; majorPauses: number; majorTotalMs: number };
}

const RESOLUTION_MS = 10;

/** A gc entry's kind is in its `detail`, which Node's types leave off PerformanceEntry. */
const isMajor = (entry: PerformanceEntry) =>
  (entry as PerformanceEntry & { detail: NodeGCPerformanceDetail }).detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR;

/** A watch on this thread from now: `reset` begins a new window, `read` returns the window so far. */
export function watchRuntime(): { reset(): void; read(): RuntimeWindow } {
  // Sampled every 10 ms, not 1: a thousand wake-ups a second cost the server CPU the bench
  // reports per turn, and a stall longer than 10 ms delays a sample however they are spaced.
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  const pauses: { ms: number; major: boolean }[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push({ ms: entry.duration, major: isMajor(entry) });
  }).observe({ entryTypes: ["gc"] });
  const ms = (value: number) => Math.round(value * 100) / 100;
  // The histogram holds the timer's whole wait (ns); its resolution is the part that is not delay.
  const delay = (ns: number) => ms(Math.max(0, ns / 1e6 - RESOLUTION_MS));
  const total = (list: { ms: number }[]) => ms(list.reduce((sum, pause) => sum + pause.ms, 0));
  return {
    reset: () => {
      loop.reset();
      pauses.length = 0;
    },
    read: () => {
      const major = pauses.filter((pause) => pause.major);
      return {
        loopDelayMs: { p50: delay(loop.percentile(50)), p99: delay(loop.percentile(99)), max: delay(loop.max) },
        gc: {
          pauses: pauses.length,
          totalMs: total(pauses),
          maxMs: ms(Math.max(0, ...pauses.map((pause) => pause.ms))),
          majorPauses: major.length,
          majorTotalMs: total(major),
        },
      };
    },
  };
}

let served: ReturnType<typeof watchRuntime> | undefined;

/** POST: a new window, 204. GET: the window so far, 200. A 404 envelope unless BENCH_ROUTES is set. */
export function serveRuntimeWindow(request: Request): Response {
  const absent = absentWithoutBenchRoutes(request);
  if (absent) return absent;
  if (request.method === "POST") {
    served ??= watchRuntime();
    served.reset();
    return new Response(null, { status: 204 });
  }
  if (!served) return errorResponse(new ApiError("CONFLICT", "No window yet: POST starts one."));
  return Response.json(served.read());
}
