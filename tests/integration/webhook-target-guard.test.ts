import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { attemptDelivery } from "@/server/webhooks/delivery";
import { createWebhookEndpoint } from "@/server/webhooks/endpoints";
import { isPrivateAddress } from "@/server/webhooks/target-guard";

// WEBHOOK_ALLOW_PRIVATE_TARGETS is off here, as in production: endpoints cannot point inside
// our network, neither when saved nor (after a DNS change) when delivered to.

let workspaceId: string;
let server: Server;
let hits = 0;

beforeAll(async () => {
  await dbReady();
  workspaceId = (await db.workspace.create({ data: { name: "Guarded" } })).id;
  server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("isPrivateAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.16.0.1", true],
    ["192.168.1.1", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["::1", true],
    ["fd00::1", true],
    ["fe80::1", true],
    ["::ffff:127.0.0.1", true],
    ["::ffff:10.0.0.1", true],
    ["not an ip", true],
    ["8.8.8.8", false],
    ["93.184.216.34", false],
    ["2606:4700:4700::1111", false],
  ])("%s → %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe("saving an endpoint", () => {
  it.each(["http://127.0.0.1/hook", "http://10.0.0.5/hook", "http://[::1]:8080/hook", "http://169.254.169.254/latest/meta-data", "http://localhost/hook", "https://user:pass@93.184.216.34/hook"])(
    "refuses %s with VALIDATION_ERROR on url",
    async (url) => {
      await expect(createWebhookEndpoint(db, workspaceId, { url })).rejects.toMatchObject({
        code: "VALIDATION_ERROR",
        details: { issues: [{ path: ["url"], message: expect.any(String) }] },
      });
    },
  );

  it("accepts a public address", async () => {
    const endpoint = await createWebhookEndpoint(db, workspaceId, { url: "https://93.184.216.34/hook" });
    expect(endpoint.url).toBe("https://93.184.216.34/hook");
  });
});

describe("delivering", () => {
  it.each(["127.0.0.1", "localhost"])("re-checks the target (%s) and never connects to a private address", async (host) => {
    const port = (server.address() as AddressInfo).port;
    // As if the name resolved publicly when saved and to loopback now (DNS rebinding).
    const endpoint = await db.webhookEndpoint.create({ data: { workspaceId, url: `http://${host}:${port}/hook`, secret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0" } });
    const event = await db.webhookEvent.create({ data: { id: `evt_guard_${host}`, workspaceId, type: "webhook.test", subjectId: host, payload: {} } });
    const delivery = await db.webhookDelivery.create({ data: { eventId: event.id, endpointId: endpoint.id } });

    expect(await attemptDelivery(delivery.id, 1_000)).toBe("retry");
    const attempt = await db.webhookAttempt.findFirstOrThrow({ where: { deliveryId: delivery.id } });
    expect(attempt).toMatchObject({ attemptNumber: 1, statusCode: null, error: expect.stringMatching(/private or reserved address/) });
    expect(hits).toBe(0);
  });
});
