import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorOf } from "@/server/api/errors";
import { signUp } from "@/server/auth/signup";
import { db, dbReady } from "@/server/db/client";
import { callerFor } from "../helpers/settings-caller";

// The workspace's limit of calls in flight, as the settings UI reads and changes it.

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

describe("a campaign from the settings UI", () => {
  it("is created in test mode with the API's defaults, read and driven as test data; a member may only read", async () => {
    const caller = callerFor(owner.userId);
    const number = await db.callerNumber.create({ data: { workspaceId: owner.workspaceId, number: "+14155550190" } });
    const agent = await db.agent.create({
      data: { workspaceId: owner.workspaceId, name: "Tester", defaultCallerNumberId: number.id },
    });
    const created = await caller.settings.campaigns.create({
      id: owner.workspaceId,
      mode: "test",
      name: "Try it",
      agentId: agent.id,
      schedule: { startAt: "2027-06-01T15:00:00Z", days: ["mon", "tue"] },
      recipients: [{ to: "+15005550004", variables: { name: "Ada" } }],
    });
    expect(created).toMatchObject({
      mode: "test",
      status: "scheduled",
      maxConcurrent: 5,
      retry: { on: [], maxAttempts: 1, delayMinutes: 60 },
      schedule: { timezone: "callee", hours: { start: "09:00", end: "20:00" }, days: ["mon", "tue"] },
    });
    const ids = { id: owner.workspaceId, campaignId: created.id };
    expect(await codeOf(caller.dashboard.campaign(ids))).toBe("NOT_FOUND");
    expect((await caller.dashboard.campaign({ ...ids, mode: "test" })).name).toBe("Try it");
    expect(
      (await caller.dashboard.campaigns({ id: owner.workspaceId, mode: "test" })).items.map((c) => c.id),
    ).toContain(created.id);
    const member = callerFor(memberId);
    expect((await member.dashboard.campaignRecipients({ ...ids, mode: "test" })).items).toMatchObject([
      { position: 1, to: "+15005550004", variables: { name: "Ada" } },
    ]);
    expect(await codeOf(member.settings.campaigns.move({ ...ids, mode: "test", verb: "pause" }))).toBe("FORBIDDEN");
    expect(await codeOf(caller.settings.campaigns.move({ ...ids, verb: "pause" }))).toBe("NOT_FOUND");
    expect((await caller.settings.campaigns.move({ ...ids, mode: "test", verb: "cancel" })).status).toBe("canceled");
  });
});
