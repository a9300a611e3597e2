import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

// Shared steps of the settings journeys: a fresh account per test, and full-page screenshots
// saved with the test output (test-results/e2e/<test>/<name>.png) and attached to the report.

let counter = 0;

export async function signUp(
  page: Page,
  label = "admin",
): Promise<{ email: string; password: string; workspaceId: string }> {
  const email = `${label}-${Date.now()}-${counter++}@example.com`;
  const password = "a long enough password";
  await page.goto("/signup");
  await page.getByLabel("Your name").fill(`Test ${label}`);
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Workspace name").fill(`${label}'s workspace`);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/w\/ws_[0-9a-f]+$/);
  const workspaceId = new URL(page.url()).pathname.split("/")[2];
  return { email, password, workspaceId };
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** What makes an input look like the form's others: its border, corners, padding and font. */
export function inputLook(input: Locator): Promise<string> {
  return input.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.border, style.borderRadius, style.padding, style.font, style.backgroundColor].join(" | ");
  });
}

/** A caller number and an agent that uses it: what placing a call needs. */
export async function createAgentWithNumber(page: Page, workspaceId: string, number = "+14155550123"): Promise<string> {
  await page.goto(`/w/${workspaceId}/numbers`);
  await page.getByLabel("Number", { exact: true }).fill(number);
  await page.getByRole("button", { name: "Add number" }).click();
  await expect(page.getByRole("cell", { name: number })).toBeVisible();

  return createAgent(page, workspaceId, async (form) => {
    await form.getByLabel("Default caller number").selectOption({ label: number });
    await form.getByLabel("Instructions").fill("Confirm the appointment for tomorrow at 10.");
  });
}

/** Creates an agent named Ava from the agents list's "New agent"; answers its id, on its page. */
export async function createAgent(
  page: Page,
  workspaceId: string,
  fill: (form: Locator) => Promise<void> = async () => {},
): Promise<string> {
  await page.goto(`/w/${workspaceId}/agents`);
  await page.getByRole("link", { name: "New agent" }).click();
  const form = page.getByRole("form", { name: "New agent" });
  await form.getByLabel("Name", { exact: true }).fill("Ava");
  await fill(form);
  await form.getByRole("button", { name: "Create agent" }).click();
  await page.waitForURL(/\/agents\/agt_[0-9a-f]+$/);
  await expect(page.getByRole("form", { name: "Edit Ava" })).toBeVisible();
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

/** A webhook receiver on loopback that answers 200 and keeps what it got. */
export async function startReceiver(): Promise<{
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  close(): void;
}> {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "Content-Type": "text/plain" }).end("thanks from the receiver");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => server.close(),
  };
}
