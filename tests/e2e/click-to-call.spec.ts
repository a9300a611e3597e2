import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { PORTS } from "../../playwright.config";

// The embeddable button in real Chromium: a host page on its own origin embeds the loader from
// the app, as a customer's website would. The app here is a private production server (same build
// as the other e2e tests, embedded database) so this file can seed it and, at the end, stop it.

test.describe.configure({ mode: "serial" });

const HOST = `http://127.0.0.1:${PORTS.host}`;
/** The same page on another origin, which the source does not allow. */
const FOREIGN_HOST = `http://localhost:${PORTS.host}`;
const LOADER_CALL = /\/v1\/public\/click-to-call\//;

interface Seed {
  workspaceId: string;
  token: string;
  apiKey: string;
}

let app: { url: string; seed: Seed; process: ChildProcess };
let hostServer: Server;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startApp(): Promise<typeof app> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "svc-e2e-click-to-call-")),
    APP_URL: url,
    REDIS_PREFIX: `svc-e2e-ctc-${process.pid}`,
    CLICK_TO_CALL_LIMIT_PER_IP: "100",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL; // embedded: one database file this test owns
  const seeded = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "tests/e2e/click-to-call-seed.ts", HOST],
    { env, encoding: "utf8" },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
  const seed = JSON.parse(seeded.stdout.trim().split("\n").at(-1)!) as Seed;

  const child = spawn(process.execPath, ["scripts/serve.mjs", String(port)], {
    env: { ...env, HOSTNAME: "127.0.0.1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let waited = 0; waited < 90_000; waited += 250) {
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { url, seed, process: child };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error("the click-to-call e2e server did not become healthy");
}

function stopApp(): Promise<void> {
  if (app.process.exitCode !== null || app.process.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    app.process.once("exit", () => resolve());
    app.process.kill("SIGTERM");
  });
}

async function startHost(appUrl: string, token: string): Promise<Server> {
  const page = readFileSync(path.join(import.meta.dirname, "fixtures/click-to-call-host.html"), "utf8")
    .replaceAll("{{APP}}", appUrl)
    .replaceAll("{{TOKEN}}", token);
  const server = createServer((req, res) => {
    if (req.url !== "/") return void res.writeHead(204).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(PORTS.host, resolve)); // all interfaces: 127.0.0.1 and localhost
  return server;
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  app = await startApp();
  hostServer = await startHost(app.url, app.seed.token);
});

test.afterAll(async () => {
  if (app) await stopApp();
  hostServer?.closeAllConnections();
  await new Promise((resolve) => (hostServer ? hostServer.close(resolve) : resolve(undefined)));
});

/** Uncaught exceptions and console errors of the host page. */
function watchErrors(page: Page): { uncaught: string[]; console: string[] } {
  const errors = { uncaught: [] as string[], console: [] as string[] };
  page.on("pageerror", (error) => errors.uncaught.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.console.push(message.text());
  });
  return errors;
}

/** Calls of the seeded workspace to `phone`, read through the API. */
async function callsTo(phone: string): Promise<{ id: string; to: string; status: string }[]> {
  const response = await fetch(`${app.url}/v1/workspaces/${app.seed.workspaceId}/calls?limit=100`, {
    headers: { authorization: `Bearer ${app.seed.apiKey}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { items: { id: string; to: string; status: string }[] } };
  return data.items.filter((call) => call.to === phone);
}

function countCallbackPosts(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && LOADER_CALL.test(request.url())) seen.count += 1;
  });
  return seen;
}

async function screenshotDialog(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync("test-results", { recursive: true });
  const file = path.join("test-results", `click-to-call-dialog-${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  await testInfo.attach(`dialog-${name}`, { path: file, contentType: "image/png" });
}

const LABEL = "<b>Call</b> me & back";

test("renders one button per tag with the label as literal text, untouched by the host's CSS", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${HOST}/`);
  const button = page.getByRole("button", { name: LABEL });
  await expect(button).toBeVisible();
  await expect(page.locator("#slot").getByRole("button")).toHaveCount(1); // next to its script tag
  await expect(page.getByRole("button")).toHaveCount(1); // the second copy of the loader added none
  await expect(page.locator("b")).toHaveCount(0); // the label was not parsed as HTML
  const style = await button.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { color: computed.color, fontSize: computed.fontSize };
  });
  expect(style).toEqual({ color: "rgb(255, 255, 255)", fontSize: "15px" });
  expect(errors).toEqual({ uncaught: [], console: [] });
});

test("submitting a number shows success and the call exists", async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${HOST}/`);
  await page.getByRole("button", { name: LABEL }).click();
  const dialog = page.getByRole("dialog", { name: "Request a call back" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your phone number")).toBeFocused();
  await dialog.getByLabel("Your phone number").fill("+1 415 555 2671");
  await dialog.getByLabel("Your name (optional)").fill("Ada Lovelace");
  await screenshotDialog(page, testInfo, "desktop");

  const answer = page.waitForResponse(
    (response) => LOADER_CALL.test(response.url()) && response.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Call me" }).click();
  const response = await answer;
  expect(response.status()).toBe(202);
  const { data } = (await response.json()) as { data: { callId: string } };
  await expect(dialog.getByText("We'll call you shortly")).toBeVisible();

  const calls = await callsTo("+14155552671");
  expect(calls.map((call) => call.id)).toEqual([data.callId]);
  expect(errors).toEqual({ uncaught: [], console: [] });
});

test("a double click places one call", async ({ page }) => {
  const errors = watchErrors(page);
  const posts = countCallbackPosts(page);
  await page.goto(`${HOST}/`);
  await page.getByRole("button", { name: LABEL }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your phone number").fill("+14155552672");
  await dialog.getByRole("button", { name: "Call me" }).dblclick();
  await expect(dialog.getByText("We'll call you shortly")).toBeVisible();
  expect(posts.count).toBe(1);
  expect(await callsTo("+14155552672")).toHaveLength(1);
  expect(errors).toEqual({ uncaught: [], console: [] });
});

test("the dialog is keyboard-usable: focus stays inside, Escape closes and returns focus", async ({ page }) => {
  await page.goto(`${HOST}/`);
  const trigger = page.getByRole("button", { name: LABEL });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Your phone number")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Your name (optional)")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Call me" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused(); // wrapped around
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Call me" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("a malformed number is caught before sending, and a filled honeypot is never sent", async ({ page }) => {
  const posts = countCallbackPosts(page);
  await page.goto(`${HOST}/`);
  await page.getByRole("button", { name: LABEL }).click();
  const dialog = page.getByRole("dialog");
  const phone = dialog.getByLabel("Your phone number");
  await phone.fill("555-01");
  await dialog.getByRole("button", { name: "Call me" }).click();
  await expect(dialog.getByRole("status")).toContainText("Please check your number");
  await expect(phone).toHaveAttribute("aria-invalid", "true");

  await phone.fill("+14155552673");
  await dialog.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = "http://spam.example";
  });
  await dialog.getByRole("button", { name: "Call me" }).click();
  await expect(dialog.getByText("We'll call you shortly")).toBeVisible();
  expect(posts.count).toBe(0);
  expect(await callsTo("+14155552673")).toHaveLength(0);
});

test("a number written as at home is read in the workspace's country; one the server cannot read is marked", async ({
  page,
}) => {
  await page.goto(`${HOST}/`);
  await page.getByRole("button", { name: LABEL }).click();
  const dialog = page.getByRole("dialog");
  const phone = dialog.getByLabel("Your phone number");
  await phone.fill("555-0199"); // the shape of a number, but none in the US
  await dialog.getByRole("button", { name: "Call me" }).click();
  await expect(dialog.getByRole("status")).toContainText("Please check your number");
  await expect(phone).toHaveAttribute("aria-invalid", "true");

  await phone.fill("(415) 555-2677");
  await dialog.getByRole("button", { name: "Call me" }).click();
  await expect(dialog.getByText("We'll call you shortly")).toBeVisible();
  expect(await callsTo("+14155552677")).toHaveLength(1);
});

test("the dialog fits a phone screen", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`${HOST}/`);
  await page.getByRole("button", { name: LABEL }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your phone number").fill("+44 20 7946 0958");
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await screenshotDialog(page, testInfo, "mobile");
});

test("a page on an origin the source does not allow shows why, and no call is placed", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${FOREIGN_HOST}/`);
  await page.getByRole("button", { name: LABEL }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your phone number").fill("+14155552674");
  await dialog.getByRole("button", { name: "Call me" }).click();
  await expect(dialog.getByRole("status")).toHaveText("This website is not allowed to request calls.");
  expect(await callsTo("+14155552674")).toHaveLength(0);
  // Chromium itself reports the refused preflight on the console; the page never sees an exception.
  expect(errors.uncaught).toEqual([]);
});

test("a rate-limited visitor is told when to try again", async ({ page }) => {
  await page.goto(`${HOST}/`);
  const phone = "+14155552678";
  for (let i = 0; i < 3; i++) {
    const placed = await page.evaluate(
      (input) =>
        (
          window as unknown as { SvcClickToCall: { requestCall(o: unknown): Promise<{ ok: boolean }> } }
        ).SvcClickToCall.requestCall(input),
      { token: app.seed.token, phone },
    );
    expect(placed.ok).toBe(true);
  }
  await page.getByRole("button", { name: LABEL }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your phone number").fill(phone);
  await dialog.getByRole("button", { name: "Call me" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    /^Too many requests\. Please try again in \d+ (seconds|minutes)\.$/,
  );
  expect(await callsTo(phone)).toHaveLength(3);
});

test("a forged X-Forwarded-For buys no fresh per-IP budget (scripts/serve.mjs records the peer)", async () => {
  const remainingWith = async (forwardedFor: string) => {
    const response = await fetch(`${app.url}/v1/public/click-to-call/cts_00000000000000000000000000000000`, {
      method: "POST",
      headers: { origin: HOST, "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ origin: HOST, phone: "+14155552677" }),
    });
    expect(response.status).toBe(404);
    return Number(response.headers.get("ratelimit-remaining"));
  };
  const first = await remainingWith("198.51.100.1");
  const second = await remainingWith("198.51.100.2");
  expect(second).toBe(first - 1);
});

test("requestCall resolves, never rejects: a call, bad input, and the server stopped (the dialog says so too)", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${HOST}/`);
  const requestCall = (options: Record<string, string>) =>
    page.evaluate(
      (input) =>
        (
          window as unknown as { SvcClickToCall: { requestCall(o: unknown): Promise<unknown> } }
        ).SvcClickToCall.requestCall(input),
      options,
    );

  const placed = await requestCall({ token: app.seed.token, phone: "+14155552675", requestId: "e2e-request-1" });
  expect(placed).toEqual({ ok: true, callId: expect.stringMatching(/^call_/) });
  expect(await requestCall({ token: app.seed.token, phone: "+14155552675", requestId: "e2e-request-1" })).toEqual(
    placed,
  );
  expect(await callsTo("+14155552675")).toHaveLength(1);
  expect(await requestCall({ token: app.seed.token, phone: "call me maybe" })).toEqual({
    ok: false,
    error: "INVALID_INPUT",
  });

  await stopApp();
  expect(await requestCall({ token: app.seed.token, phone: "+14155552676" })).toEqual({
    ok: false,
    error: "NETWORK_ERROR",
  });
  await page.getByRole("button", { name: LABEL }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your phone number").fill("+14155552676");
  await dialog.getByRole("button", { name: "Call me" }).click();
  await expect(dialog.getByRole("status")).toHaveText("We could not reach the server. Please try again.");
  expect(errors.uncaught).toEqual([]);
});
