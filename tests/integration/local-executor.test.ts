import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExecutorOptions, LocalExecutor, RunOutcome } from "@/inngest/local-executor/executor";

// The local executor on its own, driving test functions through Inngest's own serve handler.

const sideEffects: Record<string, number> = {};
const count = (name: string) => (sideEffects[name] = (sideEffects[name] ?? 0) + 1);
const outcomes: RunOutcome[] = [];
let executor: LocalExecutor;
/** Another executor over the same functions, for a test of its own. */
let anotherExecutor: (options?: Partial<ExecutorOptions>) => LocalExecutor;
let inFlight = 0;
let maxInFlight = 0;
/** When each run of `queued` did its work. */
const spans: Record<string, { start: number; end: number }> = {};

function outcomeOf(eventId: string, fnId: string, timeoutMs = 15_000): Promise<RunOutcome> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const found = outcomes.find((o) => o.event.id === eventId && o.fnId === fnId);
      if (found) resolve(found);
      else if (Date.now() - started > timeoutMs) reject(new Error(`no outcome for ${eventId}`));
      else return;
      clearInterval(poll);
    }, 10);
  });
}

beforeAll(async () => {
  const { inngest } = await import("@/server/jobs/inngest");
  const { serveLocally } = await import("@/inngest/local-executor/serve-locally");
  const { NonRetriableError } = await import("inngest");
  const { LocalExecutor } = await import("@/inngest/local-executor/executor");

  const workflow = inngest.createFunction(
    { id: "workflow", triggers: [{ event: "test/workflow" }], retries: 3 },
    async ({ event, step }) => {
      const first = await step.run("flaky", () => {
        if (count(`flaky:${event.id}`) < 3) throw new Error("transient");
        return 1;
      });
      await step.sleep("nap", "1s");
      const [a, b] = await Promise.all([
        step.run("left", () => (count(`left:${event.id}`), 2)),
        step.run("right", () => (count(`right:${event.id}`), 3)),
      ]);
      const reply = await step.waitForEvent("wait-reply", { event: "test/reply", match: "data.key", timeout: "10s" });
      return { total: first + a + b, reply: reply?.data.answer ?? null };
    },
  );
  const doomed = inngest.createFunction(
    {
      id: "doomed",
      triggers: [{ event: "test/doomed" }],
      retries: 1,
      onFailure: async ({ event }) => count(`doomed-failure:${event.data.event.id}`),
    },
    async ({ event, step }) => {
      await step.run("always-fails", () => {
        count(`doomed:${event.id}`);
        throw new Error("permanent");
      });
    },
  );
  const refused = inngest.createFunction(
    {
      id: "refused",
      triggers: [{ event: "test/refused" }],
      retries: 3,
      onFailure: async ({ event }) => count(`refused-failure:${event.data.event.id}`),
    },
    async ({ event }) => {
      count(`refused:${event.id}`);
      throw new NonRetriableError("no use trying again");
    },
  );
  const serial = inngest.createFunction(
    { id: "serial", triggers: [{ event: "test/serial" }], concurrency: { key: "event.data.tenant", limit: 1 } },
    async ({ step }) => {
      await step.run("work", async () => {
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 50));
        inFlight -= 1;
      });
    },
  );
  // A function limited in all and per queue, as webhook deliveries are.
  const queued = inngest.createFunction(
    {
      id: "queued",
      triggers: [{ event: "test/queued" }],
      concurrency: [{ limit: 2 }, { key: "event.data.queue", limit: 1 }],
    },
    async ({ event, step }) => {
      await step.run("work", async () => {
        spans[event.id!] = { start: Date.now(), end: 0 };
        await new Promise((resolve) => setTimeout(resolve, 300));
        spans[event.id!].end = Date.now();
      });
    },
  );
  const single = inngest.createFunction(
    { id: "single", triggers: [{ event: "test/single" }], singleton: { key: "event.data.key", mode: "skip" } },
    async ({ event, step }) => {
      await step.run("work", () => count(`single:${event.data.key}`));
      await step.sleep("nap", "500ms");
    },
  );
  const cancelable = inngest.createFunction(
    {
      id: "cancelable",
      triggers: [{ event: "test/cancelable" }],
      cancelOn: [{ event: "test/stop", match: "data.key" }],
    },
    async ({ event, step }) => {
      await step.sleep("long-nap", "3s");
      await step.run("after-nap", () => count(`after-nap:${event.data.key}`));
    },
  );
  const farFuture = inngest.createFunction(
    {
      id: "far-future",
      triggers: [{ event: "test/far-future" }],
      cancelOn: [{ event: "test/stop", match: "data.key" }],
    },
    async ({ event, step }) => {
      await step.sleepUntil("until-start", new Date(Date.now() + 30 * 86_400_000));
      await step.run("after-start", () => count(`after-start:${event.data.key}`));
    },
  );
  // Functions that take a moment before asking for hours of sleep or waiting: stop() finds their
  // run mid-request, and the request's answer is the long op.
  const moment = () => new Promise((resolve) => setTimeout(resolve, 500));
  const napper = inngest.createFunction({ id: "napper", triggers: [{ event: "test/napper" }] }, async ({ step }) => {
    await moment();
    await step.sleep("hours", "5h");
  });
  const waiter = inngest.createFunction({ id: "waiter", triggers: [{ event: "test/waiter" }] }, async ({ step }) => {
    await moment();
    await step.waitForEvent("never", { event: "test/never", timeout: "5h" });
  });
  const scheduled = inngest.createFunction({ id: "scheduled", triggers: [{ cron: "*/5 * * * *" }] }, async () =>
    count("cron"),
  );

  const handler = serveLocally({
    client: inngest,
    functions: [workflow, doomed, refused, serial, queued, single, cancelable, farFuture, napper, waiter, scheduled],
  });
  anotherExecutor = (options = {}) =>
    new LocalExecutor({
      handler,
      retryBaseMs: 20,
      onRunFinished: (outcome) => outcomes.push(outcome),
      ...options,
    });
  executor = anotherExecutor();
  await executor.start();
});
afterAll(() => executor.stop());

describe("local executor", () => {
  it("memoizes steps, retries a failing step, sleeps, runs parallel steps and resumes on a matching event", async () => {
    await executor.receive([{ id: "wf-1", name: "test/workflow", data: { key: "k1" } }]);
    setTimeout(() => {
      void executor.receive([{ name: "test/reply", data: { key: "other", answer: "wrong" } }]);
      void executor.receive([{ name: "test/reply", data: { key: "k1", answer: "yes" } }]);
    }, 2_000);
    const outcome = await outcomeOf("wf-1", "svc-workflow");
    expect(outcome).toMatchObject({ ok: true, output: { total: 6, reply: "yes" } });
    expect(sideEffects["flaky:wf-1"]).toBe(3);
    expect(sideEffects["left:wf-1"]).toBe(1);
    expect(sideEffects["right:wf-1"]).toBe(1);
  });

  it("runs an event id once however often it is sent", async () => {
    await executor.receive([{ id: "wf-dup", name: "test/workflow", data: { key: "k2" } }]);
    setTimeout(() => void executor.receive([{ name: "test/reply", data: { key: "k2", answer: "once" } }]), 2_000);
    const outcome = await outcomeOf("wf-dup", "svc-workflow");
    expect(outcome.output).toEqual({ total: 6, reply: "once" });
    expect(outcomes.filter((o) => o.event.id === "wf-dup")).toHaveLength(1);
    expect(sideEffects["left:wf-dup"]).toBe(1);
  });

  it("gives up after the function's attempts, reports the failure and runs its onFailure handler", async () => {
    await executor.receive([{ id: "doomed-1", name: "test/doomed", data: {} }]);
    const outcome = await outcomeOf("doomed-1", "svc-doomed");
    expect(outcome.ok).toBe(false);
    expect(sideEffects["doomed:doomed-1"]).toBe(2);
    await executor.idle();
    expect(sideEffects["doomed-failure:doomed-1"]).toBe(1);
  });

  it("ends a run at its first NonRetriableError, retries left or not, and runs its onFailure handler", async () => {
    await executor.receive([{ id: "refused-1", name: "test/refused", data: {} }]);
    const outcome = await outcomeOf("refused-1", "svc-refused");
    expect(outcome.ok).toBe(false);
    await executor.idle();
    expect(sideEffects["refused:refused-1"]).toBe(1);
    expect(sideEffects["refused-failure:refused-1"]).toBe(1);
  });

  it("holds runs of the same concurrency key to the limit", async () => {
    await executor.receive(["s1", "s2", "s3"].map((id) => ({ id, name: "test/serial", data: { tenant: "t1" } })));
    await Promise.all(["s1", "s2", "s3"].map((id) => outcomeOf(id, "svc-serial")));
    expect(maxInFlight).toBe(1);
  });

  it("a run waiting for its key's slot holds no slot of the function's other limit: another key's run goes", async () => {
    await executor.receive(
      ["q-a1", "q-a2", "q-a3", "q-b1"].map((id) => ({ id, name: "test/queued", data: { queue: id.slice(2, 3) } })),
    );
    await Promise.all(["q-a1", "q-a2", "q-a3", "q-b1"].map((id) => outcomeOf(id, "svc-queued")));
    // Queue a runs one at a time, in order; b runs beside a's first (2 in all), not after a's second.
    expect(spans["q-a2"].start).toBeGreaterThanOrEqual(spans["q-a1"].end);
    expect(spans["q-a3"].start).toBeGreaterThanOrEqual(spans["q-a2"].end);
    expect(spans["q-b1"].start).toBeLessThan(spans["q-a1"].end);
  });

  it("skips an event whose singleton key has a run under way, and runs it again once that run is over", async () => {
    await executor.receive([
      { id: "single-1", name: "test/single", data: { key: "a" } },
      { id: "single-2", name: "test/single", data: { key: "a" } },
      { id: "single-3", name: "test/single", data: { key: "b" } },
    ]);
    await executor.idle();
    expect([sideEffects["single:a"], sideEffects["single:b"]]).toEqual([1, 1]);
    expect(outcomes.filter((o) => o.fnId === "svc-single").map((o) => o.event.id)).toEqual(["single-1", "single-3"]);
    await executor.receive([{ id: "single-4", name: "test/single", data: { key: "a" } }]);
    await outcomeOf("single-4", "svc-single");
    expect(sideEffects["single:a"]).toBe(2);
  });

  it("fires cron functions in the minutes their schedule names", async () => {
    executor.fireCrons(new Date("2026-01-01T10:11:00Z"));
    executor.fireCrons(new Date("2026-01-01T10:15:00Z"));
    await executor.idle();
    // Only the minutes fired here: the running executor's own clock may also pass a fifth minute.
    const firedHere = outcomes.filter((o) => o.fnId === "svc-scheduled" && o.event.ts! < Date.now() - 86_400_000);
    expect(firedHere.map((o) => new Date(o.event.ts!).toISOString())).toEqual(["2026-01-01T10:15:00.000Z"]);
  });

  it("cancels a sleeping run on its cancelOn event, matched by key, and no other", async () => {
    await executor.receive([
      { id: "c-a", name: "test/cancelable", data: { key: "a" } },
      { id: "c-b", name: "test/cancelable", data: { key: "b" } },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await executor.receive([{ name: "test/stop", data: { key: "a" } }]);
    await outcomeOf("c-b", "svc-cancelable", 10_000);
    await executor.idle();
    expect(sideEffects["after-nap:b"]).toBe(1);
    expect(sideEffects["after-nap:a"]).toBeUndefined();
    expect(outcomes.find((o) => o.event.id === "c-a")).toBeUndefined();
  });

  it("sleeps until an instant 30 days ahead, past the longest setTimeout, instead of waking at once", async () => {
    await executor.receive([{ id: "far-1", name: "test/far-future", data: { key: "far" } }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sideEffects["after-start:far"]).toBeUndefined();
    await executor.receive([{ name: "test/stop", data: { key: "far" } }]);
    await executor.idle();
    expect(sideEffects["after-start:far"]).toBeUndefined();
  });

  it("gives way to the server's pressing requests: a step waits while they press, and goes once they do not", async () => {
    let pressing = true;
    const yielding = anotherExecutor({ requestsPressing: () => pressing, yieldMaxMs: 60_000 });
    await yielding.start();
    await yielding.receive([{ id: "yield-1", name: "test/queued", data: { queue: "yield-1" } }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(spans["yield-1"]).toBeUndefined();
    const answeredAt = Date.now();
    pressing = false;
    await outcomeOf("yield-1", "svc-queued");
    expect(spans["yield-1"].start).toBeGreaterThanOrEqual(answeredAt);
    await yielding.stop();
  });

  it("gives way for yieldMaxMs at most: under requests that always press, the step still runs", async () => {
    const yielding = anotherExecutor({ requestsPressing: () => true, yieldMaxMs: 400 });
    await yielding.start();
    const sentAt = Date.now();
    await yielding.receive([{ id: "yield-2", name: "test/queued", data: { queue: "yield-2" } }]);
    expect((await outcomeOf("yield-2", "svc-queued")).ok).toBe(true);
    expect(spans["yield-2"].start - sentAt).toBeGreaterThanOrEqual(400);
    await yielding.stop();
  });

  it("stops at once while runs are mid-request, though the requests' answers ask for hours of sleep or waiting", async () => {
    const stopping = anotherExecutor();
    await stopping.start();
    await stopping.receive([
      { id: "nap-1", name: "test/napper", data: {} },
      { id: "wait-1", name: "test/waiter", data: {} },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100)); // both functions are taking their moment
    const started = Date.now();
    await stopping.stop();
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
