import { afterEach, describe, expect, it } from "vitest";
import {
  RETRY_DELAYS_MS,
  SvcApiError,
  SvcClient,
  SvcTransportError,
  type RequestOptions,
  type SvcClientOptions,
} from "../src/index.js";
import { envelope, startScriptedServer, type ScriptedServer, type Step } from "./helpers/scripted-server.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const accepted: Step = { status: 202, body: { success: true, data: { id: "call_1", status: "queued" } } };
const unavailable: Step = { status: 503, body: envelope("SERVICE_UNAVAILABLE") };

let server: ScriptedServer;
let waits: number[];
afterEach(() => server.close());

async function clientFor(script: Step[], options: Partial<SvcClientOptions> = {}): Promise<SvcClient> {
  server = await startScriptedServer(script);
  waits = [];
  return new SvcClient({
    apiKey: "svc_sk_live_test",
    workspaceId: "ws_1",
    baseUrl: server.url,
    // Time is injected: the schedule is recorded, not slept.
    sleep: async (ms) => void waits.push(ms),
    ...options,
  });
}

const originate = (client: SvcClient, options: RequestOptions = {}) =>
  client.calls.originateManual({ agentId: "agt_1", to: "+14155550100" }, options);

describe("retry schedule (docs/api-contract.md §8)", () => {
  it("waits 1, 2, 5, 15 and 60 s between six attempts, then succeeds", async () => {
    const client = await clientFor([unavailable, unavailable, unavailable, unavailable, unavailable, accepted]);
    const response = await originate(client);
    expect(waits).toEqual([1_000, 2_000, 5_000, 15_000, 60_000]);
    expect(RETRY_DELAYS_MS).toEqual(waits);
    expect(response).toEqual({ id: "call_1", status: "queued" });
    expect(server.received).toHaveLength(6);
  });

  it("sends one UUIDv4 Idempotency-Key, the same on every retry, with the identical body", async () => {
    const client = await clientFor([unavailable, { status: 429, body: envelope("RATE_LIMITED") }, "drop", accepted]);
    await originate(client);
    const keys = server.received.map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(UUID_V4);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(new Set(server.received.map((request) => request.body))).toEqual(
      new Set(['{"agentId":"agt_1","to":"+14155550100"}']),
    );
  });

  it("mints a new key for a new operation, and uses the caller's key when given", async () => {
    const client = await clientFor([accepted]);
    await originate(client);
    await originate(client);
    await originate(client, { idempotencyKey: "order-42-call" });
    const [first, second, third] = server.received.map((request) => request.headers["idempotency-key"]);
    expect(first).not.toBe(second);
    expect(second).toMatch(UUID_V4);
    expect(third).toBe("order-42-call");
  });

  it("sends no Idempotency-Key on a GET, but retries it the same way", async () => {
    const client = await clientFor([unavailable, { status: 200, body: { success: true, data: { id: "call_1" } } }]);
    expect(await client.calls.get("call_1")).toEqual({ id: "call_1" });
    expect(server.received[0]!.url).toBe("/v1/workspaces/ws_1/calls/call_1");
    expect(server.received.map((request) => request.headers["idempotency-key"])).toEqual([undefined, undefined]);
    expect(server.received[0]!.headers.authorization).toBe("Bearer svc_sk_live_test");
  });

  it("gives up after the 60 s wait with the last error, marked as retried", async () => {
    const client = await clientFor([{ status: 500, body: envelope("INTERNAL_ERROR", "Something went wrong") }]);
    const error = await originate(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SvcApiError);
    expect(error).toMatchObject({
      status: 500,
      code: "INTERNAL_ERROR",
      attempts: 6,
      retried: true,
      requestId: "req_6",
    });
    expect(waits).toEqual([1_000, 2_000, 5_000, 15_000, 60_000]);
    expect(server.received).toHaveLength(6);
  });

  it("never retries a 422, and exposes code, message, details and request id", async () => {
    const details = { hint: "use a new key" };
    const client = await clientFor([
      { status: 422, body: envelope("IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD", "Key reused", details) },
      accepted,
    ]);
    const error = await originate(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SvcApiError);
    expect(error).toMatchObject({
      status: 422,
      code: "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD",
      message: "Key reused",
      details,
      requestId: "req_1",
      attempts: 1,
      retried: false,
    });
    expect(server.received).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it.each([400, 401, 403, 404, 409, 413, 415])("never retries a %i", async (status) => {
    const client = await clientFor([{ status, body: envelope("SOME_CODE") }, accepted]);
    await expect(originate(client)).rejects.toMatchObject({ status, code: "SOME_CODE", retried: false });
    expect(server.received).toHaveLength(1);
  });

  it("waits at least as long as Retry-After (seconds or HTTP date), never less than the schedule", async () => {
    const rateLimited = (retryAfter: string): Step => ({
      status: 429,
      body: envelope("RATE_LIMITED"),
      headers: { "retry-after": retryAfter },
    });
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    const client = await clientFor([rateLimited("7"), rateLimited("0"), rateLimited(inTenSeconds), accepted]);
    await originate(client);
    expect(waits[0]).toBe(7_000);
    expect(waits[1]).toBe(2_000);
    expect(waits[2]).toBeGreaterThan(5_000);
    expect(waits[2]).toBeLessThanOrEqual(10_000);
  });

  it("gives up at once when Retry-After is longer than the schedule's last wait (60 s)", async () => {
    const client = await clientFor([
      { status: 429, body: envelope("RATE_LIMITED"), headers: { "retry-after": "3600" } },
      accepted,
    ]);
    const error = await originate(client).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", attempts: 1 });
    expect((error as SvcApiError).headers.get("retry-after")).toBe("3600");
    expect(waits).toEqual([]);
  });

  it("retries transport errors, then raises SvcTransportError (not SvcApiError)", async () => {
    const client = await clientFor(["drop"]);
    const error = await originate(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SvcTransportError);
    expect(error).not.toBeInstanceOf(SvcApiError);
    expect(error).toMatchObject({ attempts: 6, retried: true, timedOut: false });
    expect((error as SvcTransportError).idempotencyKey).toMatch(UUID_V4);
    expect(server.received).toHaveLength(6);
  });

  it("times out each attempt after timeoutMs and retries it", async () => {
    const client = await clientFor(["hang", accepted], { timeoutMs: 500 });
    await originate(client);
    expect(server.received).toHaveLength(2);
    expect(waits).toEqual([1_000]);

    await server.close();
    const stuck = await clientFor(["hang"], { timeoutMs: 100, maxRetries: 1 });
    await expect(originate(stuck)).rejects.toMatchObject({ name: "SvcTransportError", timedOut: true, attempts: 2 });
  });

  it("honours maxRetries: 0", async () => {
    const client = await clientFor([unavailable, accepted], { maxRetries: 0 });
    await expect(originate(client)).rejects.toMatchObject({ status: 503, attempts: 1 });
  });

  it("reports a non-envelope error body as HTTP_ERROR", async () => {
    const client = await clientFor([{ status: 502, body: "<html>Bad gateway</html>" }], { maxRetries: 0 });
    await expect(originate(client)).rejects.toMatchObject({ status: 502, code: "HTTP_ERROR", details: null });
  });

  it("raises SvcTransportError, without retrying, for a 2xx whose body is not JSON (e.g. a wrong baseUrl)", async () => {
    const client = await clientFor([{ status: 200, body: "<html>a web page</html>" }, accepted]);
    await expect(originate(client)).rejects.toMatchObject({
      name: "SvcTransportError",
      attempts: 1,
      message: expect.stringContaining("not JSON"),
    });
    expect(server.received).toHaveLength(1);
  });
});

describe("aborting", () => {
  it("stops during the wait between attempts, with the signal's reason, and sends nothing more", async () => {
    // The real sleep: the abort lands inside the 1 s wait after the first 503.
    const client = await clientFor([unavailable, accepted], { sleep: undefined });
    const controller = new AbortController();
    const pending = originate(client, { signal: controller.signal });
    await expect.poll(() => server.received.length).toBe(1);
    const abortedAt = Date.now();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - abortedAt).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(server.received).toHaveLength(1);
  });

  it("stops an attempt in flight", async () => {
    const client = await clientFor(["hang"]);
    const controller = new AbortController();
    const pending = originate(client, { signal: controller.signal });
    await expect.poll(() => server.received.length).toBe(1);
    controller.abort(new Error("user navigated away"));
    await expect(pending).rejects.toThrow("user navigated away");
    expect(waits).toEqual([]);
  });

  it("does not start when the signal is already aborted", async () => {
    const client = await clientFor([accepted]);
    await expect(originate(client, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: "AbortError" });
    expect(server.received).toHaveLength(0);
  });
});
