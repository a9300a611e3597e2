import { expect, test } from "@playwright/test";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm";
import { startToolEndpoint, type ToolEndpoint } from "../helpers/tool-endpoint";
import { createAgent, screenshot, signUp } from "./settings-helpers";

// Tools in the settings UI, in real Chromium against the production build: made on the Tools page
// (the secret shown once, a real test request), picked for an agent, and run for real by the
// test panel, which shows each request and response.

let llm: FakeLlm;
let endpoint: ToolEndpoint;
test.beforeAll(async () => {
  llm = await startFakeLlm();
  endpoint = await startToolEndpoint();
});
test.afterAll(async () => {
  await llm?.close();
  await endpoint?.close();
});

test("a tool is made, tested, given to an agent, and run by the test panel", async ({ page }, testInfo) => {
  const { workspaceId } = await signUp(page, "tools");

  await page.goto(`/w/${workspaceId}/tools`);
  const form = page.getByRole("form", { name: "New tool" });
  await form.getByLabel("Name").fill("check_slot");
  await form.getByLabel("URL").fill(`${endpoint.url}/slots`);
  await form.getByLabel("Description").fill("Checks whether a day is free.");
  await form
    .getByLabel("Parameters (JSON Schema)")
    .fill('{"type": "object", "properties": {"day": {"type": "string"}}, "required": ["day"]}');
  await form.getByLabel("Headers (optional)").fill("Authorization: Bearer sk-shop-0123456789abcd");
  await form.getByLabel("Said while it runs (optional)").fill("One moment.");
  await form.getByRole("button", { name: "Create tool" }).click();
  const secret = (await page.getByTestId("webhook-secret").textContent())!;
  expect(secret).toMatch(/^whsec_/);
  endpoint.setSecret(secret);
  const card = page.getByRole("region", { name: "check_slot" });
  await expect(card).toContainText("Authorization: …abcd");
  expect(await page.content()).not.toContain("sk-shop-0123456789");

  endpoint.answer = () => ({ json: { free: true } });
  // The test box has a visible label and starts with arguments shaped like the parameters (no
  // placeholder that looks like a value but sends nothing).
  const box = card.getByRole("textbox", { name: "Arguments (JSON)" });
  await expect(card.locator("label").filter({ hasText: "Arguments (JSON)" })).toBeVisible();
  await expect(box).toHaveValue('{\n  "day": ""\n}');
  await expect(box).not.toHaveAttribute("placeholder");
  await box.fill('{"day": "Tuesday"}');
  await card.getByRole("button", { name: "Test" }).click();
  await expect(card.getByTestId("tool-test-result")).toContainText("HTTP 200");
  await expect(card.getByTestId("tool-test-result")).toContainText('{"free":true}');
  expect(endpoint.requests.at(-1)?.signatureValid).toBe(true);
  await screenshot(page, testInfo, "tools-page");

  // An LLM agent with the tool.
  await page.goto(`/w/${workspaceId}/llm`);
  const connection = page.getByRole("form", { name: "New LLM connection" });
  await connection.getByLabel("Name").fill("Local model");
  await connection.getByLabel("Base URL").fill(llm.baseUrl);
  await connection.getByLabel("Default model").fill("fake-model");
  await connection.getByLabel("API key").fill("sk-e2e-tools-0000");
  await connection.getByRole("button", { name: "Add connection" }).click();
  await expect(page.getByTestId("api-key-hint")).toBeVisible();

  await createAgent(page, workspaceId, async (form) => {
    await form.getByLabel("Brain").selectOption("llm");
    await form.getByLabel("LLM connection").selectOption({ label: "Local model" });
    await form.getByLabel("Add a tool").selectOption({ label: "check_slot" });
    await form.getByLabel("May press keypad digits, for phone menus (press_digits)").check();
  });
  // The agent's page lists the tool it was given.
  await expect(page.getByRole("region", { name: "Tools" })).toContainText("check_slot");

  await page.getByRole("button", { name: "Start the test call" }).click();
  const panel = page.getByRole("region", { name: "Test chat" });
  await expect(panel.getByTestId("chat-agent").first()).toContainText("Hello! How can I help you today?");
  endpoint.answer = () => ({ json: { free: true }, delayMs: 800 });
  llm.script(
    { text: [], tools: [{ name: "check_slot", arguments: '{"day":"Tuesday"}' }] },
    { text: ["Tuesday is free."] },
  );
  await panel.getByLabel("Your message").fill("Is Tuesday free?");
  await panel.getByRole("button", { name: "Send" }).click();
  const row = panel.getByTestId("tool-call");
  // The request shows while it runs, the response once it is back.
  await expect(row).toContainText("running");
  await expect(row).toContainText("ok");
  await expect(panel.getByTestId("chat-agent").nth(1)).toContainText("One moment. Tuesday is free.");
  await row.locator("summary").click();
  await expect(row).toContainText('"day": "Tuesday"');
  await expect(row).toContainText('"free": true');
  expect(llm.requests.at(-1)?.tools?.map((tool) => tool.function.name)).toEqual([
    "end_call",
    "press_digits",
    "check_slot",
  ]);
  await screenshot(page, testInfo, "test-panel-tools");
});

test("a tool is edited in place; a refused schema shows at its field alone, and its error goes once the field changes", async ({
  page,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "tool-edit");
  await page.goto(`/w/${workspaceId}/tools`);
  const form = page.getByRole("form", { name: "New tool" });
  await form.getByLabel("Name").fill("lookup_order");
  await form.getByLabel("URL").fill(`${endpoint.url}/orders`);
  await form.getByLabel("Description").fill("Looks up an order.");
  await form.getByLabel("Headers (optional)").fill("X-Shop: shop-0123456789");
  await form.getByRole("button", { name: "Create tool" }).click();
  const card = page.getByRole("region", { name: "lookup_order" });
  await expect(card).toContainText("POST");

  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("form", { name: "Edit lookup_order" });
  await expect(edit.getByLabel("Description")).toHaveValue("Looks up an order.");
  await expect(edit.getByLabel("Timeout (s)")).toHaveValue("20");

  // The server refuses a pattern RE2 cannot compile: the message shows under Parameters, once.
  const parameters = edit.getByLabel("Parameters (JSON Schema)");
  await parameters.fill('{"type": "object", "properties": {"code": {"type": "string", "pattern": "(a"}}}');
  await edit.getByRole("button", { name: "Save tool" }).click();
  const parametersField = edit.locator("div.field").filter({ has: page.getByLabel("Parameters (JSON Schema)") });
  await expect(parametersField.getByRole("alert")).toContainText("missing closing )");
  await expect(edit.getByRole("alert")).toHaveCount(1);
  await parameters.fill('{"type": "object", "properties": {"code": {"type": "string", "pattern": "^[0-9]+$"}}}');
  await expect(edit.getByRole("alert")).toHaveCount(0);

  await edit.getByLabel("Description").fill("Looks up an order by its number.");
  await edit.getByLabel("Timeout (s)").fill("30");
  await edit.getByLabel("Method").selectOption("GET");
  await edit.getByRole("button", { name: "Save tool" }).click();
  await expect(card).toContainText("GET");
  await expect(card).toContainText("30 s");
  await expect(card).toContainText("Looks up an order by its number.");
  // Headers not named in the edit are kept.
  await expect(card).toContainText("X-Shop: …6789");
  await expect(card.getByRole("textbox", { name: "Arguments (JSON)" })).toHaveValue('{\n  "code": ""\n}');
  await screenshot(page, testInfo, "tool-edited");
});
