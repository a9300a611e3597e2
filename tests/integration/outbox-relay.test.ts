import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbReady } from "@/server/db/client";
import { receiveEventsLocally } from "@/server/jobs/inngest";
import { relayOutboxSoon, type OutboxRow } from "@/server/outbox/outbox";
import { eventually } from "../helpers/dialing-harness";

// The relay after commit (server/outbox/outbox.ts): one relay at a time, the rows handed over
// while it is under way going together in the next; a relay that hangs holds the next back for a
// second at most. Events are received where the local executor receives them.

type Receiver = (ids: string[]) => Promise<void>;
let receive: Receiver = async () => undefined;

beforeAll(async () => {
  await dbReady();
  receiveEventsLocally(async (events) => {
    const ids = events.map((event) => (event as { id: string }).id);
    await receive(ids);
    return ids;
  });
});
afterAll(() => receiveEventsLocally(undefined));

const row = (id: string): OutboxRow => ({ id, name: "test/relayed", data: {} });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("relayOutboxSoon", () => {
  it("sends the rows handed over while a relay is under way together, once it is done", async () => {
    const sends: string[][] = [];
    let finishFirst = () => {};
    const first = new Promise<void>((resolve) => (finishFirst = resolve));
    receive = async (ids) => {
      sends.push(ids);
      if (sends.length === 1) await first;
    };
    relayOutboxSoon([row("obx_relay_a")]);
    await eventually(async () => sends.length === 1, 5_000, "the first send");
    relayOutboxSoon([row("obx_relay_b")]);
    relayOutboxSoon([row("obx_relay_c"), row("obx_relay_d")]);
    await pause(100);
    expect(sends).toEqual([["obx_relay_a"]]);
    finishFirst();
    await eventually(async () => sends.length === 2, 5_000, "the second send");
    expect(sends[1]).toEqual(["obx_relay_b", "obx_relay_c", "obx_relay_d"]);
  });

  it("does not let a relay that hangs hold the next back for more than a second", async () => {
    const sends: string[][] = [];
    receive = async (ids) => {
      sends.push(ids);
      if (ids.includes("obx_hangs")) await new Promise(() => {});
    };
    relayOutboxSoon([row("obx_hangs")]);
    await eventually(async () => sends.length === 1, 5_000, "the hanging send");
    const handedAt = Date.now();
    relayOutboxSoon([row("obx_after_hang")]);
    await eventually(async () => sends.length === 2, 5_000, "the send after the hanging one");
    expect(Date.now() - handedAt).toBeGreaterThan(800);
    expect(sends[1]).toEqual(["obx_after_hang"]);
  });
});
