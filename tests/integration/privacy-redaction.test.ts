import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";

// Redaction (docs/privacy.md): what a caller says is redacted before it is stored, in a call over
// the simulator (its turns, live log, analysis and webhook payloads), in an agent test's stored
// conversation, and the test panel keeps nothing; the conversation itself hears it all.

let started: DialingWorkspace;
let ws: DialingWorkspace["ws"];
let db: DialingWorkspace["db"];
let base: string;

beforeAll(async () => {
  started = await startDialingWorkspace();
  ({ ws, db } = started);
  base = `${started.harness.app.url}/v1/workspaces/${ws.workspaceId}`;
  await db.agent.update({
    where: { id: ws.agentId },
    data: {
      instructions: "- How would you like to pay?\n- Anything else?",
      analysisSchema: { type: "object", properties: { payment: { type: "string" }, other: { type: "string" } } },
    },
  });
});
afterAll(() => started?.stop());

async function send(method: string, path: string, body?: unknown, key = ws.keys.live) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: Record<string, unknown>; details?: unknown },
  };
}

/** Everything stored about a call, as text: its row, turns, live log and webhook events. */
async function storedOf(callId: string): Promise<string> {
  const [row] = await db.$queryRawUnsafe<{ text: string }[]>(
    `SELECT concat_ws(' ', (SELECT to_jsonb(c)::text FROM "Call" c WHERE c."id" = $1),
       (SELECT string_agg(to_jsonb(t)::text, ' ') FROM "CallTurn" t WHERE t."callId" = $1),
       (SELECT string_agg(to_jsonb(l)::text, ' ') FROM "CallLiveEvent" l WHERE l."callId" = $1),
       (SELECT string_agg(e."payload"::text, ' ') FROM "WebhookEvent" e WHERE e."subjectId" = $1)) AS "text"`,
    callId,
  );
  return row.text;
}

async function discloserCall(): Promise<{ callId: string; userTurn: string; stored: string }> {
  const { status, body } = await send(
    "POST",
    "/calls",
    { agentId: ws.agentId, to: "+15005550020", variables: { name: "Ada" } },
    ws.keys.test,
  );
  expect(status, JSON.stringify(body)).toBe(202);
  const callId = body.data.id as string;
  await eventually(
    async () => (await db.call.findUniqueOrThrow({ where: { id: callId } })).analysis,
    30_000,
    `call ${callId} to be analysed`,
  );
  const turns = await db.callTurn.findMany({ where: { callId, role: "user" }, orderBy: { index: "asc" } });
  const userTurn = turns.find((turn) => turn.text.startsWith("Sure."))?.text ?? "";
  return { callId, userTurn, stored: await storedOf(callId) };
}

describe("redaction", () => {
  it("the workspace's settings are read and changed over /v1, and bad kinds are refused naming the field", async () => {
    expect((await send("GET", "/privacy")).body.data).toEqual({ redact: ["card_number", "ssn"] });
    const bad = await send("PATCH", "/privacy", { redact: ["card_number", "iban"] });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({ issues: [{ path: ["redact", 1] }] });
    expect(await db.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } })).toMatchObject({
      redact: ["card_number", "ssn"],
    });
  });

  it("by default a call keeps card numbers and SSNs out of everything it stores, e-mail addresses and numbers not", async () => {
    const { userTurn, stored } = await discloserCall();
    expect(userTurn).toBe(
      "Sure. My card is [card_number], my social is [ssn], mail me at ada.lovelace@example.com or ring 415 555 2671.",
    );
    expect(stored).not.toContain("four one one one");
    expect(stored).not.toContain("123-45-6789");
    // The script brain's structured data is the callee's answer: redacted too.
    expect(stored).toContain("[card_number]");
  });

  it("an agent adds kinds of its own; the workspace all four: nothing said is stored in clear", async () => {
    const updated = await send("PATCH", `/agents/${ws.agentId}`, { redact: ["email"] });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.redact).toEqual(["email"]);
    let { userTurn } = await discloserCall();
    expect(userTurn).toBe(
      "Sure. My card is [card_number], my social is [ssn], mail me at [email] or ring 415 555 2671.",
    );
    expect((await send("PATCH", "/privacy", { redact: ["card_number", "ssn", "phone_number"] })).status).toBe(200);
    const call = await discloserCall();
    ({ userTurn } = call);
    expect(userTurn).toBe(
      "Sure. My card is [card_number], my social is [ssn], mail me at [email] or ring [phone_number].",
    );
    for (const said of ["ada.lovelace", "555 2671", "4155552671", "123-45-6789", "four one one one"])
      expect(call.stored).not.toContain(said);
    // The call's own numbers are kept.
    expect(call.stored).toContain("+15005550020");
  });

  it("an agent test's stored conversation is redacted; its expectations were checked on what was said", async () => {
    await send("PATCH", "/privacy", { redact: ["card_number", "ssn"] });
    const created = await send("POST", `/agents/${ws.agentId}/tests`, {
      name: "Pays by card",
      caller: { script: ["Hello?", "By card: 4111-1111-1111-1111. Order 1234 5678 9012 3456.", "No."] },
      // Written so that the test itself does not hold the number.
      expectations: [{ type: "transcript", contains: "4111-(1111-){2}1111", role: "callee" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const run = await send("POST", `/agents/${ws.agentId}/test-runs`, {});
    expect(run.status, JSON.stringify(run.body)).toBe(202);
    const done = await eventually(
      async () => {
        const { body } = await send("GET", `/agents/${ws.agentId}/test-runs/${run.body.data.id as string}`);
        return body.data.status === "completed" && body.data;
      },
      30_000,
      "the run to complete",
    );
    // What was said, as stored (the test's own script is the business's, kept as written).
    const stored = JSON.stringify(
      await db.agentTestConversation.findMany({
        where: { runId: run.body.data.id as string },
        select: { status: true, transcript: true, analysis: true, expectations: true },
      }),
    );
    expect(stored).toContain("By card: [card_number]. Order 1234 5678 9012 3456.");
    expect(stored).toContain('"status":"passed"');
    expect(stored).not.toContain("4111-1111-1111-1111");
    expect(JSON.stringify((done.conversations as { transcript: unknown }[]).map((c) => c.transcript))).not.toContain(
      "4111-1111-1111-1111",
    );
  });
});
