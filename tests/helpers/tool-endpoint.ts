import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

// A business's tool endpoint on localhost: verifies each request's Standard Webhooks signature
// (over the body of a POST, the raw query string of a GET) with the tool's secret, records it,
// and answers what the test scripted: a JSON body, a status, a delay or a hang, a redirect, a
// body larger than svc reads.

export interface ToolRequest {
  method: string;
  path: string;
  /** The raw query string, without "?". */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The payload: the JSON body of a POST; a GET's query fields, objects parsed. */
  payload: Record<string, unknown>;
  signatureValid: boolean;
  /** performance.now() at arrival. */
  at: number;
  /** performance.now() when the answer was written. */
  answeredAt?: number;
}

export type ToolAnswer =
  | { status?: number; json?: unknown; text?: string; delayMs?: number }
  | { hang: true }
  | { redirect: string }
  /** A body of this many bytes, written in 4 KiB pieces; `written` counts what left. */
  | { bytes: number };

export interface ToolEndpoint {
  url: string;
  requests: ToolRequest[];
  /** Bytes of `{ bytes }` answers the server managed to write before svc stopped reading. */
  written: number;
  setSecret(secret: string): void;
  /** How to answer; by default `{ json: { ok: true } }`. */
  answer: (request: ToolRequest) => ToolAnswer;
  close(): Promise<void>;
}

function payloadOf(method: string, body: string, query: URLSearchParams): Record<string, unknown> {
  if (method !== "GET") return body ? (JSON.parse(body) as Record<string, unknown>) : {};
  const payload: Record<string, unknown> = {};
  for (const [name, value] of query) {
    try {
      payload[name] = name === "type" || name === "toolCallId" ? value : JSON.parse(value);
    } catch {
      payload[name] = value;
    }
  }
  return payload;
}

async function respond(
  res: ServerResponse,
  answer: ToolAnswer,
  endpoint: ToolEndpoint,
  request: ToolRequest,
): Promise<void> {
  if ("hang" in answer) return;
  if ("redirect" in answer) return void res.writeHead(302, { location: answer.redirect }).end();
  if ("bytes" in answer) {
    res.writeHead(200, { "content-type": "text/plain" });
    const piece = Buffer.alloc(4096, "x");
    for (let sent = 0; sent < answer.bytes && !res.destroyed; sent += piece.length) {
      const ok = res.write(piece);
      endpoint.written += piece.length;
      if (!ok)
        await new Promise((resolve) => {
          res.once("drain", resolve);
          res.once("close", resolve);
        });
    }
    return void res.end();
  }
  if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
  request.answeredAt = performance.now();
  if (answer.text !== undefined)
    return void res.writeHead(answer.status ?? 200, { "content-type": "text/plain" }).end(answer.text);
  res
    .writeHead(answer.status ?? 200, { "content-type": "application/json" })
    .end(JSON.stringify(answer.json ?? { ok: true }));
}

export async function startToolEndpoint(): Promise<ToolEndpoint> {
  let verifier: Webhook | null = null;
  const endpoint: ToolEndpoint = {
    url: "",
    requests: [],
    written: 0,
    setSecret: (secret) => (verifier = new Webhook(secret)),
    answer: () => ({ json: { ok: true } }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const at = performance.now();
      const url = new URL(req.url ?? "/", "http://endpoint");
      const body = Buffer.concat(chunks).toString("utf8");
      const query = url.search.slice(1);
      let signatureValid = false;
      try {
        // A GET's signed query string is not JSON: only the signature is checked.
        verifier?.verify(req.method === "GET" ? query : body, req.headers as Record<string, string>, {
          jsonParse: req.method !== "GET",
        });
        signatureValid = verifier !== null;
      } catch {
        signatureValid = false;
      }
      const request: ToolRequest = {
        method: req.method ?? "",
        path: url.pathname,
        query,
        headers: req.headers,
        body,
        payload: payloadOf(req.method ?? "", body, url.searchParams),
        signatureValid,
        at,
      };
      endpoint.requests.push(request);
      void respond(res, endpoint.answer(request), endpoint, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return endpoint;
}
