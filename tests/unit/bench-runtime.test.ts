import { afterEach, describe, expect, it, vi } from "vitest";

// The event loop and GC figures `npm run bench:voice` reads from the server and its own thread
// (server/bench/runtime.ts), and the route that serves them only to a server started for the bench.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("watchRuntime", () => {
  it("sees a blocked event loop as delay, and a reset starts an empty window", async () => {
    const { watchRuntime } = await import("@/server/bench/runtime");
    const watch = watchRuntime();
    await pause(20);
    const blockedUntil = performance.now() + 80;
    while (performance.now() < blockedUntil); // the thread held, as a long synchronous task would
    await pause(20);
    expect(watch.read().loopDelayMs.max).toBeGreaterThanOrEqual(70);
    watch.reset();
    expect(watch.read().loopDelayMs).toEqual({ p50: 0, p99: 0, max: 0 });
  });

  it("counts the collector's pauses, and what its scavenges kept and promoted", async () => {
    const { watchRuntime } = await import("@/server/bench/runtime");
    const watch = watchRuntime();
    let young: object[] = [];
    const kept: object[] = []; // outlives every scavenge: copied, then promoted to the old space
    for (let i = 0; i < 2_000_000; i += 1) {
      young.push({ i }); // garbage that dies young: scavenges
      if (young.length > 10_000) young = [];
      if (i % 4 === 0) kept.push({ i });
    }
    const { gc } = watch.read();
    expect(gc.pauses).toBeGreaterThan(0);
    expect(gc.totalMs).toBeGreaterThan(0);
    expect(gc.maxMs).toBeLessThanOrEqual(gc.totalMs);
    // 500,000 objects of 16 bytes or more kept over the scavenges: some KiB each time, at least.
    expect(gc.scavengeKib.survived).toBeGreaterThan(0);
    expect(gc.scavengeKib.promoted).toBeGreaterThan(0);
    expect(kept).toHaveLength(500_000);
    watch.reset();
    expect(watch.read().gc).toMatchObject({ pauses: 0, scavengeKib: { survived: 0, promoted: 0 } });
  });
});

describe("/api/bench/runtime", () => {
  it("is a 404 envelope on a server not started for the bench", async () => {
    vi.stubEnv("BENCH_ROUTES", "");
    const { serveRuntimeWindow } = await import("@/server/bench/runtime");
    const response = serveRuntimeWindow(new Request("http://svc.test/api/bench/runtime", { method: "POST" }));
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe("NOT_FOUND");
  });

  it("with BENCH_ROUTES: GET before any window is a 409, then POST opens one that GET reads", async () => {
    vi.stubEnv("BENCH_ROUTES", "1");
    const { serveRuntimeWindow } = await import("@/server/bench/runtime");
    const url = "http://svc.test/api/bench/runtime";
    const early = serveRuntimeWindow(new Request(url));
    expect(early.status).toBe(409);
    expect((await early.json()).code).toBe("CONFLICT");
    expect(serveRuntimeWindow(new Request(url, { method: "POST" })).status).toBe(204);
    await pause(20);
    const window = await serveRuntimeWindow(new Request(url)).json();
    expect(Object.keys(window.loopDelayMs)).toEqual(["p50", "p99", "max"]);
    expect(window.gc.pauses).toBeGreaterThanOrEqual(0);
  });
});
