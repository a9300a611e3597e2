import { startAppServer, type AppServer } from "./app-server";
import type { WorkspaceFixture } from "./fixtures";
import { freePort } from "./private-services";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";

// The app over real HTTP with the local executor running its Inngest functions and carriers
// calling back into it. Server modules read their settings (APP_URL above all) when first
// imported, so tests import server code dynamically, after this has set them.

export interface DialingHarness {
  app: AppServer;
  stop(): Promise<void>;
}

export async function startDialingHarness(settings: Record<string, string> = {}): Promise<DialingHarness> {
  const port = await freePort();
  Object.assign(process.env, {
    SIMULATOR_TIME_SCALE: "0.002",
    WEBHOOK_RETRY_SCHEDULE: "1s,1s,1s",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    ...settings,
    APP_URL: `http://127.0.0.1:${port}`,
  });
  const app = await startAppServer({ port });
  const { startLocalExecutor, stopLocalExecutor } = await import("@/inngest/local-executor/start");
  await startLocalExecutor({ retryBaseMs: 200 });
  return {
    app,
    stop: async () => {
      await stopLocalExecutor();
      await app.close();
      // The process's heartbeat connection (opened by the first relay session or simulated call).
      await (await import("@/server/processes/membership")).leaveProcesses();
    },
  };
}

/**
 * Polls until `check` returns a value (not undefined/null/false) or the time is up: at once, then
 * at a pace slowing from 25 ms to 500 ms, so a check that asks /v1 stays within an API key's
 * request budget however long a loaded machine takes. `what` names the wait; a function is asked
 * at the timeout, so the error can say what was still missing then.
 */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
  what: string | (() => string) = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let pauseMs = 25; ; pauseMs = Math.min(pauseMs * 1.5, 500)) {
    const value = await check();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === "string" ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/**
 * Waits until the knowledge document `id` is `ready`. Documents are read in a child process that
 * starts through tsx (docs/decisions.md "Hostile documents"): on a loaded machine (the tests beside
 * the build and the lint) a small document has taken over 20 s, so the wait is a minute.
 */
export async function documentReady(
  db: DialingWorkspace["db"],
  id: string,
  what = `the document ${id}`,
): Promise<void> {
  await eventually(
    async () => (await db.knowledgeDocument.findUnique({ where: { id } }))?.status === "ready",
    60_000,
    `${what} ingested`,
  );
}

export interface DialingWorkspace {
  harness: DialingHarness;
  /** The workspace's webhook endpoint, verifying each delivery's signature. */
  receiver: WebhookReceiver;
  ws: WorkspaceFixture;
  db: typeof import("@/server/db/client").db;
  stop(): Promise<void>;
}

/** The harness, and a workspace whose webhooks go to a receiver on localhost. */
export async function startDialingWorkspace(settings: Record<string, string> = {}): Promise<DialingWorkspace> {
  const harness = await startDialingHarness(settings);
  const receiver = await startWebhookReceiver();
  const { db } = await import("@/server/db/client");
  const { createWorkspaceFixture } = await import("./fixtures");
  const ws = await createWorkspaceFixture(db, { webhookUrl: receiver.url });
  receiver.setSecret(ws.webhook!.secret);
  return {
    harness,
    receiver,
    ws,
    db,
    stop: async () => {
      await harness.stop();
      await receiver.close();
    },
  };
}
