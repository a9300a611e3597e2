import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually } from "../helpers/dialing-harness";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";

// A workspace's tool requests per minute (TOOL_REQUESTS_PER_MINUTE, 2 here): past the budget a
// tool call is refused without a request, the model is told why, and the failed message is said.

let h: VoiceHarness;
let endpoint: ToolEndpoint;

beforeAll(async () => {
  endpoint = await startToolEndpoint();
  h = await startVoiceHarness({ TOOLS_ALLOW_PRIVATE_TARGETS: "true", TOOL_REQUESTS_PER_MINUTE: "2" });
});
afterAll(async () => {
  await h?.stop();
  await endpoint?.close();
});

it("refuses a workspace's tool requests past its budget per minute", async () => {
  const { encryptSecret } = await import("@/server/secrets/encryption");
  const tool = await h.db.tool.create({
    data: {
      workspaceId: h.ws.workspaceId,
      name: "ping",
      description: "Pings.",
      parameters: { type: "object" },
      url: `${endpoint.url}/ping`,
      failedMessage: "That didn't work.",
      secretSealed: encryptSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"),
    },
  });
  const call = await h.answeredCall(await h.agent({ toolIds: [tool.id] }));
  const relay = await h.connect(call);
  relay.prompt("Hello?");
  await relay.agentTurn();
  for (const said of ["One.", "Two.", "Three."]) {
    h.llm.script({ text: [], tools: [{ name: "ping", arguments: "{}" }] }, { text: ["Done."] });
    relay.prompt(said);
    await relay.agentTurn();
    // The spend is recorded in Redis beside the request, not before it.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(endpoint.requests).toHaveLength(2);
  const refused = h.llm.requests
    .at(-1)!
    .messages.filter((m) => m.role === "tool")
    .at(-1)!;
  expect(JSON.parse(refused.content!).error).toMatch(/made its 2 tool requests this minute/);
  relay.close();
  const turns = await eventually(
    async () => {
      const rows = await h.db.callTurn.findMany({
        where: { callId: call.callId, role: "agent" },
        orderBy: { index: "asc" },
      });
      return rows.length >= 4 && rows;
    },
    5_000,
    "the turns",
  );
  expect(turns[3]).toMatchObject({
    text: "That didn't work. Done.",
    toolCalls: [{ name: "ping", status: "refused", httpStatus: null }],
  });
});
