// Requests Next.js cannot route answered as the API answers everything else: the error envelope
// of docs/api-contract.md §7 with an X-Request-Id, never Next's plain-text 500 or HTML 404.
// Plain JavaScript because scripts/serve.mjs loads it before Next (and TypeScript) are running;
// tests/e2e/urls.spec.ts holds it to the same envelope as server/errors.ts.
import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";

/** Why this path cannot reach a route, or null when Next can route it. */
export function unroutable(url) {
  const pathname = (url ?? "/").split("?")[0];
  try {
    decodeURIComponent(pathname);
  } catch {
    const message = "The URL is not valid percent-encoded UTF-8.";
    return { status: 400, code: "VALIDATION_ERROR", error: message, details: { issues: [{ path: [], message }] } };
  }
  // Paths are case-sensitive; /V1/… is no API path, and an API client must hear that in JSON.
  if (/^\/v1(\/|$)/i.test(pathname) && !/^\/v1(\/|$)/.test(pathname)) {
    return {
      status: 404,
      code: "NOT_FOUND",
      error: `No endpoint at ${pathname}; API paths start with /v1.`,
      details: null,
    };
  }
  return null;
}

const requestId = () => `req_${randomUUID().replaceAll("-", "")}`;

export function answerUnroutable(res, { status, ...envelope }) {
  res.writeHead(status, { "Content-Type": "application/json", "X-Request-Id": requestId() });
  res.end(JSON.stringify({ success: false, ...envelope }));
}

/** What Node refuses before any route sees the request, in the envelope (Node's own answers have no body). */
function clientErrorEnvelope(code) {
  switch (code) {
    case "HPE_HEADER_OVERFLOW": // Node's maxHeaderSize, 16 KiB of request line and headers
      return {
        status: 431,
        code: "REQUEST_HEADERS_TOO_LARGE",
        error: "The request's URL and headers are larger than 16 KiB together.",
        details: null,
      };
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return {
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
        error: "The request's chunk extensions are too large.",
        details: null,
      };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, code: "REQUEST_TIMEOUT", error: "The request did not arrive in time.", details: null };
    default: {
      const message = "The request is not valid HTTP/1.1.";
      return { status: 400, code: "VALIDATION_ERROR", error: message, details: { issues: [{ path: [], message }] } };
    }
  }
}

/** The server's `clientError` listener: answers as Node would, but in the envelope, then closes. */
export function answerClientError(error, socket) {
  // A socket that already carries a response (or is gone) can take no other; Node does the same.
  if (!socket.writable || socket.bytesWritten > 0) return socket.destroy(error);
  const { status, ...envelope } = clientErrorEnvelope(error.code);
  const body = JSON.stringify({ success: false, ...envelope });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId()}\r\nConnection: close\r\n\r\n${body}`,
  );
}
