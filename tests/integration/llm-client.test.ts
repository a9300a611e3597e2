import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { llmClient, llmStreamClient, llmTargets } from "@/server/llm/client";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm";

// The connection's two clients: one for requests answered whole (analysis, embeddings), whose
// answers the package reads with json() or text(), and one for streamed turns, whose event stream
// it iterates. Only the second hands the package undici's own stream.

let llm: FakeLlm;
let connection: { id: string; baseUrl: string; apiKeySealed: null; updatedAt: Date };

beforeEach(async () => {
  llmTargets.allowPrivate = true; // the fake model is on loopback
  llm = await startFakeLlm();
  connection = {
    id: `llm-client-${crypto.randomUUID()}`,
    baseUrl: llm.baseUrl,
    apiKeySealed: null,
    updatedAt: new Date(),
  };
});
afterEach(async () => {
  await llm.close();
  llmTargets.allowPrivate = false;
});

const messages = [{ role: "user" as const, content: "Hi" }];

describe("the LLM connection's clients", () => {
  it("streams a turn's text through the client for streamed requests", async () => {
    llm.script({ text: ["Hello", " there", "."] });
    const stream = await llmStreamClient(connection).chat.completions.create({ model: "m", messages, stream: true });
    let text = "";
    for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? "";
    expect(text).toBe("Hello there.");
  });

  it("answers a request answered whole, JSON read as JSON", async () => {
    llm.script({ content: '{"summary":"Booked."}' });
    const completion = await llmClient(connection).chat.completions.create({ model: "m", messages });
    expect(completion.choices[0].message.content).toBe('{"summary":"Booked."}');
  });

  it("fails a request answered whole that gets an event stream once the server goes, leaving nothing uncaught", async () => {
    // A server that streams whatever it is asked, and stalls (the fake model hands its next reply
    // to the analysis too). Were the package handed a body it cannot read, the request would fail
    // at once, its stream unread, and the socket's end would be an uncaught error (vitest fails
    // the run on it): the stall of the embedded run that had undici's stream taken back (9b8a6db).
    llm.script({ stallAfter: ["Not", " JSON"] });
    const asked = llmClient(connection).chat.completions.create({ model: "m", messages });
    asked.catch(() => {});
    await expect.poll(() => llm.requests.length).toBe(1);
    await llm.close();
    await expect(asked).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it("ends a streamed turn aborted mid-answer at once, with what had come", async () => {
    llm.script({ stallAfter: ["Let me"] });
    const controller = new AbortController();
    const stream = await llmStreamClient(connection).chat.completions.create(
      { model: "m", messages, stream: true },
      { signal: controller.signal },
    );
    let text = "";
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? "";
      controller.abort(); // the callee interrupted
    }
    expect(text).toBe("Let me");
  });
});
