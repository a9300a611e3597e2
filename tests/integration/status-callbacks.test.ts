import { request as httpRequest } from "node:http";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // A failure on our side must be logged.
  process.env.LOG_LEVEL = "error";
});

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

describe("signed simulator callbacks out of bounds", () => {
  it("a NUL, an over-long field or a body that is not JSON is 400 naming it, and the call does not move", async () => {
    const callId = await dialingCall();
    const bodies = {
      [JSON.stringify({ providerCallId: "sim_\u0000x", status: "ringing" })]: "providerCallId",
      [JSON.stringify({ providerCallId: `sim_${"x".repeat(60_000)}`, status: "ringing" })]: "providerCallId",
      [JSON.stringify({ providerCallId: "sim_2", status: "failed", failureReason: "cut\u0000" })]: "failureReason",
    };
    for (const [body, field] of Object.entries(bodies)) {
      const response = await fetch(callbackUrl(callId), {
        method: "POST",
        headers: signedCallbackHeaders(callbackUrl(callId), body),
        body,
      });
      expect(response.status, field).toBe(400);
      expect(response.headers.get("x-request-id")).toMatch(/^req_/);
      const answer = await response.json();
      expect(answer).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
      expect(JSON.stringify(answer.details)).toContain(field);
    }
    const notJson = "{";
    const broken = await fetch(callbackUrl(callId), {
      method: "POST",
      headers: signedCallbackHeaders(callbackUrl(callId), notJson),
      body: notJson,
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: "INVALID_JSON" });
    expect(await db.call.findUniqueOrThrow({ where: { id: callId } })).toMatchObject({
      status: "dialing",
      providerCallId: null,
    });
  });
});

describe("callbacks with a Host header that makes no URL", () => {
  it("are answered as any other (unsigned: 403), not dropped", async () => {
    const callId = await dialingCall();
    const { status, body } = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const target = new URL(callbackUrl(callId));
      const req = httpRequest(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, method: "POST" },
        (res) => {
          let text = "";
          res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode, body: text }));
        },
      );
      req.setHeader("host", "not a host");
      req.on("error", reject);
      req.end(ringing);
    });
    expect(status).toBe(403);
    expect(JSON.parse(body)).toMatchObject({ success: false, code: "FORBIDDEN" });
    expect((await db.call.findUniqueOrThrow({ where: { id: callId } })).status).toBe("dialing");
  });
});

describe("callbacks too large to read", () => {
  it("a body past 64 KiB is 413 before its signature is checked, streamed or declared, and the call does not move", async () => {
    const callId = await dialingCall();
    const body = JSON.stringify({ providerCallId: "sim_3", status: "ringing", padding: "x".repeat(70_000) });
    const headers = signedCallbackHeaders(callbackUrl(callId), body);
    const declared = await fetch(callbackUrl(callId), { method: "POST", headers, body });
    // Without a Content-Length: the body counted as it arrives.
    const streamed = await fetch(callbackUrl(callId), {
      method: "POST",
      headers,
      body: new Blob([body]).stream(),
      duplex: "half",
    } as RequestInit);
    for (const response of [declared, streamed]) {
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
    }
    expect((await db.call.findUniqueOrThrow({ where: { id: callId } })).status).toBe("dialing");
  });
});

describe("a failure on our side", () => {
  afterEach(() => db.$executeRawUnsafe(`ALTER TABLE IF EXISTS "CallEventGone" RENAME TO "CallEvent"`));

  it("answers 500 in the envelope with a request id, and logs the error with it", async () => {
    const { logger } = await import("@/server/logger");
    const stream = (logger as unknown as Record<symbol, { write(line: string): void }>)[pino.symbols.streamSym];
    const written = vi.spyOn(stream, "write");
    const callId = await dialingCall();
    // A fault of the database's: a transition writes its CallEvent, whose table is gone.
    await db.$executeRawUnsafe(`ALTER TABLE "CallEvent" RENAME TO "CallEventGone"`);
    const response = await fetch(callbackUrl(callId), {
      method: "POST",
      headers: signedCallbackHeaders(callbackUrl(callId), ringing),
      body: ringing,
    });
    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^req_/);
    expect(await response.json()).toMatchObject({ code: "INTERNAL_ERROR", error: expect.stringContaining("logged") });
    const lines = written.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toContainEqual(expect.objectContaining({ requestId, msg: "request failed", code: "INTERNAL_ERROR" }));
    written.mockRestore();
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
