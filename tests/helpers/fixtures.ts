import { randomBytes } from "node:crypto";
import type { Prisma } from "@/server/db/client";
import { createApiKey } from "@/server/keys/keys";
import { SCOPES, type Scope } from "@/server/keys/scopes";

// A workspace ready to place calls: an agent with a caller number, a click-to-call source, API
// keys (all scopes, live and test, one with too few scopes, one revoked) and, when asked, a
// webhook endpoint. Written with whichever Prisma client the caller holds, so a test can seed
// the database a child server process uses.

/** The i-th of a million distinct, valid US numbers (+1 415 2xx xxxx), none on any block list. */
export function phoneNumber(i: number): string {
  if (!Number.isInteger(i) || i < 0 || i >= 1_000_000) throw new RangeError(`phoneNumber(${i}): 0 ≤ i < 1e6`);
  return `+1415${2_000_000 + i}`;
}

export interface WorkspaceFixture {
  workspaceId: string;
  agentId: string;
  fromNumber: string;
  sourceId: string;
  /** Allowed origin of the click-to-call source. */
  origin: string;
  keys: {
    /** Live key with every scope. */
    live: string;
    /** Test-mode key with every scope (reaches the simulator only). */
    test: string;
    /** Live key with `contacts:read` only. */
    readOnly: string;
    revoked: string;
  };
  webhook: { endpointId: string; secret: string } | null;
}

export interface FixtureOptions {
  name?: string;
  /** Subscribe an endpoint at this URL (all event types). */
  webhookUrl?: string;
  /** Events the endpoint subscribes to; empty = all. */
  webhookEvents?: string[];
}

/** The fixture agent's script: two questions, then goodbye. */
export const FIXTURE_INSTRUCTIONS = "Book a dentist appointment.\n- Which day suits you best?\n- Morning or afternoon?";

export async function createWorkspaceFixture(
  client: Prisma.TransactionClient,
  options: FixtureOptions = {},
): Promise<WorkspaceFixture> {
  const name = options.name ?? `Fixture ${randomBytes(3).toString("hex")}`;
  const workspace = await client.workspace.create({ data: { name }, select: { id: true } });
  const workspaceId = workspace.id;
  const fromNumber = "+14155550100";
  const number = await client.callerNumber.create({
    data: { workspaceId, number: fromNumber, label: "main" },
    select: { id: true },
  });
  const agent = await client.agent.create({
    data: { workspaceId, name: "Ava", defaultCallerNumberId: number.id, instructions: FIXTURE_INSTRUCTIONS },
    select: { id: true },
  });
  const origin = "https://shop.example.com";
  const source = await client.clickToCallSource.create({
    data: { workspaceId, agentId: agent.id, name: "Website", allowedOrigins: [origin] },
    select: { id: true },
  });

  const key = async (label: string, scopes: readonly Scope[], mode: "live" | "test" = "live") =>
    createApiKey(client, { workspaceId, name: label, scopes: [...scopes], mode });
  const live = await key("all scopes", SCOPES);
  const test = await key("test mode", SCOPES, "test");
  const readOnly = await key("contacts only", ["contacts:read"]);
  const revoked = await key("revoked", SCOPES);
  await client.apiKey.update({ where: { id: revoked.apiKey.id }, data: { revokedAt: new Date() } });

  const webhook = options.webhookUrl
    ? await createWebhookEndpoint(client, workspaceId, options.webhookUrl, options.webhookEvents)
    : null;

  return {
    workspaceId,
    agentId: agent.id,
    fromNumber,
    sourceId: source.id,
    origin,
    keys: { live: live.secret, test: test.secret, readOnly: readOnly.secret, revoked: revoked.secret },
    webhook,
  };
}

/** An enabled endpoint (written directly: the private-range check of the settings UI is not in the way). */
export async function createWebhookEndpoint(
  client: Prisma.TransactionClient,
  workspaceId: string,
  url: string,
  events: string[] = [],
): Promise<{ endpointId: string; secret: string }> {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const endpoint = await client.webhookEndpoint.create({
    data: { workspaceId, url, secret, events },
    select: { id: true },
  });
  return { endpointId: endpoint.id, secret };
}
