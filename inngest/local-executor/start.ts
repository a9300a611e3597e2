import { inngest, receiveEventsLocally } from "@/server/jobs/inngest";
import { relayOutbox } from "@/server/outbox/outbox";
import { functions } from "../index";
import { LocalExecutor, type ExecutorOptions } from "./executor";
import { requestPressure } from "./request-pressure";
import { resumeOpenCalls } from "./resume";
import { serveLocally } from "./serve-locally";

// Started by the app (instrumentation.ts, through server/startup.ts) when no Inngest is configured, and by tests.

const cache = globalThis as unknown as {
  __svcLocalExecutor?: LocalExecutor;
  /** Offered by scripts/serve.mjs, the production server; absent in tests' in-process servers. */
  __svcRequestsAwaitingAnswer?: () => number;
};

export async function startLocalExecutor(options: Omit<ExecutorOptions, "handler"> = {}): Promise<LocalExecutor> {
  if (cache.__svcLocalExecutor) return cache.__svcLocalExecutor;
  const executor = new LocalExecutor({
    // The count is asked at each step: the server may offer it after the executor has started.
    requestsPressing: requestPressure(() => cache.__svcRequestsAwaitingAnswer?.() ?? 0),
    ...options,
    handler: serveLocally({ client: inngest, functions }),
  });
  await executor.start();
  receiveEventsLocally((events) => executor.receive(events));
  cache.__svcLocalExecutor = executor;
  // Resume first: it leaves alone the calls whose original event is still unsent, which the
  // relay then sends. (A call whose run started meanwhile gets no second one: dial-call is a
  // singleton per call.)
  await resumeOpenCalls();
  await relayOutbox(); // whatever a crash left unsent, before the sweeper's first pass
  return executor;
}

export async function stopLocalExecutor(): Promise<void> {
  const executor = cache.__svcLocalExecutor;
  cache.__svcLocalExecutor = undefined;
  receiveEventsLocally(undefined);
  await executor?.stop();
}
