import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually } from "../helpers/dialing-harness";
import { startOtlpCollector, type ExportedSpan, type OtlpCollector } from "../helpers/otlp-collector";
import { startProductionServer, type ProductionServer } from "../helpers/production-server";
import { DIST_DIR } from "./support/stack";

// The production server's request spans as an operator's collector receives them: each named with
// the route Next matched, which server/telemetry/http.ts reads from Next's request metadata (a Next
// upgrade could move it: this is where that shows), and none of Next's own spans, which cost
// originate 17 % of its throughput when they were exported (bench/results/traces.md).

const dataDir = mkdtempSync(path.join(tmpdir(), "svc-request-traces-"));
let collector: OtlpCollector;
let server: ProductionServer;

beforeAll(async () => {
  collector = await startOtlpCollector();
  server = await startProductionServer({
    distDir: DIST_DIR,
    env: {
      DATABASE_URL: "",
      REDIS_URL: "",
      DATA_DIR: dataDir,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      // Sent at once, not every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: "100",
    },
  });
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  await collector?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const requestSpan = (spans: ExportedSpan[], urlPath: string) =>
  spans.find((span) => span.attributes["url.path"] === urlPath);

it("names each request's span with the route that served it, and exports none of Next's own spans", async () => {
  const requests = {
    "/api/health": 200,
    "/v1/workspaces/ws_unknown/agents": 401,
    "/no/such/page": 404,
  };
  for (const [urlPath, status] of Object.entries(requests))
    expect((await fetch(`${server.url}${urlPath}`)).status).toBe(status);
  // A carrier's callback, answered beside Next (server/http/carrier-routes.ts): unsigned, refused.
  const callback = "/api/telephony/simulator/status";
  expect((await fetch(`${server.url}${callback}?callId=call_x`, { method: "POST", body: "{}" })).status).toBe(403);

  const spans = await eventually(
    async () =>
      [...Object.keys(requests), callback].every((urlPath) => requestSpan(collector.spans(), urlPath)) &&
      collector.spans(),
    15_000,
    "the requests' spans",
  );
  expect(requestSpan(spans, "/api/health")).toMatchObject({
    name: "GET /api/health",
    attributes: { "http.route": "/api/health", "http.response.status_code": 200 },
  });
  expect(requestSpan(spans, "/v1/workspaces/ws_unknown/agents")).toMatchObject({
    name: "GET /v1/[...trpc]",
    attributes: { "http.route": "/v1/[...trpc]", "http.response.status_code": 401 },
  });
  expect(requestSpan(spans, "/no/such/page")).toMatchObject({
    name: "GET /_not-found",
    attributes: { "http.response.status_code": 404 },
  });
  expect(requestSpan(spans, callback)).toMatchObject({
    name: "POST /api/telephony/[provider]/[kind]",
    attributes: { "http.route": "/api/telephony/[provider]/[kind]", "http.response.status_code": 403 },
  });
  expect(spans.filter((span) => Object.keys(span.attributes).some((name) => name.startsWith("next.")))).toEqual([]);
});
