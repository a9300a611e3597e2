import { afterAll, beforeAll, expect, it } from "vitest";
import { startDialingHarness, eventually, type DialingHarness } from "../helpers/dialing-harness";
import { startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import type { WorkspaceFixture } from "../helpers/fixtures";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

// Calls accepted through /v1 at a steady 2/s, with the local executor and a carrier on
// localhost: every one is dialed and the first one's webhooks arrive. How fast is measured by
// the benchmark (`npm run bench -- --only latency`), not asserted here: the machine is shared.

const CALLS = 20;
const RATE_PER_SECOND = 2;

let twilio: FakeTwilio;
let receiver: WebhookReceiver;
let harness: DialingHarness;
let ws: WorkspaceFixture;
// Server modules are imported after the harness set the settings.

beforeAll(async () => {
  twilio = await startFakeTwilio({ autoComplete: true });
  receiver = await startWebhookReceiver();
  harness = await startDialingHarness(twilio.env);
  const { db } = await import("@/server/db/client");
  const { createWorkspaceFixture } = await import("../helpers/fixtures");
  ws = await createWorkspaceFixture(db, { webhookUrl: receiver.url });
  receiver.setSecret(ws.webhook!.secret);
});
afterAll(async () => {
  await harness?.stop();
  await twilio?.close();
  await receiver?.close();
});

it(
  `dials each of ${CALLS} calls accepted at ${RATE_PER_SECOND}/s, and delivers the first one's webhooks`,
  async () => {
    const accepted: string[] = [];
    await Promise.all(
      Array.from({ length: CALLS }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i * 1000) / RATE_PER_SECOND));
        const response = await fetch(`${harness.app.url}/v1/workspaces/${ws.workspaceId}/calls/originate-manual`, {
          method: "POST",
          headers: { authorization: `Bearer ${ws.keys.live}`, "content-type": "application/json" },
          body: JSON.stringify({ agentId: ws.agentId, to: `+1415555${String(2000 + i)}` }),
        });
        expect(response.status).toBe(202);
        accepted[i] = ((await response.json()) as { data: { id: string } }).data.id;
      }),
    );
    await eventually(async () => twilio.dials.length >= CALLS, 60_000, "every dial");
    expect(new Set(twilio.dials.map((d) => d.callId))).toEqual(new Set(accepted));

    const [callId] = accepted;
    await eventually(
      async () => receiver.attempts.filter((a) => a.subjectId === callId).length >= 4,
      15_000,
      "the first call's webhooks",
    );
  },
  CALLS * 1000 + 60_000,
);
