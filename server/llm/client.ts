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
async function guardedFetch(href: string, init: RequestInit = {}): Promise<Response> {
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
  return new Response(Readable.toWeb(answer.body) as ReadableStream<Uint8Array>, {
    status: answer.statusCode,
    headers,
  });
}

export type LlmConnectionSettings = Pick<LlmConnection, "id" | "baseUrl" | "apiKeySealed" | "updatedAt">;

const clients = new Map<string, { updatedAt: number; client: OpenAI }>();

/** The connection's client, made once per version of the connection. */
export function llmClient(connection: LlmConnectionSettings): OpenAI {
  const cached = clients.get(connection.id);
  if (cached?.updatedAt === connection.updatedAt.getTime()) return cached.client;
  const client = new OpenAI({
    baseURL: connection.baseUrl,
    // Servers that take no key (a local Ollama) still get a placeholder: the package insists on one.
    apiKey: connection.apiKeySealed ? decryptSecret(connection.apiKeySealed) : "none",
    // The package calls fetch with the URL as a string.
    fetch: guardedFetch as typeof fetch,
    // Mid-call there is no time for the package's backoff; the voice session has its own fallback.
    maxRetries: 0,
    timeout: 60_000,
  });
  clients.set(connection.id, { updatedAt: connection.updatedAt.getTime(), client });
  return client;
}
