import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startDialingWorkspace, type DialingWorkspace } from "../helpers/dialing-harness";
import { openSse, type SseEvent, type SseStream } from "../helpers/sse-client";

// GET …/calls/{callId}/live (docs/voice-agent.md "Live calls"): a simulated call watched as it
// happens (statuses, the agent's words, each turn, the end), resumed with Last-Event-ID, replayed
// once it is over, and refused or dropped where it must be.

let started: DialingWorkspace;
let app: DialingWorkspace["harness"]["app"];
let ws: DialingWorkspace["ws"];
let db: DialingWorkspace["db"];

beforeAll(async () => {
  started = await startDialingWorkspace();
  ({ ws, db } = started);
  app = started.harness.app;
  await db.agent.update({ where: { id: ws.agentId }, data: { maxDurationSec: 36_000 } }); // the long calls outlast the tests
});
afterAll(async () => {
  await started?.stop();
});

const livePath = (callId: string) => `/v1/workspaces/${ws.workspaceId}/calls/${callId}/live`;
const watch = (callId: string, key = ws.keys.test, headers: Record<string, string> = {}) =>
  openSse(`${app.url}${livePath(callId)}`, { authorization: `Bearer ${key}`, ...headers });

async function place(to: string, key = ws.keys.test): Promise<string> {
  const response = await fetch(`${app.url}/v1/workspaces/${ws.workspaceId}/calls`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ agentId: ws.agentId, to }),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function endOf(stream: SseStream): Promise<SseEvent[]> {
  await Promise.race([
    stream.closed,
    new Promise((_, reject) => setTimeout(() => reject(new Error("the stream did not close")), 30_000)),
  ]);
  return stream.events;
}

const ofType = (events: SseEvent[], type: string) => events.filter((event) => event.event === type);

describe("a call's live stream", () => {
  let callId: string;
  let watched: SseEvent[];

  it("shows each status, the agent's words as they are sent, each turn as stored, then the end, and closes", async () => {
    callId = await place("+15005550100");
    const stream = await watch(callId);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    watched = await endOf(stream);

    expect(watched.map((event) => Number(event.id))).toEqual(watched.map((_, i) => i + 1));
    expect(ofType(watched, "status").map((event) => (event.data as { status: string }).status)).toEqual([
      "queued",
      "dialing",
      "ringing",
      "in_progress",
      "completed",
    ]);
    const { turns } = (
      (await (
        await fetch(`${app.url}/v1/workspaces/${ws.workspaceId}/calls/${callId}/transcript`, {
          headers: { authorization: `Bearer ${ws.keys.test}` },
        })
      ).json()) as { data: { turns: { index: number; role: string; text: string }[] } }
    ).data;
    expect(turns.length).toBeGreaterThan(3);
    expect(ofType(watched, "turn").map((event) => event.data)).toEqual(turns);
    // Every agent turn's words came as deltas before the turn itself.
    for (const turn of turns.filter((t) => t.role === "agent")) {
      const at = watched.findIndex(
        (event) => event.event === "turn" && (event.data as { index: number }).index === turn.index,
      );
      const words = watched
        .slice(0, at)
        .filter((event) => event.event === "turn.delta" && (event.data as { index: number }).index === turn.index)
        .map((event) => (event.data as { text: string }).text)
        .join("");
      expect(words.trim()).toBe(turn.text);
    }
    expect(watched.at(-1)).toMatchObject({
      event: "ended",
      data: { status: "completed", endedReason: expect.any(String) },
    });
  });

  it("replays a finished call's stream, the same events with the same ids, and closes", async () => {
    const replay = await endOf(await watch(callId));
    expect(replay).toEqual(watched);
  });

  it("resumes after Last-Event-ID with exactly the events that followed", async () => {
    for (const after of [1, 4, watched.length - 1]) {
      const resumed = await endOf(await watch(callId, ws.keys.test, { "last-event-id": String(after) }));
      expect(resumed).toEqual(watched.slice(after));
    }
  });

  it("resumes a call in progress without loss or repeat", async () => {
    const live = await place("+15005550004"); // the evasive callee: a long conversation
    const first = await watch(live);
    await first.next((event) => event.event === "turn" && (event.data as { role: string }).role === "user");
    first.close();
    const seen = [...first.events];
    const second = await watch(live, ws.keys.test, { "last-event-id": seen.at(-1)!.id });
    await second.next((event) => event.event === "turn", 20_000);
    second.close();
    const joined = [...seen, ...second.events];
    expect(joined.map((event) => Number(event.id))).toEqual(joined.map((_, i) => i + 1));
    await db.call.update({ where: { id: live }, data: { status: "canceled" } }).catch(() => undefined);
  });
});

describe("a call's end", () => {
  it("closes the log of an ended call whose session never said so, once its grace is over", async () => {
    const call = await db.call.create({
      data: {
        workspaceId: ws.workspaceId,
        agentId: ws.agentId,
        mode: "test",
        to: "+14155552671",
        from: ws.fromNumber,
        status: "completed",
        endedReason: "completed",
        endedAt: new Date(),
      },
    });
    const { settleLiveEnd } = await import("@/server/live/log");
    await settleLiveEnd(call.id, 0);
    const events = await db.callLiveEvent.findMany({ where: { callId: call.id }, orderBy: { seq: "asc" } });
    expect(events.at(-1)?.type).toBe("ended");
  });
});

describe("who may watch", () => {
  it("another workspace's call, another mode's call and an unknown call are 404", async () => {
    const callId = await place("+15005550100");
    const { createWorkspaceFixture } = await import("../helpers/fixtures");
    const other = await createWorkspaceFixture(db);
    const elsewhere = await openSse(`${app.url}/v1/workspaces/${other.workspaceId}/calls/${callId}/live`, {
      authorization: `Bearer ${other.keys.test}`,
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ success: false, code: "NOT_FOUND" });
    const otherMode = await watch(callId, ws.keys.live);
    expect(otherMode.status).toBe(404);
    const unknown = await watch("call_00000000000000000000000000000000");
    expect(unknown.status).toBe(404);
    const noScope = await watch(callId, ws.keys.readOnly);
    expect(noScope.status).toBe(403);
    expect(noScope.body).toMatchObject({ code: "INSUFFICIENT_SCOPE" });
    const anonymous = await openSse(`${app.url}${livePath(callId)}`);
    expect(anonymous.status).toBe(401);
  });

  it("a key holds at most 20 streams at once: the 21st is 429, and a place frees when a stream closes", async () => {
    const callId = await place("+15005550004");
    const streams = await Promise.all(Array.from({ length: 20 }, () => watch(callId)));
    expect(streams.map((stream) => stream.status)).toEqual(Array(20).fill(200));
    const refused = await watch(callId);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED", details: { reason: "live_streams" } });
    expect(refused.headers.get("retry-after")).toBe("15");
    streams[0].close();
    const again = await eventually(async () => {
      const stream = await watch(callId);
      if (stream.status === 200) return stream;
    }, 5_000);
    for (const stream of [...streams, again]) stream.close();
    await db.call.update({ where: { id: callId }, data: { status: "canceled" } }).catch(() => undefined);
  });

  it("a client that reads nothing is dropped once 64 KiB wait for it", async () => {
    const { appendLive } = await import("@/server/live/log");
    const { watchedCalls } = await import("@/server/live/feed");
    const callId = await place("+15005550004");
    const url = new URL(`${app.url}${livePath(callId)}`);
    const socket = connect(Number(url.port), url.hostname);
    let closed = false;
    let received = 0;
    socket.on("data", (chunk: Buffer) => (received += chunk.length));
    socket.on("close", () => (closed = true)).on("error", () => undefined);
    socket.pause(); // reads nothing
    socket.write(`GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${ws.keys.test}\r\n\r\n`);
    await eventually(async () => watchedCalls().readers > 0, 5_000, "the stream to open");
    const big = "x".repeat(64_000);
    for (let i = 0; i < 500 && watchedCalls().readers > 0; i++)
      await appendLive(callId, [
        { type: "tool", data: { phase: "called", call: { name: "filler", arguments: { big } } } },
      ]);
    await eventually(async () => watchedCalls().readers === 0, 10_000, "the stream to be dropped");
    // What the connection held is all there is: reading it now reaches the end the server gave it.
    socket.resume();
    await eventually(async () => closed, 10_000, "the connection to be ended");
    expect(received).toBeLessThan(32_000_000);
    await db.call.update({ where: { id: callId }, data: { status: "canceled" } }).catch(() => undefined);
  }, 90_000);
});
