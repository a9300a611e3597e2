import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { FAKE_TWILIO, startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import type { WorkspaceFixture } from "../helpers/fixtures";

// A process killed between asking Twilio to dial and storing Twilio's answer leaves a call
// `dialing` with no carrier id: after the restart svc asks Twilio, adopts the call it took
// instead of dialing the person a second time, and dials the one it never got.

let carrier: FakeTwilio;
let harness: DialingHarness;
let ws: WorkspaceFixture;
let db: typeof import("@/server/db/client").db;

beforeAll(async () => {
  carrier = await startFakeTwilio();
  harness = await startDialingHarness(carrier.env);
  ({ db } = await import("@/server/db/client"));
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db);
});
afterAll(async () => {
  await harness?.stop();
  await carrier?.close();
});

async function claimedThenKilled(to: string) {
  const call = await db.call.create({
    data: {
      workspaceId: ws.workspaceId,
      agentId: ws.agentId,
      to,
      from: ws.fromNumber,
      status: "dialing",
      provider: "twilio",
      dialedAt: new Date(),
    },
  });
  await db.outbox.create({
    data: { name: "call/requested", payload: { callId: call.id, workspaceId: ws.workspaceId }, sentAt: new Date() },
  });
  return call.id;
}

/** The dial request the dead process sent, which Twilio accepted. */
async function twilioTook(callId: string, to: string) {
  const { callbackUrl } = await import("@/server/telephony/provider");
  const form = new URLSearchParams({
    To: to,
    From: ws.fromNumber,
    StatusCallback: callbackUrl("twilio", "status", callId),
  });
  const response = await fetch(`${carrier.url}/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Calls.json`, {
    method: "POST",
    body: form,
  });
  return ((await response.json()) as { sid: string }).sid;
}

describe("restarting after a dial whose answer was lost", () => {
  it("adopts the call Twilio took and dials only the one it never got", async () => {
    const { stopLocalExecutor, startLocalExecutor } = await import("@/inngest/local-executor/start");
    await stopLocalExecutor();
    const taken = await claimedThenKilled("+14155552681");
    const sid = await twilioTook(taken, "+14155552681");
    const neverSent = await claimedThenKilled("+14155552682");

    await startLocalExecutor({ retryBaseMs: 200 });

    const dialsOf = (callId: string) => carrier.dials.filter((dial) => dial.callId === callId).length;
    await eventually(async () => dialsOf(neverSent) === 1, 10_000, "the call Twilio never got to be dialed");
    const carrierIdOf = async (callId: string) =>
      (await db.call.findUniqueOrThrow({ where: { id: callId } })).providerCallId;
    await eventually(async () => (await carrierIdOf(taken)) === sid, 10_000, "the call Twilio took to be adopted");
    await new Promise((resolve) => setTimeout(resolve, 500)); // a second dial would have come by now
    expect(dialsOf(taken)).toBe(1);

    await carrier.complete(carrier.dials.find((dial) => dial.callId === taken)!);
    await eventually(
      async () => (await db.call.findUniqueOrThrow({ where: { id: taken } })).status === "completed",
      10_000,
      "the adopted call to complete",
    );
  });
});
