import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";

// The production build started with NO configuration: PGlite + in-memory Redis.

/** The demo workspace `npm start` seeds on the embedded defaults, and a reader of its API with the test key. */
function demoWorkspace(request: APIRequestContext) {
  const seed = JSON.parse(readFileSync("tests/e2e/.state/embedded-seed.json", "utf8")) as {
    workspaceId: string;
    testApiKey: string;
    agentId: string;
    fromNumber: string;
  };
  const headers = { Authorization: `Bearer ${seed.testApiKey}` };
  const base = `/v1/workspaces/${seed.workspaceId}`;
  return {
    seed,
    post: (path: string, data: unknown) => request.post(`${base}${path}`, { headers, data }),
    get: async (path: string) => (await (await request.get(`${base}${path}`, { headers })).json()).data,
  };
}

test("the home page says what svc is and links to sign-in and the API docs", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "svc" })).toBeVisible();
  await expect(page.getByText("AI voice agents that phone your customers")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
  await expect(page.getByRole("link", { name: "API docs" })).toHaveAttribute("href", "/docs");
  expect(errors).toEqual([]);
});

test("/api/health is healthy on the embedded defaults", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    ok: true,
    database: { ok: true, mode: "pglite" },
    redis: { ok: true, mode: "memory" },
  });
});

test("/docs renders the API reference with no internet (Scalar's bundle is served by svc)", async ({ page }) => {
  const external: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
  });
  test.setTimeout(120_000);
  await page.goto("/docs");
  // Scalar indexes the whole document (about 1 MB) before it draws: seconds on a loaded machine.
  await expect(page.getByText("Originate a manual call").first()).toBeVisible({ timeout: 60_000 });
  expect(external).toEqual([]);
});

test("with nothing configured, a call converses: the demo agent asks its questions and the simulated callee answers", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const demo = demoWorkspace(request);
  const created = await demo.post("/calls", {
    agentId: demo.seed.agentId,
    to: "+14155552671",
    variables: { name: "Ada" },
  });
  expect(created.status()).toBe(202);
  const { data: call } = await created.json();

  // Real time on the embedded defaults: ringing, answering and a few exchanges take about half a minute.
  await expect
    .poll(async () => (await demo.get(`/calls/${call.id}`)).analysis, { timeout: 100_000, intervals: [2_000] })
    .toMatchObject({ successful: true, error: null });
  expect(await demo.get(`/calls/${call.id}`)).toMatchObject({
    status: "completed",
    endedReason: "agent_ended",
    answeredBy: "human",
  });
  const transcript = await demo.get(`/calls/${call.id}/transcript`);
  const said = transcript.turns.map((turn: { role: string; text: string }) => `${turn.role}: ${turn.text}`);
  expect(said[0]).toBe("user: Hello?");
  expect(said[1]).toBe("agent: Hi Ada! This is Ava from Bright Smiles Dental, calling about your check-up.");
  expect(said).toContain("agent: Which day suits you best?");
  expect(said.at(-1)).toMatch(/^agent: .*Goodbye!$/);
});

test("with nothing configured, the demo line answers: a simulated caller is greeted by the receptionist first", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const demo = demoWorkspace(request);
  const rung = await demo.post("/calls/simulate-inbound", { to: demo.seed.fromNumber });
  expect(rung.status()).toBe(201);
  const { callId } = (await rung.json()).data;
  const transcript = async () =>
    (await demo.get(`/calls/${callId}/transcript`)).turns as { role: string; text: string }[];
  // Within seconds: the greeting, then the caller's answer.
  await expect.poll(async () => (await transcript()).length, { timeout: 15_000, intervals: [500] }).toBeGreaterThan(1);
  const [greeting] = await transcript();
  expect(greeting).toMatchObject({
    role: "agent",
    text: "Thanks for calling Bright Smiles Dental, this is Ava. Would you like to book a check-up?",
  });
  expect(await demo.get(`/calls/${callId}`)).toMatchObject({
    direction: "inbound",
    from: "+15005550010",
    to: demo.seed.fromNumber,
    mode: "test",
  });
});
