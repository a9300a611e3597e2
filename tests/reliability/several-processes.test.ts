import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { phoneNumber } from "../helpers/fixtures";
import { logRecords, type ProductionServer } from "../helpers/production-server";
import { accepted, eventually, originateWithRetries, type Originate } from "./support/clients";
import { startStack, type Stack } from "./support/stack";

// Several production servers on one Postgres and Redis, as every deployment has for a moment
// (docs/decisions.md "Several processes on one database"): one holds the executor lease and runs
// the local executor, the others hand it their events; starting a server ends nothing; SIGTERM
// hands the lease over and lets the conversations end; SIGKILL of the leader moves the lease
// within seconds and recovers only what the killed process held.

const EVASIVE = "+15005550004"; // the simulator's callee who never quite answers: a long call
const LEADS = "this process holds the executor lease";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logged = (server: ProductionServer, message: string) =>
  logRecords(server.logs).some((record) => record.msg === message);

/** When each call's 202 arrived, by call id. */
const acceptedAt = new Map<string, number>();

async function place(stack: Stack, server: ProductionServer, numbers: string[]): Promise<string[]> {
  const requests: Originate[] = numbers.map((to) => ({ key: randomUUID(), to }));
  await Promise.all(
    requests.map(async (request) => {
      const outcome = await originateWithRetries(server.url, stack.fixture, request);
      if (outcome.kind === "response" && outcome.body.data) acceptedAt.set(outcome.body.data.id, Date.now());
    }),
  );
  expect(requests.filter((request) => !accepted(request)).map((request) => request.outcome)).toEqual([]);
  return requests.map((request) => (request.outcome as { body: { data: { id: string } } }).body.data.id);
}

async function statuses(stack: Stack, ids: string[]) {
  return stack.db.call.findMany({
    where: { id: { in: ids } },
    select: { id: true, status: true, failureReason: true },
    orderBy: { id: "asc" },
  });
}

/** What `statuses` should read: each call (in its order) with these fields. */
const each = (ids: string[], fields: Record<string, unknown>) =>
  [...ids].sort().map((id) => expect.objectContaining({ id, ...fields }));

const allIn = async (stack: Stack, ids: string[], status: string) =>
  (await statuses(stack, ids)).every((call) => call.status === status);

describe("two servers, one database (Twilio)", () => {
  let carrier: FakeTwilio;
  let stack: Stack;
  let second: ProductionServer;

  beforeAll(async () => {
    carrier = await startFakeTwilio({ autoComplete: true });
    // A sweep a minute away: what dials a follower's call within the test is the hand-over to the leader.
    stack = await startStack({ env: { ...carrier.env, OUTBOX_SWEEP_INTERVAL_MS: "60000" } });
    second = await stack.another();
  });
  afterAll(async () => {
    await stack?.teardown();
    await carrier?.close();
  });

  it("runs one executor, and dials each call placed through either server once", async () => {
    expect(logged(stack.server, LEADS)).toBe(true);
    expect(logged(second, LEADS)).toBe(false);
    const [viaFirst, viaSecond] = await Promise.all([
      place(
        stack,
        stack.server,
        Array.from({ length: 40 }, (_, i) => phoneNumber(40_000 + i)),
      ),
      place(
        stack,
        second,
        Array.from({ length: 40 }, (_, i) => phoneNumber(40_100 + i)),
      ),
    ]);
    const ids = [...viaFirst, ...viaSecond];
    const dialsOf = (id: string) => carrier.dials.filter((dial) => dial.callId === id).length;
    const dialed = await eventually(async () => ids.every((id) => dialsOf(id) > 0), 20_000);
    expect(
      ids.filter((id) => dialsOf(id) === 0),
      "calls never dialed (the follower's events waited for the sweeper?)",
    ).toEqual([]);
    expect(dialed).toBe(true);
    await sleep(1_000); // a second dial would have come by now
    expect(ids.filter((id) => dialsOf(id) !== 1).map((id) => `${id}: ${dialsOf(id)} dials`)).toEqual([]);
    const dialWait = (id: string) => carrier.dials.find((dial) => dial.callId === id)!.at - acceptedAt.get(id)!;
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // One call at a time, on a quiet system: the hand-over itself.
    const single: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [id] = await place(stack, second, [phoneNumber(40_200 + i)]);
      expect(await eventually(async () => dialsOf(id) === 1, 10_000)).toBe(true);
      single.push(dialWait(id));
    }
    console.log(
      `several processes: dialed after the 202, median of a burst of 40 + 40: leader's ${median(viaFirst.map(dialWait))} ms, follower's ${median(viaSecond.map(dialWait))} ms; ` +
        `one follower call at a time: ${single.join(", ")} ms`,
    );
  });
});

describe("a second server, a graceful stop and a SIGKILL of the leader (simulator)", () => {
  let stack: Stack;
  let first: ProductionServer;
  let second: ProductionServer;
  let firstStopped: Promise<void>;
  let ofFirst: string[];
  let ofSecond: string[];

  beforeAll(async () => {
    // Compressed time, and a drain long enough for the first server's conversations to end by themselves.
    stack = await startStack({ env: { SIMULATOR_TIME_SCALE: "0.1", SHUTDOWN_DRAIN_SEC: "600" } });
    // 750 s at a tenth of real time: the evasive callee talks for 75 s, past the three tests' restarts.
    await stack.db.agent.update({ where: { id: stack.fixture.agentId }, data: { maxDurationSec: 750 } });
    first = stack.server;
  });
  afterAll(() => stack?.teardown());

  it("starting a second server ends none of the first's calls", async () => {
    ofFirst = await place(stack, first, Array(6).fill(EVASIVE));
    expect(
      await eventually(() => allIn(stack, ofFirst, "in_progress"), 30_000),
      "the first server's calls are answered",
    ).toBe(true);
    second = await stack.another();
    await sleep(5_000); // several heartbeats: the old recovery failed them within seconds
    expect(await statuses(stack, ofFirst)).toEqual(each(ofFirst, { status: "in_progress" }));
    expect(logged(second, LEADS)).toBe(false);
  });

  it("SIGTERM: not ready at once, the lease handed over at once, the conversations in progress go on", async () => {
    firstStopped = first.stop("SIGTERM");
    const handedOver = await eventually(async () => logged(second, LEADS), 5_000);
    expect(handedOver, "the second server leads within seconds").toBe(true);
    expect((await fetch(`${first.url}/api/health/ready`)).status).toBe(503);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    ofSecond = await place(stack, second, Array(4).fill(EVASIVE));
    expect(
      await eventually(() => allIn(stack, ofSecond, "in_progress"), 30_000),
      "the new leader dials and carries its calls",
    ).toBe(true);
    expect(await allIn(stack, ofFirst, "in_progress")).toBe(true);
  });

  it("SIGKILL of the leader: the lease moves within seconds, and only the killed server's calls are recovered", async () => {
    const third = await stack.another();
    expect(logged(third, LEADS)).toBe(false);
    await second.stop("SIGKILL");
    const killedAt = Date.now();
    expect(await eventually(async () => logged(third, LEADS), 10_000), "the third server takes the lease").toBe(true);
    const leaseMovedMs = Date.now() - killedAt;
    // The killed server's simulated carriers died with it; it is found gone once its heartbeat is 10 s old.
    expect(
      await eventually(() => allIn(stack, ofSecond, "failed"), 30_000),
      "the killed server's calls end failed",
    ).toBe(true);
    expect(await statuses(stack, ofSecond)).toEqual(
      each(ofSecond, { status: "failed", failureReason: "carrier_lost_on_restart" }),
    );
    expect(await statuses(stack, ofFirst), "the draining server's calls are untouched").toEqual(
      each(ofFirst, { status: "in_progress" }),
    );
    console.log(`several processes: lease moved ${leaseMovedMs} ms after the SIGKILL`);

    // The first server's conversations end by themselves (the agent's time limit), then it exits 0.
    expect(await eventually(() => allIn(stack, ofFirst, "completed"), 150_000), "the drained calls complete").toBe(
      true,
    );
    await firstStopped;
    expect(await first.exited).toBe(0);
    const turns = await stack.db.callTurn.groupBy({ by: ["callId"], where: { callId: { in: ofFirst } }, _count: true });
    expect(turns.filter((t) => t._count >= 4)).toHaveLength(ofFirst.length);
  }, 240_000);
});

describe("a rolling restart (simulator)", () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ env: { SIMULATOR_TIME_SCALE: "0.05", SHUTDOWN_DRAIN_SEC: "30" } });
  });
  afterAll(() => stack?.teardown());

  it("three times during 200 calls leaves every call completed with its transcript, each dialed once", async () => {
    let current = stack.server;
    const retired: ProductionServer[] = [];
    const requests: Originate[] = Array.from({ length: 200 }, (_, i) => ({
      key: randomUUID(),
      to: phoneNumber(50_000 + i),
    }));
    // The load balancer: every new call goes to the newest server, the one that is ready.
    const placing = (async () => {
      for (const request of requests) {
        await originateWithRetries(current.url, stack.fixture, request);
        await sleep(120);
      }
    })();
    for (let round = 0; round < 3; round++) {
      await sleep(4_000);
      const next = await stack.another();
      retired.push(current);
      current = next;
      void retired.at(-1)!.stop("SIGTERM");
    }
    await placing;
    expect(requests.filter((request) => !accepted(request)).map((request) => request.outcome)).toEqual([]);
    const ids = requests.map((request) => (request.outcome as { body: { data: { id: string } } }).body.data.id);

    const terminal = ["completed", "busy", "no_answer", "failed", "canceled", "blocked"];
    const settled = await eventually(
      async () =>
        (await stack.db.call.count({ where: { id: { in: ids }, status: { in: terminal as never } } })) === ids.length,
      120_000,
    );
    const calls = await stack.db.call.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        status: true,
        failureReason: true,
        _count: { select: { turns: true } },
        events: { where: { status: "dialing" }, select: { id: true } },
      },
    });
    expect(
      calls
        .filter((call) => call.status !== "completed")
        .map((call) => `${call.id}: ${call.status} ${call.failureReason ?? ""}`),
    ).toEqual([]);
    expect(settled).toBe(true);
    expect(
      calls.filter((call) => call._count.turns < 4).map((call) => `${call.id}: ${call._count.turns} turns`),
    ).toEqual([]);
    expect(
      calls.filter((call) => call.events.length !== 1).map((call) => `${call.id}: dialed ${call.events.length} times`),
    ).toEqual([]);
    expect(await Promise.all(retired.map((server) => server.exited)), "each stopped server exits 0").toEqual([0, 0, 0]);
  }, 300_000);
});

describe("two servers: a revoked or rolled key stops on both at once", () => {
  let stack: Stack;
  let second: ProductionServer;

  // An hour-long cache: what stops the key on the other server is the broadcast, not the cache's time.
  beforeAll(async () => {
    stack = await startStack({ env: { API_KEY_CACHE_MS: "3600000" } });
    second = await stack.another();
  });
  afterAll(() => stack?.teardown());

  const keysPath = () => `/v1/workspaces/${stack.fixture.workspaceId}/api-keys`;
  const send = (server: ProductionServer, method: string, path: string, key: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  /** A new key, used once on each server so that both cache it. */
  async function cachedEverywhere(): Promise<{ id: string; secret: string }> {
    const created = await send(stack.server, "POST", keysPath(), stack.fixture.keys.live, {
      name: "short-lived",
      scopes: ["calls:read"],
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string; secret: string } };
    for (const server of [stack.server, second])
      expect((await send(server, "GET", `/v1/workspaces/${stack.fixture.workspaceId}/calls`, data.secret)).status).toBe(
        200,
      );
    return data;
  }
  /** How long after `since` the other server first answers `code` to the key (polling every 20 ms), or null after 5 s. */
  async function refusedAfter(key: string, code: string, since: number): Promise<number | null> {
    while (Date.now() - since < 5_000) {
      const response = await send(second, "GET", `/v1/workspaces/${stack.fixture.workspaceId}/calls`, key);
      if (response.status === 401 && ((await response.json()) as { code: string }).code === code)
        return Date.now() - since;
      await sleep(20);
    }
    return null;
  }

  it("a revocation on one server is refused by the other within a second", async () => {
    const key = await cachedEverywhere();
    const revoked = await send(stack.server, "DELETE", `${keysPath()}/${key.id}`, stack.fixture.keys.live);
    expect(revoked.status).toBe(200);
    const after = await refusedAfter(key.secret, "INVALID_API_KEY", Date.now());
    expect(after, "the other server stopped the revoked key").not.toBeNull();
    expect(after!).toBeLessThan(1_000);
  });

  it("a roll with expiresInSeconds 0 stops the old secret on the other server within a second", async () => {
    const key = await cachedEverywhere();
    const rolled = await send(stack.server, "POST", `${keysPath()}/${key.id}/roll`, stack.fixture.keys.live, {
      expiresInSeconds: 0,
    });
    expect(rolled.status).toBe(201);
    const after = await refusedAfter(key.secret, "API_KEY_EXPIRED", Date.now());
    expect(after, "the other server stopped the old secret").not.toBeNull();
    expect(after!).toBeLessThan(1_000);
    const { data } = (await rolled.json()) as { data: { secret: string } };
    expect((await send(second, "GET", `/v1/workspaces/${stack.fixture.workspaceId}/calls`, data.secret)).status).toBe(
      200,
    );
  });
});
