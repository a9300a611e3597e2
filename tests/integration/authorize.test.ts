import { beforeAll, describe, expect, it } from "vitest";
import { authorize, type Principal, type Requirement } from "@/server/auth/authorize";
import type { Role } from "@/server/auth/schemas";
import { db, dbReady } from "@/server/db/client";
import { apiErrorOf } from "@/server/api/errors";
import { createV1Workspace, type V1Workspace } from "../helpers/v1-fixture";

// The one access decision, for both kinds of principal, against real memberships.

let ws: V1Workspace;
let other: V1Workspace;
const users: Record<Role | "stranger", string> = { owner: "", admin: "", member: "", stranger: "" };

beforeAll(async () => {
  await dbReady();
  [ws, other] = [await createV1Workspace(), await createV1Workspace()];
  for (const name of Object.keys(users) as (keyof typeof users)[]) {
    const user = await db.user.create({ data: { email: `authorize-${name}-${ws.workspaceId}@example.com` } });
    users[name] = user.id;
    if (name !== "stranger")
      await db.membership.create({ data: { workspaceId: ws.workspaceId, userId: user.id, role: name } });
  }
});

const user = (name: keyof typeof users): Principal => ({ kind: "user", userId: users[name] });
const key = (scopes: ("calls:read" | "calls:write")[], workspaceId = ws.workspaceId): Principal => ({
  kind: "apiKey",
  keyId: "key_test",
  workspaceId,
  scopes,
  mode: "live",
});

/** "ok", or the catalog code the decision refused with. */
async function outcome(principal: Principal, requirement: Requirement, workspaceId = ws.workspaceId): Promise<string> {
  try {
    await authorize(db, principal, workspaceId, requirement);
    return "ok";
  } catch (error) {
    return apiErrorOf(error).code;
  }
}

const read: Requirement = { scope: "calls:read" };
const change: Requirement = { scope: "calls:write" };

describe("authorize: API keys", () => {
  it("acts in its own workspace with a scope it carries", async () => {
    expect(await outcome(key(["calls:read"]), read)).toBe("ok");
    await expect(authorize(db, key(["calls:read"]), ws.workspaceId, read)).resolves.toEqual({
      workspaceId: ws.workspaceId,
      role: null,
    });
  });

  it("is refused a scope it lacks (INSUFFICIENT_SCOPE, naming the scope)", async () => {
    expect(await outcome(key(["calls:read"]), change)).toBe("INSUFFICIENT_SCOPE");
    const error = await authorize(db, key(["calls:read"]), ws.workspaceId, change).then(() => null, apiErrorOf);
    expect(error?.details).toEqual({ required: "calls:write", granted: ["calls:read"] });
  });

  it("is refused another workspace (WORKSPACE_MISMATCH)", async () => {
    expect(await outcome(key(["calls:read"], other.workspaceId), read)).toBe("WORKSPACE_MISMATCH");
  });

  it("is refused every role requirement: settings are for signed-in users (FORBIDDEN)", async () => {
    for (const role of ["member", "admin", "owner"] as const)
      expect(await outcome(key(["calls:read", "calls:write"]), { role })).toBe("FORBIDDEN");
  });
});

describe("authorize: signed-in users", () => {
  const matrix: [keyof typeof users, Requirement, string][] = [
    ["member", read, "ok"],
    ["member", change, "FORBIDDEN"],
    ["member", { role: "member" }, "ok"],
    ["member", { role: "admin" }, "FORBIDDEN"],
    ["member", { role: "owner" }, "FORBIDDEN"],
    ["admin", read, "ok"],
    ["admin", change, "ok"],
    ["admin", { role: "admin" }, "ok"],
    ["admin", { role: "owner" }, "FORBIDDEN"],
    ["owner", change, "ok"],
    ["owner", { role: "owner" }, "ok"],
    ["stranger", read, "NOT_FOUND"],
    ["stranger", change, "NOT_FOUND"],
    ["stranger", { role: "member" }, "NOT_FOUND"],
  ];

  it.each(matrix)("%s, %j → %s", async (name, requirement, expected) => {
    expect(await outcome(user(name), requirement)).toBe(expected);
  });

  it("a workspace that does not exist looks like one of others (NOT_FOUND)", async () => {
    expect(await outcome(user("owner"), read, "ws_does_not_exist")).toBe("NOT_FOUND");
  });

  it("grants a member their role", async () => {
    await expect(authorize(db, user("admin"), ws.workspaceId, read)).resolves.toEqual({
      workspaceId: ws.workspaceId,
      role: "admin",
    });
  });
});
