import { expect, test } from "@playwright/test";
import { ERROR_CATALOG, type ErrorCode } from "../../server/errors";

// Paths Next.js itself cannot route (bad percent-encoding, a /V1 prefix) reach the production
// server too: they must get the API's error envelope and a 4xx, not a plain-text 500 or an HTML page.

async function expectEnvelope(
  response: Awaited<ReturnType<import("@playwright/test").APIRequestContext["get"]>>,
  code: ErrorCode,
) {
  expect(response.status()).toBe(ERROR_CATALOG[code].status);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  expect(response.headers()["x-request-id"]).toMatch(/^req_/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["code", "details", "error", "success"]);
  expect(body).toMatchObject({ success: false, code });
}

for (const path of ["/v1/workspaces/%E0%A4%A/calls", "/v1/%ZZ", "/api/trpc/%ZZ", "/v1/workspaces/ws_1/calls/%"]) {
  test(`malformed percent-encoding (${path}) is 400 in the envelope`, async ({ request }) => {
    await expectEnvelope(await request.get(path), "VALIDATION_ERROR");
    await expectEnvelope(await request.post(path, { data: {} }), "VALIDATION_ERROR");
  });
}

test("/V1 and other case variants of the API prefix are 404 in the envelope", async ({ request }) => {
  for (const path of ["/V1/workspaces/ws_1/calls", "/V1", "/V1/openapi.json", "/v1/../V1/calls"]) {
    await expectEnvelope(await request.get(path), "NOT_FOUND");
  }
});

test("a request whose URL and headers pass 16 KiB is 431 in the envelope, and the server serves on", async ({
  request,
}) => {
  const oversized = { authorization: `Bearer svc_sk_live_${"A".repeat(17_000)}` };
  await expectEnvelope(
    await request.get("/v1/workspaces/ws_1/calls", { headers: oversized }),
    "REQUEST_HEADERS_TOO_LARGE",
  );
  expect((await request.get("/api/ping")).status()).toBe(204);
});
