import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { SvcApiError, SvcClient, type LiveEvent } from "../src/index.js";

// calls.live(): a real SSE server whose first connection drops mid-call; the iterator resumes with
// Last-Event-ID and ends after `ended`, each event once.

const frame = (id: number, event: string, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function sseServer(answer: (headers: IncomingHttpHeaders, res: ServerResponse, connection: number) => void) {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url!, headers: req.headers });
    answer(req.headers, res, seen.length);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const client = (baseUrl: string) =>
  new SvcClient({ apiKey: "svc_sk_live_x", workspaceId: "ws_1", baseUrl, sleep: async () => {} });

describe("calls.live", () => {
  it("yields each event once across a dropped connection, resuming after the last one, and ends after `ended`", async () => {
    const server = await sseServer((_, res, connection) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      if (connection === 1) {
        res.write("retry: 2000\n\n: heartbeat\n\n");
        res.write(frame(1, "status", { status: "in_progress" }));
        // The second event split across writes, then the connection drops.
        const second = frame(2, "turn.delta", { text: "Hello" });
        res.write(second.slice(0, 10));
        res.write(second.slice(10));
        setTimeout(() => res.socket!.destroy(), 100);
        return;
      }
      res.write(frame(3, "turn", { role: "agent", text: "Hello there." }));
      res.end(frame(4, "ended", { status: "completed" }));
    });
    const events: LiveEvent[] = [];
    for await (const event of client(server.url).calls.live("call_1")) events.push(event);
    expect(events.map(({ id, event }) => `${id} ${event}`)).toEqual(["1 status", "2 turn.delta", "3 turn", "4 ended"]);
    expect(events[1]!.data).toEqual({ text: "Hello" });
    expect(server.seen.map(({ url }) => url)).toEqual([
      "/v1/workspaces/ws_1/calls/call_1/live",
      "/v1/workspaces/ws_1/calls/call_1/live",
    ]);
    expect(server.seen[1]!.headers["last-event-id"]).toBe("2");
    expect(server.seen[0]!.headers).toMatchObject({
      authorization: "Bearer svc_sk_live_x",
      accept: "text/event-stream",
    });
  });

  it("starts after lastEventId when given", async () => {
    const server = await sseServer((headers, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end(frame(Number(headers["last-event-id"]) + 1, "ended", { status: "completed" }));
    });
    const events: LiveEvent[] = [];
    for await (const event of client(server.url).calls.live("call_1", { lastEventId: "41" })) events.push(event);
    expect(events.map(({ id }) => id)).toEqual(["42"]);
  });

  it("an error the server answers ends the stream with SvcApiError, not a retry", async () => {
    const server = await sseServer((_, res) => {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: false, code: "NOT_FOUND", error: "No such call.", details: null }));
    });
    const stream = client(server.url).calls.live("call_404");
    await expect(stream.next()).rejects.toSatisfy(
      (error) => error instanceof SvcApiError && error.status === 404 && error.code === "NOT_FOUND",
    );
    expect(server.seen).toHaveLength(1);
    expect(() => client(server.url).calls.live("")).toThrow("callId must be a non-empty string");
  });
});
