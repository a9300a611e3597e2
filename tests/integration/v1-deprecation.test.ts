import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { changelogWith, deprecatedOperations } from "@/server/api/deprecation";
import { envelope, successBody } from "@/server/api/envelope";
import { buildOpenApiDocument } from "@/server/api/openapi";
import { createTRPCRouter, workspaceProcedure } from "@/server/api/trpc";
import { workspacePath } from "@/server/api/v1/paths";
import { dbReady } from "@/server/db/client";
import { env } from "@/server/env";
import { serveV1, serveV1Document, v1Api } from "@/server/http/v1";
import { SvcClient, type SvcDeprecation } from "@/sdk/src/index";
import { registerRoute, startAppServer, type AppServer } from "../helpers/app-server";
import { createV1Workspace, type V1Workspace } from "../helpers/v1-fixture";

// The versioning policy's deprecation path, end to end (docs/api-versioning.md): one `deprecated`
// declaration on a procedure gives its answers `Deprecation`, `Sunset` and `Link`, the OpenAPI flag,
// its line in the API reference and in CHANGELOG.md, and one SDK warning per operation. The
// deprecated operations exist only in this test's router, served the way svc serves /v1.

const probe = z.object({ probe: z.literal(true) });
const answer = () => successBody({ probe: true as const });
const tags = ["Deprecation probe"];

const probeRouter = createTRPCRouter({
  probe: createTRPCRouter({
    legacy: workspaceProcedure
      .meta({
        scope: "calls:read",
        deprecated: { since: "2026-01-15", sunset: "2026-07-15", notice: "Use `GET …/current-calls` instead." },
        openapi: { method: "GET", path: "/workspaces/{id}/legacy-calls", tags, summary: "Deprecated, with a sunset" },
      })
      .input(workspacePath)
      .output(envelope(probe))
      .query(answer),
    undated: workspaceProcedure
      .meta({
        scope: "calls:write",
        deprecated: { since: "2026-03-01", notice: "Use `POST …/calls` instead." },
        openapi: { method: "POST", path: "/workspaces/{id}/legacy-calls", tags, summary: "Deprecated, no sunset yet" },
      })
      .input(workspacePath)
      .output(envelope(probe))
      .mutation(answer),
    current: workspaceProcedure
      .meta({
        scope: "calls:read",
        openapi: { method: "GET", path: "/workspaces/{id}/current-calls", tags, summary: "Current" },
      })
      .input(workspacePath)
      .output(envelope(probe))
      .query(answer),
  }),
});

let app: AppServer;
let ws: V1Workspace;

beforeAll(async () => {
  await dbReady();
  const serveProbe = v1Api(probeRouter);
  const document = buildOpenApiDocument(probeRouter);
  registerRoute({ pattern: /^\/v1\/(.*)$/, load: async () => ({ GET: serveProbe, POST: serveProbe }) });
  registerRoute({
    pattern: /^\/v1\/openapi\.json$/,
    load: async () => ({ GET: (request: Request) => serveV1Document(request, () => document) }),
  });
  app = await startAppServer();
  ws = await createV1Workspace();
});
afterAll(() => app?.close());

const url = (path: string) => `${app.url}/v1/workspaces/${ws.workspaceId}/${path}`;
const NOTICE = new URL("/docs#description/deprecations", env.APP_URL).toString();

describe("a deprecated operation's answers", () => {
  it("carry Deprecation as @<unix seconds>, Sunset as an HTTP-date and a Link to the notice, errors included", async () => {
    const headers = (response: Response) => ({
      deprecation: response.headers.get("deprecation"),
      sunset: response.headers.get("sunset"),
      link: response.headers.get("link"),
    });
    const expected = {
      deprecation: `@${Date.UTC(2026, 0, 15) / 1000}`,
      sunset: "Wed, 15 Jul 2026 00:00:00 GMT",
      link: `<${NOTICE}>; rel="deprecation"; type="text/html"`,
    };
    const ok = await fetch(url("legacy-calls"), { headers: { Authorization: `Bearer ${ws.apiKey}` } });
    expect(ok.status).toBe(200);
    expect(headers(ok)).toEqual(expected);
    const refused = await fetch(url("legacy-calls"));
    expect(refused.status).toBe(401);
    expect(headers(refused)).toEqual(expected);

    const undated = await fetch(url("legacy-calls"), {
      method: "POST",
      headers: { Authorization: `Bearer ${ws.apiKey}`, "Idempotency-Key": crypto.randomUUID() },
    });
    expect(undated.status).toBe(200);
    expect(headers(undated)).toEqual({ ...expected, deprecation: `@${Date.UTC(2026, 2, 1) / 1000}`, sunset: null });

    const current = await fetch(url("current-calls"), { headers: { Authorization: `Bearer ${ws.apiKey}` } });
    expect(current.status).toBe(200);
    expect(headers(current)).toEqual({ deprecation: null, sunset: null, link: null });
  });

  it("exist in this test only: svc's own /v1 has no such path", async () => {
    const response = await serveV1(
      new Request(url("legacy-calls"), { headers: { Authorization: `Bearer ${ws.apiKey}` } }),
    );
    expect(response.status).toBe(404);
  });
});

describe("the same declaration in the documents", () => {
  it("marks the operation deprecated in the OpenAPI document, documents its headers and lists it under Deprecations", async () => {
    const document = await (await fetch(`${app.url}/v1/openapi.json`)).json();
    const legacy = document.paths["/workspaces/{id}/legacy-calls"];
    expect(legacy.get.deprecated).toBe(true);
    expect(legacy.post.deprecated).toBe(true);
    expect(document.paths["/workspaces/{id}/current-calls"].get.deprecated).toBeUndefined();
    expect(Object.keys(legacy.get.responses["200"].headers)).toEqual(
      expect.arrayContaining(["Deprecation", "Sunset", "Link"]),
    );
    expect(legacy.get.description).toContain("**Deprecated.** Use `GET …/current-calls` instead.");
    expect(document.info.description).toContain(
      "- `GET /v1/workspaces/{id}/legacy-calls`: deprecated since 2026-01-15, sunset on 2026-07-15. Use `GET …/current-calls` instead.",
    );
  });

  it("lists it in CHANGELOG.md's deprecations section", () => {
    const changelog = "# Changelog\n\n<!-- deprecations -->\nNone.\n<!-- /deprecations -->\n";
    expect(changelogWith(changelog, deprecatedOperations(probeRouter))).toBe(
      [
        "# Changelog",
        "",
        "<!-- deprecations -->",
        "- `GET /v1/workspaces/{id}/legacy-calls`: deprecated since 2026-01-15, sunset on 2026-07-15. Use `GET …/current-calls` instead.",
        "- `POST /v1/workspaces/{id}/legacy-calls`: deprecated since 2026-03-01, no sunset date yet. Use `POST …/calls` instead.",
        "<!-- /deprecations -->",
        "",
      ].join("\n"),
    );
  });
});

describe("the SDK", () => {
  it("warns once per deprecated operation, never for a current one", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const client = new SvcClient({ apiKey: ws.apiKey, workspaceId: ws.workspaceId, baseUrl: app.url });
      const get = (path: string) => client.request({ method: "GET", path: `/v1/workspaces/${ws.workspaceId}/${path}` });
      await get("legacy-calls");
      await get("legacy-calls");
      await get("current-calls");
      await client.request({ method: "POST", path: `/v1/workspaces/${ws.workspaceId}/legacy-calls` });
      expect(warn.mock.calls.map(([message]) => message)).toEqual([
        `svc-sdk: GET /v1/workspaces/${ws.workspaceId}/legacy-calls is deprecated since 2026-01-15; it stops working on 2026-07-15. What to use instead: ${NOTICE}`,
        `svc-sdk: POST /v1/workspaces/${ws.workspaceId}/legacy-calls is deprecated since 2026-03-01. What to use instead: ${NOTICE}`,
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it("hands the deprecation to onDeprecation when given one", async () => {
    const seen: SvcDeprecation[] = [];
    const client = new SvcClient({
      apiKey: ws.apiKey,
      workspaceId: ws.workspaceId,
      baseUrl: app.url,
      onDeprecation: (deprecation) => seen.push(deprecation),
    });
    await client.request({ method: "GET", path: `/v1/workspaces/${ws.workspaceId}/legacy-calls`, operation: "legacy" });
    expect(seen).toEqual([
      {
        operation: "legacy",
        deprecatedAt: new Date("2026-01-15T00:00:00Z"),
        sunsetAt: new Date("2026-07-15T00:00:00Z"),
        link: NOTICE,
        message: expect.stringContaining("legacy is deprecated"),
      },
    ]);
  });
});
