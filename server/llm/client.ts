import OpenAI from "openai";
import { Agent, fetch as undiciFetch } from "undici";
import type { LlmConnection } from "@/server/db/generated/client";
import { env } from "@/server/env";
import { publicOnlyLookup, type TargetPolicy } from "@/server/net/target-guard";
import { decryptSecret } from "@/server/secrets/encryption";

// One OpenAI-compatible client per LLM connection (OpenAI, Azure's compatible endpoint, Groq,
// vLLM, llama.cpp, Ollama all take `baseURL`). Its sockets resolve hosts through the SSRF guard:
// a workspace's base URL must not reach inside our network unless LLM_ALLOW_PRIVATE_TARGETS.

export const llmTargets: TargetPolicy = { allowPrivate: env.LLM_ALLOW_PRIVATE_TARGETS };

const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup(llmTargets) } });
const guardedFetch = ((url: string, init?: RequestInit) => undiciFetch(url, { ...(init as object), dispatcher })) as unknown as typeof fetch;

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
    fetch: guardedFetch,
    // Mid-call there is no time for the package's backoff; the voice session has its own fallback.
    maxRetries: 0,
    timeout: 60_000,
  });
  clients.set(connection.id, { updatedAt: connection.updatedAt.getTime(), client });
  return client;
}
