import { closeDb, db, dbReady } from "@/server/db/client";
import { createApiKey } from "@/server/keys/keys";

// Seeds the click-to-call e2e server before it starts: a workspace whose source allows the host
// page's origin, and a read key the spec uses to check which calls exist. Prints one JSON line.

const [allowedOrigin] = process.argv.slice(2);
await dbReady();
const workspace = await db.workspace.create({ data: { name: "Click-to-call e2e" } });
const number = await db.callerNumber.create({ data: { workspaceId: workspace.id, number: "+14155550100" } });
const agent = await db.agent.create({
  data: { workspaceId: workspace.id, name: "Callback agent", defaultCallerNumberId: number.id },
});
const source = await db.clickToCallSource.create({
  data: { workspaceId: workspace.id, agentId: agent.id, name: "Host page", allowedOrigins: [allowedOrigin] },
});
const { secret } = await createApiKey(db, { workspaceId: workspace.id, name: "e2e reader", scopes: ["calls:read"] });
console.log(JSON.stringify({ workspaceId: workspace.id, token: source.id, apiKey: secret }));
await closeDb();
