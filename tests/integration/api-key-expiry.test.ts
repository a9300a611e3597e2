import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LocalExecutor } from "@/inngest/local-executor/executor";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

// `api_key.expiring`, 7 days and 1 day before a key expires, exactly once per key and threshold,
// found by the announce-expiring-keys scan on the key clock (moved here instead of waiting a week);
// and the expired key refused with API_KEY_EXPIRED.

let harness: DialingHarness;
let executor: LocalExecutor;
let receiver: WebhookReceiver;
let db: typeof import("@/server/db/client").db;
let keyClock: typeof import("@/server/keys/clock").keyClock;
let announceExpiringKeys: typeof import("@/server/keys/expiry").announceExpiringKeys;
let createApiKey: typeof import("@/server/keys/keys").createApiKey;
let authenticateApiKey: typeof import("@/server/keys/authenticate").authenticateApiKey;
let workspaceId: string;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

beforeAll(async () => {
  harness = await startDialingHarness();
  ({ db } = await import("@/server/db/client"));
  ({ keyClock } = await import("@/server/keys/clock"));
  ({ announceExpiringKeys } = await import("@/server/keys/expiry"));
  ({ createApiKey } = await import("@/server/keys/keys"));
  ({ authenticateApiKey } = await import("@/server/keys/authenticate"));
  const { startLocalExecutor } = await import("@/inngest/local-executor/start");
  executor = await startLocalExecutor(); // the harness's, already running
  const { createWebhookEndpoint } = await import("@/server/webhooks/endpoints");
  workspaceId = (await db.workspace.create({ data: { name: "Expiring keys" } })).id;
  receiver = await startWebhookReceiver();
  const endpoint = await createWebhookEndpoint(db, workspaceId, { url: receiver.url, events: ["api_key.expiring"] });
  receiver.setSecret(endpoint.secret);
});
afterEach(() => keyClock.set(null));
afterAll(async () => {
  await harness?.stop();
  await receiver?.close();
});

async function keyExpiringAt(expiresAt: Date, name = "expiring") {
  return createApiKey(db, { workspaceId, name, scopes: ["calls:read"], expiresAt: expiresAt.toISOString() });
}

/** The `api_key.expiring` events of a key: threshold and payload. */
async function warningsOf(keyId: string) {
  const events = await db.webhookEvent.findMany({
    where: { type: "api_key.expiring", subjectId: { startsWith: `${keyId}:` } },
    orderBy: { createdAt: "asc" },
  });
  return events.map((event) => ({ id: event.id, payload: event.payload as Record<string, never> }));
}

describe("api_key.expiring", () => {
  it("is sent 7 days and 1 day before the key expires, once each, through the scheduled scan", async () => {
    const expiresAt = new Date(Date.now() + 30 * DAY_MS);
    const { apiKey, secret } = await keyExpiringAt(expiresAt);

    keyClock.set(new Date(expiresAt.getTime() - 8 * DAY_MS));
    await announceExpiringKeys();
    expect(await warningsOf(apiKey.id)).toEqual([]);

    keyClock.set(new Date(expiresAt.getTime() - 7 * DAY_MS + MINUTE_MS));
    executor.fireCrons(new Date("2026-01-01T10:15:00Z"));
    const [week] = await eventually(async () => {
      const warnings = await warningsOf(apiKey.id);
      return warnings.length > 0 && warnings;
    });
    expect(week.payload).toMatchObject({
      type: "api_key.expiring",
      apiVersion: "v1",
      workspaceId,
      data: {
        threshold: "7d",
        apiKey: { id: apiKey.id, name: "expiring", expiresAt: expiresAt.toISOString(), status: "active" },
      },
    });
    await eventually(async () => receiver.delivered().includes(week.id), 15_000, "the 7-day warning delivered");
    expect(receiver.attempts.find((attempt) => attempt.eventId === week.id)?.signatureValid).toBe(true);
    expect(JSON.stringify(week.payload)).not.toContain(secret);

    // Scans again, in this process and as another process's would: nothing twice.
    await announceExpiringKeys();
    await announceExpiringKeys();
    keyClock.set(new Date(expiresAt.getTime() - 2 * DAY_MS));
    await announceExpiringKeys();
    expect(await warningsOf(apiKey.id)).toHaveLength(1);

    keyClock.set(new Date(expiresAt.getTime() - DAY_MS + MINUTE_MS));
    await announceExpiringKeys();
    await announceExpiringKeys();
    const warnings = await warningsOf(apiKey.id);
    expect(warnings.map(({ payload }) => (payload.data as { threshold: string }).threshold)).toEqual(["7d", "1d"]);
    await eventually(async () => receiver.delivered().includes(warnings[1]!.id), 15_000, "the 1-day warning delivered");

    keyClock.set(new Date(expiresAt.getTime() + MINUTE_MS));
    await announceExpiringKeys();
    expect(await warningsOf(apiKey.id)).toHaveLength(2);
    await expect(authenticateApiKey(`Bearer ${secret}`)).rejects.toMatchObject({ code: "API_KEY_EXPIRED" });
    expect(receiver.delivered().filter((id) => warnings.some((warning) => warning.id === id))).toHaveLength(2);
  });

  it("gives a key that first enters both thresholds the nearer warning only, and a revoked key none", async () => {
    const soon = await keyExpiringAt(new Date(Date.now() + 12 * 60 * MINUTE_MS), "soon");
    const revoked = await keyExpiringAt(new Date(Date.now() + 3 * DAY_MS), "revoked");
    await db.apiKey.update({ where: { id: revoked.apiKey.id }, data: { revokedAt: new Date() } });
    await announceExpiringKeys();
    await announceExpiringKeys();
    const warnings = await warningsOf(soon.apiKey.id);
    expect(warnings.map(({ payload }) => (payload.data as { threshold: string }).threshold)).toEqual(["1d"]);
    expect(await warningsOf(revoked.apiKey.id)).toEqual([]);
  });
});
