import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { SvcWebhookVerificationError, verifyWebhook } from "../src/index.js";

const secret = "whsec_" + Buffer.from("a-32-byte-secret-for-the-tests!!").toString("base64");
const event = {
  id: "evt_1",
  type: "lead.created",
  createdAt: "2026-11-22T05:00:00.000Z",
  workspaceId: "ws_1",
  data: { leadId: "lead_1" },
};
const payload = JSON.stringify(event);

function signedHeaders(body: string, at = new Date(), id = "evt_1"): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, body),
  };
}

describe("verifyWebhook", () => {
  it("accepts a signed delivery and returns the event, from a plain object or a Headers", () => {
    const headers = signedHeaders(payload);
    expect(verifyWebhook(payload, headers, secret)).toEqual(event);
    expect(verifyWebhook(new TextEncoder().encode(payload), new Headers(headers), secret)).toEqual(event);
    // Node's IncomingHttpHeaders: any case.
    const upper = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]));
    expect(verifyWebhook(payload, upper, secret)).toEqual(event);
  });

  it("rejects a tampered body", () => {
    const headers = signedHeaders(payload);
    const tampered = payload.replace("lead_1", "lead_2");
    expect(() => verifyWebhook(tampered, headers, secret)).toThrow(SvcWebhookVerificationError);
  });

  it("rejects a signature made with another secret or for another message id", () => {
    const headers = signedHeaders(payload);
    const otherSecret = "whsec_" + Buffer.from("another-32-byte-secret-for-tests").toString("base64");
    expect(() => verifyWebhook(payload, headers, otherSecret)).toThrow(SvcWebhookVerificationError);
    expect(() => verifyWebhook(payload, { ...headers, "webhook-id": "evt_2" }, secret)).toThrow(/signature/);
  });

  it("rejects a stale delivery (replay after more than 5 minutes) and one from the future", () => {
    const stale = signedHeaders(payload, new Date(Date.now() - 6 * 60_000));
    expect(() => verifyWebhook(payload, stale, secret)).toThrow(/too old/);
    const future = signedHeaders(payload, new Date(Date.now() + 6 * 60_000));
    expect(() => verifyWebhook(payload, future, secret)).toThrow(/too new/);
  });

  it("rejects a delivery without signature headers", () => {
    expect(() => verifyWebhook(payload, { "content-type": "application/json" }, secret)).toThrow(
      /Missing required headers/,
    );
  });
});
