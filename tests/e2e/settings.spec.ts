import { expect, test } from "@playwright/test";
import { createAgentWithNumber, screenshot, signUp, startReceiver } from "./settings-helpers";
import { WORKSPACE_SECTIONS } from "../../app/(dashboard)/_components/sections";

// The settings UI's main journeys in real Chromium against the production build, with a fresh
// account each. Screenshots of every page land in the test output.

test("sign up, create a key (secret shown once), place a call with it through /v1, watch it complete, revoke the key", async ({
  page,
  request,
}, testInfo) => {
  const receiver = await startReceiver();
  const { workspaceId } = await signUp(page, "caller");
  await expect(page.getByText(`Workspace id ${workspaceId}`)).toBeVisible();
  const agentId = await createAgentWithNumber(page, workspaceId);
  await screenshot(page, testInfo, "agents");

  await page.goto(`/w/${workspaceId}/keys`);
  await page.getByLabel("Name", { exact: true }).fill("e2e integration");
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("You will not see it again.")).toBeVisible();
  const secret = (await page.getByTestId("secret").textContent())!;
  expect(secret).toMatch(/^svc_sk_live_[0-9A-Za-z]{38}$/);
  await expect(
    page.getByRole("table", { name: "API keys" }).getByRole("row").filter({ hasText: "e2e integration" }),
  ).toContainText("calls:write");
  await screenshot(page, testInfo, "keys-secret-shown-once");

  await page.goto(`/w/${workspaceId}/webhooks`);
  await page.getByLabel("Endpoint URL").fill(receiver.url);
  await page.getByLabel("call.completed").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByTestId("webhook-secret")).toBeVisible();

  await page.goto(`/w/${workspaceId}/keys`);
  await expect(page.getByText("You will not see it again.")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByRole("cell", { name: new RegExp(`^svc_sk_live_\\w+…${secret.slice(-4)}$`) })).toBeVisible();
  await screenshot(page, testInfo, "keys");

  const response = await request.post(`/v1/workspaces/${workspaceId}/calls/originate-manual`, {
    headers: { Authorization: `Bearer ${secret}`, "Idempotency-Key": crypto.randomUUID() },
    data: { agentId, to: "+14155552671" },
  });
  expect(response.status()).toBe(202);
  const { data: call } = await response.json();
  expect(call).toMatchObject({ status: "queued", agentId, to: "+14155552671", from: "+14155550123" });

  await page.goto(`/w/${workspaceId}/calls`);
  const row = page.getByRole("row").filter({ hasText: "+14155552671" });
  await expect(row).toBeVisible();
  await expect(row.getByText("completed")).toBeVisible({ timeout: 45_000 });
  await screenshot(page, testInfo, "calls");

  await row.getByRole("link", { name: "+14155552671" }).click();
  await expect(page.getByTestId("call-status")).toHaveText("completed");
  await expect(page.getByRole("list", { name: "Status timeline" }).getByText("completed")).toBeVisible();
  const delivery = page
    .getByRole("table", { name: "Webhook deliveries" })
    .getByRole("row")
    .filter({ hasText: "call.completed" });
  await expect(delivery).toContainText("succeeded");
  await expect(delivery).toContainText("#1 200");
  expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual(["call.completed"]);
  await screenshot(page, testInfo, "call-detail");

  // A test key's call is another world: the calls page's "Test calls" tab, counted apart from live ones.
  await page.goto(`/w/${workspaceId}/keys`);
  await page.getByLabel("Name", { exact: true }).fill("e2e test key");
  await page.getByLabel("Test: calls only reach the simulator").check();
  await page.getByRole("button", { name: "Create key" }).click();
  const testSecret = (await page.getByTestId("secret").textContent())!;
  expect(testSecret).toMatch(/^svc_sk_test_/);
  const testCall = await request.post(`/v1/workspaces/${workspaceId}/calls/originate-manual`, {
    headers: { Authorization: `Bearer ${testSecret}`, "Idempotency-Key": crypto.randomUUID() },
    data: { agentId, to: "+14155552672" },
  });
  expect(testCall.status()).toBe(202);
  await page.goto(`/w/${workspaceId}/calls`);
  const tabs = page.getByRole("navigation", { name: "Live or test calls" });
  await expect(tabs.getByRole("link", { name: "Live calls (1)" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("row").filter({ hasText: "+14155552672" })).toHaveCount(0);
  await tabs.getByRole("link", { name: "Test calls (1)" }).click();
  await expect(page).toHaveURL(/\?data=test$/);
  await expect(tabs.getByRole("link", { name: "Test calls (1)" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("row").filter({ hasText: "+14155552672" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "+14155552671" })).toHaveCount(0);
  await tabs.getByRole("link", { name: "Live calls (1)" }).click();
  await expect(page.getByRole("row").filter({ hasText: "+14155552671" })).toBeVisible();

  // The overview counts them apart too, and leads to the test tab.
  await page.goto(`/w/${workspaceId}`);
  await expect(page.getByRole("heading", { name: "Calls, last 30 days: 1 live · 1 test call" })).toBeVisible();
  await page.getByTestId("test-calls").click();
  await expect(page).toHaveURL(/\/calls\?data=test$/);
  await page.goto(`/w/${workspaceId}`);
  await expect(page.getByText(`/v1/workspaces/${workspaceId}/calls/originate-manual`)).toBeVisible();
  await screenshot(page, testInfo, "overview");

  await page.goto(`/w/${workspaceId}/keys`);
  const liveKey = page.getByRole("row").filter({ hasText: "e2e integration" });
  await liveKey.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(liveKey.getByText("revoked")).toBeVisible();
  const refused = await request.post(`/v1/workspaces/${workspaceId}/calls/originate-manual`, {
    headers: { Authorization: `Bearer ${secret}` },
    data: { agentId, to: "+14155552671" },
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: "INVALID_API_KEY" });
  receiver.close();
});

test("create a click-to-call source, see the button preview and copy its snippet", async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { workspaceId } = await signUp(page, "sources");
  await createAgentWithNumber(page, workspaceId);

  await page.goto(`/w/${workspaceId}/sources`);
  const form = page.getByRole("form", { name: "New click-to-call source" });
  await form.getByLabel("Name", { exact: true }).fill("Marketing site");
  await form.getByLabel("Allowed origin 1").fill("https://example.com/pricing");
  await form.getByRole("button", { name: "Create source" }).click();
  await expect(form.getByText("must be an origin like https://example.com")).toBeVisible();

  await form.getByLabel("Allowed origin 1").fill("https://WWW.Example.com");
  await form.getByRole("button", { name: "+ Add origin" }).click();
  await form.getByLabel("Allowed origin 2").fill("https://*.example.org");
  await form.getByRole("button", { name: "Create source" }).click();

  const card = page.getByRole("region", { name: "Marketing site" });
  await expect(card.getByText("https://www.example.com")).toBeVisible();
  await expect(card.getByText("https://*.example.org")).toBeVisible();
  const token = (await card.locator(".mono", { hasText: /^cts_/ }).textContent())!;
  await expect(card.getByTestId("button-preview").getByRole("button", { name: "Call me back" })).toBeVisible();

  await card.getByLabel("Button label").fill("Talk to sales");
  await expect(card.getByTestId("button-preview").getByRole("button", { name: "Talk to sales" })).toBeVisible();
  await card.getByRole("button", { name: "Copy snippet" }).click();
  await expect(card.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    `<script src="http://127.0.0.1:${new URL(page.url()).port}/click-to-call.js" data-svc-token="${token}" data-svc-label="Talk to sales" async></script>`,
  );
  await screenshot(page, testInfo, "sources");

  // A visitor on the allowed website asks for a callback: a lead and a contact appear.
  const callback = await page.request.post(`/v1/public/click-to-call/${token}`, {
    headers: { Origin: "https://www.example.com" },
    data: { origin: "https://www.example.com", phone: "+14155550199", name: "Grace Visitor" },
  });
  expect(callback.status()).toBe(202);
  await page.goto(`/w/${workspaceId}/leads`);
  const lead = page.getByRole("row").filter({ hasText: "+14155550199" });
  await expect(lead).toContainText("Grace Visitor");
  await expect(lead).toContainText("Marketing site");
  await expect(lead).toContainText("https://www.example.com");
  await screenshot(page, testInfo, "leads");
  await page.goto(`/w/${workspaceId}/contacts?q=Grace`);
  await expect(page.getByRole("row").filter({ hasText: "+14155550199" })).toBeVisible();
  await screenshot(page, testInfo, "contacts");
  await page.goto(`/w/${workspaceId}/numbers`);
  await screenshot(page, testInfo, "numbers");
});

test("add a do-not-call number, import a CSV, and see a call to a listed number refused", async ({
  page,
  request,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "dnc");
  const agentId = await createAgentWithNumber(page, workspaceId);

  await page.goto(`/w/${workspaceId}/do-not-call`);
  await page.getByLabel("Phone number").fill("+14155559876");
  await page.getByLabel("Reason (optional)").fill("Asked on the phone");
  await page.getByRole("button", { name: "Add number" }).click();
  await expect(page.getByRole("cell", { name: "+14155559876" })).toBeVisible();
  // A number as people write it is read as every input reads it (the workspace's country: US).
  await page.getByLabel("Phone number").fill("+1 212 555 0199");
  await page.getByRole("button", { name: "Add number" }).click();
  await expect(page.getByRole("cell", { name: "+12125550199" })).toBeVisible();

  await page.getByLabel("CSV file").setInputFiles({
    name: "numbers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("phone\n+442071838750\nnot-a-number\n+1 415 555 9876\n(312) 555-0101\n"),
  });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Added 2, 1 already listed, 1 row(s) rejected:")).toBeVisible();
  await expect(page.getByRole("cell", { name: "+13125550101" })).toBeVisible();
  await expect(page.getByTestId("import-rejected")).toContainText("Line 3: not-a-number");
  await expect(page.getByRole("cell", { name: "+442071838750" })).toBeVisible();
  await screenshot(page, testInfo, "do-not-call");

  await page.goto(`/w/${workspaceId}/keys`);
  await page.getByLabel("Name", { exact: true }).fill("dnc check");
  await page.getByRole("button", { name: "Create key" }).click();
  const secret = (await page.getByTestId("secret").textContent())!;
  const refused = await request.post(`/v1/workspaces/${workspaceId}/calls/originate-manual`, {
    headers: { Authorization: `Bearer ${secret}` },
    data: { agentId, to: "+14155559876" },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    success: false,
    code: "NUMBER_BLOCKED",
    details: { reason: "do_not_call" },
  });

  await page.goto(`/w/${workspaceId}/do-not-call?q=987`);
  await expect(page.getByRole("cell", { name: "+14155559876" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "+442071838750" })).toHaveCount(0);
});

test("a second user cannot open the first user's workspace pages or procedures", async ({
  page,
  browser,
}, testInfo) => {
  const first = await signUp(page, "owner");
  await page.goto(`/w/${first.workspaceId}/team`);
  await page.getByLabel("Email").fill("teammate@example.com");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("invite-link")).toContainText("/invite/");
  await screenshot(page, testInfo, "team");

  const other = await browser.newContext();
  const intruder = await other.newPage();
  await signUp(intruder, "intruder");
  for (const path of ["", "/keys", "/calls", "/agents", "/sources", "/do-not-call", "/webhooks", "/team"]) {
    const response = await intruder.goto(`/w/${first.workspaceId}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(intruder.getByText(first.email)).toHaveCount(0);
  }
  const mutation = await intruder.request.post("/api/trpc/v1.doNotCall.add", {
    data: { id: first.workspaceId, numbers: ["+14155550000"] },
  });
  expect(mutation.status()).toBe(404);
  // One request cannot fan out work: a batch of more than 10 calls is refused before any runs.
  const fanOut = await intruder.request.post(
    `/api/trpc/${Array(11).fill("v1.webhookEndpoints.sendTest").join(",")}?batch=1`,
    { data: {} },
  );
  expect(fanOut.status()).toBe(400);
  expect(await fanOut.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });

  await other.clearCookies();
  const signedOut = await intruder.goto(`/w/${first.workspaceId}/keys`);
  expect(signedOut?.url()).toContain(`/signin?callbackUrl=${encodeURIComponent(`/w/${first.workspaceId}`)}`);
  await other.close();

  // The owner signs out, fails with a wrong password, then signs in back to where they were going.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/signin/);
  await page.goto(`/w/${first.workspaceId}/team`);
  await page.getByLabel("Email").fill(first.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Email or password is incorrect." })).toBeVisible();
  await screenshot(page, testInfo, "signin");
  await page.getByLabel("Password").fill(first.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(new RegExp(`/w/${first.workspaceId}$`));
  await expect(page.getByRole("heading", { name: "owner's workspace" })).toBeVisible();
});

test("add a webhook endpoint, send a test event, see the signed attempt in the delivery log", async ({
  page,
}, testInfo) => {
  const receiver = await startReceiver();
  const { url, received } = receiver;
  try {
    const { workspaceId } = await signUp(page, "webhooks");
    await page.goto(`/w/${workspaceId}/webhooks`);
    await page.getByLabel("Endpoint URL").fill("not a url");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText("Must be an http(s) URL.")).toBeVisible();

    await page.getByLabel("Endpoint URL").fill(url);
    await page.getByLabel("Description (optional)").fill("e2e receiver");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = (await page.getByTestId("webhook-secret").textContent())!;
    expect(secret).toMatch(/^whsec_/);

    const endpoint = page.getByRole("region", { name: url });
    await endpoint.getByRole("button", { name: "Send test event" }).click();
    const attempt = endpoint.getByTestId("attempt").first();
    await expect(attempt).toContainText("#1: 200 in", { timeout: 30_000 });
    await expect(endpoint.getByText("succeeded")).toBeVisible();
    await attempt.locator("summary").click();
    await expect(attempt.getByText("thanks from the receiver")).toBeVisible();

    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].body)).toMatchObject({ type: "webhook.test", workspaceId });
    expect(received[0].headers["webhook-signature"]).toMatch(/^v1,/);

    await endpoint.getByRole("button", { name: "Reveal secret" }).click();
    await expect(endpoint.getByTestId("webhook-secret")).toHaveText(secret);
    await screenshot(page, testInfo, "webhooks");
  } finally {
    receiver.close();
  }
});

test("every page fits a phone screen, and a form works by keyboard alone", async ({ page }, testInfo) => {
  const { workspaceId } = await signUp(page, "mobile");
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path] of WORKSPACE_SECTIONS) {
    await page.goto(`/w/${workspaceId}${path}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path || "/"}`).toBeLessThanOrEqual(0);
  }
  const path = testInfo.outputPath("mobile-team.png");
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach("mobile-team", { path, contentType: "image/png" });

  await page.goto(`/w/${workspaceId}/do-not-call`);
  await page.getByLabel("Phone number").focus();
  await page.keyboard.type("+14155550142");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Asked by email");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("cell", { name: "+14155550142" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "+14155550142 will not be called" })).toBeVisible();
});

test("every page has the service's icon, and the LLM connection form's inputs line up", async ({
  page,
  request,
}, testInfo) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\//);
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0])); // an ICO file

  const { workspaceId } = await signUp(page, "llm");
  for (const path of ["/", "/signin", `/w/${workspaceId}`, `/w/${workspaceId}/llm`]) {
    await page.goto(path);
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(
      icons.map((href) => new URL(href).pathname),
      `icons linked on ${path}`,
    ).toContain("/favicon.ico");
    for (const href of icons) expect((await request.get(href)).status(), href).toBe(200);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  const form = page.getByRole("form", { name: "New LLM connection" });
  const inputs = ["Name", "Base URL", "Default model", "API key"].map((label) =>
    form.getByLabel(label, { exact: true }),
  );
  const tops = async () => Promise.all(inputs.map(async (input) => (await input.boundingBox())!.y));
  // One row of four, the API key with its hint: every input at the same height.
  expect(new Set(await tops()).size).toBe(1);
  await screenshot(page, testInfo, "llm-connection-form");

  // Errors under some fields leave the row aligned too.
  await form.getByLabel("Base URL", { exact: true }).fill("not a url");
  await form.getByRole("button", { name: "Add connection" }).click();
  await expect(form.getByRole("alert").first()).toBeVisible();
  expect(new Set(await tops()).size).toBe(1);

  // Fixing a field takes its error away at once; the others stay until they are fixed too.
  const baseUrlError = form
    .locator("div.field")
    .filter({ has: page.getByLabel("Base URL", { exact: true }) })
    .getByRole("alert");
  await expect(baseUrlError).toBeVisible();
  const others = await form.getByRole("alert").count();
  await inputs[1].fill("https://api.example.com/v1");
  await expect(baseUrlError).toHaveCount(0);
  await expect(form.getByRole("alert")).toHaveCount(others - 1);
});

test("an invited teammate joins as a member and can look but not change", async ({ page, browser }, testInfo) => {
  const owner = await signUp(page, "inviter");
  const other = await browser.newContext();
  const teammate = await other.newPage();
  const member = await signUp(teammate, "invitee");

  await page.goto(`/w/${owner.workspaceId}/team`);
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const link = (await page.getByTestId("invite-link").textContent())!;
  await expect(page.getByRole("row").filter({ hasText: member.email })).toContainText("member");

  await teammate.goto(new URL(link).pathname);
  await expect(teammate.getByRole("heading", { name: "Join inviter's workspace" })).toBeVisible();
  await teammate.getByRole("button", { name: "Join inviter's workspace" }).click();
  await teammate.waitForURL(new RegExp(`/w/${owner.workspaceId}$`));
  await expect(teammate.getByText("Role: member")).toBeVisible();

  await teammate.goto(`/w/${owner.workspaceId}/keys`);
  await expect(teammate.getByRole("heading", { name: "API keys", exact: true })).toBeVisible();
  await expect(teammate.getByRole("form", { name: "Create API key" })).toHaveCount(0);
  const attempt = await teammate.request.post("/api/trpc/v1.apiKeys.create", {
    data: { id: owner.workspaceId, name: "sneaky", scopes: ["calls:write"], mode: "live" },
  });
  expect(attempt.status()).toBe(403);
  expect((await attempt.json()).error.data.apiError).toMatchObject({ code: "FORBIDDEN" });

  await teammate.goto(new URL(link).pathname);
  await expect(teammate.getByRole("heading", { name: "Invitation not valid" })).toBeVisible();
  await other.close();
  await page.goto(`/w/${owner.workspaceId}/team`);
  await expect(page.getByRole("row").filter({ hasText: member.email })).toContainText("member");
  await screenshot(page, testInfo, "team-with-member");
});
