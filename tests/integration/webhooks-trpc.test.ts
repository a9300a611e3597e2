import { beforeAll, describe, expect, it } from "vitest";
import { createContext } from "@/server/api/context";
import { apiErrorOf } from "@/server/api/errors";
import { appRouter } from "@/server/api/root";
import { createCallerFactory } from "@/server/api/trpc";
import { signUp } from "@/server/auth/signup";
import { db, dbReady } from "@/server/db/client";

// The `webhooks.*` procedures as the settings UI calls them: admins manage, members read, API
// keys cannot reach them, and refused input writes nothing.

const callerFor = (userId: string) => createCallerFactory(appRouter)(createContext({ authenticate: async () => ({ kind: "user", userId }) }));

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
  owner = await signUp({ name: "Olga", email: "olga@example.com", password: "correct horse battery", workspaceName: "Hooks" });
  member = await signUp({ name: "Mo", email: "mo@example.com", password: "another long secret", workspaceName: "Mo's" });
  await db.membership.create({ data: { workspaceId: owner.workspaceId, userId: member.userId, role: "member" } });
});

describe("webhooks procedures", () => {
  it("let an admin create, list, filter, reveal, rotate, test, inspect, redeliver and remove", async () => {
    const api = callerFor(owner.userId);
    const id = owner.workspaceId;
    const created = await api.webhooks.create({ id, url: "https://93.184.216.34/hooks", events: ["call.completed"] });
    expect(created.secret).toMatch(/^whsec_/);
    expect(await api.webhooks.list({ id })).toEqual([expect.objectContaining({ id: created.id, events: ["call.completed"], enabled: true })]);
    expect((await api.webhooks.list({ id }))[0]).not.toHaveProperty("secret");

    const updated = await api.webhooks.update({ id, endpointId: created.id, events: ["call.completed", "call.summary_ready"], enabled: false });
    expect(updated).toMatchObject({ events: ["call.completed", "call.summary_ready"], enabled: false });
    expect(await api.webhooks.revealSecret({ id, endpointId: created.id })).toBe(created.secret);
    const rotated = await api.webhooks.rotateSecret({ id, endpointId: created.id });
    expect(await api.webhooks.revealSecret({ id, endpointId: created.id })).toBe(rotated);

    const eventId = await api.webhooks.sendTest({ id, endpointId: created.id });
    const { deliveries } = await api.webhooks.deliveries({ id, endpointId: created.id });
    expect(deliveries).toEqual([expect.objectContaining({ status: "pending", event: expect.objectContaining({ id: eventId, type: "webhook.test" }) })]);
    await api.webhooks.redeliver({ id, deliveryId: deliveries[0].id });
    expect(await db.outbox.count({ where: { name: "webhook/delivery.requested" } })).toBe(2);

    await api.webhooks.remove({ id, endpointId: created.id });
    expect(await api.webhooks.list({ id })).toEqual([]);
  });

  it("refuse private targets and unknown event types without writing anything", async () => {
    const api = callerFor(owner.userId);
    const before = await db.webhookEndpoint.count();
    expect(await codeOf(api.webhooks.create({ id: owner.workspaceId, url: "http://10.0.0.1/hooks" }))).toBe("VALIDATION_ERROR");
    expect(await codeOf(api.webhooks.create({ id: owner.workspaceId, url: "https://93.184.216.34/", events: ["call.nope" as never] }))).toBe("VALIDATION_ERROR");
    expect(await db.webhookEndpoint.count()).toBe(before);
  });

  it("show receivers' answers to admins only; members see status codes and timings", async () => {
    const id = owner.workspaceId;
    const endpoint = await callerFor(owner.userId).webhooks.create({ id, url: "https://93.184.216.34/answers" });
    await callerFor(owner.userId).webhooks.sendTest({ id, endpointId: endpoint.id });
    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    await db.webhookAttempt.create({ data: { deliveryId: delivery.id, attemptNumber: 1, startedAt: new Date(), durationMs: 42, statusCode: 500, responseSnippet: "internal hostname db-7" } });

    const seenBy = async (userId: string) => (await callerFor(userId).webhooks.deliveries({ id, endpointId: endpoint.id })).deliveries[0].attempts[0];
    expect(await seenBy(member.userId)).toMatchObject({ statusCode: 500, durationMs: 42, responseSnippet: null });
    expect(await seenBy(owner.userId)).toMatchObject({ statusCode: 500, durationMs: 42, responseSnippet: "internal hostname db-7" });
    await callerFor(owner.userId).webhooks.remove({ id, endpointId: endpoint.id });
  });

  it("let members read but not change, hide other workspaces, and turn API keys away", async () => {
    const endpoint = await callerFor(owner.userId).webhooks.create({ id: owner.workspaceId, url: "https://93.184.216.34/m" });
    const asMember = callerFor(member.userId);
    expect(await asMember.webhooks.list({ id: owner.workspaceId })).toHaveLength(1);
    expect(await codeOf(asMember.webhooks.revealSecret({ id: owner.workspaceId, endpointId: endpoint.id }))).toBe("FORBIDDEN");
    expect(await codeOf(asMember.webhooks.remove({ id: owner.workspaceId, endpointId: endpoint.id }))).toBe("FORBIDDEN");
    expect(await codeOf(callerFor(owner.userId).webhooks.list({ id: member.workspaceId }))).toBe("NOT_FOUND");
    expect(await codeOf(callerFor(owner.userId).webhooks.remove({ id: owner.workspaceId, endpointId: "whe_missing" }))).toBe("NOT_FOUND");

    const withKey = createCallerFactory(appRouter)(
      createContext({ authenticate: async () => ({ kind: "apiKey", keyId: "key_x", workspaceId: owner.workspaceId, scopes: ["calls:write"], mode: "live" }) }),
    );
    expect(await codeOf(withKey.webhooks.list({ id: owner.workspaceId }))).toBe("FORBIDDEN");
  });
});
