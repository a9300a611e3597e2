import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { answerClientError } from "../../scripts/unroutable.mjs";
import { ERROR_CATALOG, type ErrorCode } from "../../server/errors";

// What Node refuses before a route sees the request (an oversized head, bytes that are not HTTP, a
// head that never ends) reaches an API client in the envelope, as every other error does. The
// server here is wired as scripts/serve.mjs wires it, with timeouts short enough to wait for.

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer({ headersTimeout: 300, requestTimeout: 400, connectionsCheckingInterval: 50 }, (req, res) =>
    req.resume().on("end", () => res.end("ok")),
  );
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the server answers to `bytes` written as they are, read until it closes the connection. */
function exchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
  });
}

function expectEnvelope(answer: string, code: ErrorCode) {
  const [head, body] = answer.split("\r\n\r\n");
  const [statusLine, ...headers] = head.split("\r\n");
  expect(statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${ERROR_CATALOG[code].status} `));
  expect(headers).toContain("Content-Type: application/json");
  expect(headers).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
  expect(headers.some((header) => /^X-Request-Id: req_[0-9a-f]{32}$/.test(header))).toBe(true);
  const envelope = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(envelope).sort()).toEqual(["code", "details", "error", "success"]);
  expect(envelope).toMatchObject({ success: false, code });
}

it("a request line and headers over 16 KiB are 431 REQUEST_HEADERS_TOO_LARGE", async () => {
  const answer = await exchange(`GET /v1/x HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${"A".repeat(17_000)}\r\n\r\n`);
  expectEnvelope(answer, "REQUEST_HEADERS_TOO_LARGE");
});

it("bytes that are not HTTP are 400 VALIDATION_ERROR", async () => {
  const answer = await exchange("GET /v1/x HTTP/1.1\r\nHost: a\r\nno colon here\r\n\r\n");
  expectEnvelope(answer, "VALIDATION_ERROR");
  expect(JSON.parse(answer.split("\r\n\r\n")[1]).details).toEqual({
    issues: [{ path: [], message: "The request is not valid HTTP/1.1." }],
  });
});

it("oversized chunk extensions are 413 PAYLOAD_TOO_LARGE", async () => {
  const answer = await exchange(
    `POST /v1/x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n1;${"e".repeat(20_000)}\r\na\r\n0\r\n\r\n`,
  );
  expectEnvelope(answer, "PAYLOAD_TOO_LARGE");
});

it("a head that does not arrive in time is 408 REQUEST_TIMEOUT", async () => {
  const answer = await exchange("GET /v1/x HTTP/1.1\r\nHost: a\r\n");
  expectEnvelope(answer, "REQUEST_TIMEOUT");
});

it("a well-formed request on the same server is still served", async () => {
  expect(await exchange("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")).toMatch(/\r\n\r\nok$/);
});
