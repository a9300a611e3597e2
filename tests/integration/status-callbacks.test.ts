import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../helpers/app-server";
import type { WorkspaceFixture } from "../helpers/fixtures";
import { freePort } from "../helpers/private-services";

// Carrier status callbacks move calls, so a forged, replayed or misdirected one must move nothing:
// the simulator's signature covers the URL (which names the call) and a timestamp.

let app: AppServer;
let ws: WorkspaceFixture;
let db: typeof import("@/server/db/client").db;
let signedCallbackHeaders: typeof import("@/server/telephony/simulator-signing").signedCallbackHeaders;

beforeAll(async () => {
  const port = await freePort();
  process.env.APP_URL = `http://127.0.0.1:${port}`;
  app = await startAppServer({ port });
  ({ db } = await import("@/server/db/client"));
  ({ signedCallbackHeaders } = await import("@/server/telephony/simulator-signing"));
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db);
});
afterAll(() => app?.close());

async function dialingCall(): Promise<string> {
  const call = await db.call.create({
    data: {
      workspaceId: ws.workspaceId,
      agentId: ws.agentId,
      mode: "live",
      to: "+14155552671",
      from: ws.fromNumber,
      status: "dialing",
      provider: "simulator",
    },
  });
  return call.id;
}

function callbackUrl(callId: string): string {
  return `${app.url}/api/telephony/simulator/status?callId=${callId}`;
}

const ringing = JSON.stringify({ providerCallId: "sim_1", status: "ringing" });

describe("simulator status callbacks", () => {
  it("a callback signed for its call moves that call", async () => {
    const callId = await dialingCall();
    const response = await fetch(callbackUrl(callId), {
      method: "POST",
      headers: signedCallbackHeaders(callbackUrl(callId), ringing),
      body: ringing,
    });
    expect(response.status).toBe(204);
    expect((await db.call.findUniqueOrThrow({ where: { id: callId } })).status).toBe("ringing");
  });

  it("the same signed callback replayed onto another call is refused, and that call does not move", async () => {
    const [first, second] = [await dialingCall(), await dialingCall()];
    const response = await fetch(callbackUrl(second), {
      method: "POST",
      headers: signedCallbackHeaders(callbackUrl(first), ringing),
      body: ringing,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
    expect((await db.call.findUniqueOrThrow({ where: { id: second } })).status).toBe("dialing");
  });

  it("a callback signed ten minutes ago is refused", async () => {
    const callId = await dialingCall();
    const headers = signedCallbackHeaders(callbackUrl(callId), ringing, Date.now() - 10 * 60_000);
    const response = await fetch(callbackUrl(callId), { method: "POST", headers, body: ringing });
    expect(response.status).toBe(403);
    expect((await db.call.findUniqueOrThrow({ where: { id: callId } })).status).toBe("dialing");
  });
});

describe("Twilio status callbacks when Twilio is not configured", () => {
  it("answer 404 in the envelope, not a 500", async () => {
    const callId = await dialingCall();
    const response = await fetch(`${app.url}/api/telephony/twilio/status?callId=${callId}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "bm90LWEtc2lnbmF0dXJl" },
      body: new URLSearchParams({ CallSid: "CA123", CallStatus: "ringing" }).toString(),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });
});
