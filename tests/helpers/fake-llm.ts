import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// An OpenAI-compatible chat-completions server on localhost, speaking the real wire protocol:
// `stream: true` answers server-sent events, one `chat.completion.chunk` per delta (content, or
// tool calls whose id, name and arguments arrive in pieces), a chunk with `finish_reason`, then
// `data: [DONE]`; without `stream` it answers one `chat.completion`. Each request takes the next
// scripted reply; a test reads back what the model was sent. `/embeddings` answers vectors of the
// words' meanings as a small model would: words hashed into dimensions, synonyms (`synonyms`) onto
// the same one, so that a question and a passage that share meaning without sharing words are near.
// Answers report their usage as OpenAI does (a streamed one in a last chunk when the request asks
// `stream_options.include_usage`): a reply's own `usage`, else a token per four characters.

/** Tokens as an OpenAI-compatible server reports them. */
export interface ReportedUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens?: number;
  prompt_tokens_details?: { cached_tokens: number };
}

export type Reply =
  /** Streamed text, one chunk per piece, `gapMs` apart, after `firstTokenMs`. */
  | {
      text: string[];
      tools?: { name: string; arguments: string; id?: string }[];
      firstTokenMs?: number;
      gapMs?: number;
      /** The usage reported (when asked); default: a token per four characters. */
      usage?: ReportedUsage;
    }
  /** Chunks, then nothing: the connection stays open without another byte. */
  | { stallAfter: string[] }
  /** The server answers this HTTP error (or a redirect to `location`). */
  | { status: number; location?: string }
  /** A non-streamed completion with this content (post-call analysis). */
  | { content: string; usage?: ReportedUsage };

export interface ChatRequest {
  model: string;
  temperature?: number;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages: {
    role: string;
    content: string | null;
    tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    tool_call_id?: string;
  }[];
  tools?: { function: { name: string; parameters: unknown } }[];
  response_format?: unknown;
}

/** When a streamed request arrived and when its first token left, by the request's last user message. */
export interface Timing {
  receivedAt: number;
  firstTokenAt?: number;
  /** When the answer's last chunk left (a tool call is complete then). */
  endedAt?: number;
}

export interface EmbeddingRequest {
  model: string;
  input: string | string[];
}

export interface FakeLlm {
  /** The base URL to give an LLM connection (…/v1). */
  baseUrl: string;
  requests: ChatRequest[];
  /** Timings of streamed requests (performance.now()), when `keepTimings` is on (the benchmark). */
  timings: Map<string, Timing>;
  keepTimings: boolean;
  /** Authorization headers received, to check the key reached the server. */
  authorizations: string[];
  /** Replies for the next requests, in order; once used up, each request gets `fallback`. */
  script(...replies: Reply[]): void;
  /** When set, decides every reply from the request (the benchmark's tool round); the script waits. */
  replyTo: ((request: ChatRequest) => Reply | null) | null;
  /** Every /embeddings request, in order. */
  embeddingRequests: EmbeddingRequest[];
  /** Groups of words the embeddings model treats as one meaning. */
  synonyms: string[][];
  /** False: the server reports no usage, as some compatible servers do (default true). */
  reportsUsage: boolean;
  /** Forgets the requests seen and the replies not used yet, and reports usage again. */
  reset(): void;
  fallback: Reply;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const EMBEDDING_DIMENSIONS = 256;
const STOP_WORDS = new Set(
  "a an and are at be can do does for from how i if in is it its my of on or our should the to we what when where who will with you your".split(
    " ",
  ),
);

/** A bag of meanings: each word's synonym group (else its first five letters) hashed into a dimension. */
function embedding(text: string, synonyms: string[][]): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (STOP_WORDS.has(word)) continue;
    const meaning = synonyms.find((group) => group.includes(word))?.[0] ?? word.slice(0, 5);
    let hash = 0;
    for (const char of meaning) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    vector[hash % EMBEDDING_DIMENSIONS] += 1;
  }
  return vector;
}

/** A token per four characters, as OpenAI's rule of thumb has it. */
function countedUsage(request: ChatRequest, output: string): ReportedUsage {
  const prompt_tokens = Math.ceil(JSON.stringify(request.messages).length / 4);
  const completion_tokens = Math.ceil(output.length / 4);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

function chunk(id: string, model: string, delta: object, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

async function stream(
  res: ServerResponse,
  request: ChatRequest,
  reply: Extract<Reply, { text: string[] }>,
  open: () => boolean,
  timing: Timing | undefined,
  reportsUsage: boolean,
): Promise<void> {
  const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  res.write(chunk(id, request.model, { role: "assistant", content: "" }));
  await sleep(reply.firstTokenMs ?? 0);
  if (timing) timing.firstTokenAt = performance.now();
  for (const piece of reply.text) {
    if (!open()) return;
    res.write(chunk(id, request.model, { content: piece }));
    if (reply.gapMs) await sleep(reply.gapMs);
  }
  for (const [index, tool] of (reply.tools ?? []).entries()) {
    // As real servers do: id and name first, the arguments in two fragments.
    const half = Math.ceil(tool.arguments.length / 2);
    res.write(
      chunk(id, request.model, {
        tool_calls: [
          {
            index,
            id: tool.id ?? `call_${id.slice(9)}_${index}`,
            type: "function",
            function: { name: tool.name, arguments: "" },
          },
        ],
      }),
    );
    res.write(
      chunk(id, request.model, { tool_calls: [{ index, function: { arguments: tool.arguments.slice(0, half) } }] }),
    );
    res.write(
      chunk(id, request.model, { tool_calls: [{ index, function: { arguments: tool.arguments.slice(half) } }] }),
    );
  }
  res.write(chunk(id, request.model, {}, reply.tools?.length ? "tool_calls" : "stop"));
  if (reportsUsage && request.stream_options?.include_usage) {
    const output = reply.text.join("") + (reply.tools ?? []).map((tool) => tool.name + tool.arguments).join("");
    const usage = reply.usage ?? countedUsage(request, output);
    res.write(
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model: request.model, choices: [], usage })}\n\n`,
    );
  }
  res.end("data: [DONE]\n\n");
  if (timing) timing.endedAt = performance.now();
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const queue: Reply[] = [];
  const llm: FakeLlm = {
    baseUrl: "",
    requests: [],
    timings: new Map(),
    keepTimings: false,
    authorizations: [],
    embeddingRequests: [],
    synonyms: [],
    script: (...replies) => void queue.push(...replies),
    reset: () => {
      queue.length = 0;
      llm.requests.length = 0;
      llm.authorizations.length = 0;
      llm.embeddingRequests.length = 0;
      llm.reportsUsage = true;
    },
    fallback: { text: ["Sure."] },
    replyTo: null,
    reportsUsage: true,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "POST" && req.url?.endsWith("/embeddings")) {
        const request = JSON.parse(Buffer.concat(chunks).toString()) as EmbeddingRequest;
        llm.embeddingRequests.push(request);
        const inputs = Array.isArray(request.input) ? request.input : [request.input];
        return void res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            object: "list",
            model: request.model,
            data: inputs.map((input, index) => ({
              object: "embedding",
              index,
              embedding: embedding(input, llm.synonyms),
            })),
            usage: { prompt_tokens: 0, total_tokens: 0 },
          }),
        );
      }
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) return void res.writeHead(404).end();
      const request = JSON.parse(Buffer.concat(chunks).toString()) as ChatRequest;
      let timing: Timing | undefined;
      if (llm.keepTimings) {
        timing = { receivedAt: performance.now() };
        llm.timings.set(request.messages.at(-1)?.content ?? "", timing);
      } else {
        llm.requests.push(request);
        llm.authorizations.push(req.headers.authorization ?? "");
      }
      const reply = llm.replyTo?.(request) ?? queue.shift() ?? llm.fallback;
      let open = true;
      res.on("close", () => (open = false));
      if ("status" in reply) {
        const headers = { "content-type": "application/json", ...(reply.location ? { location: reply.location } : {}) };
        return void res.writeHead(reply.status, headers).end(JSON.stringify({ error: { message: "fake outage" } }));
      }
      if ("stallAfter" in reply) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        for (const piece of reply.stallAfter) res.write(chunk("chatcmpl-stall", request.model, { content: piece }));
        return; // never another byte
      }
      if ("content" in reply) {
        return void res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "chatcmpl-x",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: request.model,
            choices: [{ index: 0, message: { role: "assistant", content: reply.content }, finish_reason: "stop" }],
            ...(llm.reportsUsage ? { usage: reply.usage ?? countedUsage(request, reply.content) } : {}),
          }),
        );
      }
      void stream(res, request, reply, () => open, timing, llm.reportsUsage);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  llm.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return llm;
}
