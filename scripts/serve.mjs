// `node scripts/serve.mjs [port]`: the production server, i.e. `next start` plus answering in the
// error envelope what Next cannot route (scripts/unroutable.mjs), and the one duty Next leaves to
// a proxy: recording the TCP peer as the rightmost X-Forwarded-For entry, so per-IP rate
// limits count real addresses (README "Client IP", server/client-ip.ts). With TRUST_PROXY_HOPS=0 a
// client's own X-Forwarded-For is replaced; behind trusted proxies the peer is appended to theirs.
// It also takes the voice gateway's WebSocket upgrades (/voice/relay), which Next does not route,
// and answers the carrier's requests beside Next: server/startup.ts offers both handlers once the
// app is ready.
import { EventEmitter } from "node:events";
import "./plain-env.mjs";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import next from "next";
import { answerClientError, answerUnroutable, unroutable } from "./unroutable.mjs";

const port = Number(process.argv[2] || process.env.PORT || 3000);
// server/env.ts derives the default APP_URL (where carriers send callbacks) from it.
process.env.PORT = String(port);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const trustedHops = Number(process.env.TRUST_PROXY_HOPS || 0);

// Next attaches an upgrade listener of its own to the server it is given (else the first request's
// server): for dev HMR and rewrites to external WebSockets, which svc does not use. On every relay
// upgrade it would resolve routes and run proxy.ts for nothing (~1 ms of CPU a call), and end the
// socket if that threw. It is given a server that never upgrades.
const app = next({ dev: false, dir: process.cwd(), hostname, port, httpServer: new EventEmitter() });
await app.prepare();
const handle = app.getRequestHandler();

// A call's live stream whose client reads nothing is dropped by the app (server/live/stream.ts);
// Next would keep the stalled response open, waiting for a drain that never comes, so the app ends
// the connection through here: each live-stream request is told its connection's id (replacing
// whatever the client sent), and the app may end that connection by it.
const LIVE_STREAM_PATH = /^\/(v1\/workspaces|api\/w)\/[^/]+\/calls\/[^/]+\/live$/;
const streamConnections = new Map();
let connectionCount = 0;
globalThis.__svcEndConnection = (id) => streamConnections.get(id)?.destroy();

function serveRequest(req, res) {
  // The security headers of every response that is not a page (server/security-headers.ts); a
  // page's proxy.ts replaces them with its own.
  for (const [name, value] of globalThis.__svcFixedHeaders ?? []) res.setHeader(name, value);
  const refused = unroutable(req.url);
  if (refused) return answerUnroutable(res, refused);
  const peer = req.socket.remoteAddress ?? "unknown";
  const forwarded = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = trustedHops > 0 && forwarded ? `${forwarded}, ${peer}` : peer;
  delete req.headers["x-svc-connection"];
  if (LIVE_STREAM_PATH.test((req.url ?? "/").split("?")[0])) {
    const id = String((connectionCount += 1));
    req.headers["x-svc-connection"] = id;
    streamConnections.set(id, res);
    res.once("close", () => streamConnections.delete(id));
  }
  // The carrier's requests are answered beside Next once the app offers them (server/startup.ts).
  if (globalThis.__svcServeBesideNext?.(req, res)) return;
  handle(req, res);
}

// API requests whose answer has not begun: the local executor's background work gives way to them
// (inngest/local-executor/executor.ts, yieldToRequests). A response counts until its head is
// written, so an open stream (a live call, an export) stops counting once it has begun. Carrier
// callbacks do not count: they are the background's own work coming back (a campaign's calls'
// callbacks held its next dials back), and so are the rest of /api.
const AWAITED_PATH = /^\/(v1|api\/trpc)\//;
let awaitingAnswer = 0;
globalThis.__svcRequestsAwaitingAnswer = () => awaitingAnswer;
function countUntilAnswered(res) {
  awaitingAnswer += 1;
  let counted = true;
  const answered = () => {
    if (!counted) return;
    counted = false;
    awaitingAnswer -= 1;
  };
  // Every head goes through writeHead: Node's implicit head on the first write calls it too.
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    answered();
    return writeHead.apply(this, args);
  };
  res.once("close", answered);
}

// With traces on, the app offers a span per request (server/telemetry/http.ts), Next's spans within it.
const server = createServer((req, res) => {
  if (AWAITED_PATH.test(req.url ?? "")) countUntilAnswered(res);
  const traced = globalThis.__svcTraceRequest;
  if (traced) traced(req, res, () => serveRequest(req, res));
  else serveRequest(req, res);
});
server.on("clientError", answerClientError);
server.on("upgrade", (req, socket, head) => {
  const gateway = globalThis.__svcVoiceGateway;
  if (gateway) return gateway.handleUpgrade(req, socket, head);
  socket.end("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
});

// Next prepares the app (instrumentation.ts: configuration, database, executor lease) on its first
// request. That request is made here, over a private Unix socket, so that a server that cannot
// start exits non-zero before it listens where anyone can reach it, and one that can is ready
// when it does.
const warmUpDir = mkdtempSync(path.join(tmpdir(), "svc-start-"));
const warmUpSocket = path.join(warmUpDir, "warm-up.sock");
await new Promise((resolve) => server.listen(warmUpSocket, resolve));
await new Promise((resolve) =>
  httpGet({ socketPath: warmUpSocket, path: "/api/ping" }, (res) => res.resume().on("end", resolve)).on(
    "error",
    resolve,
  ),
);
await new Promise((resolve) => server.close(resolve));
rmSync(warmUpDir, { recursive: true, force: true });
if (globalThis.__svcStartupFailed) process.exit(1);
server.listen(port, hostname, () => console.log(`svc listening on http://${hostname}:${port}`));

// SIGTERM (a deploy, a process manager): a graceful stop (server/processes/shutdown.ts) while the
// server goes on answering carrier callbacks, then exit 0. A second signal does not wait.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    Promise.resolve(globalThis.__svcShutdown?.())
      .catch((error) => console.error("graceful shutdown failed:", error))
      .finally(() => {
        server.close();
        process.exit(0);
      });
  });
}
