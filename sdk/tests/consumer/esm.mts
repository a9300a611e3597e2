// Type-checked against dist/ by tests/package.test.ts: what an ESM TypeScript consumer writes.
import { SvcApiError, SvcClient, verifyWebhook, type Call, type SvcErrorCode } from "@svc/sdk";

const svc = new SvcClient({ apiKey: "svc_sk_live_x", workspaceId: "ws_1" });
export const call: Promise<Call> = svc.calls.get("call_1");
export const queuedStatus: Promise<"queued" | string> = svc.calls
  .originateManual({ agentId: "agt_1", to: "+14155552671" })
  .then((c) => c.status);
export const code = (error: SvcApiError): SvcErrorCode => error.code;
export const event = verifyWebhook("{}", new Headers(), "whsec_x").type;
