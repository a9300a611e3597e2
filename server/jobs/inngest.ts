import { Inngest } from "inngest";
import { env } from "../env";
import { logger } from "../logger";
import { TracedRuns } from "../telemetry/inngest-runs";
import { tracingEnabled } from "../telemetry/tracing";

// The one Inngest client. In production it talks to Inngest Cloud or a self-hosted Inngest
// (INNGEST_EVENT_KEY / INNGEST_SIGNING_KEY / INNGEST_BASE_URL); without them the local executor
// (inngest/local-executor) receives its events in-process and runs the functions. The domain
// sends through this client (the outbox relay) and never imports the functions themselves.

/** True when no Inngest is configured: the app starts the local executor (embedded mode and CI). */
export const usesLocalExecutor = !(env.INNGEST_EVENT_KEY || env.INNGEST_BASE_URL || env.INNGEST_DEV);

type EventReceiver = (events: unknown[]) => Promise<string[]>;
// On globalThis: Next may load this module once for instrumentation (which starts the executor)
// and again for the route bundles (which send).
const shared = globalThis as unknown as { __svcInngestReceiver?: EventReceiver };

/** The local executor registers here to receive what `inngest.send` posts. */
export function receiveEventsLocally(receiver: EventReceiver | undefined): void {
  shared.__svcInngestReceiver = receiver;
}

/**
 * Whether `inngest.send` can deliver from this process: always with Inngest; with the local
 * executor only where it runs (the lease holder, server/processes). Elsewhere the outbox hands
 * its events to that process instead.
 */
export function eventsDeliverableHere(): boolean {
  return !usesLocalExecutor || Boolean(shared.__svcInngestReceiver);
}

// `inngest.send` POSTs a JSON array to `<event API>/e/<key>`; in local mode that request is
// answered in-process instead of leaving the machine.
const localFetch: typeof fetch = async (_url, init) => {
  const receiver = shared.__svcInngestReceiver;
  if (!receiver) throw new Error("inngest.send before the local executor started");
  const events = JSON.parse(String(init?.body ?? "[]")) as unknown[];
  const ids = await receiver(Array.isArray(events) ? events : [events]);
  return Response.json({ ids, status: 200 });
};

export const inngest = new Inngest({
  id: "svc",
  logger,
  // The local executor speaks the plain request/response protocol; checkpointing needs Inngest's API.
  checkpointing: false,
  // Traces on (server/telemetry/): a span per function run request.
  middleware: tracingEnabled ? [TracedRuns] : [],
  ...(usesLocalExecutor
    ? { isDev: true, fetch: localFetch }
    : {
        eventKey: env.INNGEST_EVENT_KEY,
        signingKey: env.INNGEST_SIGNING_KEY,
        signingKeyFallback: env.INNGEST_SIGNING_KEY_FALLBACK,
        baseUrl: env.INNGEST_BASE_URL,
        ...(env.INNGEST_DEV ? { isDev: true } : {}),
      }),
});
