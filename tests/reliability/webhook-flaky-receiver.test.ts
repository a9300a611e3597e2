import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { phoneNumber } from "../helpers/fixtures";
import { startWebhookReceiver, type Answer, type WebhookReceiver } from "../helpers/webhook-receiver";
import { accepted, eventually, originateWithRetries, type Originate } from "./support/clients";
import { startStack, type Stack } from "./support/stack";

// An integrator's endpoint that fails half the time, in every way endpoints fail (5xx, too slow,
// connection dropped): every event must still arrive exactly once with a 2xx, and every attempt
// must be on record (docs/decisions.md "Webhooks": retries, every attempt logged and visible).

const CALLS = 25;
/** Webhooks per answered call with the fake carrier: queued, ringing, answered, completed, summary_ready. */
const EVENTS_PER_CALL = 5;
/** Long enough that a loaded CI machine rarely outwaits an immediate 204, short enough to stay quick. */
const TIMEOUT_MS = 1000;

/** Ways an endpoint fails; the slow one answers after svc stopped waiting. */
const FAILURES: Answer[] = [500, 503, 429, { status: 503, delayMs: TIMEOUT_MS * 3 }, "reset"];

let carrier: FakeTwilio;
let receiver: WebhookReceiver;
let stack: Stack;

beforeAll(async () => {
  carrier = await startFakeTwilio({ autoComplete: true });
  receiver = await startWebhookReceiver({
    answer: () => (Math.random() < 0.5 ? 204 : FAILURES[Math.floor(Math.random() * FAILURES.length)]),
  });
  stack = await startStack({
    env: {
      ...carrier.env,
      // Twenty quick retries: the chance that one event fails all 21 coin flips is 1 in 2 million.
      WEBHOOK_RETRY_SCHEDULE: Array(20).fill("50ms").join(","),
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    fixture: { webhookUrl: receiver.url },
  });
  receiver.setSecret(stack.fixture.webhook!.secret);
});
afterAll(async () => {
  await stack?.teardown();
  await Promise.all([carrier?.close(), receiver?.close()]);
});

it("delivers every event exactly once to a receiver that fails half the time, and records every attempt", async () => {
  const requests: Originate[] = Array.from({ length: CALLS }, (_, i) => ({
    key: randomUUID(),
    to: phoneNumber(30_000 + i),
  }));
  await Promise.all(requests.map((request) => originateWithRetries(stack.server.url, stack.fixture, request)));
  expect(requests.filter((r) => !accepted(r))).toEqual([]);

  const { endpointId } = stack.fixture.webhook!;
  const expected = CALLS * EVENTS_PER_CALL;
  const done = await eventually(
    async () => (await stack.db.webhookDelivery.count({ where: { endpointId, status: "succeeded" } })) >= expected,
    180_000,
  );
  const deliveries = await stack.db.webhookDelivery.findMany({
    where: { endpointId },
    include: { attempts: true, event: { select: { id: true } } },
  });
  expect(
    deliveries.filter((d) => d.status !== "succeeded").map((d) => `${d.eventId}: ${d.status} after ${d.attemptCount}`),
  ).toEqual([]);
  expect(done).toBe(true);
  expect(deliveries).toHaveLength(expected);
  // Let late answers (the slow ones) land before comparing with what the receiver saw.
  await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 4));

  const events = await stack.db.webhookEvent.findMany({
    where: { workspaceId: stack.fixture.workspaceId },
    select: { id: true },
  });
  expect(events).toHaveLength(expected);
  // Every event acknowledged (2xx) by the receiver; none missing.
  expect(new Set(receiver.delivered())).toEqual(new Set(events.map((e) => e.id)));
  expect(receiver.attempts.every((a) => a.signatureValid)).toBe(true);

  // Every attempt the receiver saw is on record, with what went wrong.
  const failures = receiver.attempts.length - expected;
  expect(failures, "the receiver did fail about half the time").toBeGreaterThan(expected / 3);
  for (const delivery of deliveries) {
    const seen = receiver.attempts.filter((a) => a.eventId === delivery.event.id).length;
    expect({ attempts: delivery.attempts.length, attemptCount: delivery.attemptCount }, delivery.id).toEqual({
      attempts: seen,
      attemptCount: seen,
    });
    const failed = delivery.attempts.filter((a) => a.statusCode !== 204);
    for (const attempt of failed)
      expect(attempt.error ?? "", `${delivery.id} attempt ${attempt.attemptNumber}`).not.toBe("");
    expect(delivery.attempts.filter((a) => a.statusCode === 204)).toHaveLength(1);
    // Exactly once as far as svc knows: once it read a 2xx it never sent the event again. The
    // receiver may have answered 2xx more than once only where svc had stopped waiting (its record
    // says so), which is why receivers deduplicate by webhook-id.
    const answeredOk = receiver.attempts
      .filter((a) => a.eventId === delivery.event.id)
      .map((a) => a.status >= 200 && a.status < 300);
    const recorded = [...delivery.attempts].sort((a, b) => a.attemptNumber - b.attemptNumber);
    expect(recorded.at(-1)?.statusCode, `${delivery.id}: the last attempt is the 2xx`).toBe(204);
    recorded.forEach((attempt, i) => {
      if (answeredOk[i] && attempt.statusCode !== 204) expect(attempt.error).toMatch(/^no response within/);
    });
  }
});
