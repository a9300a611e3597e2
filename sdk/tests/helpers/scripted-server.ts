// A real HTTP server that fails on purpose: it answers each request with the next step of a
// script and records what it received, so tests see exactly what the SDK put on the wire.

import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Step =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Close the connection without answering: a transport error. */
  | "drop"
  /** Never answer: runs into the client's per-attempt timeout. */
  | "hang";

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ScriptedServer {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export const envelope = (code: string, error = code, details: unknown = null) => ({
  success: false,
  code,
  error,
  details,
});

/** Serves `script` in order; once it is used up, every further request gets its last step. */
export async function startScriptedServer(script: Step[]): Promise<ScriptedServer> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    const step = script[Math.min(received.length, script.length) - 1]!;
    if (step === "drop") return req.socket.destroy();
    if (step === "hang") return;
    res.writeHead(step.status, {
      "content-type": typeof step.body === "string" ? "text/html" : "application/json",
      "x-request-id": `req_${received.length}`,
      ...step.headers,
    });
    res.end(typeof step.body === "string" ? step.body : JSON.stringify(step.body ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
