import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// An OpenTelemetry collector on loopback: it takes OTLP/HTTP trace exports (POST /v1/traces) in
// either encoding, keeps each request's headers and body, and reads the JSON ones' spans.

export interface ExportRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

type AnyValue = {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values: AnyValue[] };
};

export interface ExportedSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: Record<string, unknown>;
  status?: { code?: number; message?: string };
  /** The resource's attributes (service.name…). */
  resource: Record<string, unknown>;
}

export interface OtlpCollector {
  url: string;
  exports: ExportRequest[];
  /** Every span of the http/json exports so far. */
  spans(): ExportedSpan[];
  close(): Promise<void>;
}

function valueOf(value: AnyValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue) return value.arrayValue.values.map(valueOf);
  return null;
}

const attributesOf = (list: { key: string; value: AnyValue }[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

export async function startOtlpCollector(): Promise<OtlpCollector> {
  const exports: ExportRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      exports.push({ path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks) });
      const json = req.headers["content-type"]?.startsWith("application/json");
      res.writeHead(200, { "content-type": json ? "application/json" : "application/x-protobuf" });
      // An empty ExportTraceServiceResponse: `{}` in JSON, no bytes in protobuf.
      res.end(json ? "{}" : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exports,
    spans: () =>
      exports
        .filter((e) => e.headers["content-type"]?.startsWith("application/json"))
        .flatMap((e) => {
          const request = JSON.parse(e.body.toString()) as {
            resourceSpans: {
              resource?: { attributes?: { key: string; value: AnyValue }[] };
              scopeSpans: { spans: (Omit<ExportedSpan, "attributes" | "resource"> & { attributes?: [] })[] }[];
            }[];
          };
          return request.resourceSpans.flatMap((r) =>
            r.scopeSpans.flatMap((s) =>
              s.spans.map((span) => ({
                ...span,
                attributes: attributesOf(span.attributes),
                resource: attributesOf(r.resource?.attributes),
              })),
            ),
          );
        }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
