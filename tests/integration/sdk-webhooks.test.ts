import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true"; // the receiver below listens on localhost
});

const { db, dbReady } = await import("@/server/db/client");
const { transaction } = await import("@/server/db/unit-of-work");
const { emitWebhookEvent } = await import("@/server/webhooks/events");
const { attemptDelivery } = await import("@/server/webhooks/delivery");
const { rotateWebhookSecret } = await import("@/server/webhooks/endpoints");
const { SvcWebhookVerificationError, verifyWebhook } = await import("@/sdk/src/index");
const { createV1Workspace } = await import("../helpers/v1-fixture");

// verifyWebhook accepts what svc really sends: a delivery made by the server's own code to an
// integrator's endpoint, checked by the SDK on the raw body and headers as received.

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

const received: Received[] = [];
const receiver = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    received.push({ body, headers: req.headers });
    res.writeHead(204).end();
  });
});

let workspaceId: string;
let endpoint: { id: string; secret: string };
let subjectCounter = 0;

beforeAll(async () => {
  await dbReady();
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  ({ workspaceId } = await createV1Workspace());
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  endpoint = await db.webhookEndpoint.create({
    data: { workspaceId, url, secret: "whsec_" + Buffer.from("sdk-test-secret-24-bytes").toString("base64") },
  });
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** Emits an event and makes its delivery attempt; answers what the endpoint received. */
async function deliver(type: "lead.created" | "call.summary_ready", data: Record<string, string>): Promise<Received> {
  const subjectId = `subject_${++subjectCounter}`;
  const eventId = await transaction((tx) => emitWebhookEvent(tx, { workspaceId, type, subjectId, data }));
  const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { eventId, endpointId: endpoint.id } });
  expect(await attemptDelivery(delivery.id, null)).toBe("succeeded");
  return received.findLast((request) => request.headers["webhook-id"] === eventId)!;
}

describe("verifyWebhook on a real svc delivery", () => {
  it("returns the event for the endpoint's secret, from Node's headers or a Headers object", async () => {
    const { body, headers } = await deliver("lead.created", { leadId: "lead_1" });
    const event = verifyWebhook(body, headers, endpoint.secret);
    expect(event).toMatchObject({
      type: "lead.created",
      workspaceId,
      data: { leadId: "lead_1" },
      id: expect.stringMatching(/^evt_/),
    });
    expect(headers["webhook-id"]).toBe(event.id);
    const fetchStyle = new Headers(
      Object.entries(headers).map(([name, value]): [string, string] => [name, String(value)]),
    );
    expect(verifyWebhook(Buffer.from(body), fetchStyle, endpoint.secret)).toEqual(event);
  });

  it("rejects the delivery when its body was altered or the secret is wrong", async () => {
    const { body, headers } = await deliver("call.summary_ready", { callId: "call_1", summary: "Booked for Tuesday." });
    expect(() => verifyWebhook(body.replace("Tuesday", "Friday"), headers, endpoint.secret)).toThrow(
      SvcWebhookVerificationError,
    );
    const otherSecret = "whsec_" + Buffer.from("another-secret-24-bytes!").toString("base64");
    expect(() => verifyWebhook(body, headers, otherSecret)).toThrow(SvcWebhookVerificationError);
  });

  it("keeps accepting the old secret during a rotation (both sign), and the new one", async () => {
    const oldSecret = endpoint.secret;
    const { secret: newSecret } = await db.$transaction((tx) => rotateWebhookSecret(tx, workspaceId, endpoint.id));
    const { body, headers } = await deliver("lead.created", { leadId: "lead_2" });
    expect(verifyWebhook(body, headers, oldSecret).data).toEqual({ leadId: "lead_2" });
    expect(verifyWebhook(body, headers, newSecret).data).toEqual({ leadId: "lead_2" });
  });
});
