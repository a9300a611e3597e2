import pino from "pino";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The gateway's warnings are under test.
  process.env.LOG_LEVEL = "warn";
});

import { FAKE_TWILIO } from "../helpers/fake-twilio";
import { connectRelay, twilioUpgradeHeaders, upgradeStatus } from "../helpers/relay-client";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";

// Only a carrier may open a conversation, and only for its own call: the upgrade is refused before
// a single message is read unless Twilio's signature covers this exact URL, or the simulator's
// token names this call, and the call exists. Junk on an open socket closes it.

let h: VoiceHarness;
let callId: string;
let callSid: string;

beforeAll(async () => {
  h = await startVoiceHarness();
  ({ callId, callSid } = await h.answeredCall(await h.agent()));
});
afterAll(() => h?.stop());

describe("the relay upgrade", () => {
  it("refuses an upgrade without a signature, with a forged one, or signed for another call's URL", async () => {
    const url = h.relayUrl(callId);
    expect(await upgradeStatus(url, {})).toBe(403);
    expect(await upgradeStatus(url, { "x-twilio-signature": "bm90IGEgc2lnbmF0dXJl" })).toBe(403);
    expect(
      await upgradeStatus(url, { "x-twilio-signature": twilio.getExpectedTwilioSignature("another-token", url, {}) }),
    ).toBe(403);
    const other = await h.answeredCall(await h.agent());
    expect(await upgradeStatus(url, twilioUpgradeHeaders(FAKE_TWILIO.authToken, h.relayUrl(other.callId)))).toBe(403);
    expect(
      await upgradeStatus(
        h.relayUrl(callId).replace(/\?.*$/, ""),
        twilioUpgradeHeaders(FAKE_TWILIO.authToken, h.relayUrl(callId).replace(/\?.*$/, "")),
      ),
    ).toBe(403);
  });

  it("refuses a simulator token made for another call, and any other path", async () => {
    const { relayToken, RELAY_TOKEN_HEADER } = await import("@/server/telephony/simulator-signing");
    expect(await upgradeStatus(h.relayUrl(callId), { [RELAY_TOKEN_HEADER]: relayToken("call_someone_else") })).toBe(
      403,
    );
    expect(
      await upgradeStatus(h.relayUrl(callId), { [RELAY_TOKEN_HEADER]: relayToken(callId, Date.now() - 10 * 60_000) }),
    ).toBe(403);
    expect(
      await upgradeStatus(
        h.relayUrl(callId).replace("/voice/relay", "/voice/other"),
        twilioUpgradeHeaders(FAKE_TWILIO.authToken, h.relayUrl(callId)),
      ),
    ).toBe(404);
  });

  it("accepts Twilio's signed upgrade, but closes a session whose call is another carrier's or already over", async () => {
    const relay = await connectRelay(
      h.relayUrl(callId),
      twilioUpgradeHeaders(FAKE_TWILIO.authToken, h.relayUrl(callId)),
      callId,
      callSid,
    );
    relay.prompt("Hello?");
    expect((await relay.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
    relay.close();

    // A simulator's call cannot be served to a Twilio-signed socket, nor a call that ended.
    const simulated = await h.answeredCall(await h.agent());
    await h.db.call.update({ where: { id: simulated.callId }, data: { provider: "simulator" } });
    const wrongCarrier = await connectRelay(
      h.relayUrl(simulated.callId),
      twilioUpgradeHeaders(FAKE_TWILIO.authToken, h.relayUrl(simulated.callId)),
      simulated.callId,
    );
    expect(await wrongCarrier.closed).toBe(1008);
    const over = await h.answeredCall(await h.agent());
    await h.db.call.update({ where: { id: over.callId }, data: { status: "completed" } });
    const ended = await connectRelay(
      h.relayUrl(over.callId),
      twilioUpgradeHeaders(FAKE_TWILIO.authToken, h.relayUrl(over.callId)),
      over.callId,
    );
    expect(await ended.closed).toBe(1008);
    expect(wrongCarrier.frames).toEqual([]);
    expect(await h.db.callTurn.count({ where: { callId: { in: [simulated.callId, over.callId] } } })).toBe(0);
  });

  it("closes a socket whose setup names another call than its signed URL", async () => {
    const other = await h.answeredCall(await h.agent());
    const relay = await connectRelay(
      h.relayUrl(callId),
      twilioUpgradeHeaders(FAKE_TWILIO.authToken, h.relayUrl(callId)),
      other.callId,
    );
    expect(await relay.closed).toBe(1008);
  });

  it("closes a socket whose setup names another carrier call than the call's, before the agent speaks", async () => {
    const call = await h.answeredCall(await h.agent());
    const relay = await connectRelay(
      h.relayUrl(call.callId),
      twilioUpgradeHeaders(FAKE_TWILIO.authToken, h.relayUrl(call.callId)),
      call.callId,
      `CA${"0".repeat(32)}`,
    );
    expect(await relay.closed).toBe(1008);
    expect(relay.frames).toEqual([]);
    expect(await h.db.callTurn.count({ where: { callId: call.callId } })).toBe(0);
  });
});

describe("a malformed setup", () => {
  it.each([
    ["a NUL in its callSid", `CA\u0000${"0".repeat(32)}`],
    ["a callSid of 60,000 characters", `CA${"0".repeat(60_000)}`],
  ])("closes the socket at once (%s), before the agent speaks", async (_, badSid) => {
    const call = await h.answeredCall(await h.agent());
    // A call whose carrier id is not saved yet takes the carrier's word for it: the id must be one.
    await h.db.call.update({ where: { id: call.callId }, data: { providerCallId: null } });
    const relay = await connectRelay(
      h.relayUrl(call.callId),
      twilioUpgradeHeaders(FAKE_TWILIO.authToken, h.relayUrl(call.callId)),
      call.callId,
      badSid,
    );
    expect(await relay.closed).toBe(1008);
    expect(relay.frames).toEqual([]);
    expect(await h.db.callTurn.count({ where: { callId: call.callId } })).toBe(0);
  });
});

describe("junk", () => {
  it("a valid signature for a call that does not exist is refused at the upgrade (404), before any frame", async () => {
    const url = h.relayUrl("call_00000000000000000000000000000000");
    expect(await upgradeStatus(url, twilioUpgradeHeaders(FAKE_TWILIO.authToken, url))).toBe(404);
  });

  it("closes a socket after 5 malformed frames, of 20,000 sent, with one warning for them and one for the close", async () => {
    const { logger } = await import("@/server/logger");
    const stream = (logger as unknown as Record<symbol, { write(line: string): void }>)[pino.symbols.streamSym];
    const written = vi.spyOn(stream, "write");
    const other = await h.answeredCall(await h.agent());
    const relay = await h.connect(other);
    relay.prompt("Hello?");
    await relay.agentTurn();
    const junk = ["not json", "[]", '{"no":"type"}', '{"type":"prompt"}', Buffer.from([0, 1, 2])];
    for (let i = 0; i < 20_000; i += 1) relay.raw(junk[i % junk.length]);
    expect(await relay.closed).toBe(1008);
    const warnings = written.mock.calls
      .map(([line]) => JSON.parse(String(line)) as { callId?: string; msg: string })
      .filter((line) => line.callId === other.callId);
    expect(warnings.map((line) => line.msg)).toEqual([
      "ignored a frame that is not a ConversationRelay message",
      "closed a relay socket that sent malformed frames",
    ]);
    written.mockRestore();
  });

  it("passes over well-formed messages of a type it does not use, without counting them", async () => {
    const other = await h.answeredCall(await h.agent());
    const relay = await h.connect(other);
    for (let i = 0; i < 20; i += 1) relay.raw(JSON.stringify({ type: "playCompleted" }));
    relay.prompt("Hello?");
    expect((await relay.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
    relay.close();
  });
});
