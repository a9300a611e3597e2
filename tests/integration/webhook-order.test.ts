import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually, startDialingHarness, type DialingHarness } from "../helpers/dialing-harness";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

// The deliveries of one endpoint about one subject (a call) go one at a time, in the order of
// their events; those about another subject go side by side (server/webhooks/events.ts,
// deliveryQueue). The receiver holds every answer a while, so deliveries sent together overlap.

const HOLD_MS = 200;
let harness: DialingHarness;
let receiver: WebhookReceiver;

beforeAll(async () => {
  // A timeout far above the hold: no attempt here fails, however loaded the machine.
  harness = await startDialingHarness({ WEBHOOK_TIMEOUT_MS: "10000" });
  receiver = await startWebhookReceiver({ answer: () => ({ status: 204, delayMs: HOLD_MS }) });
});
afterAll(async () => {
  await harness?.stop();
  await receiver?.close();
});

it("a call's deliveries reach an endpoint one at a time and in order; two calls' go side by side", async () => {
  const { db } = await import("@/server/db/client");
  const { transaction } = await import("@/server/db/unit-of-work");
  const { createWebhookEndpoint } = await import("@/server/webhooks/endpoints");
  const { emitWebhookEvent } = await import("@/server/webhooks/events");
  const workspaceId = (await db.workspace.create({ data: { name: "Webhook order" } })).id;
  const endpoint = await createWebhookEndpoint(db, workspaceId, { url: receiver.url });
  receiver.setSecret(endpoint.secret);
  const types = ["call.queued", "call.ringing", "call.answered", "call.completed"] as const;
  const calls = ["call_order_a", "call_order_b"];
  // Two calls' events, interleaved, committed together: their eight deliveries are requested at once.
  await transaction(async (tx) => {
    for (const type of types)
      for (const subjectId of calls)
        await emitWebhookEvent(tx, { workspaceId, type, subjectId, data: { id: subjectId } });
  });
  await eventually(async () => receiver.delivered().length === 8, 30_000, "the eight deliveries");
  expect(receiver.attempts).toHaveLength(8);

  for (const subjectId of calls) {
    const seen = receiver.attempts.filter((attempt) => attempt.subjectId === subjectId);
    expect(seen.map((attempt) => attempt.type)).toEqual(types);
    // Each sent once the one before was answered.
    for (let i = 1; i < seen.length; i++) expect(seen[i].at - seen[i - 1].at).toBeGreaterThanOrEqual(HOLD_MS - 5);
  }
  // The two calls' first events were sent together, not one after the other.
  const [a, b] = calls.map((subjectId) => receiver.attempts.find((attempt) => attempt.subjectId === subjectId)!);
  expect(Math.abs(a.at - b.at)).toBeLessThan(HOLD_MS);
});
