import { beforeAll, describe, expect, it } from "vitest";
import { pageCaller } from "@/app/_trpc/server";
import { apiErrorOf } from "@/server/api/errors";
import type { Principal } from "@/server/auth/authorize";
import { db, dbReady } from "@/server/db/client";
import { ApiError } from "@/server/errors";
import { addKey, createV1Workspace, type V1Workspace } from "../helpers/v1-fixture";
import { callerAs } from "../helpers/settings-caller";

// Dashboard pages read through the app router as the signed-in user: the procedures decide, and
// the page caller turns their refusals into the 404 page or the way to sign-in.

let ws: V1Workspace;
let member: string;
let stranger: string;

beforeAll(async () => {
  await dbReady();
  ws = await createV1Workspace();
  member = (await db.user.create({ data: { email: `reader-${ws.workspaceId}@example.com` } })).id;
  stranger = (await db.user.create({ data: { email: `stranger-${ws.workspaceId}@example.com` } })).id;
  await db.membership.create({ data: { workspaceId: ws.workspaceId, userId: member, role: "member" } });
  await db.contact.createMany({
    data: ["Ada", "Bea", "Cyd"].map((name, i) => ({ workspaceId: ws.workspaceId, phone: `+1415555020${i + 1}`, name })),
  });
});

const asUser = (userId: string) =>
  pageCaller(async (): Promise<Principal> => ({ kind: "user", userId }), `/w/${ws.workspaceId}/contacts`);
const signedOut = pageCaller(async () => {
  throw new ApiError("UNAUTHENTICATED");
}, "/w/ws_1/calls?status=failed");

/** What Next.js makes of an error thrown while rendering: its digest names a 404 or a redirect. */
const digestOf = (error: unknown) => (error as { digest?: string }).digest ?? "";

describe("the server caller of dashboard pages", () => {
  it("lets a member read the page data, with their role for the layout", async () => {
    const access = await asUser(member).dashboard.access({ id: ws.workspaceId });
    expect(access).toMatchObject({ workspace: { id: ws.workspaceId }, role: "member", canManage: false });
    expect(access.workspaces.map((w) => w.id)).toEqual([ws.workspaceId]);
    const overview = await asUser(member).dashboard.overview({ id: ws.workspaceId });
    expect(overview.setup).toMatchObject({ firstAgentId: ws.agentId, keyCount: 1, numberCount: 1 });
  });

  it("shows a non-member the 404 page for every read of the workspace", async () => {
    for (const read of [
      () => asUser(stranger).dashboard.access({ id: ws.workspaceId }),
      () => asUser(stranger).dashboard.overview({ id: ws.workspaceId }),
      () => asUser(stranger).dashboard.contacts({ id: ws.workspaceId, limit: 10 }),
      () => asUser(stranger).v1.webhookEndpoints.list({ id: ws.workspaceId }),
    ]) {
      expect(digestOf(await read().catch((error: unknown) => error))).toContain("404");
    }
  });

  it("lists a user's own workspaces only, and never to an API key", async () => {
    expect(await asUser(member).dashboard.workspaces()).toEqual([expect.objectContaining({ id: ws.workspaceId })]);
    expect(await asUser(stranger).dashboard.workspaces()).toEqual([]);
    const key = await addKey(ws.workspaceId, ["calls:read"]);
    const { authenticateApiKey } = await import("@/server/keys/authenticate");
    const error = await pageCaller(() => authenticateApiKey(`Bearer ${key}`), "/w")
      .dashboard.workspaces()
      .catch((e: unknown) => e);
    expect(apiErrorOf(error).code).toBe("FORBIDDEN");
  });

  it("shows the 404 page for a call of another workspace", async () => {
    const error = await asUser(member)
      .dashboard.callDetail({ id: ws.workspaceId, callId: "call_nope" })
      .catch((e: unknown) => e);
    expect(digestOf(error)).toContain("404");
  });

  it("sends a signed-out visitor to sign-in, with a way back to the page", async () => {
    const error = await signedOut.dashboard.access({ id: "ws_1" }).catch((e: unknown) => e);
    expect(digestOf(error)).toContain("NEXT_REDIRECT");
    expect(digestOf(error)).toContain(`/signin?callbackUrl=${encodeURIComponent("/w/ws_1/calls?status=failed")}`);
  });

  it("pages a list by cursor: every contact once, then no next page", async () => {
    const first = await asUser(member).dashboard.contacts({ id: ws.workspaceId, limit: 2 });
    expect(first.items).toHaveLength(2);
    const second = await asUser(member).dashboard.contacts({ id: ws.workspaceId, limit: 2, cursor: first.nextCursor! });
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((c) => c.phone)).size).toBe(3);
  });

  it("finds contacts by a search and pages do-not-call entries the same way", async () => {
    const found = await asUser(member).dashboard.contacts({ id: ws.workspaceId, search: "bea", limit: 10 });
    expect(found.items.map((c) => c.phone)).toEqual(["+14155550202"]);
    await db.doNotCallEntry.createMany({
      data: ["+14155550301", "+14155550302"].map((phone) => ({ workspaceId: ws.workspaceId, phone })),
    });
    const first = await asUser(member).dashboard.doNotCall({ id: ws.workspaceId, limit: 1 });
    const second = await asUser(member).dashboard.doNotCall({
      id: ws.workspaceId,
      limit: 1,
      cursor: first.nextCursor!,
    });
    expect([first.items[0].phone, second.items[0].phone].sort()).toEqual(["+14155550301", "+14155550302"]);
    expect(second.nextCursor).toBeNull();
  });

  it("refuses an API key the dashboard reads, even with every scope (FORBIDDEN)", async () => {
    const secret = await addKey(ws.workspaceId, ["calls:read", "contacts:read", "agents:read", "leads:read"]);
    const keyRow = await db.apiKey.findFirstOrThrow({
      where: { workspaceId: ws.workspaceId, last4: secret.slice(-4) },
    });
    const principal: Principal = {
      kind: "apiKey",
      keyId: keyRow.id,
      workspaceId: ws.workspaceId,
      scopes: keyRow.scopes as never,
      mode: "live",
    };
    const caller = callerAs(principal);
    const error = await caller.dashboard.contacts({ id: ws.workspaceId, limit: 5 }).then(() => null, apiErrorOf);
    expect(error?.code).toBe("FORBIDDEN");
  });
});
