import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { attemptDelivery } from "@/server/webhooks/delivery";
import { createWebhookEndpoint } from "@/server/webhooks/endpoints";
import { isPrivateAddress } from "@/server/net/target-guard";

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
    // Special-purpose IPv4 blocks
    ["192.0.2.1", true], // TEST-NET-1
    ["198.51.100.7", true], // TEST-NET-2
    ["203.0.113.9", true], // TEST-NET-3
    ["198.18.0.1", true], // benchmarking
    ["192.88.99.1", true], // 6to4 relay anycast
    ["192.0.0.8", true], // IETF protocol assignments
    ["224.0.0.1", true], // multicast
    ["240.0.0.1", true], // reserved
    ["255.255.255.255", true], // broadcast
    // Special-purpose IPv6 blocks
    ["::", true],
    ["2001:db8::1", true], // documentation
    ["2001:2::1", true], // benchmarking
    ["fec0::1", true], // deprecated site-local
    ["100::1", true], // discard
    ["ff02::1", true], // multicast
    ["fe80::1%eth0", true], // link-local with a zone
    ["4000::1", true], // outside global unicast 2000::/3
    // IPv6 forms that embed an IPv4 address, judged by it
    ["::ffff:192.0.2.1", true], // mapped TEST-NET
    ["::ffff:7f00:1", true], // mapped loopback, hex form
    ["::ffff:8.8.8.8", false],
    ["::ffff:0:127.0.0.1", true], // translated (RFC 6145)
    ["::ffff:0:8.8.8.8", false],
    ["::127.0.0.1", true], // IPv4-compatible (deprecated)
    ["::8.8.8.8", true],
    ["64:ff9b::127.0.0.1", true], // NAT64
    ["64:ff9b::a9fe:a9fe", true], // NAT64 of the cloud metadata address
    ["64:ff9b::808:808", false],
    ["64:ff9b:1::808:808", true], // local-use NAT64
    ["2002:7f00:1::1", true], // 6to4 of loopback
    ["2002:c000:201::1", true], // 6to4 of TEST-NET-1
    ["2002:808:808::1", false],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", true], // Teredo, client 192.0.2.45 (XOR-ed)
    ["2001:0:4136:e378::80ff:fffe", true], // Teredo, client 127.0.0.1
    ["2001:0:a00:1::f7f7:f7f7", true], // Teredo, server 10.0.0.1
    ["2001:0:4136:e378:8000:63bf:f7f7:f7f7", false], // Teredo, server 65.54.227.120, client 8.8.8.8
    ["2606:4700::5efe:a00:1", true], // ISATAP of 10.0.0.1
    ["2606:4700::200:5efe:808:808", false], // ISATAP of 8.8.8.8
  ])("%s → %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe("saving an endpoint", () => {
  it.each([
    "http://127.0.0.1/hook",
    "http://10.0.0.5/hook",
    "http://[::1]:8080/hook",
    "http://169.254.169.254/latest/meta-data",
    "http://localhost/hook",
    "https://user:pass@93.184.216.34/hook",
    "https://192.0.2.10/hook",
    "https://203.0.113.5/hook",
    "http://[64:ff9b::169.254.169.254]/latest/meta-data",
    "http://[2002:7f00:1::1]/hook",
    "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook",
  ])("refuses %s with VALIDATION_ERROR on url", async (url) => {
    await expect(createWebhookEndpoint(db, workspaceId, { url })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      details: { issues: [{ path: ["url"], message: expect.any(String) }] },
    });
  });

  it("names the setting that allows private targets", async () => {
    await expect(createWebhookEndpoint(db, workspaceId, { url: "http://10.0.0.1/hook" })).rejects.toMatchObject({
      message:
        "The webhook URL is not allowed: 10.0.0.1 is a private or reserved address (WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows private targets).",
    });
  });

  it("accepts a public address", async () => {
    const endpoint = await createWebhookEndpoint(db, workspaceId, { url: "https://93.184.216.34/hook" });
    expect(endpoint.url).toBe("https://93.184.216.34/hook");
  });
});

describe("delivering", () => {
  it.each(["198.51.100.7:9", "[64:ff9b::a9fe:a9fe]", "[2002:c000:201::1]"])(
    "refuses a stored target on a reserved address (%s) without connecting",
    async (host) => {
      const endpoint = await db.webhookEndpoint.create({
        data: { workspaceId, url: `http://${host}/hook`, secret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0" },
      });
      const event = await db.webhookEvent.create({
        data: { id: `evt_guard_${host}`, workspaceId, type: "webhook.test", subjectId: host, payload: {} },
      });
      const delivery = await db.webhookDelivery.create({ data: { eventId: event.id, endpointId: endpoint.id } });

      const started = Date.now();
      expect(await attemptDelivery(delivery.id, 1_000)).toBe("retry");
      const attempt = await db.webhookAttempt.findFirstOrThrow({ where: { deliveryId: delivery.id } });
      expect(attempt).toMatchObject({ statusCode: null, error: expect.stringMatching(/private or reserved address/) });
      expect(Date.now() - started).toBeLessThan(1_000); // no connection attempt waited on
    },
  );

  it.each(["127.0.0.1", "localhost"])(
    "re-checks the target (%s) and never connects to a private address",
    async (host) => {
      const port = (server.address() as AddressInfo).port;
      // As if the name resolved publicly when saved and to loopback now (DNS rebinding).
      const endpoint = await db.webhookEndpoint.create({
        data: { workspaceId, url: `http://${host}:${port}/hook`, secret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0" },
      });
      const event = await db.webhookEvent.create({
        data: { id: `evt_guard_${host}`, workspaceId, type: "webhook.test", subjectId: host, payload: {} },
      });
      const delivery = await db.webhookDelivery.create({ data: { eventId: event.id, endpointId: endpoint.id } });

      expect(await attemptDelivery(delivery.id, 1_000)).toBe("retry");
      const attempt = await db.webhookAttempt.findFirstOrThrow({ where: { deliveryId: delivery.id } });
      expect(attempt).toMatchObject({
        attemptNumber: 1,
        statusCode: null,
        error: expect.stringMatching(/private or reserved address/),
      });
      expect(hits).toBe(0);
    },
  );
});
