import { receiveEventsLocally } from "@/server/jobs/inngest";
import { db } from "@/server/db/client";
import { startAppServer } from "./app-server";
import { createWorkspaceFixture } from "./fixtures";

// A svc process that dies the instant it relays an outbox event to Inngest, i.e. after the
// transaction committed and before anything was sent (run with tsx by crash-relay.test.ts).
// It prints its URL and a workspace to call from once it serves requests.

receiveEventsLocally(() => {
  process.kill(process.pid, "SIGKILL");
  return new Promise<string[]>(() => {});
});
const app = await startAppServer();
const ws = await createWorkspaceFixture(db);
process.stdout.write(
  `ready ${JSON.stringify({ url: app.url, workspaceId: ws.workspaceId, agentId: ws.agentId, key: ws.keys.live })}\n`,
);
