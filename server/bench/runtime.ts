import { monitorEventLoopDelay } from "node:perf_hooks";
import { GCProfiler, type GCProfilerResult } from "node:v8";
import { ApiError, errorResponse } from "@/server/errors";
import { absentWithoutBenchRoutes } from "./routes";

// What the server's own thread went through while `npm run bench:voice` measured a round (issue 39:
// where the voice tail comes from): how late its event loop ran (a 10 ms timer's lateness, sampled
// by libuv) and the garbage collector's pauses, with what each scavenge kept (the young objects
// that survived it and those it promoted: a scavenge costs what it copies). POST starts the window
// (and the watch, the first time), GET reads it. Served only with BENCH_ROUTES=1: a production
// server keeps no such watch. The load generator watches its own thread with the same function.

/** The loop delay figures and GC pauses since the window began, in milliseconds. */
export interface RuntimeWindow {
  loopDelayMs: { p50: number; p99: number; max: number };
  gc: {
    pauses: number;
    totalMs: number;
    maxMs: number;
    majorPauses: number;
    majorTotalMs: number;
    /** Means per scavenge, in KiB: what it left in the new space, and how much the old space grew. */
    scavengeKib: { survived: number; promoted: number };
  };
}

const RESOLUTION_MS = 10;

type Collection = GCProfilerResult["statistics"][number];

const spaceUsed = (heap: Collection["afterGC"], space: string) =>
  heap.heapSpaceStatistics.find((one) => one.spaceName === space)?.spaceUsedSize ?? 0;

/** A watch on this thread from now: `reset` begins a new window, `read` returns the window so far. */
export function watchRuntime(): { reset(): void; read(): RuntimeWindow } {
  // Sampled every 10 ms, not 1: a thousand wake-ups a second cost the server CPU the bench
  // reports per turn, and a stall longer than 10 ms delays a sample however they are spaced.
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  // V8's GC profiler: every collection with the heap's spaces before and after it (a
  // PerformanceObserver tells only the pause).
  const profiler = new GCProfiler();
  profiler.start();
  let collections: Collection[] = [];
  const collect = () => {
    collections.push(...(profiler.stop()?.statistics ?? []));
    profiler.start();
  };
  const ms = (value: number) => Math.round(value * 100) / 100;
  const kib = (bytes: number) => Math.round(bytes / 1024);
  // The histogram holds the timer's whole wait (ns); its resolution is the part that is not delay.
  const delay = (ns: number) => ms(Math.max(0, ns / 1e6 - RESOLUTION_MS));
  const totalMs = (list: Collection[]) => ms(list.reduce((sum, one) => sum + one.cost, 0) / 1000);
  const mean = (list: Collection[], of: (one: Collection) => number) =>
    list.length ? list.reduce((sum, one) => sum + of(one), 0) / list.length : 0;
  return {
    reset: () => {
      loop.reset();
      collect();
      collections = [];
    },
    read: () => {
      collect();
      const major = collections.filter((one) => one.gcType === "MarkSweepCompact");
      const scavenges = collections.filter((one) => one.gcType === "Scavenge");
      return {
        loopDelayMs: { p50: delay(loop.percentile(50)), p99: delay(loop.percentile(99)), max: delay(loop.max) },
        gc: {
          pauses: collections.length,
          totalMs: totalMs(collections),
          maxMs: ms(Math.max(0, ...collections.map((one) => one.cost)) / 1000),
          majorPauses: major.length,
          majorTotalMs: totalMs(major),
          scavengeKib: {
            survived: kib(mean(scavenges, (one) => spaceUsed(one.afterGC, "new_space"))),
            promoted: kib(
              mean(scavenges, (one) => spaceUsed(one.afterGC, "old_space") - spaceUsed(one.beforeGC, "old_space")),
            ),
          },
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
