import { randomUUID } from "node:crypto";
import { logger } from "@/server/logger";
import { cronMatches, delayMs } from "./time";
import { setLongTimeout, type LongTimeout } from "./long-timeout";
import type { LocalServeHandler } from "./serve-locally";

// Runs Inngest functions without Inngest (embedded mode and CI) by speaking Inngest's executor
// protocol to the app's real serve handler (docs/decisions.md "The local executor"): sync for the
// function configs, then one request per step with the memoized results of the steps before it.
//
// What it emulates of Inngest:
// - dedupe by event id: an id seen in the last 24 h starts no run. The memory of ids is this
//   process's, and lives exactly as long as the runs it guards (a restart forgets both together);
// - step memoization (`step.run` results are re-sent on every call, never run twice);
// - retries with exponential backoff (`retryBaseMs`, doubling, capped at 10 min), per function
//   `retries`, and `NonRetriableError` (`x-inngest-no-retry`) ending a run at once;
// - `step.sleep` / `step.sleepUntil`, `step.waitForEvent` with a timeout and an `a == b && …` match;
// - parallel steps (each planned step is run and retried on its own);
// - cron triggers (five UTC fields, checked once a minute) and `if` expressions on event triggers;
// - per-key `concurrency` limits, `priority.run` ordering the waiters for a slot, and one
//   executor-wide limit on steps at once (`maxConcurrentSteps`);
// - `singleton` in mode "skip": an event whose key has a run under way (retries and sleeps
//   included) starts none;
// - `onFailure` handlers, through the `inngest/function.failed` event;
// - `cancelOn` with `match`/`if` (`event.x == async.x`): a matching event ends the run at once if
//   it sleeps or waits, else before its next step; a canceled run does not call onFailure.
//
// What it does not: durable runs (runs and timers live in memory; start.ts resumes open calls
// after a restart or when the executor lease moves to this process), several workers sharing the
// work (one process per database runs it: server/processes), debounce,
// throttle, rate limits, batching, `cancelOn`'s timeout, function `idempotency` keys, `step.invoke`,
// `singleton`'s "cancel" mode (refused at start),
// events scheduled for a future `ts`, expressions beyond `==` and literals, signature checks and
// Inngest's dashboard. In production none of this runs: Inngest itself drives the same functions.

export interface ExecutorEvent {
  id: string;
  name: string;
  data: Record<string, unknown>;
  ts: number;
}

interface ConcurrencyConfig {
  limit: number;
  key?: string;
}

interface FunctionConfig {
  id: string;
  triggers: Array<{ event?: string; cron?: string; expression?: string }>;
  steps: { step: { runtime: { url: string }; retries?: { attempts?: number } } };
  concurrency?: ConcurrencyConfig | ConcurrencyConfig[];
  /** Inngest's priority: `run` is an expression of seconds to move ahead (+) or back (-). */
  priority?: { run?: string };
  /** cancelOn: an event of this name matching `if` cancels the run. */
  cancel?: Array<{ event: string; if?: string }>;
  singleton?: { key?: string; mode: "skip" | "cancel" };
}

interface Op {
  op: string;
  id: string;
  name?: string;
  data?: unknown;
  error?: unknown;
  opts?: { timeout?: string; if?: string };
}

type Memo = { type: "data"; data: unknown } | { type: "error"; error: unknown };

interface Run {
  id: string;
  fn: FunctionConfig;
  event: ExecutorEvent;
  steps: Record<string, Memo>;
  stack: string[];
  /** Its pending waitForEvent ops. */
  waits: Set<Wait>;
  /** Set by a cancelOn event; `cancel()` also ends a sleep in progress. */
  canceled: boolean;
  cancel: () => void;
  whenCanceled: Promise<void>;
}

interface Canceler {
  run: Run;
  matches: (incoming: ExecutorEvent) => boolean;
}

interface Wait {
  run: Run;
  matches: (incoming: ExecutorEvent) => boolean;
  resolve: (event: ExecutorEvent | null) => void;
}

export interface RunOutcome {
  fnId: string;
  runId: string;
  event: ExecutorEvent;
  ok: boolean;
  output: unknown;
}

export interface ExecutorOptions {
  /** The functions' serve handler (PUT for sync, POST for steps), called in-process (./serve-locally.ts). */
  handler: LocalServeHandler;
  /** First retry waits this long, doubling per attempt (Inngest backs off similarly). */
  retryBaseMs?: number;
  /** Steps running at once across all functions: one process is one worker, its database pool is small. */
  maxConcurrentSteps?: number;
  /** True while the server's requests need its CPU more than the background does (yieldToRequests). */
  requestsPressing?: () => boolean;
  /** How long a step gives way to them at most. */
  yieldMaxMs?: number;
  onRunFinished?: (outcome: RunOutcome) => void;
}

const SERVE_URL = "http://local-executor/api/inngest";
const DEDUPE_MS = 24 * 60 * 60 * 1000;
const DEFAULT_RETRIES = 3;
const FUNCTION_FAILED = "inngest/function.failed";
const DEFAULT_MAX_CONCURRENT_STEPS = 8;
const DEFAULT_YIELD_MAX_MS = 1000;
/** How often a step giving way looks whether the requests are answered. */
const YIELD_POLL_MS = 2;

export class LocalExecutor {
  private functions: FunctionConfig[] = [];
  /** Pending waitForEvent ops by event name: an event is matched against its name's alone. */
  private waits = new Map<string, Set<Wait>>();
  /** Runs a cancelOn event would cancel, by event name. */
  private cancelers = new Map<string, Set<Canceler>>();
  /** Event id → when first received, in that order (see firstSighting). */
  private seen = new Map<string, number>();
  /** Pending delays, so stop() can end them at once. */
  private timers = new Map<LongTimeout, () => void>();
  private running = new Map<string, number>();
  /** Waiters per concurrency key, highest priority first. */
  private queued = new Map<string, Array<{ priority: number; resolve: () => void }>>();
  private active = new Set<Promise<void>>();
  /** The singleton keys with a run under way. */
  private singletons = new Set<string>();
  private stopped = false;

  constructor(private readonly options: ExecutorOptions) {}

  async start(): Promise<void> {
    const response = await this.options.handler({
      method: "PUT",
      url: new URL(SERVE_URL),
      headers: { "content-type": "application/json", "x-inngest-sync-kind": "in_band" },
      body: JSON.stringify({ url: SERVE_URL }),
    });
    if (response.status !== 200)
      throw new Error(`local executor: sync failed with ${response.status}: ${response.body}`);
    this.functions = (JSON.parse(response.body) as { functions: FunctionConfig[] }).functions;
    const cancelling = this.functions.find((fn) => fn.singleton && fn.singleton.mode !== "skip");
    if (cancelling) throw new Error(`local executor: ${cancelling.id}'s singleton mode is not emulated`);
    this.scheduleNextMinute();
    logger.info({ functions: this.functions.map((fn) => fn.id) }, "local Inngest executor started");
  }

  /** Stops scheduling; in-flight runs end at their next step. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const [timer, resolve] of this.timers) {
      timer.clear();
      resolve();
    }
    this.timers.clear();
    for (const waits of this.waits.values()) for (const wait of waits) wait.resolve(null);
    await this.idle();
  }

  /** Resolves when no run is in progress. */
  async idle(): Promise<void> {
    while (this.active.size) await Promise.allSettled([...this.active]);
  }

  /** What `inngest.send` delivers: starts a run per triggered function, once per event id. */
  async receive(payloads: unknown[]): Promise<string[]> {
    // Refused rather than dropped: the outbox keeps the events unsent for the next lease holder.
    if (this.stopped) throw new Error("the local executor has stopped");
    const ids: string[] = [];
    for (const payload of payloads as Array<Partial<ExecutorEvent>>) {
      const event: ExecutorEvent = {
        id: payload.id ?? randomUUID(),
        name: String(payload.name),
        data: payload.data ?? {},
        ts: payload.ts ?? Date.now(),
      };
      ids.push(event.id);
      if (!(await this.firstSighting(event.id)) || this.stopped) continue;
      for (const canceler of this.cancelers.get(event.name) ?? []) if (canceler.matches(event)) canceler.run.cancel();
      for (const wait of this.waits.get(event.name) ?? []) if (wait.matches(event)) wait.resolve(event);
      for (const fn of this.functions) {
        if (fn.triggers.some((t) => t.event === event.name && (!t.expression || matcher(t.expression, event)(event))))
          this.launch(fn, event);
      }
    }
    return ids;
  }

  /**
   * Dedupe by event id for 24 h, in this process's memory: it must live exactly as long as the runs
   * it guards. (Kept in Redis it outlived a killed process, so events that process had received but
   * not finished were refused after the restart and their runs never happened.)
   */
  private async firstSighting(eventId: string): Promise<boolean> {
    const now = Date.now();
    // Ids are kept in the order they came, so the expired ones are first: forgetting them costs
    // nothing per event, however many ids are remembered.
    for (const [id, at] of this.seen) {
      if (now - at <= DEDUPE_MS) break;
      this.seen.delete(id);
    }
    if (this.seen.has(eventId)) return false;
    this.seen.set(eventId, now);
    return true;
  }

  /** Starts the cron-triggered functions due in the minute of `at`. */
  fireCrons(at: Date): void {
    for (const fn of this.functions) {
      const cron = fn.triggers.find((t) => t.cron && cronMatches(t.cron, at))?.cron;
      if (cron)
        this.launch(fn, { id: randomUUID(), name: "inngest/scheduled.timer", data: { cron }, ts: at.getTime() });
    }
  }

  private scheduleNextMinute(): void {
    const next = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
    this.delay(next - Date.now()).then(() => {
      if (this.stopped) return;
      this.fireCrons(new Date(next));
      this.scheduleNextMinute();
    });
  }

  private launch(fn: FunctionConfig, event: ExecutorEvent): void {
    const singleton = fn.singleton && keyOf(fn, fn.singleton.key, event);
    if (singleton && this.singletons.has(singleton)) {
      logger.debug({ fn: fn.id, eventId: event.id }, "skipped: a run of its singleton key is under way");
      return;
    }
    if (singleton) this.singletons.add(singleton);
    let cancel = () => {};
    const whenCanceled = new Promise<void>((resolve) => (cancel = resolve));
    const run: Run = {
      id: randomUUID(),
      fn,
      event,
      steps: {},
      stack: [],
      waits: new Set(),
      canceled: false,
      whenCanceled,
      cancel: () => {},
    };
    run.cancel = () => {
      run.canceled = true;
      for (const wait of run.waits) wait.resolve(null);
      cancel();
    };
    const cancelers = (fn.cancel ?? []).map((on) => ({
      name: on.event,
      canceler: { run, matches: matcher(on.if, event) },
    }));
    for (const { name, canceler } of cancelers)
      (this.cancelers.get(name) ?? this.cancelers.set(name, new Set()).get(name)!).add(canceler);
    const done = this.drive(run)
      .catch((error: unknown) => this.finish(run, false, (error as Error).message))
      .finally(() => {
        for (const { name, canceler } of cancelers) this.cancelers.get(name)?.delete(canceler);
        if (singleton) this.singletons.delete(singleton);
        this.active.delete(done);
      });
    this.active.add(done);
  }

  private finish(run: Run, ok: boolean, output: unknown): void {
    if (ok) logger.debug({ fn: run.fn.id, runId: run.id }, "run completed");
    else logger.error({ fn: run.fn.id, runId: run.id, eventId: run.event.id, error: output }, "run failed");
    this.options.onRunFinished?.({ fnId: run.fn.id, runId: run.id, event: run.event, ok, output });
    // As Inngest does: a failed run triggers the function's onFailure handler, if it has one.
    if (!ok && run.event.name !== FUNCTION_FAILED) {
      const error =
        typeof output === "object" && output && "message" in output
          ? output
          : { name: "Error", message: String(output) };
      const dispatch: Promise<void> = this.receive([
        { name: FUNCTION_FAILED, data: { function_id: run.fn.id, run_id: run.id, error, event: run.event } },
      ])
        .then(() => undefined)
        .catch((failure: unknown) =>
          logger.error({ fn: run.fn.id, err: (failure as Error).message }, "could not start the failure handler"),
        )
        .finally(() => this.active.delete(dispatch));
      this.active.add(dispatch);
    }
  }

  /**
   * Calls the function until it returns, re-sending every memoized step result each time. Ops
   * run side by side (parallel steps, a wait beside a step); the function is called again as soon
   * as any of them settles, as Inngest does, so a failed step is seen while a wait still pends.
   */
  private async drive(run: Run): Promise<void> {
    const pending = new Map<string, Promise<{ id: string; progressed: boolean }>>();
    try {
      for (let attempt = 0; !this.stopped;) {
        if (run.canceled) {
          logger.debug({ fn: run.fn.id, runId: run.id }, "run canceled");
          return;
        }
        // Once ops run side by side, the SDK must only plan steps, never run one itself.
        const response = await this.invoke(run, "step", attempt, pending.size > 0);
        if (response.status === 200) return this.finish(run, true, response.body);
        if (response.status === 206) {
          for (const op of response.body as Op[]) {
            if (!pending.has(op.id))
              pending.set(
                op.id,
                this.settle(run, op, attempt).then((progressed) => ({ id: op.id, progressed })),
              );
          }
          const { id, progressed } = await Promise.race(pending.values());
          pending.delete(id);
          attempt = progressed ? 0 : attempt + 1;
          continue;
        }
        const retriable = response.status >= 500 && !response.noRetry;
        if (!retriable || attempt + 1 >= this.maxAttempts(run)) return this.finish(run, false, response.body);
        await this.delay(this.backoff(attempt));
        attempt += 1;
      }
    } finally {
      for (const wait of run.waits) wait.resolve(null);
    }
  }

  /** Carries out one op the SDK asked for; false means "retry the same step after a backoff". */
  private async settle(run: Run, op: Op, attempt: number): Promise<boolean> {
    switch (op.op) {
      case "StepRun":
        return this.memo(run, op.id, { type: "data", data: op.data ?? null });
      case "StepFailed":
        return this.memo(run, op.id, { type: "error", error: op.error });
      case "StepError":
        await this.delay(this.backoff(attempt));
        return false;
      case "Sleep":
        await Promise.race([this.delay(delayMs(op.name ?? "0ms")), run.whenCanceled]);
        return this.memo(run, op.id, { type: "data", data: null });
      case "WaitForEvent":
        return this.memo(run, op.id, { type: "data", data: await this.waitFor(run, op) });
      case "StepPlanned":
        // A parallel step: run it on its own, retrying it alone until it succeeds or fails for good.
        for (let stepAttempt = 0; !this.stopped; stepAttempt += 1) {
          const response = await this.invoke(run, op.id, stepAttempt, true);
          if (response.status !== 206) throw new Error(`parallel step ${op.name} answered ${response.status}`);
          const [result] = response.body as Op[];
          if (result.op !== "StepError") return this.settle(run, result, stepAttempt);
          await this.delay(this.backoff(stepAttempt));
        }
        return false;
      default:
        throw new Error(`local executor does not support the ${op.op} op`);
    }
  }

  private memo(run: Run, id: string, memo: Memo): true {
    run.steps[id] = memo;
    run.stack.push(id);
    return true;
  }

  private waitFor(run: Run, op: Op): Promise<ExecutorEvent | null> {
    // Stopped while the request that asked for it was under way: nothing waits any more (see delay()).
    if (this.stopped) return Promise.resolve(null);
    const name = op.name ?? "";
    const waits = this.waits.get(name) ?? this.waits.set(name, new Set()).get(name)!;
    return new Promise((resolve) => {
      const wait: Wait = {
        run,
        matches: matcher(op.opts?.if, run.event),
        resolve: (event) => {
          waits.delete(wait);
          run.waits.delete(wait);
          resolve(event);
        },
      };
      waits.add(wait);
      run.waits.add(wait);
      if (op.opts?.timeout) void this.delay(delayMs(op.opts.timeout)).then(() => wait.resolve(null));
    });
  }

  private async invoke(run: Run, stepId: string, attempt: number, targeted = false) {
    const release = await this.acquireSlot(run);
    try {
      await this.yieldToRequests();
      const url = `${SERVE_URL}?fnId=${encodeURIComponent(run.fn.id)}&stepId=${encodeURIComponent(stepId)}`;
      const response = await this.options.handler({
        method: "POST",
        url: new URL(url),
        headers: { "content-type": "application/json" },
        // No `version`: the SDK then runs its preferred one (v2) without matching the number
        // against its union of versions, which builds a ZodError per option it rules out.
        body: JSON.stringify({
          event: run.event,
          events: [run.event],
          steps: run.steps,
          ctx: {
            run_id: run.id,
            attempt,
            max_attempts: this.maxAttempts(run),
            disable_immediate_execution: targeted,
            use_api: false,
            stack: { stack: run.stack, current: run.stack.length },
          },
        }),
      });
      let body: unknown = response.body;
      try {
        body = JSON.parse(response.body);
      } catch {
        // not JSON: keep the text for the log
      }
      return { status: response.status, body, noRetry: response.headers["x-inngest-no-retry"] === "true" };
    } finally {
      release();
    }
  }

  /**
   * Waits for a free slot under each of the function's concurrency limits (counted per key) and
   * the executor's own limit, and takes them all at once: a run that held one limit's slot while it
   * waited for another's would keep it from a run that could go (deliveries waiting for their
   * endpoint's queue held the 50 slots of all deliveries, and a backlog crawled). Waiters of a
   * function with a higher `priority.run` go first.
   */
  private async acquireSlot(run: Run): Promise<() => void> {
    const limits = [run.fn.concurrency ?? []].flat();
    const keys = limits.map((limit) => ({ key: keyOf(run.fn, limit.key, run.event), limit: limit.limit }));
    keys.push({ key: "*", limit: this.options.maxConcurrentSteps ?? DEFAULT_MAX_CONCURRENT_STEPS });
    const priority = Number(evaluate(run.fn.priority?.run ?? "0", { event: run.event })) || 0;
    let wokenFor: string | undefined;
    for (;;) {
      // A slot someone waits for is theirs (in order: one endpoint's deliveries go in turn), unless
      // this run was woken for it.
      const full = keys.find(
        ({ key, limit }) =>
          (this.running.get(key) ?? 0) >= limit || (key !== wokenFor && Boolean(this.queued.get(key)?.length)),
      );
      if (!full) break;
      // Woken for a slot it cannot take yet: the slot goes to the next waiter for it.
      if (wokenFor && wokenFor !== full.key) this.wakeNext(wokenFor);
      await new Promise<void>((resolve) => {
        const waiters = this.queued.get(full.key) ?? [];
        const behind = waiters.findIndex((waiter) => waiter.priority < priority);
        waiters.splice(behind === -1 ? waiters.length : behind, 0, { priority, resolve });
        this.queued.set(full.key, waiters);
      });
      wokenFor = full.key;
    }
    for (const { key } of keys) this.running.set(key, (this.running.get(key) ?? 0) + 1);
    return () => {
      for (const { key } of keys) {
        this.running.set(key, (this.running.get(key) ?? 1) - 1);
        this.wakeNext(key);
      }
    };
  }

  /**
   * With its slot taken (so that only the steps that could run now wait here), a step waits while
   * the server's requests are pressing (./request-pressure.ts), for `yieldMaxMs` at most. Run in
   * the process that serves the API (`npm start`), a call's background work costs the server ten
   * times its originate request, and took the CPU from the requests of the calls behind it: now a
   * burst of requests is answered first and the background catches up after it, or at its bounded
   * pace meanwhile (docs/decisions.md "The local executor").
   */
  private async yieldToRequests(): Promise<void> {
    const pressing = this.options.requestsPressing;
    if (!pressing) return;
    const until = performance.now() + (this.options.yieldMaxMs ?? DEFAULT_YIELD_MAX_MS);
    while (pressing() && performance.now() < until && !this.stopped)
      await new Promise((resolve) => setTimeout(resolve, YIELD_POLL_MS));
  }

  private wakeNext(key: string): void {
    this.queued.get(key)?.shift()?.resolve();
  }

  private maxAttempts(run: Run): number {
    return (run.fn.steps.step.retries?.attempts ?? DEFAULT_RETRIES) + 1;
  }

  private backoff(attempt: number): number {
    return Math.min((this.options.retryBaseMs ?? 1_000) * 2 ** attempt, 10 * 60_000);
  }

  private delay(ms: number): Promise<void> {
    // stop() ended the delays under way; one asked for since (by a request that was under way then)
    // ends at once too, or stop() would wait for it: a carrier's price is asked for minutes later.
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setLongTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.set(timer, resolve);
    });
  }
}

/** A per-key limit's key (concurrency, singleton): the function's, and the key expression's value for the event. */
function keyOf(fn: FunctionConfig, expression: string | undefined, event: ExecutorEvent): string {
  return `${fn.id}:${expression ? String(evaluate(expression, { event })) : ""}`;
}

const KEYWORDS: Record<string, unknown> = { true: true, false: false, null: null };

/** Reads `event.data.x` / `async.data.x` paths, and string, number, boolean or null literals. */
function evaluate(expression: string, scope: Record<string, unknown>): unknown {
  if (expression in KEYWORDS) return KEYWORDS[expression];
  const literal = expression.match(/^(?:"(.*)"|'(.*)'|(-?\d+(?:\.\d+)?))$/);
  if (literal) return literal[3] !== undefined ? Number(literal[3]) : (literal[1] ?? literal[2]);
  return readPath(expression.split("."), scope);
}

function readPath(path: string[], from: unknown): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], from);
}

/**
 * waitForEvent's `if` and a trigger's `expression`: the `a == b` comparisons (joined by &&) that
 * `match`, onFailure and simple filters produce. `event` is the run's trigger, `async` the newcomer.
 */
function matcher(condition: string | undefined, trigger: ExecutorEvent): (incoming: ExecutorEvent) => boolean {
  if (!condition) return () => true;
  // What the trigger decides is worked out once: a wait is matched against every event of its name.
  const side = (expression: string): ((incoming: ExecutorEvent) => unknown) => {
    if (expression.startsWith("async.")) {
      const path = expression.split(".").slice(1);
      return (incoming) => readPath(path, incoming);
    }
    const value = evaluate(expression, { event: trigger });
    return () => value;
  };
  const comparisons = condition.split("&&").map((part) => {
    const sides = part.split("==").map((expression) => side(expression.trim()));
    if (sides.length !== 2) throw new Error(`local executor cannot evaluate "${condition}"`);
    return sides;
  });
  return (incoming) => comparisons.every(([left, right]) => left(incoming) === right(incoming));
}
