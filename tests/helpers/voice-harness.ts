import { randomBytes } from "node:crypto";
import twilio from "twilio";
import type { Prisma } from "@/server/db/generated/client";
import { startDialingHarness, type DialingHarness } from "./dialing-harness";
import { FAKE_TWILIO, startFakeTwilio, type FakeTwilio } from "./fake-twilio";
import { startFakeLlm, type FakeLlm } from "./fake-llm";
import type { WorkspaceFixture } from "./fixtures";
import { connectRelay, twilioUpgradeHeaders, type RelayClient } from "./relay-client";

// The app with TELEPHONY_PROVIDER=twilio against local stand-ins for Twilio's REST API and an
// OpenAI-compatible model. A test plays Twilio's part of a call: it opens the relay socket signed
// with the account's auth token, speaks as the callee, and posts Twilio's signed form callbacks.

export const LLM_KEY = "sk-test-voice-0123456789";
export const TRANSFER_NUMBER = "+14155550199";

export interface VoiceHarness {
  app: DialingHarness["app"];
  carrier: FakeTwilio;
  llm: FakeLlm;
  ws: WorkspaceFixture;
  db: typeof import("@/server/db/client").db;
  connectionId: string;
  /** An `llm` agent of the workspace; `overrides` change its settings. */
  agent(overrides?: Prisma.AgentUncheckedUpdateInput): Promise<string>;
  /** A live call already answered on Twilio: its id and Twilio call sid. */
  answeredCall(agentId: string, variables?: Record<string, string>): Promise<{ callId: string; callSid: string }>;
  relayUrl(callId: string): string;
  /** Connects to the gateway as Twilio does for this call. */
  connect(call: { callId: string; callSid: string }): Promise<RelayClient>;
  /** Posts one of Twilio's callbacks for the call, signed. */
  callback(
    kind: "status" | "connect" | "amd" | "recording",
    callId: string,
    params: Record<string, string>,
  ): Promise<Response>;
  stop(): Promise<void>;
}

/** A live call of `agentId` over Twilio, answered and in progress. */
async function answeredCall(
  db: typeof import("@/server/db/client").db,
  ws: WorkspaceFixture,
  agentId: string,
  variables?: Prisma.InputJsonObject,
): Promise<{ callId: string; callSid: string }> {
  const callSid = `CA${randomBytes(16).toString("hex")}`;
  const call = await db.call.create({
    data: {
      workspaceId: ws.workspaceId,
      agentId,
      mode: "live",
      to: "+14155552671",
      from: ws.fromNumber,
      status: "in_progress",
      provider: "twilio",
      providerCallId: callSid,
      answeredAt: new Date(),
      variables,
    },
  });
  return { callId: call.id, callSid };
}

/** Connects to the call's relay as Twilio would. */
function connectCall(relayUrl: (callId: string) => string, { callId, callSid }: { callId: string; callSid: string }) {
  return connectRelay(relayUrl(callId), twilioUpgradeHeaders(FAKE_TWILIO.authToken, relayUrl(callId)), callId, callSid);
}

/**
 * One LLM conversation turn before any test, in a workspace of its own: the model path's modules
 * load and its connections open here, not in a test's first turn (on a busy machine that turn
 * outlasted the harness's 0.4 s first-token timeout, and the agent said its filler line).
 */
async function warmUp(
  db: typeof import("@/server/db/client").db,
  llm: FakeLlm,
  relayUrl: (callId: string) => string,
): Promise<void> {
  const { createWorkspaceFixture } = await import("./fixtures");
  const ws = await createWorkspaceFixture(db, { name: "Warm-up" });
  const connection = await db.llmConnection.create({
    data: { workspaceId: ws.workspaceId, name: "fake", baseUrl: llm.baseUrl, defaultModel: "fake-model" },
  });
  const agent = await db.agent.create({
    data: {
      workspaceId: ws.workspaceId,
      name: "Warm-up",
      brain: "llm",
      llmConnectionId: connection.id,
      firstMessage: "Hi.",
    },
  });
  const relay = await connectCall(relayUrl, await answeredCall(db, ws, agent.id));
  await relay.agentTurn(30_000);
  relay.prompt("Hello?");
  await relay.agentTurn(30_000);
  relay.close();
  await relay.closed;
  llm.reset();
}

export async function startVoiceHarness(settings: Record<string, string> = {}): Promise<VoiceHarness> {
  const carrier = await startFakeTwilio();
  const llm = await startFakeLlm();
  const harness = await startDialingHarness({
    ...carrier.env,
    LLM_ALLOW_PRIVATE_TARGETS: "true",
    LLM_FIRST_TOKEN_TIMEOUT_SEC: "0.4",
    ...settings,
  });
  const { db } = await import("@/server/db/client");
  const { encryptSecret } = await import("@/server/secrets/encryption");
  const { createWorkspaceFixture } = await import("./fixtures");
  const ws = await createWorkspaceFixture(db);
  const connection = await db.llmConnection.create({
    data: {
      workspaceId: ws.workspaceId,
      name: "fake",
      baseUrl: llm.baseUrl,
      defaultModel: "fake-model",
      apiKeySealed: encryptSecret(LLM_KEY),
      apiKeyLast4: LLM_KEY.slice(-4),
    },
  });
  const relayUrl = (callId: string) => `${harness.app.url.replace(/^http/, "ws")}/voice/relay?callId=${callId}`;
  await warmUp(db, llm, relayUrl);
  return {
    app: harness.app,
    carrier,
    llm,
    ws,
    db,
    connectionId: connection.id,
    agent: async (overrides = {}) =>
      (
        await db.agent.create({
          data: {
            workspaceId: ws.workspaceId,
            name: `Voice ${randomBytes(2).toString("hex")}`,
            brain: "llm",
            llmConnectionId: connection.id,
            firstMessage: "Hi {{name}}, this is Ava from Bright Smiles.",
            instructions: "Book a dental cleaning for {{name}}. Ask which day suits them.",
            temperature: 0.3,
            tools: ["end_call", "transfer_call"],
            transferNumbers: [TRANSFER_NUMBER],
            silenceTimeoutSec: 30,
            maxDurationSec: 600,
            ...(overrides as object),
          },
        })
      ).id,
    answeredCall: (agentId, variables = { name: "Ada" }) => answeredCall(db, ws, agentId, variables),
    relayUrl,
    connect: (call) => connectCall(relayUrl, call),
    callback: (kind, callId, params) => {
      const url = `${harness.app.url}/api/telephony/twilio/${kind}?callId=${callId}`;
      return fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": twilio.getExpectedTwilioSignature(FAKE_TWILIO.authToken, url, params),
        },
        body: new URLSearchParams(params),
      });
    },
    stop: async () => {
      await harness.stop();
      await llm.close();
      await carrier.close();
    },
  };
}
