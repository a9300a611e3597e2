import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { documentReady, eventually } from "../helpers/dialing-harness";
import { startVoiceHarness, type VoiceHarness } from "../helpers/voice-harness";
import { CLINIC_DOCUMENTS } from "../fixtures/knowledge-golden";
import { makeFaqPdf } from "../helpers/knowledge-files";

// Knowledge on every turn, not as a tool: against Twilio's side of the relay and a fake model, the
// model's requests carry the passages retrieved for the callee's latest words, each agent turn
// records what it was given (transcript endpoint), a document deleted mid-call stops being given at
// once, and the script brain and the test panel answer a question from a document.

let h: VoiceHarness;
let kbId: string;
const documentIds = new Map<string, string>();

// Server modules read APP_URL (the relay URL Twilio signs) when first imported: after the harness set it.
const client = () => {
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${h.app.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${h.ws.keys.live}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path: string) => send("GET", path),
    post: (path: string, body: unknown) => send("POST", path, body),
    delete: (path: string) => send("DELETE", path),
  };
};
const basesPath = () => `/v1/workspaces/${h.ws.workspaceId}/knowledge-bases`;

async function addDocument(title: string, text: string): Promise<string> {
  const added = await (await client().post(`${basesPath()}/${kbId}/documents`, { title, text })).json();
  const id = added.data.id as string;
  await documentReady(h.db, id, title);
  return id;
}

beforeAll(async () => {
  h = await startVoiceHarness({ RATE_LIMIT_API_KEY_REQUESTS: "10000" });
  kbId = (await (await client().post(basesPath(), { name: "Clinic" })).json()).data.id;
  for (const document of CLINIC_DOCUMENTS)
    documentIds.set(document.title, await addDocument(document.title, document.text));
});
afterAll(async () => {
  await h?.stop();
});
beforeEach(() => {
  h.llm.reset();
  h.llm.fallback = { text: ["Sure."] };
});

/** A call past the greeting, its agent searching the clinic's base. */
async function greeted(agentOverrides: Record<string, unknown> = {}) {
  const call = await h.answeredCall(await h.agent({ knowledgeBaseIds: [kbId], ...agentOverrides }));
  const relay = await h.connect(call);
  relay.prompt("Hello?");
  await relay.agentTurn();
  return { ...call, relay };
}

const systemOf = (index: number) => h.llm.requests[index].messages[0].content ?? "";

describe("an LLM agent with a knowledge base", () => {
  it("gives the model the passages for the callee's latest words, and records them on the turn", async () => {
    const { callId, relay } = await greeted();
    h.llm.script({ text: ["Neutering a cat costs 180 dollars."] });
    relay.prompt("How much does it cost to neuter a cat?");
    expect((await relay.agentTurn()).text).toBe("Neutering a cat costs 180 dollars.");

    const system = systemOf(0);
    expect(system).toContain("Reference passages from the business's documents");
    expect(system).toContain("say that you do not know rather than guess");
    expect(system).toMatch(/\[kch_[0-9a-f]+\] Surgery preparation\n/);
    expect(system).toContain("Neutering a cat costs 180 dollars and spaying a female cat 250 dollars");
    // Not as a tool: nothing to call, and the callee's words reach the model as they were said.
    expect(h.llm.requests[0].tools?.map((t) => t.function.name)).not.toContain("search_knowledge");
    expect(h.llm.requests[0].messages.at(-1)).toMatchObject({
      role: "user",
      content: "How much does it cost to neuter a cat?",
    });

    relay.close();
    const transcript = await eventually(async () => {
      const response = await client().get(`/v1/workspaces/${h.ws.workspaceId}/calls/${callId}/transcript`);
      const body = await response.json();
      return body.data.turns.length >= 4 && body.data.turns;
    });
    const answer = transcript.find((turn: { text: string }) => turn.text === "Neutering a cat costs 180 dollars.");
    expect(answer.knowledge.length).toBeGreaterThanOrEqual(1);
    expect(answer.knowledge.length).toBeLessThanOrEqual(3);
    expect(answer.knowledge[0]).toEqual({
      chunkId: expect.stringMatching(/^kch_/),
      documentId: documentIds.get("Surgery preparation"),
      score: expect.any(Number),
    });
    expect(answer.knowledgeMs).toEqual(expect.any(Number));
    // What a call's page and a test run's page show of each passage: its document's title and text,
    // for the workspace's own chunks only.
    const { givenChunkIds, passagesByChunk } = await import("@/server/knowledge/passages");
    const chunkIds = givenChunkIds(transcript);
    const shown = await passagesByChunk(h.db, h.ws.workspaceId, chunkIds);
    expect(shown[answer.knowledge[0].chunkId]).toEqual({
      title: "Surgery preparation",
      text: expect.stringContaining("Neutering a cat costs 180 dollars"),
    });
    const stranger = await h.db.workspace.create({ data: { name: "Stranger" } });
    expect(await passagesByChunk(h.db, stranger.id, chunkIds)).toEqual({});
    const greeting = transcript[1];
    expect(greeting).toMatchObject({ role: "agent", knowledge: [], knowledgeMs: null });
    const callee = transcript.find((turn: { role: string }) => turn.role === "user");
    expect(callee).toMatchObject({ knowledge: [], knowledgeMs: null });
  });

  it("retrieves with the turn before as context, within the budget of 3 passages and 2,000 characters", async () => {
    const { relay } = await greeted();
    h.llm.script({ text: ["Our grooming salon does that."] }, { text: ["It costs 12 dollars."] });
    relay.prompt("Do you do nail clipping for dogs?");
    await relay.agentTurn();
    relay.prompt("And how much is it?");
    await relay.agentTurn();
    const passages = [...systemOf(1).matchAll(/\[kch_[0-9a-f]+\] ([^\n]+)\n/g)].map((match) => match[1]);
    expect(passages[0]).toBe("Grooming");
    expect(passages.length).toBeLessThanOrEqual(3);
    const referenced = systemOf(1).split("Never read out the ids in brackets.")[1];
    expect(referenced.length).toBeLessThanOrEqual(2_000 + 3 * 60);
    relay.close();
  });

  it("tells the model to say it does not know when no passage matches", async () => {
    const { relay } = await greeted();
    relay.prompt("What is the capital of France?");
    await relay.agentTurn();
    expect(systemOf(0)).toContain("no passage of the business's documents matches the callee's latest words");
    relay.close();
  });

  it("stops giving a document deleted mid-call at once", async () => {
    const temporary = await addDocument(
      "Summer offer",
      "The summer offer gives a free pet passport with every microchip.",
    );
    const { callId, relay } = await greeted();
    relay.prompt("Tell me about the summer offer and the pet passport.");
    await relay.agentTurn();
    expect(systemOf(0)).toContain("free pet passport");

    expect((await client().delete(`${basesPath()}/${kbId}/documents/${temporary}`)).status).toBe(200);
    relay.prompt("What was that summer offer with the pet passport again?");
    await relay.agentTurn();
    expect(systemOf(1)).not.toContain("free pet passport");

    relay.close();
    const turns = await eventually(async () => {
      const stored = await h.db.callTurn.findMany({ where: { callId, role: "agent" }, orderBy: { index: "asc" } });
      return stored.length >= 3 && stored;
    });
    const given = (turn: (typeof turns)[number]) =>
      ((turn.knowledge as { documentId: string }[] | null) ?? []).map((passage) => passage.documentId);
    expect(given(turns[1])).toContain(temporary);
    expect(given(turns[2])).not.toContain(temporary);
  });
});

describe("the script brain with a knowledge base", () => {
  it("answers the callee's question from the best passage's sentences, then asks its question again", async () => {
    const { relay } = await greeted({
      brain: "script",
      llmConnectionId: null,
      instructions: "What is your pet's name?\nWhen would you like to come in?",
    });
    // The greeting's answer: the first question.
    relay.prompt("Are you open on Sundays?");
    const answer = await relay.agentTurn();
    // The sentences holding the question's words (open, Sunday), as the passage has them; then the script.
    expect(answer.text).toBe(
      "We are open Monday to Friday from 8 am to 7 pm, and on Saturday from 9 am to 3 pm. The clinic is closed on Sundays and on public holidays. What is your pet's name?",
    );
    relay.prompt("Rex.");
    expect((await relay.agentTurn()).text).toBe("Thank you. When would you like to come in?");
    relay.prompt("Do you sell motorcycle tyres?");
    expect((await relay.agentTurn()).text).toBe("I'm sorry, I don't know that. When would you like to come in?");
    relay.close();
    expect(h.llm.requests).toEqual([]);
  });
});

describe("the script brain with a printed PDF", () => {
  it("answers with whole sentences of the document, never its running header or footer, and by meaning", async () => {
    const mapleKb = (await (await client().post(basesPath(), { name: "Maple Grove" })).json()).data.id as string;
    const form = new FormData();
    form.append("file", new Blob([(await makeFaqPdf()) as BlobPart], { type: "application/pdf" }), "faq.pdf");
    const upload = await fetch(`${h.app.url}${basesPath()}/${mapleKb}/documents`, {
      method: "POST",
      headers: { Authorization: `Bearer ${h.ws.keys.live}` },
      body: form,
    });
    const documentId = (await upload.json()).data.id as string;
    await documentReady(h.db, documentId, "the FAQ");
    const text = (await h.db.knowledgeChunk.findMany({ where: { documentId } })).map((chunk) => chunk.text).join("\n");
    expect(text).toContain("On Saturdays we are open from 9 am to 1 pm for check-ups and cleanings only.");
    for (const printed of ["Patient FAQ", "7:05 AM", "file:///", "1/3", "3/3"]) expect(text).not.toContain(printed);

    const { relay } = await greeted({
      brain: "script",
      llmConnectionId: null,
      instructions: "What is your name?",
      knowledgeBaseIds: [mapleKb],
    });
    relay.prompt("Are you open on Saturdays?");
    expect((await relay.agentTurn()).text).toBe(
      "On Saturdays we are open from 9 am to 1 pm for check-ups and cleanings only. What is your name?",
    );
    // No word of the question is in the answer: found, and answered, by meaning (local word vectors).
    relay.prompt("Where are you located?");
    expect((await relay.agentTurn()).text).toBe(
      "Our office is at 1187 Birchwood Avenue, Suite 200, across from the public library. What is your name?",
    );
    relay.close();
  });
});

describe("the test panel with a knowledge base", () => {
  it("answers a question from a document and shows the passages it was given", async () => {
    const { testChat } = await import("@/server/voice/test-chat");
    const user = await h.db.user.create({ data: { email: `panel-${Date.now()}@example.test` } });
    await h.db.membership.create({ data: { userId: user.id, workspaceId: h.ws.workspaceId, role: "owner" } });
    const agentId = await h.agent({
      brain: "script",
      llmConnectionId: null,
      instructions: "What is your pet's name?",
      knowledgeBaseIds: [kbId],
    });
    const request = new Request("http://svc.test/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        history: [
          { role: "agent", text: "Hi, this is Ava." },
          { role: "user", text: "How much does a scale and polish cost?" },
        ],
      }),
    });
    const response = await testChat(request, user.id, h.ws.workspaceId, agentId);
    const events = (await response.text())
      .trim()
      .split("\n")
      .map(
        (line) =>
          JSON.parse(line) as {
            type: string;
            delta?: string;
            retrieval?: { passages: { title: string }[]; ms: number };
          },
      );
    expect(events[0].type).toBe("knowledge");
    expect(events[0].retrieval!.passages[0].title).toBe("Dental care");
    const said = events.flatMap((event) => (event.type === "text" ? [event.delta] : [])).join("");
    expect(said).toContain("A scale and polish under general anaesthesia costs 290 dollars");
    expect(said).toMatch(/What is your pet's name\?$/);
  });
});
