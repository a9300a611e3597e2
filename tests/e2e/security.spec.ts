import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./settings-helpers";
import { WORKSPACE_SECTIONS } from "../../app/(dashboard)/_components/sections";

// The app passes its own Content-Security-Policy (no page logs a violation), every response
// carries the security headers, invitation tokens never leave in a Referer, and signing out ends
// the session on the server.

/** Collects the CSP violations (and script errors) a page reports while `visit` runs. */
async function violationsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error" && /Content.Security.Policy/i.test(message.text())) found.push(message.text());
  };
  const onError = (error: Error) => found.push(`page error: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  try {
    await visit();
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onError);
  }
  return found;
}

test("every page works under the CSP: no violation on settings pages, sign-in, sign-up, an invitation or /docs", async ({
  page,
  browser,
}) => {
  // A journey through every settings page, sign-in, sign-up, an invitation and /docs.
  test.setTimeout(180_000);
  const { workspaceId } = await signUp(page, "csp");
  const pages = WORKSPACE_SECTIONS.map(([path]) => path);
  const violations = await violationsDuring(page, async () => {
    for (const path of pages) {
      const response = await page.goto(`/w/${workspaceId}${path}`);
      expect(response?.headers()["content-security-policy"], path).toMatch(
        /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
      );
      await page.waitForLoadState("networkidle");
    }
    // A client-side interaction after hydration: the scripts really run.
    await page.goto(`/w/${workspaceId}/team`);
    await page.getByLabel("Email").fill("csp-teammate@example.com");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByTestId("invite-link")).toContainText("/invite/");
  });
  expect(violations).toEqual([]);
  const invitePath = new URL((await page.getByTestId("invite-link").textContent())!).pathname;

  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  const publicViolations = await violationsDuring(stranger, async () => {
    for (const path of ["/", "/signin", "/signup", invitePath, "/no-such-page"]) {
      await stranger.goto(path);
      await stranger.waitForLoadState("networkidle");
    }
    await stranger.goto("/signin");
    await stranger.getByLabel("Email").fill("nobody@example.com");
    await stranger.getByLabel("Password").fill("not the password");
    await stranger.getByRole("button", { name: "Sign in" }).click();
    await expect(stranger.getByRole("alert").filter({ hasText: "Email or password is incorrect." })).toBeVisible();
    await stranger.goto("/docs");
    // Scalar indexes the whole document (about 1 MB) before it draws: seconds on a loaded machine.
    await expect(stranger.getByText("Originate a manual call").first()).toBeVisible({ timeout: 60_000 });
  });
  expect(publicViolations).toEqual([]);
  await visitor.close();
});

test("every kind of response carries the security headers; the loader stays loadable by other sites", async ({
  request,
}) => {
  const pages = ["/", "/signin", "/docs", "/docs/scalar.js"];
  // No script of ours runs in these: a policy that allows nothing, set without running proxy.ts.
  const others = [
    "/v1/openapi.json",
    "/api/health",
    "/click-to-call.js",
    "/v1/no-such-route",
    "/V1/workspaces", // answered by scripts/serve.mjs itself
    "/api/telephony/twilio/status",
  ];
  for (const path of [...pages, ...others]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    if (others.includes(path))
      expect(headers["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
    else expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
    // APP_URL is http here: no HSTS (the unit test covers https).
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
  const loader = await request.get("/click-to-call.js");
  expect(loader.status()).toBe(200);
  expect(loader.headers()["cross-origin-resource-policy"]).toBeUndefined();
  // Each page gets a nonce of its own.
  const [first, second] = await Promise.all([request.get("/signin"), request.get("/signin")]);
  expect(first.headers()["content-security-policy"]).not.toBe(second.headers()["content-security-policy"]);
});

test("an invitation token never leaves in a Referer, not even on to sign-in", async ({ page, browser }) => {
  const { workspaceId } = await signUp(page, "referrer");
  await page.goto(`/w/${workspaceId}/team`);
  await page.getByLabel("Email").fill("referrer-teammate@example.com");
  await page.getByRole("button", { name: "Send invitation" }).click();
  const link = (await page.getByTestId("invite-link").textContent())!;
  const token = new URL(link).pathname.split("/").pop()!;

  const visitor = await browser.newContext();
  const invited = await visitor.newPage();
  const leaks: string[] = [];
  invited.on("request", (request) => {
    const referer = request.headers()["referer"];
    if (referer?.includes(token)) leaks.push(`${request.url()} <- ${referer}`);
  });
  const response = await invited.goto(new URL(link).pathname);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await invited.getByRole("link", { name: "Sign in" }).click();
  await invited.waitForURL(/\/signin\?callbackUrl=/);
  await invited.waitForLoadState("networkidle");
  expect(leaks).toEqual([]);
  await visitor.close();
});

test("signing out ends the session on the server: a copied session cookie no longer works", async ({
  page,
  browser,
}) => {
  const { workspaceId } = await signUp(page, "revoke");
  const copied = await page.context().cookies();
  expect(copied.some((cookie) => cookie.name.endsWith("next-auth.session-token"))).toBe(true);

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/signin/);

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const thiefPage = await thief.newPage();
  await thiefPage.goto(`/w/${workspaceId}/keys`);
  expect(new URL(thiefPage.url()).pathname).toBe("/signin");
  const procedure = await thiefPage.request.post("/api/trpc/v1.doNotCall.add", {
    data: { id: workspaceId, numbers: ["+14155550000"] },
  });
  expect(procedure.status()).toBe(401);
  await thief.close();
});

test("failed sign-ins are limited per address and email with a clear message; the right password works elsewhere", async ({
  page,
}) => {
  const account = await signUp(page, "lockout");
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/signin/);
  for (let attempt = 1; attempt <= 10; attempt++) {
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(`wrong password ${attempt}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Email or password is incorrect." })).toBeVisible();
  }
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: /Too many failed sign-in attempts\. Try again in \d+ minutes?\./ }),
  ).toBeVisible();
});
