import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../helpers/dialing-harness";
import { FAKE_TWILIO } from "../helpers/fake-twilio";
import { connectRelay, twilioUpgradeHeaders, upgradeStatus, type RelayClient } from "../helpers/relay-client";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";

// A call has one agent at a time. Twilio's signature over the relay URL carries no timestamp, so a
// replayed upgrade is as well signed as the carrier's own: a second upgrade for a call whose
// session lives (in this process or another) is refused before any frame, and the first session
// goes on alone. Once the process holding the session is gone, a reconnect takes the call over.

let h: VoiceHarness;
let agentId: string;

beforeAll(async () => {
  h = await startVoiceHarness({ SHUTDOWN_DRAIN_SEC: "1" });
  // Long silences and no time limit (the simulator's compressed clock): the tests' pace sets the turns.
  agentId = await h.agent({ silenceTimeoutSec: 100_000, maxDurationSec: 100_000 });
});
afterAll(() => h?.stop());

const twilioHeaders = (callId: string) => twilioUpgradeHeaders(FAKE_TWILIO.authToken, h.relayUrl(callId));

async function simulatorHeaders(callId: string): Promise<Record<string, string>> {
  const { relayToken, RELAY_TOKEN_HEADER } = await import("@/server/telephony/simulator-signing");
  return { [RELAY_TOKEN_HEADER]: relayToken(callId) };
}

async function transcript(callId: string) {
  const turns = await h.db.callTurn.findMany({ where: { callId }, orderBy: { index: "asc" } });
  return turns.map((turn) => [turn.index, turn.role, turn.text]);
}

/** A greeted session: the callee said hello and the agent answered with its first message. */
async function greeted(connect: () => Promise<RelayClient>): Promise<RelayClient> {
  const relay = await connect();
  relay.prompt("Hello?");
  expect((await relay.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
  return relay;
}

async function conversesAlone(callId: string, first: RelayClient, secondUpgrade: () => Promise<number>): Promise<void> {
  expect(await secondUpgrade()).toBe(409);
  h.llm.script({ text: ["Tuesday", " works."] });
  first.prompt("Is Tuesday free?");
  expect((await first.agentTurn()).text).toBe("Tuesday works.");
  first.close();
  await first.closed;
  const expected = [
    [0, "user", "Hello?"],
    [1, "agent", "Hi Ada, this is Ava from Bright Smiles."],
    [2, "user", "Is Tuesday free?"],
    [3, "agent", "Tuesday works."],
  ];
  await eventually(async () => (await transcript(callId)).length === expected.length, 5_000, "the turns to be stored");
  await new Promise((resolve) => setTimeout(resolve, 300)); // a second session's greeting would be stored by now
  expect(await transcript(callId)).toEqual(expected);
  expect(first.frames.filter((frame) => frame.token?.startsWith("Hi Ada"))).toHaveLength(1);
}

describe("one relay session per call", () => {
  it("refuses a second Twilio-signed upgrade while the first session talks, which goes on alone", async () => {
    const call = await h.answeredCall(agentId);
    const first = await greeted(() => h.connect(call));
    await conversesAlone(call.callId, first, () => upgradeStatus(h.relayUrl(call.callId), twilioHeaders(call.callId)));
  });

  it("refuses a second simulator upgrade with a valid token for the call", async () => {
    const call = await h.answeredCall(agentId);
    await h.db.call.update({ where: { id: call.callId }, data: { provider: "simulator" } });
    const first = await greeted(async () =>
      connectRelay(h.relayUrl(call.callId), await simulatorHeaders(call.callId), call.callId, call.callSid),
    );
    await conversesAlone(call.callId, first, async () =>
      upgradeStatus(h.relayUrl(call.callId), await simulatorHeaders(call.callId)),
    );
  });

  it("frees the call when its session ends: the carrier may connect again", async () => {
    const call = await h.answeredCall(agentId);
    const first = await greeted(() => h.connect(call));
    first.close();
    await first.closed;
    await eventually(
      async () => (await h.db.call.findUniqueOrThrow({ where: { id: call.callId } })).relayProcessId === null,
      5_000,
      "the claim to be released",
    );
    const again = await h.connect(call);
    again.prompt("Sorry, the line dropped.");
    expect((await again.agentTurn()).text).toBe("Hi Ada, this is Ava from Bright Smiles.");
    again.close();
  });

  it("refuses while another live process holds the session, and lets a reconnect take over once that process is gone", async () => {
    const call = await h.answeredCall(agentId);
    const peer = await h.db.serverProcess.create({
      data: { id: "proc_peer_live", hostname: "peer", pid: 1, heartbeatAt: new Date() },
    });
    await h.db.call.update({
      where: { id: call.callId },
      data: { relayProcessId: peer.id, relaySessionId: "peer-session" },
    });
    expect(await upgradeStatus(h.relayUrl(call.callId), twilioHeaders(call.callId))).toBe(409);

    // The peer crashed: its heartbeat is older than the 10 s after which a process counts as gone.
    await h.db.serverProcess.update({ where: { id: peer.id }, data: { heartbeatAt: new Date(Date.now() - 11_000) } });
    const taken = await greeted(() => h.connect(call));
    const row = await h.db.call.findUniqueOrThrow({ where: { id: call.callId } });
    expect(row.relayProcessId).not.toBe(peer.id);
    expect(row.relayProcessId).toMatch(/^proc_/);
    taken.close();
  });
});

describe("a server shutting down", () => {
  it("is not ready, takes no new session, lets the one in progress talk until the drain time is up, then ends it", async () => {
    const call = await h.answeredCall(agentId);
    const live = await greeted(() => h.connect(call));
    const other = await h.answeredCall(agentId);
    expect((await fetch(`${h.app.url}/api/health/ready`)).status).toBe(200);

    const { shutDown } = await import("@/server/processes/shutdown");
    const { closeRelaySockets } = await import("@/server/voice/gateway");
    const stopped = shutDown(closeRelaySockets);
    const ready = await fetch(`${h.app.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ok: false, draining: true });
    expect((await fetch(`${h.app.url}/api/health`)).status).toBe(200);
    expect(await upgradeStatus(h.relayUrl(other.callId), twilioHeaders(other.callId))).toBe(503);

    h.llm.script({ text: ["Still here."] });
    live.prompt("Are you there?");
    expect((await live.agentTurn()).text).toBe("Still here.");
    await stopped; // SHUTDOWN_DRAIN_SEC=1: the session is cut
    expect(await live.closed).toBe(1006);
    const { thisProcess } = await import("@/server/processes/this-process");
    expect(
      (await h.db.serverProcess.findUniqueOrThrow({ where: { id: thisProcess().id } })).stoppedAt,
      "gone for its peers at once",
    ).not.toBeNull();
  });
});
