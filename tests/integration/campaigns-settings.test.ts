import { beforeAll, describe, expect, it } from "vitest";
import { createContext } from "@/server/api/context";
import { apiErrorOf } from "@/server/api/errors";
import { appRouter } from "@/server/api/root";
import { createCallerFactory } from "@/server/api/trpc";
import { signUp } from "@/server/auth/signup";
import { db, dbReady } from "@/server/db/client";

// The workspace's limit of calls in flight, as the settings UI reads and changes it.

const callerFor = (userId: string) =>
  createCallerFactory(appRouter)(createContext({ authenticate: async () => ({ kind: "user", userId }) }));
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: unknown) => apiErrorOf(error).code,
  );

let owner: { userId: string; workspaceId: string };
let memberId: string;

beforeAll(async () => {
  await dbReady();
  owner = await signUp({
    name: "Olga",
    email: `olga-${Date.now()}@example.com`,
    password: "correct horse battery",
    workspaceName: "Callers",
  });
  const member = await signUp({
    name: "Max",
    email: `max-${Date.now()}@example.com`,
    password: "another long secret",
    workspaceName: "Max's",
  });
  await db.membership.create({ data: { workspaceId: owner.workspaceId, userId: member.userId, role: "member" } });
  memberId = member.userId;
});

describe("calls in flight", () => {
  it("default to 10 (8 for campaigns); an admin changes it, a member may only read it", async () => {
    const caller = callerFor(owner.userId);
    expect(await caller.dashboard.callsInFlight({ id: owner.workspaceId })).toEqual({
      maxCallsInFlight: 10,
      campaignShare: 8,
    });
    expect(await caller.settings.campaigns.setCallsInFlight({ id: owner.workspaceId, maxCallsInFlight: 63 })).toEqual({
      maxCallsInFlight: 63,
      campaignShare: 50,
    });
    expect(await callerFor(memberId).dashboard.callsInFlight({ id: owner.workspaceId })).toEqual({
      maxCallsInFlight: 63,
      campaignShare: 50,
    });
    expect(
      await codeOf(
        callerFor(memberId).settings.campaigns.setCallsInFlight({ id: owner.workspaceId, maxCallsInFlight: 5 }),
      ),
    ).toBe("FORBIDDEN");
    expect(
      await codeOf(caller.settings.campaigns.setCallsInFlight({ id: owner.workspaceId, maxCallsInFlight: 0 })),
    ).toBe("VALIDATION_ERROR");
    expect(
      await codeOf(caller.settings.campaigns.setCallsInFlight({ id: owner.workspaceId, maxCallsInFlight: 1001 })),
    ).toBe("VALIDATION_ERROR");
    expect((await db.workspace.findUniqueOrThrow({ where: { id: owner.workspaceId } })).maxCallsInFlight).toBe(63);
    // A workspace of one call in flight still lets a campaign call.
    expect(await caller.settings.campaigns.setCallsInFlight({ id: owner.workspaceId, maxCallsInFlight: 1 })).toEqual({
      maxCallsInFlight: 1,
      campaignShare: 1,
    });
  });
});
