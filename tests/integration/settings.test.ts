import { beforeAll, describe, expect, it } from "vitest";
import { authorizeCredentials, TOO_MANY_ATTEMPTS } from "@/server/auth/credentials";
import { acceptInvitation, findPendingInvitation } from "@/server/auth/invitations";
import { verifyPassword } from "@/server/auth/password";
import { assertSignUpAllowed, signUp } from "@/server/auth/signup";
import { callStats } from "@/server/calls/stats";
import { db, dbReady } from "@/server/db/client";
import { destinationSettings } from "@/server/dnc/destinations";
import { env } from "@/server/env";
import { callerAs, callerFor, rejectionOf } from "../helpers/settings-caller";

// The settings procedures as the UI calls them, with a signed-in user as principal, against the
// real database: who may do what, and that bad input never half-writes.

const codeOf = async (promise: Promise<unknown>) => (await rejectionOf(promise)).code;

let alice: { userId: string; workspaceId: string };
let bob: { userId: string; workspaceId: string };

/** Waits, if need be, until the next boundary of `windowMs`-long windows is more than `marginMs` away. */
async function clearOfWindowBoundary(windowMs: number, marginMs: number): Promise<void> {
  const untilBoundary = windowMs - (Date.now() % windowMs);
  if (untilBoundary < marginMs) await new Promise((resolve) => setTimeout(resolve, untilBoundary + 50));
}

beforeAll(async () => {
  await dbReady();
  alice = await signUp({
    name: "Alice",
    email: "alice@example.com",
    password: "correct horse battery",
    workspaceName: "Acme",
  });
  bob = await signUp({
    name: "Bob",
    email: "bob@example.com",
    password: "another long secret",
    workspaceName: "Bobco",
  });
});

describe("accounts", () => {
  it("signs up with an argon2id hash and an owned first workspace", async () => {
    const user = await db.user.findUniqueOrThrow({ where: { id: alice.userId }, include: { memberships: true } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(user.passwordHash, "wrong password!!")).toBe(false);
    expect(user.memberships).toEqual([expect.objectContaining({ workspaceId: alice.workspaceId, role: "owner" })]);
  });

  it("signs in with the right password only, and stops guessing after 10 failed attempts per email", async () => {
    // The sliding window weighs the previous 15-minute window's failures by what is left of it, rounded
    // down: a run that straddles the boundary would be granted one more attempt (CI met one at 03:30:00).
    await clearOfWindowBoundary(env.SIGNIN_FAILURE_WINDOW_SECONDS * 1000, 10_000);
    expect(await authorizeCredentials({ email: "ALICE@example.com", password: "correct horse battery" })).toMatchObject(
      { id: alice.userId },
    );
    expect(await authorizeCredentials({ email: "alice@example.com", password: "wrong guess" })).toBeNull();
    expect(await authorizeCredentials({ email: "nobody@example.com", password: "whatever123" })).toBeNull();
    for (let attempt = 3; attempt <= 11; attempt++)
      await authorizeCredentials({ email: "alice@example.com", password: `guess ${attempt}` });
    await expect(
      authorizeCredentials({ email: "alice@example.com", password: "correct horse battery" }),
    ).rejects.toThrow(TOO_MANY_ATTEMPTS);
    expect(await authorizeCredentials({ email: "bob@example.com", password: "another long secret" })).toMatchObject({
      id: bob.userId,
    });
  });

  it("refuses a second account with the same email and creates nothing", async () => {
    const before = await db.workspace.count();
    await expect(
      signUp({ name: "A2", email: "alice@example.com", password: "0123456789ab", workspaceName: "Dup" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await db.workspace.count()).toBe(before);
  });

  it("limits how many accounts one address may create per hour, per address", async () => {
    for (let i = 0; i < 10; i++) await assertSignUpAllowed("203.0.113.7");
    await expect(assertSignUpAllowed("203.0.113.7")).rejects.toMatchObject({
      code: "RATE_LIMITED",
      details: { policy: "sign-up" },
    });
    await expect(assertSignUpAllowed("198.51.100.9")).resolves.toBeUndefined();
  });
});

describe("workspace isolation", () => {
  it("hides workspace A from a member of B: NOT_FOUND, nothing written", async () => {
    const code = await codeOf(
      callerFor(bob.userId).v1.doNotCall.add({ id: alice.workspaceId, numbers: ["+14155552671"] }),
    );
    expect(code).toBe("NOT_FOUND");
    expect(await db.doNotCallEntry.count({ where: { workspaceId: alice.workspaceId } })).toBe(0);
  });

  it("rejects API-key principals on settings procedures", async () => {
    const caller = callerAs({
      kind: "apiKey",
      keyId: "key_x",
      workspaceId: alice.workspaceId,
      scopes: ["calls:write"],
      mode: "live",
    });
    expect(await codeOf(caller.settings.dnc.setAllowedCountries({ id: alice.workspaceId, countries: ["US"] }))).toBe(
      "FORBIDDEN",
    );
  });
});

describe("invitations and roles", () => {
  it("invites by email, shows the link, and a member may not change settings", async () => {
    const invite = await callerFor(alice.userId).settings.team.invite({
      id: alice.workspaceId,
      email: "Bob@Example.com",
      role: "member",
    });
    expect(invite.emailed).toBe(false);
    const token = invite.link.split("/invite/")[1];
    expect(await findPendingInvitation(token)).toMatchObject({ email: "bob@example.com" });

    await acceptInvitation(token, bob.userId);
    expect(await findPendingInvitation(token)).toBeNull();
    const code = await codeOf(
      callerFor(bob.userId).v1.numbers.create({ id: alice.workspaceId, number: "+14155550100", label: null }),
    );
    expect(code).toBe("FORBIDDEN");
  });

  it("an invitation can only be accepted by its addressee", async () => {
    const carol = await signUp({
      name: "Carol",
      email: "carol@example.com",
      password: "carols password",
      workspaceName: "C",
    });
    const invite = await callerFor(alice.userId).settings.team.invite({
      id: alice.workspaceId,
      email: "dave@example.com",
      role: "admin",
    });
    await expect(acceptInvitation(invite.link.split("/invite/")[1], carol.userId)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await db.membership.count({ where: { workspaceId: alice.workspaceId, userId: carol.userId } })).toBe(0);
  });
});

describe("agents, numbers and click-to-call sources", () => {
  it("creates an agent with a default caller number and a source with normalised origins", async () => {
    const caller = callerFor(alice.userId);
    const { data: number } = await caller.v1.numbers.create({
      id: alice.workspaceId,
      number: "+14155550123",
      label: "Main",
    });
    const { data: agent } = await caller.v1.agents.create({
      id: alice.workspaceId,
      name: "Ava",
      voice: "en-US-Journey-O",
      language: "en-US",
      firstMessage: "Hi!",
      instructions: "",
      defaultCallerNumberId: number.id,
    });
    const source = await caller.settings.sources.create({
      id: alice.workspaceId,
      name: "Website",
      agentId: agent.id,
      allowedOrigins: ["HTTPS://Shop.Example.com/", "https://*.example.org", ""],
      enabled: true,
    });
    const stored = await db.clickToCallSource.findUniqueOrThrow({ where: { id: source.id } });
    expect(stored.allowedOrigins).toEqual(["https://shop.example.com", "https://*.example.org"]);
    expect(await codeOf(caller.v1.agents.delete({ id: alice.workspaceId, agentId: agent.id }))).toBe("CONFLICT");
  });

  it("reports each bad origin by its position and stores nothing", async () => {
    const caller = callerFor(alice.userId);
    const agent = await db.agent.findFirstOrThrow({ where: { workspaceId: alice.workspaceId } });
    const before = await db.clickToCallSource.count();
    const error = await rejectionOf(
      caller.settings.sources.create({
        id: alice.workspaceId,
        name: "Bad",
        agentId: agent.id,
        allowedOrigins: ["https://ok.com", "https://x.com/path", "*.com", "https://*.github.io"],
        enabled: true,
      }),
    );
    expect(error.code).toBe("VALIDATION_ERROR");
    const paths = error.details?.issues?.map((issue) => issue.path);
    expect(paths).toEqual([
      ["allowedOrigins", 1],
      ["allowedOrigins", 2],
      ["allowedOrigins", 3],
    ]);
    expect(await db.clickToCallSource.count()).toBe(before);
  });

  it("refuses an agent of another workspace for a source", async () => {
    const otherAgent = await db.agent.create({ data: { workspaceId: bob.workspaceId, name: "Bobbot" } });
    const code = await codeOf(
      callerFor(alice.userId).settings.sources.create({
        id: alice.workspaceId,
        name: "X",
        agentId: otherAgent.id,
        allowedOrigins: ["https://a.com"],
        enabled: true,
      }),
    );
    expect(code).toBe("VALIDATION_ERROR");
  });
});

describe("do-not-call", () => {
  it("adds, reports duplicates and invalid numbers, and imports a CSV keeping good rows and reporting bad ones", async () => {
    const caller = callerFor(alice.userId);
    const statuses = async (numbers: string[]) =>
      (await caller.v1.doNotCall.add({ id: alice.workspaceId, numbers, reason: "asked" })).data.results.map(
        (result) => result.status,
      );
    expect(await statuses(["+14155552671"])).toEqual(["added"]);
    expect(await statuses(["+14155552671", "555-1234"])).toEqual(["already_listed", "invalid"]);

    const report = await caller.settings.dnc.import({
      id: alice.workspaceId,
      csv: "phone,name\n+1 (415) 555-2671,dup\n+442071838750,London\nnot a number,x\n\n+33 1 42 68 53 00\n12345\n",
    });
    expect(report).toEqual({
      added: 2,
      alreadyListed: 1,
      rejected: [
        expect.objectContaining({ line: 4, value: "not a number" }),
        expect.objectContaining({ line: 7, value: "12345" }),
      ],
      rejectedTotal: 2,
    });
    const phones = (await db.doNotCallEntry.findMany({ where: { workspaceId: alice.workspaceId } }))
      .map((entry) => entry.phone)
      .sort();
    expect(phones).toEqual(["+14155552671", "+33142685300", "+442071838750"]);
  });
});

describe("overview numbers", () => {
  it("counts live calls per UTC day over 30 days and per status, ignoring older calls, other workspaces and test calls", async () => {
    const agent = await db.agent.findFirstOrThrow({ where: { workspaceId: alice.workspaceId } });
    const bobAgent = await db.agent.findFirstOrThrow({ where: { workspaceId: bob.workspaceId } });
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const call = (workspaceId: string, agentId: string, status: "completed" | "failed", createdAt: Date) =>
      db.call.create({ data: { workspaceId, agentId, status, to: "+14155552671", from: "+14155550123", createdAt } });
    await call(alice.workspaceId, agent.id, "completed", daysAgo(0));
    await call(alice.workspaceId, agent.id, "failed", daysAgo(0));
    await call(alice.workspaceId, agent.id, "completed", daysAgo(3));
    await call(alice.workspaceId, agent.id, "completed", daysAgo(45));
    await call(bob.workspaceId, bobAgent.id, "completed", daysAgo(0));
    await db.call.create({
      data: {
        workspaceId: alice.workspaceId,
        agentId: agent.id,
        mode: "test",
        status: "completed",
        to: "+14155552671",
        from: "+14155550123",
      },
    });

    const stats = await callStats(db, alice.workspaceId, "live");
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 2 });
    expect(stats.daily.at(-4)).toEqual({ day: daysAgo(3).toISOString().slice(0, 10), count: 1 });
    expect(stats.total).toBe(3);
    expect(stats.byStatus).toEqual([
      { status: "completed", count: 2 },
      { status: "failed", count: 1 },
    ]);
  });
});

describe("allowed destination countries", () => {
  it("shows the caller numbers' countries until an admin sets a list; a member may not; bad codes change nothing", async () => {
    const owner = await signUp({
      name: "Gina",
      email: "gina@example.com",
      password: "ginas long password",
      workspaceName: "Geo",
    });
    const member = await signUp({
      name: "Hank",
      email: "hank@example.com",
      password: "hanks long password",
      workspaceName: "Hank's",
    });
    await db.membership.create({ data: { workspaceId: owner.workspaceId, userId: member.userId, role: "member" } });
    const caller = callerFor(owner.userId);
    await caller.v1.numbers.create({ id: owner.workspaceId, number: "+14155550123", label: null });
    await caller.v1.numbers.create({ id: owner.workspaceId, number: "+442071838750", label: null });
    expect(await destinationSettings(db, owner.workspaceId)).toEqual({ derived: true, countries: ["GB", "US"] });

    expect(
      await caller.settings.dnc.setAllowedCountries({ id: owner.workspaceId, countries: ["fr", "US", "FR"] }),
    ).toEqual({
      derived: false,
      countries: ["FR", "US"],
    });
    expect(
      await codeOf(callerFor(member.userId).settings.dnc.setAllowedCountries({ id: owner.workspaceId, countries: [] })),
    ).toBe("FORBIDDEN");
    const invalid = await rejectionOf(
      caller.settings.dnc.setAllowedCountries({ id: owner.workspaceId, countries: ["US", "XX"] }),
    );
    expect(invalid.code).toBe("VALIDATION_ERROR");
    expect(await destinationSettings(db, owner.workspaceId)).toEqual({ derived: false, countries: ["FR", "US"] });

    expect(await caller.settings.dnc.setAllowedCountries({ id: owner.workspaceId, countries: [] })).toEqual({
      derived: true,
      countries: ["GB", "US"],
    });
  });
});

describe("transfers to any number", () => {
  it("off until an admin allows it; a member may not; the overview says which", async () => {
    const owner = await signUp({
      name: "Ines",
      email: "ines@example.com",
      password: "ines long password",
      workspaceName: "Transfers",
    });
    const member = await signUp({
      name: "Jon",
      email: "jon@example.com",
      password: "jons long password",
      workspaceName: "Jon's",
    });
    await db.membership.create({ data: { workspaceId: owner.workspaceId, userId: member.userId, role: "member" } });
    const caller = callerFor(owner.userId);
    const id = owner.workspaceId;
    expect((await caller.dashboard.overview({ id })).transferToAnyNumber).toBe(false);
    expect(
      await codeOf(
        callerFor(member.userId).settings.workspace.setTransferToAnyNumber({ id, transferToAnyNumber: true }),
      ),
    ).toBe("FORBIDDEN");
    expect(await caller.settings.workspace.setTransferToAnyNumber({ id, transferToAnyNumber: true })).toEqual({
      transferToAnyNumber: true,
    });
    expect((await callerFor(member.userId).dashboard.overview({ id })).transferToAnyNumber).toBe(true);
    const invalid = await rejectionOf(
      caller.settings.workspace.setTransferToAnyNumber({ id, transferToAnyNumber: "yes" as unknown as boolean }),
    );
    expect(invalid.code).toBe("VALIDATION_ERROR");
    expect((await caller.dashboard.overview({ id })).transferToAnyNumber).toBe(true);
  });
});
