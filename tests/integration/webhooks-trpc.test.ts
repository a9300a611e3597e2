import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorOf } from "@/server/api/errors";
import { signUp } from "@/server/auth/signup";
import { db, dbReady } from "@/server/db/client";
import { SCOPES, type Scope } from "@/server/keys/scopes";
import { callerAs, callerFor } from "../helpers/settings-caller";

// The webhook endpoint procedures as the settings UI calls them (`v1.webhookEndpoints.*`, the same
// ones /v1 serves, and `settings.webhooks.revealSecret`): admins manage, members read, keys without
// the scope cannot reach them, and refused input writes nothing.

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return apiErrorOf(error).code;
  }
  throw new Error("expected a rejection");
}

let owner: { userId: string; workspaceId: string };
let member: { userId: string; workspaceId: string };

beforeAll(async () => {
  await dbReady();
  owner = await signUp({
    name: "Olga",
    email: "olga@example.com",
    password: "correct horse battery",
    workspaceName: "Hooks",
  });
  member = await signUp({
    name: "Mo",
    email: "mo@example.com",
    password: "another long secret",
    workspaceName: "Mo's",
  });
  await db.membership.create({ data: { workspaceId: owner.workspaceId, userId: member.userId, role: "member" } });
});

describe("webhooks procedures", () => {
  it("let an admin create, list, filter, reveal, rotate, test, inspect, redeliver and remove", async () => {
    const api = callerFor(owner.userId);
    const id = owner.workspaceId;
    const { data: created } = await api.v1.webhookEndpoints.create({
      id,
      url: "https://93.184.216.34/hooks",
      events: ["call.completed"],
    });
    expect(created.secret).toMatch(/^whsec_/);
    const listed = (await api.v1.webhookEndpoints.list({ id })).data.items;
    expect(listed).toEqual([expect.objectContaining({ id: created.id, events: ["call.completed"], enabled: true })]);
    expect(listed[0]).not.toHaveProperty("secret");

    const { data: updated } = await api.v1.webhookEndpoints.update({
      id,
      endpointId: created.id,
      events: ["call.completed", "call.summary_ready"],
      enabled: false,
    });
    expect(updated).toMatchObject({ events: ["call.completed", "call.summary_ready"], enabled: false });
    expect(await api.settings.webhooks.revealSecret({ id, endpointId: created.id })).toBe(created.secret);
    const rotated = (await api.v1.webhookEndpoints.rotateSecret({ id, endpointId: created.id })).data.secret;
    expect(await api.settings.webhooks.revealSecret({ id, endpointId: created.id })).toBe(rotated);

    const { data: test } = await api.v1.webhookEndpoints.sendTest({ id, endpointId: created.id });
    const deliveries = (await api.v1.webhookEndpoints.deliveries({ id, endpointId: created.id })).data.items;
    expect(deliveries).toEqual([
      expect.objectContaining({
        id: test.id,
        status: "pending",
        event: expect.objectContaining({ id: test.event.id, type: "webhook.test" }),
      }),
    ]);
    await api.v1.webhookEndpoints.redeliver({ id, deliveryId: deliveries[0].id });
    expect(await db.outbox.count({ where: { name: "webhook/delivery.requested" } })).toBe(2);

    await api.v1.webhookEndpoints.delete({ id, endpointId: created.id });
    expect((await api.v1.webhookEndpoints.list({ id })).data.items).toEqual([]);
  });

  it("refuse private targets and unknown event types without writing anything", async () => {
    const api = callerFor(owner.userId);
    const before = await db.webhookEndpoint.count();
    expect(await codeOf(api.v1.webhookEndpoints.create({ id: owner.workspaceId, url: "http://10.0.0.1/hooks" }))).toBe(
      "VALIDATION_ERROR",
    );
    expect(
      await codeOf(
        api.v1.webhookEndpoints.create({
          id: owner.workspaceId,
          url: "https://93.184.216.34/",
          events: ["call.nope" as never],
        }),
      ),
    ).toBe("VALIDATION_ERROR");
    expect(await db.webhookEndpoint.count()).toBe(before);
  });

  it("show receivers' answers to admins only; members see status codes and timings", async () => {
    const id = owner.workspaceId;
    const { data: endpoint } = await callerFor(owner.userId).v1.webhookEndpoints.create({
      id,
      url: "https://93.184.216.34/answers",
    });
    await callerFor(owner.userId).v1.webhookEndpoints.sendTest({ id, endpointId: endpoint.id });
    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    await db.webhookAttempt.create({
      data: {
        deliveryId: delivery.id,
        attemptNumber: 1,
        startedAt: new Date(),
        durationMs: 42,
        statusCode: 500,
        responseSnippet: "internal hostname db-7",
      },
    });

    const seenBy = async (userId: string) =>
      (await callerFor(userId).v1.webhookEndpoints.deliveries({ id, endpointId: endpoint.id })).data.items[0]
        .attempts[0];
    expect(await seenBy(member.userId)).toMatchObject({ statusCode: 500, durationMs: 42, responseSnippet: null });
    expect(await seenBy(owner.userId)).toMatchObject({
      statusCode: 500,
      durationMs: 42,
      responseSnippet: "internal hostname db-7",
    });
    await callerFor(owner.userId).v1.webhookEndpoints.delete({ id, endpointId: endpoint.id });
  });

  it("let members read but not change, hide other workspaces, and keep keys to their scopes and away from the secret", async () => {
    const { data: endpoint } = await callerFor(owner.userId).v1.webhookEndpoints.create({
      id: owner.workspaceId,
      url: "https://93.184.216.34/m",
    });
    const asMember = callerFor(member.userId);
    expect((await asMember.v1.webhookEndpoints.list({ id: owner.workspaceId })).data.items).toHaveLength(1);
    expect(
      await codeOf(asMember.settings.webhooks.revealSecret({ id: owner.workspaceId, endpointId: endpoint.id })),
    ).toBe("FORBIDDEN");
    expect(await codeOf(asMember.v1.webhookEndpoints.delete({ id: owner.workspaceId, endpointId: endpoint.id }))).toBe(
      "FORBIDDEN",
    );
    expect(await codeOf(callerFor(owner.userId).v1.webhookEndpoints.list({ id: member.workspaceId }))).toBe(
      "NOT_FOUND",
    );
    expect(
      await codeOf(
        callerFor(owner.userId).v1.webhookEndpoints.delete({ id: owner.workspaceId, endpointId: "whe_missing" }),
      ),
    ).toBe("NOT_FOUND");

    const withKey = (scopes: Scope[]) =>
      callerAs({ kind: "apiKey", keyId: "key_x", workspaceId: owner.workspaceId, scopes, mode: "live" });
    expect(await codeOf(withKey(["calls:write"]).v1.webhookEndpoints.list({ id: owner.workspaceId }))).toBe(
      "INSUFFICIENT_SCOPE",
    );
    expect(
      await codeOf(
        withKey([...SCOPES]).settings.webhooks.revealSecret({ id: owner.workspaceId, endpointId: endpoint.id }),
      ),
    ).toBe("FORBIDDEN");
  });
});
