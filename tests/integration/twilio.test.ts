import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import twilio from "twilio";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import type { WorkspaceFixture } from "../helpers/fixtures";

// TELEPHONY_PROVIDER=twilio against a local stand-in for api.twilio.com that records the exact
// request, and status callbacks signed (or not) the way Twilio signs them.

const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "twilio-test-auth-token";

interface Captured {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

let twilioApi: Server;
const requests: Captured[] = [];
let refuse = false;
let harness: DialingHarness;
let ws: WorkspaceFixture;
let db: typeof import("@/server/db/client").db;

beforeAll(async () => {
  twilioApi = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString()),
      });
      if (refuse)
        return void res
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ code: 21211, message: "Invalid 'To' Phone Number" }));
      res
        .writeHead(201, { "content-type": "application/json" })
        .end(JSON.stringify({ sid: `CA${requests.length.toString().padStart(32, "0")}`, status: "queued" }));
    });
  });
  await new Promise<void>((resolve) => twilioApi.listen(0, "127.0.0.1", resolve));
  harness = await startDialingHarness({
    TELEPHONY_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_API_BASE_URL: `http://127.0.0.1:${(twilioApi.address() as AddressInfo).port}`,
  });
  ({ db } = await import("@/server/db/client"));
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db);
});
afterAll(async () => {
  await harness?.stop();
  await new Promise<void>((resolve) => twilioApi.close(() => resolve()));
});

async function originate(to: string, key = ws.keys.live): Promise<string> {
  const response = await fetch(`${harness.app.url}/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ agentId: ws.agentId, to }),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

function callback(url: string, params: Record<string, string>, signature?: string): Promise<Response> {
  const form = new URLSearchParams(params);
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": signature ?? twilio.getExpectedTwilioSignature(TOKEN, url, Object.fromEntries(form)),
    },
    body: form,
  });
}

describe("Twilio", () => {
  it("creates the call with the request Twilio's Calls resource expects, then follows signed callbacks to completed", async () => {
    const callId = await originate("+14155552671");
    const request = await eventually(
      async () => requests.find((r) => r.form.get("StatusCallback")?.includes(callId)),
      5_000,
      "the dial request",
    );

    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Calls.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`);
    expect(request.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    const statusCallback = `${harness.app.url}/api/telephony/twilio/status?callId=${callId}`;
    expect(Object.fromEntries(request.form)).toMatchObject({
      To: "+14155552671",
      From: ws.fromNumber,
      StatusCallback: statusCallback,
      StatusCallbackMethod: "POST",
    });
    expect(request.form.getAll("StatusCallbackEvent")).toEqual(["ringing", "answered", "completed"]);
    expect(Object.fromEntries(request.form)).toMatchObject({
      TimeLimit: "630",
      MachineDetection: "DetectMessageEnd",
      AsyncAmd: "true",
      AsyncAmdStatusCallback: `${harness.app.url}/api/telephony/twilio/amd?callId=${callId}`,
    });
    expect(request.form.has("Record")).toBe(false); // the fixture agent does not record
    // Every ConversationRelay attribute svc relies on is written out, with the names Twilio reads.
    const relayUrl = `ws://127.0.0.1:${new URL(harness.app.url).port}/voice/relay?callId=${callId}`;
    expect(request.form.get("Twiml")).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Connect action="${harness.app.url}/api/telephony/twilio/connect?callId=${callId}" method="POST">` +
        `<ConversationRelay url="${relayUrl}" language="en-US" ttsLanguage="en-US" transcriptionLanguage="en-US" ttsProvider="Google" voice="en-US-Journey-O" ` +
        `transcriptionProvider="Google" speechModel="telephony" interruptible="any" interruptSensitivity="medium" ignoreBackchannel="true" preemptible="true" ` +
        `dtmfDetection="true" partialPrompts="true" reportInputDuringAgentSpeech="false" profanityFilter="false">` +
        `<Parameter name="callId" value="${callId}"/></ConversationRelay></Connect></Response>`,
    );

    const sid = (
      await eventually(
        () => db.call.findFirst({ where: { id: callId, providerCallId: { not: null } } }),
        5_000,
        "provider call id",
      )
    ).providerCallId!;
    for (const status of ["initiated", "ringing", "in-progress"])
      expect((await callback(statusCallback, { CallSid: sid, CallStatus: status, AccountSid: SID })).status).toBe(204);
    expect(
      (await callback(statusCallback, { CallSid: sid, CallStatus: "completed", CallDuration: "42", AccountSid: SID }))
        .status,
    ).toBe(204);

    const call = await eventually(async () => {
      const row = await db.call.findUniqueOrThrow({
        where: { id: callId },
        include: { events: { orderBy: { occurredAt: "asc" } } },
      });
      return row.status === "completed" && row;
    });
    expect(call).toMatchObject({ provider: "twilio", durationSec: 42 });
    expect(call.events.map((e) => e.status)).toEqual(["queued", "dialing", "ringing", "in_progress", "completed"]);
  });

  it.each([
    ["busy", "busy"],
    ["no-answer", "no_answer"],
    ["failed", "failed"],
  ])("maps Twilio's %s to %s", async (twilioStatus, expected) => {
    const callId = await originate("+14155552672");
    const sid = (
      await eventually(
        () => db.call.findFirst({ where: { id: callId, providerCallId: { not: null } } }),
        5_000,
        "provider call id",
      )
    ).providerCallId!;
    const url = `${harness.app.url}/api/telephony/twilio/status?callId=${callId}`;
    expect((await callback(url, { CallSid: sid, CallStatus: twilioStatus })).status).toBe(204);
    await eventually(
      async () => (await db.call.findUniqueOrThrow({ where: { id: callId } })).status === expected,
      5_000,
      expected,
    );
  });

  it("rejects a callback whose signature does not verify, or that names another call, and changes nothing", async () => {
    const callId = await originate("+14155552673");
    const sid = (
      await eventually(
        () => db.call.findFirst({ where: { id: callId, providerCallId: { not: null } } }),
        5_000,
        "provider call id",
      )
    ).providerCallId!;
    const url = `${harness.app.url}/api/telephony/twilio/status?callId=${callId}`;

    const forged = await callback(url, { CallSid: sid, CallStatus: "completed" }, "bm90IGEgc2lnbmF0dXJl");
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
    const tampered = await callback(
      url,
      { CallSid: sid, CallStatus: "completed" },
      twilio.getExpectedTwilioSignature(TOKEN, url, { CallSid: sid, CallStatus: "ringing" }),
    );
    expect(tampered.status).toBe(403);
    const otherCall = await callback(url, { CallSid: "CAsomeoneelse", CallStatus: "completed" });
    expect(otherCall.status).toBe(404);
    const unknownProvider = await callback(`${harness.app.url}/api/telephony/acme/status?callId=${callId}`, {
      CallSid: sid,
      CallStatus: "completed",
    });
    expect(unknownProvider.status).toBe(404);

    expect((await db.call.findUniqueOrThrow({ where: { id: callId } })).status).toBe("dialing");
  });

  it("sends test-mode calls to the simulator, never to Twilio", async () => {
    const before = requests.length;
    const callId = await originate("+14155552674", ws.keys.test);
    const call = await eventually(async () => {
      const row = await db.call.findUniqueOrThrow({ where: { id: callId } });
      return row.status === "completed" && row;
    });
    expect(call.provider).toBe("simulator");
    expect(requests.slice(before).some((r) => r.form.get("StatusCallback")?.includes(callId))).toBe(false);
  });

  it("marks the call failed when Twilio refuses it, without asking again", async () => {
    refuse = true;
    try {
      const callId = await originate("+14155552675");
      const call = await eventually(
        async () => {
          const row = await db.call.findUniqueOrThrow({ where: { id: callId } });
          return row.status === "failed" && row;
        },
        10_000,
        "failed",
      );
      expect(call.failureReason).toMatch(/^dial_failed: Twilio refused the call \(400 21211/);
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // a retry (200 ms backoff) would have come by now
      expect(requests.filter((r) => r.form.get("StatusCallback")?.includes(callId))).toHaveLength(1);
    } finally {
      refuse = false;
    }
  });
});
