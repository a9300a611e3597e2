import { Readable } from "node:stream";
import OpenAI from "openai";
import { Agent, type Dispatcher } from "undici";
import type { LlmConnection } from "@/server/db/generated/client";
import { assertDeliverableUrl, publicOnlyLookup, targetPolicy } from "@/server/net/target-guard";
import { decryptSecret } from "@/server/secrets/encryption";

// One OpenAI-compatible client per LLM connection (OpenAI, Azure's compatible endpoint, Groq,
// vLLM, llama.cpp, Ollama all take `baseURL`). Every request passes the SSRF guard: an IP literal
// is judged before connecting, a name by the lookup of the socket's own connection; a workspace's
// base URL must not reach inside our network unless LLM_ALLOW_PRIVATE_TARGETS.

export const llmTargets = targetPolicy("LLM_ALLOW_PRIVATE_TARGETS");

const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup(llmTargets) } });

/** Null-body statuses: a Response must not be given a body for them. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The `fetch` the package sends through: undici's dispatcher API, on the same keep-alive sockets
 * as undici's fetch but without its WHATWG machinery, which cost a streamed voice turn 0.6 ms of
 * CPU where this costs 0.35 ms (docs/voice-agent.md "Cost per turn"). Redirects are not followed,
 * as for webhooks: a redirect to an IP literal would skip the guard's lookup.
 */
async function guardedFetch(href: string, init: RequestInit, streamed: boolean): Promise<Response> {
  const url = new URL(href);
  // Sockets skip the lookup for an IP literal: it is judged here, as for tools and webhooks.
  assertDeliverableUrl(url, llmTargets);
  const answer = await dispatcher.request({
    origin: url.origin,
    path: url.pathname + url.search,
    method: (init.method ?? "GET") as Dispatcher.HttpMethod,
    // The package hands a Headers, which undici takes as it is (not a HeadersInit's array of pairs).
    headers: init.headers instanceof Headers ? init.headers : new Headers(init.headers),
    // The package sends JSON text (chat completions, analysis); undici takes its other bodies too.
    body: init.body as string | null | undefined,
    signal: init.signal ?? undefined,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, one);
  }
  if (NO_BODY.has(answer.statusCode)) {
    answer.body.resume();
    return new Response(null, { status: answer.statusCode, headers });
  }
  if (streamed && answer.statusCode < 300 && headers.get("content-type")?.startsWith("text/event-stream"))
    return eventStreamResponse(answer.body, { status: answer.statusCode, headers });
  return new Response(Readable.toWeb(answer.body) as ReadableStream<Uint8Array>, {
    status: answer.statusCode,
    headers,
  });
}

/**
 * A streamed answer whose `body` is undici's own stream. The package reads the body of a request
 * made with `stream: true` only with `for await`, which a Node stream answers itself: a web stream
 * around it (`Readable.toWeb`) cost every chunk of every turn its promises and copies, a tenth of
 * what a voice turn allocated (docs/performance.md "What a voice turn allocates"). Any other
 * request's body is read with `json()` or `text()`, which such a Response cannot serve, whatever
 * the server answered: only the client for streamed requests makes one.
 */
function eventStreamResponse(body: Readable, init: ResponseInit): Response {
  // An error before the package's first read reaches it through the iteration; unheard until
  // then, it would be uncaught.
  body.on("error", () => {});
  const response = new Response(null, init);
  Object.defineProperty(response, "body", { value: body });
  return response;
}

export type LlmConnectionSettings = Pick<LlmConnection, "id" | "baseUrl" | "apiKeySealed" | "updatedAt">;

interface ConnectionClients {
  updatedAt: number;
  /** For requests answered whole (JSON): analysis, embeddings. */
  requests: OpenAI;
  /** For requests made with `stream: true` alone: the voice brain's turns. */
  streams: OpenAI;
}

const clients = new Map<string, ConnectionClients>();

/** The connection's clients, made once per version of the connection. */
function clientsOf(connection: LlmConnectionSettings): ConnectionClients {
  const cached = clients.get(connection.id);
  if (cached?.updatedAt === connection.updatedAt.getTime()) return cached;
  // Servers that take no key (a local Ollama) still get a placeholder: the package insists on one.
  const apiKey = connection.apiKeySealed ? decryptSecret(connection.apiKeySealed) : "none";
  const client = (streamed: boolean) =>
    new OpenAI({
      baseURL: connection.baseUrl,
      apiKey,
      // The package calls fetch with the URL as a string.
      fetch: ((href: string, init: RequestInit = {}) => guardedFetch(href, init, streamed)) as typeof fetch,
      // Mid-call there is no time for the package's backoff; the voice session has its own fallback.
      maxRetries: 0,
      timeout: 60_000,
    });
  const made = { updatedAt: connection.updatedAt.getTime(), requests: client(false), streams: client(true) };
  clients.set(connection.id, made);
  return made;
}

/** The connection's client for requests answered whole. */
export function llmClient(connection: LlmConnectionSettings): OpenAI {
  return clientsOf(connection).requests;
}

/** The connection's client for requests made with `stream: true`, and only those. */
export function llmStreamClient(connection: LlmConnectionSettings): OpenAI {
  return clientsOf(connection).streams;
}
