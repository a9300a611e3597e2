import { beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";
import { createV1Workspace, type V1Workspace } from "../helpers/v1-fixture";
import { callerFor } from "../helpers/settings-caller";

// The same procedures serve the settings UI: a signed-in user acts through their membership.

const as = (userId: string) => callerFor(userId).v1;

let ws: V1Workspace;
const users: Record<"owner" | "member" | "stranger", string> = { owner: "", member: "", stranger: "" };

beforeAll(async () => {
  await dbReady();
  ws = await createV1Workspace();
  for (const name of Object.keys(users) as (keyof typeof users)[]) {
    const user = await db.user.create({ data: { email: `${name}-${ws.workspaceId}@example.com` } });
    users[name] = user.id;
    if (name !== "stranger")
      await db.membership.create({ data: { workspaceId: ws.workspaceId, userId: user.id, role: name } });
  }
});

const apiErrorCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

describe("workspaceProcedure with a signed-in user", () => {
  it("an owner may place calls, and they are live calls without an API key", async () => {
    const { data } = await as(users.owner).calls.originateManual({
      id: ws.workspaceId,
      agentId: ws.agentId,
      to: "+14155552671",
    });
    expect(await db.call.findUniqueOrThrow({ where: { id: data.id } })).toMatchObject({
      status: "queued",
      mode: "live",
      apiKeyId: null,
    });
  });

  it("a member may read but not write (FORBIDDEN)", async () => {
    const list = await as(users.member).calls.list({ id: ws.workspaceId, limit: 5 });
    expect(list.data.items.length).toBeGreaterThan(0);
    const attempt = as(users.member).calls.originateManual({
      id: ws.workspaceId,
      agentId: ws.agentId,
      to: "+14155552671",
    });
    await expect(attempt.catch(apiErrorCode)).resolves.toBe("FORBIDDEN");
  });

  it("someone else's workspace is invisible (NOT_FOUND), for reads and writes", async () => {
    await expect(as(users.stranger).agents.list({ id: ws.workspaceId, limit: 5 }).catch(apiErrorCode)).resolves.toBe(
      "NOT_FOUND",
    );
    await expect(
      as(users.stranger).contacts.create({ id: ws.workspaceId, phone: "+14155552679" }).catch(apiErrorCode),
    ).resolves.toBe("NOT_FOUND");
    expect(await db.contact.count({ where: { workspaceId: ws.workspaceId } })).toBe(0);
  });
});
