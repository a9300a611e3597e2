// node examples/quickstart.mjs  (after `npm run build`; `npm run seed` in the repo prints the values)
import { SvcApiError, SvcClient } from "@svc/sdk";

const { SVC_BASE_URL: baseUrl, SVC_API_KEY: apiKey, SVC_WORKSPACE_ID: workspaceId } = process.env;
const svc = new SvcClient({ apiKey, workspaceId, baseUrl });

const { value: agents } = await svc.agents.list({ limit: 1 }).next();
const agent = agents.items[0];
console.log("agent:", agent.id, agent.name, "calls from", agent.defaultFrom);

const call = await svc.calls.originateManual({ agentId: agent.id, to: "+14155552671" });
console.log("queued:", call);
console.log("read back:", (await svc.calls.get(call.id)).status);

for (const to of ["+19005550123", "not a number"]) {
  try {
    await svc.calls.originateManual({ agentId: agent.id, to });
  } catch (error) {
    if (!(error instanceof SvcApiError)) throw error; // SvcTransportError: no answer after 6 attempts
    if (error.code === "NUMBER_BLOCKED") console.log("blocked:", error.details, error.requestId);
    else if (error.code === "VALIDATION_ERROR") console.log("invalid:", JSON.stringify(error.details));
    else throw error;
  }
}
