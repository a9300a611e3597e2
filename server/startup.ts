import { dbReady } from "./db/client";
import { runtimeMode } from "./env";
import { usesLocalExecutor } from "./jobs/inngest";
import { logger } from "./logger";
import { fixedSecurityHeaders } from "./security-headers";
import { startTracing, tracingEnabled } from "./telemetry/tracing";
import { failCallsOfGoneCarriers } from "./dialing/recovery";
import { joinProcesses, type LeaderDuties } from "./processes/membership";

type Executor = Pick<LeaderDuties, "lead" | "abdicate">;
/** With Inngest configured, the lease holder runs no executor: it only recovers what gone processes held. */
const NO_EXECUTOR: Executor = { lead: async () => undefined, abdicate: async () => undefined };

// Runs once when the Next.js server process starts (instrumentation.ts; scripts/serve.mjs makes it
// happen before it listens): everything the process needs before it takes requests.
// `localExecutor` comes from the composition root: the domain never imports inngest/.
export async function startServer({ localExecutor }: { localExecutor: Executor }): Promise<void> {
  // The Inngest SDK copies the environment on every request it serves and every event it sends.
  // Enumerating Node's process.env reads each variable from the C environment: that copy was 9 %
  // of a dialing server's CPU (docs/performance.md, "Reading the results"). A plain object is 10×
  // cheaper to read, and nothing in svc changes its own environment after start.
  process.env = { ...process.env };
  // First: what the server does from here on (the executor's runs, requests, calls) is traced.
  await startTracing();
  if (tracingEnabled)
    Object.assign(globalThis, { __svcTraceRequest: (await import("./telemetry/http")).traceHttpRequest });
  await dbReady();
  // No Inngest configured (embedded, CI): the Inngest functions run in the one process of the
  // database that holds the executor lease; this one, or a peer (server/processes).
  // The calls a gone process carried are the dialer's to end: a duty handed to server/processes.
  await joinProcesses({ ...(usesLocalExecutor ? localExecutor : NO_EXECUTOR), recoverGone: failCallsOfGoneCarriers });
  await (await import("./numbers/routing-secret")).sealPlaintextRoutingSecrets();
  // Numbers bound before Twilio was configured, or before svc's address changed: Twilio is told
  // again, in the background (a failure here must not keep the server from starting).
  const { requestCarrierSyncOfAnsweringNumbers } = await import("./numbers/carrier-link");
  void requestCarrierSyncOfAnsweringNumbers().catch((error: unknown) =>
    logger.warn({ err: error }, "the answering numbers' sync with Twilio could not be asked for at start"),
  );
  if (runtimeMode.database === "pglite") await seedEmbeddedDemo();
  await offerVoiceGateway();
  // The carrier's requests, answered beside Next by the HTTP server (server/http/carrier-routes.ts).
  const { serveCarrierRequest } = await import("./http/carrier-routes");
  Object.assign(globalThis, { __svcServeBesideNext: serveCarrierRequest });
  Object.assign(globalThis, { __svcFixedHeaders: Object.entries(fixedSecurityHeaders()) });
  logger.info({ mode: runtimeMode }, "svc ready");
}

/**
 * The voice gateway's WebSocket upgrades arrive at the HTTP server (scripts/serve.mjs), outside
 * Next's routing; it finds the handler here, in the same process, once the app is ready, and the
 * graceful shutdown it runs on SIGTERM.
 */
async function offerVoiceGateway(): Promise<void> {
  const { handleRelayUpgrade, closeRelaySockets } = await import("./voice/gateway");
  const { shutDown } = await import("./processes/shutdown");
  Object.assign(globalThis, {
    __svcVoiceGateway: { handleUpgrade: handleRelayUpgrade, close: closeRelaySockets },
    __svcShutdown: () => shutDown(closeRelaySockets),
  });
}

/** Embedded mode: while the server runs nothing else can open its PGlite files (not even `npm run seed`), so a first start seeds itself. */
async function seedEmbeddedDemo(): Promise<void> {
  const { seedIfEmpty } = await import("./demo/seed");
  const credentials = await seedIfEmpty();
  if (!credentials) return;
  logger.info(
    { workspaceId: credentials.workspaceId },
    "empty embedded database: demo workspace created (credentials on stdout, shown once)",
  );
  process.stdout.write(`svc demo credentials (shown once):\n${JSON.stringify(credentials)}\n`);
}
