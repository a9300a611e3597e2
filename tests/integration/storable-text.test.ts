import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The webhook receiver below listens on loopback.
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
});

import { createCampaign } from "@/server/campaigns/campaigns";
import { createCampaignInput } from "@/server/campaigns/inputs";
import { createContact } from "@/server/contacts/contacts";
import { db, dbReady } from "@/server/db/client";
import { transaction } from "@/server/db/unit-of-work";
import { attemptDelivery } from "@/server/webhooks/delivery";
import { createWorkspaceFixture, phoneNumber, type WorkspaceFixture } from "../helpers/fixtures";

// Text Postgres refuses (NUL; lone surrogates, which jsonb refuses as escapes) never fails a write:
// it is cleaned where it enters storage (docs/decisions.md "Untrusted schemas and text"), whoever
// wrote it: a server-side caller past the API's body checks, a webhook receiver's answer.

let ws: WorkspaceFixture;
let receiver: Server;

beforeAll(async () => {
  await dbReady();
  ws = await createWorkspaceFixture(db);
  receiver = createServer((_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end("ok\0 thanks"));
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe("text no column takes", () => {
  it("a contact's fields are stored without NULs, lone surrogates as U+FFFD", async () => {
    const contact = await transaction((tx) =>
      createContact(tx, ws.workspaceId, "live", {
        phone: phoneNumber(70_001),
        name: "A\0da \ud800",
        metadata: { "cr\0m": "4\udc002" },
      }),
    );
    expect(await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({
      name: "Ada \ufffd",
      metadata: { crm: "4\ufffd2" },
    });
  });

  it("a campaign's name and its recipients' variables and metadata likewise", async () => {
    const input = createCampaignInput.parse({
      name: "Sur\0vey",
      agentId: ws.agentId,
      schedule: { startAt: "2027-06-01T15:00:00Z" },
      recipients: [{ to: phoneNumber(70_002), variables: { name: "A\0da" }, metadata: { note: "\ud83d" } }],
    });
    const campaign = await transaction((tx) =>
      createCampaign(tx, { workspaceId: ws.workspaceId, mode: "live" }, input),
    );
    expect(campaign.name).toBe("Survey");
    expect(await db.campaignRecipient.findFirstOrThrow({ where: { campaignId: campaign.id } })).toMatchObject({
      variables: { name: "Ada" },
      metadata: { note: "\ufffd" },
    });
  });

  it("a webhook receiver answering a NUL: the attempt is stored with its answer", async () => {
    const endpoint = await db.webhookEndpoint.create({
      data: {
        workspaceId: ws.workspaceId,
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
        secret: "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0",
      },
    });
    const event = await db.webhookEvent.create({
      data: {
        id: "evt_storable",
        workspaceId: ws.workspaceId,
        type: "webhook.test",
        subjectId: "storable",
        payload: {},
      },
    });
    const delivery = await db.webhookDelivery.create({ data: { eventId: event.id, endpointId: endpoint.id } });
    expect(await attemptDelivery(delivery.id, null)).toBe("succeeded");
    expect(await db.webhookAttempt.findFirstOrThrow({ where: { deliveryId: delivery.id } })).toMatchObject({
      statusCode: 200,
      responseSnippet: "ok thanks",
    });
  });
});
