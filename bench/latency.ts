import { db } from "@/server/db/client";
import type { FakeTwilio } from "../tests/helpers/fake-twilio";
import type { WorkspaceFixture } from "../tests/helpers/fixtures";
import type { WebhookReceiver } from "../tests/helpers/webhook-receiver";
import { originateOnce } from "./scenarios";

// How long the asynchronous half takes: from the client's 202 to the carrier receiving the dial
// request, and from svc emitting a webhook event to the receiver getting it. Calls are sent at a
// steady rate (open loop), each answered and completed by the fake carrier. The first call's
// timeline (its status changes and webhook attempts, in ms after its 202) shows where the time goes.

export interface Percentiles {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LatencyFigures {
  calls: number;
  ratePerSecond: number;
  acceptedToDial: Percentiles;
  eventToWebhook: Percentiles & { types: Record<string, number> };
  /** Calls never dialed / events never received within the wait. */
  missingDials: number;
  missingWebhooks: number;
  timeline: CallTimeline | null;
}

/** One call from its 202 on: each status change and each webhook attempt, in ms after the 202. */
export interface CallTimeline {
  callId: string;
  transitions: Array<{ status: string; ms: number }>;
  webhooks: Array<{ type: string; attempt: number; status: number | null; ms: number; durationMs: number }>;
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

/** Webhooks each answered call produces with the fake carrier: queued, ringing, answered, completed. */
const WEBHOOKS_PER_CALL = 4;

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

export async function measureLatency(options: {
  baseUrl: string;
  fixture: WorkspaceFixture;
  carrier: FakeTwilio;
  receiver: WebhookReceiver;
  calls: number;
  ratePerSecond: number;
}): Promise<LatencyFigures> {
  const { baseUrl, fixture, carrier, receiver, calls, ratePerSecond } = options;
  const accepted = await Promise.all(
    Array.from({ length: calls }, (_, i) =>
      new Promise<void>((resolve) => setTimeout(resolve, (i * 1000) / ratePerSecond)).then(() =>
        originateOnce(baseUrl, fixture),
      ),
    ),
  );
  const ids = new Set(accepted.map((a) => a.callId));
  const firstDial = new Map<string, number>();
  const mine = () => carrier.dials.filter((dial) => ids.has(dial.callId));
  const delivered = () =>
    receiver.attempts.filter((a) => a.status >= 200 && a.status < 300 && a.subjectId !== null && ids.has(a.subjectId));
  await waitFor(
    () => new Set(mine().map((d) => d.callId)).size === calls && delivered().length >= calls * WEBHOOKS_PER_CALL,
    120_000,
  );

  for (const dial of mine()) if (!firstDial.has(dial.callId)) firstDial.set(dial.callId, dial.at);
  const dialDelays = accepted.flatMap((a) =>
    firstDial.has(a.callId) ? [firstDial.get(a.callId)! - a.acceptedAt] : [],
  );
  const firstReceipt = new Map<string, { delay: number; type: string }>();
  for (const attempt of delivered()) {
    if (!firstReceipt.has(attempt.eventId))
      firstReceipt.set(attempt.eventId, { delay: attempt.at - attempt.createdAt, type: attempt.type });
  }
  const timeline = accepted[0] ? await callTimeline(accepted[0].callId, accepted[0].acceptedAt) : null;
  const types: Record<string, number> = {};
  for (const { type } of firstReceipt.values()) types[type] = (types[type] ?? 0) + 1;
  return {
    calls,
    ratePerSecond,
    acceptedToDial: percentiles(dialDelays),
    eventToWebhook: { ...percentiles([...firstReceipt.values()].map((r) => r.delay)), types },
    missingDials: calls - firstDial.size,
    missingWebhooks: Math.max(0, calls * WEBHOOKS_PER_CALL - firstReceipt.size),
    timeline,
  };
}

async function callTimeline(callId: string, acceptedAt: number): Promise<CallTimeline> {
  const [events, deliveries] = await Promise.all([
    db.callEvent.findMany({ where: { callId }, orderBy: { occurredAt: "asc" } }),
    db.webhookDelivery.findMany({ where: { event: { subjectId: callId } }, include: { event: true, attempts: true } }),
  ]);
  return {
    callId,
    transitions: events.map((event) => ({ status: event.status, ms: event.occurredAt.getTime() - acceptedAt })),
    webhooks: deliveries
      .flatMap((delivery) =>
        delivery.attempts.map((attempt) => ({
          type: delivery.event.type,
          attempt: attempt.attemptNumber,
          status: attempt.statusCode,
          ms: attempt.startedAt.getTime() - acceptedAt,
          durationMs: attempt.durationMs,
        })),
      )
      .sort((a, b) => a.ms - b.ms),
  };
}
