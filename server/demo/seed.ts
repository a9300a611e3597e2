import { randomBytes } from "node:crypto";
import { createAgent } from "@/server/agents/settings";
import { agentInput } from "@/server/agents/inputs";
import { hashPassword } from "@/server/auth/password";
import { createOwnedWorkspace } from "@/server/auth/signup";
import { sourceInput } from "@/server/clicktocall/source-inputs";
import { createSource } from "@/server/clicktocall/sources";
import { db } from "@/server/db/client";
import { createApiKey } from "@/server/keys/keys";
import { STANDARD_SCOPES } from "@/server/keys/scopes";
import { addCallerNumber } from "@/server/numbers/numbers";

// A demo workspace a newcomer can call the API with at once: `npm run seed`, and the embedded
// server on an empty database. Everything is created in one transaction.

export const DEMO_EMAIL = "demo@example.com";
export const DEMO_FROM_NUMBER = "+14155550100";
/** Where the demo agents transfer a caller who asks for a person: the front desk, not the demo line itself. */
export const DEMO_FRONT_DESK_NUMBER = "+14155550199";
export const DEMO_ALLOWED_ORIGINS = ["http://localhost:4010", "http://127.0.0.1:4010"];

export interface DemoCredentials {
  workspaceId: string;
  apiKey: string;
  testApiKey: string;
  agentId: string;
  fromNumber: string;
  sourceId: string;
  allowedOrigins: string[];
  email: string;
  password: string;
}

/** Creates the demo workspace; the demo user (re)gets a fresh random password, printed by the caller. */
export async function seedDemoWorkspace(): Promise<DemoCredentials> {
  const password = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const user = await tx.user.upsert({
      where: { email: DEMO_EMAIL },
      create: { email: DEMO_EMAIL, name: "Demo Owner", passwordHash },
      update: { passwordHash },
      select: { id: true },
    });
    const { id: workspaceId } = await createOwnedWorkspace(tx, user.id, "Demo workspace");
    const number = await addCallerNumber(tx, workspaceId, { number: DEMO_FROM_NUMBER, label: "Demo line" });
    const agent = await createAgent(
      tx,
      workspaceId,
      agentInput.parse({
        name: "Demo agent",
        voice: "en-US-Journey-O",
        language: "en-US",
        firstMessage: "Hi {{name}}! This is Ava from Bright Smiles Dental, calling about your check-up.",
        instructions: [
          "Book the callee's dental check-up. Ask, one at a time:",
          "- Which day suits you best?",
          "- Morning or afternoon?",
          "- Is this still the best number to reach you?",
        ].join("\n"),
        tools: ["end_call", "transfer_call"],
        transferNumbers: [DEMO_FRONT_DESK_NUMBER],
        voicemailAction: "leave_message",
        voicemailMessage:
          "Hi {{name}}, this is Ava from Bright Smiles Dental. Please call us back to book your check-up.",
        analysisSchema: JSON.stringify({
          type: "object",
          properties: { day: { type: "string" }, timeOfDay: { type: "string" }, numberConfirmed: { type: "string" } },
        }),
        successCriteria: "A day and a time of day were agreed.",
        defaultCallerNumberId: number.id,
      }),
      { kind: "operator" },
    );
    // The demo line also answers: "Simulate an incoming call" on its page (or simulate-inbound with
    // the test key) has the receptionist greet a simulated caller within seconds. A number answers
    // in one workspace only, so a second demo workspace's line stays a caller id.
    const receptionist = await createAgent(
      tx,
      workspaceId,
      agentInput.parse({
        name: "Demo receptionist",
        voice: "en-US-Journey-O",
        language: "en-US",
        firstMessage: "Thanks for calling Bright Smiles Dental, this is Ava. Would you like to book a check-up?",
        instructions: [
          "Book the caller's dental check-up. Ask, one at a time:",
          "- Which day suits you best?",
          "- Morning or afternoon?",
          "- What is the best number to reach you?",
        ].join("\n"),
        tools: ["end_call", "transfer_call"],
        transferNumbers: [DEMO_FRONT_DESK_NUMBER],
        successCriteria: "A day and a time of day were agreed.",
      }),
      { kind: "operator" },
    );
    const answeredElsewhere = await tx.callerNumber.count({
      where: { number: DEMO_FROM_NUMBER, inboundAgentId: { not: null } },
    });
    // Written directly: the demo line is no carrier's number, so there is no carrier to tell.
    if (!answeredElsewhere)
      await tx.callerNumber.update({ where: { id: number.id }, data: { inboundAgentId: receptionist.id } });
    const source = await createSource(
      tx,
      workspaceId,
      sourceInput.parse({ name: "Demo website", agentId: agent.id, allowedOrigins: DEMO_ALLOWED_ORIGINS }),
    );
    const scopes = STANDARD_SCOPES;
    const live = await createApiKey(tx, {
      workspaceId,
      name: "Demo live key",
      scopes,
      mode: "live",
      createdById: user.id,
    });
    const test = await createApiKey(tx, {
      workspaceId,
      name: "Demo test key",
      scopes,
      mode: "test",
      createdById: user.id,
    });
    return {
      workspaceId,
      apiKey: live.secret,
      testApiKey: test.secret,
      agentId: agent.id,
      fromNumber: number.number,
      sourceId: source.id,
      allowedOrigins: DEMO_ALLOWED_ORIGINS,
      email: DEMO_EMAIL,
      password,
    };
  });
}

/** Seeds only when the database has no workspace yet (embedded first start). */
export async function seedIfEmpty(): Promise<DemoCredentials | null> {
  if (await db.workspace.count()) return null;
  return seedDemoWorkspace();
}
