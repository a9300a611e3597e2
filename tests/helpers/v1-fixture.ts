import { db } from "@/server/db/client";
import { createApiKey } from "@/server/keys/keys";
import { SCOPES, type Scope } from "@/server/keys/scopes";

// A workspace ready for /v1 calls: an agent with a caller number, and an all-scopes live key.

export interface V1Workspace {
  workspaceId: string;
  agentId: string;
  fromNumber: string;
  apiKey: string;
  keyId: string;
}

let counter = 0;

export async function createV1Workspace(options: { scopes?: Scope[]; fromNumber?: string } = {}): Promise<V1Workspace> {
  counter += 1;
  const fromNumber = options.fromNumber ?? "+14155550100";
  const workspace = await db.workspace.create({ data: { name: `Test workspace ${counter}` } });
  const number = await db.callerNumber.create({ data: { workspaceId: workspace.id, number: fromNumber } });
  const agent = await db.agent.create({
    data: { workspaceId: workspace.id, name: "Ada", defaultCallerNumberId: number.id },
  });
  const { apiKey, secret } = await createApiKey(db, {
    workspaceId: workspace.id,
    name: "test",
    scopes: options.scopes ?? [...SCOPES],
  });
  return { workspaceId: workspace.id, agentId: agent.id, fromNumber, apiKey: secret, keyId: apiKey.id };
}

export async function addKey(workspaceId: string, scopes: Scope[], mode: "live" | "test" = "live"): Promise<string> {
  return (await createApiKey(db, { workspaceId, name: `key ${scopes.join(",")}`, scopes, mode })).secret;
}

/** JSON request helpers against a running app server. */
export function v1Client(baseUrl: string, apiKey?: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
    ...extra,
  });
  const send = (method: string, path: string, body?: unknown, extra?: Record<string, string>) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: headers({ ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...extra }),
      body: body === undefined || typeof body === "string" ? body : JSON.stringify(body),
    });
  return {
    get: (path: string, extra?: Record<string, string>) => fetch(`${baseUrl}${path}`, { headers: headers(extra) }),
    post: (path: string, body: unknown, extra?: Record<string, string>) => send("POST", path, body, extra),
    patch: (path: string, body: unknown, extra?: Record<string, string>) => send("PATCH", path, body, extra),
    delete: (path: string, extra?: Record<string, string>) => send("DELETE", path, undefined, extra),
  };
}
