import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { startFakeTwilio, type CreateFailure, type FakeTwilio } from "../helpers/fake-twilio";
import type { WorkspaceFixture } from "../helpers/fixtures";

// A dial whose answer is lost after the carrier may have taken the call (a timeout, a 5xx, a
// dropped connection) is not dialed again before the carrier is asked: a call it took is adopted
// and carries on; a create it never placed is dialed again, once; a refusal is final.

let carrier: FakeTwilio;
let harness: DialingHarness;
let ws: WorkspaceFixture;
let db: typeof import("@/server/db/client").db;

beforeAll(async () => {
  carrier = await startFakeTwilio();
  // A short timeout for the silent create; the simulator's first callback 400 ms after its dial.
  harness = await startDialingHarness({ ...carrier.env, TWILIO_TIMEOUT_MS: "300", SIMULATOR_TIME_SCALE: "0.5" });
  ({ db } = await import("@/server/db/client"));
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db);
});
afterAll(async () => {
  await harness?.stop();
  await carrier?.close();
});

async function originate(to: string): Promise<string> {
  const response = await fetch(`${harness.app.url}/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, {
    method: "POST",
    headers: { authorization: `Bearer ${ws.keys.live}`, "content-type": "application/json" },
    body: JSON.stringify({ agentId: ws.agentId, to }),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const placed = (callId: string) => carrier.dials.filter((dial) => dial.callId === callId);
const attempted = (callId: string) => carrier.attempts.filter((attempt) => attempt.callId === callId).length;
const callRow = (callId: string) =>
  db.call.findUniqueOrThrow({ where: { id: callId }, include: { events: { orderBy: { occurredAt: "asc" } } } });
/** Long enough for another retry (the executor's backoff starts at 200 ms) to have dialed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

async function completesWith(callId: string, providerCallId: string) {
  await carrier.complete(placed(callId)[0]);
  const call = await eventually(
    async () => {
      const row = await callRow(callId);
      return row.status === "completed" && row;
    },
    10_000,
    "the call to complete",
  );
  expect(call).toMatchObject({ provider: "twilio", providerCallId, durationSec: 12 });
  expect(call.events.map((event) => event.status)).toEqual([
    "queued",
    "dialing",
    "ringing",
    "in_progress",
    "completed",
  ]);
}

describe("a dial whose answer was lost", () => {
  it.each<[CreateFailure, string]>([
    ["placed_then_silent", "+14155553001"],
    ["placed_then_500", "+14155553002"],
    ["placed_then_reset", "+14155553003"],
  ])("adopts the call Twilio placed when its create went %s, and never dials the callee twice", async (failure, to) => {
    carrier.failCreates(failure);
    const callId = await originate(to);

    const adopted = await eventually(
      async () => (await callRow(callId)).providerCallId,
      10_000,
      "the adopted call sid",
    );
    await settle();
    expect(placed(callId)).toHaveLength(1);
    expect(attempted(callId)).toBe(1);
    expect(adopted).toBe(placed(callId)[0].providerCallId);
    await completesWith(callId, adopted);
  });

  it("dials again, once, a create Twilio failed without placing a call", async () => {
    carrier.failCreates("unplaced_500");
    const callId = await originate("+14155553004");

    const sid = await eventually(async () => (await callRow(callId)).providerCallId, 10_000, "the call sid");
    await settle();
    expect(attempted(callId)).toBe(2);
    expect(placed(callId)).toHaveLength(1);
    expect(sid).toBe(placed(callId)[0].providerCallId);
    await completesWith(callId, sid);
  });

  it("does not dial again while Twilio cannot say whether it placed the call", async () => {
    carrier.failCreates("placed_then_500");
    carrier.failLookups(2);
    const callId = await originate("+14155553005");

    const adopted = await eventually(
      async () => (await callRow(callId)).providerCallId,
      10_000,
      "the adopted call sid",
    );
    await settle();
    expect(attempted(callId)).toBe(1);
    expect(adopted).toBe(placed(callId)[0].providerCallId);
    await completesWith(callId, adopted);
  });

  it("ends the call failed at Twilio's first refusal, without trying again", async () => {
    carrier.failCreates("refused_400");
    const callId = await originate("+14155553006");

    const call = await eventually(
      async () => {
        const row = await callRow(callId);
        return row.status === "failed" && row;
      },
      10_000,
      "the call to fail",
    );
    expect(call.failureReason).toMatch(
      /^dial_failed: Twilio refused the call \(400 21211: Invalid 'To' Phone Number\)/,
    );
    expect(call.providerCallId).toBeNull();
    await settle();
    expect(attempted(callId)).toBe(1);
    expect((await callRow(callId)).status).toBe("failed");
  });

  it("on the simulator, adopts the call it carries for a dial whose carrier id was not saved", async () => {
    const { placeCall } = await import("@/server/dialing/dial");
    // The magic number the simulator fails 400 ms after the dial (SIMULATOR_TIME_SCALE above).
    const { id: callId } = await db.call.create({
      data: { workspaceId: ws.workspaceId, agentId: ws.agentId, mode: "test", to: "+15005550003", from: ws.fromNumber },
    });
    expect(await placeCall(callId)).toBe("dialed");
    // The run that dialed lost the carrier's answer before saving it.
    const { providerCallId: dialed } = await callRow(callId);
    await db.call.update({ where: { id: callId }, data: { providerCallId: null } });

    expect(await placeCall(callId)).toBe("adopted");
    expect((await callRow(callId)).providerCallId).toBe(dialed);
    const call = await eventually(
      async () => {
        const row = await callRow(callId);
        return row.status === "failed" && row;
      },
      10_000,
      "the simulated call to fail",
    );
    expect(call).toMatchObject({ providerCallId: dialed, failureReason: "carrier_error" });
  });
});
