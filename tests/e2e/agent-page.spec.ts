import { expect, test } from "@playwright/test";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm";
import { createAgent, screenshot, signUp } from "./settings-helpers";

// An agent's own page in real Chromium against the production build: the agents list leads to it,
// its settings are edited there, every save is a version, and two versions compare field by field.

test("edit an agent on its page, then read what changed between its versions; a stale edit is refused", async ({
  page,
  context,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "versions");
  const agentId = await createAgent(page, workspaceId, async (form) => {
    await form.getByLabel("Instructions").fill("- Which day suits you?");
  });
  await expect(page.getByTestId("agent-version")).toHaveText("1");

  // The list shows it with its version, and leads back to its page.
  await page.goto(`/w/${workspaceId}/agents`);
  const row = page.getByRole("table", { name: "Agents" }).getByRole("row").filter({ hasText: agentId });
  await expect(row).toContainText("Script");
  await expect(row.getByRole("cell").nth(3)).toHaveText("1");
  await row.getByRole("link", { name: "Ava" }).click();
  await page.waitForURL(new RegExp(`/agents/${agentId}$`));

  const edit = page.getByRole("form", { name: "Edit Ava" });
  await edit.getByLabel("First message").fill("Good morning, {{name}}!");
  await edit.getByLabel("Instructions").fill("- Morning or afternoon?");
  await edit.getByRole("button", { name: "Save agent" }).click();
  await expect(page.getByTestId("agent-version")).toHaveText("2");
  // The result replaces "Saving…": the toast shows once the page has the new version, then goes.
  const saved = page.getByRole("status").filter({ hasText: "Agent saved" });
  await expect(saved).toBeVisible();
  await expect(edit.getByRole("button", { name: "Save agent" })).toBeEnabled();
  await expect(saved).toHaveCount(0, { timeout: 10_000 });

  // Versions 1 and 2 side by side: only the two fields that changed.
  const diff = page.getByRole("table", { name: "Changes from version 1 to version 2" });
  await expect(diff.getByRole("row")).toHaveCount(3);
  await expect(diff.getByRole("row").filter({ hasText: "First message" })).toContainText(
    "Hello! How can I help you today?",
  );
  await expect(diff.getByRole("row").filter({ hasText: "First message" })).toContainText("Good morning, {{name}}!");
  await expect(diff.getByRole("row").filter({ hasText: "Instructions" })).toContainText("- Which day suits you?");
  await expect(page.getByRole("list", { name: "Versions" })).toContainText(/Version 2 .* by versions-/);
  await expect(page.getByTestId("success-rate")).toContainText("—");
  await screenshot(page, testInfo, "agent-page");

  // Another tab still shows version 2 when this one saves version 3: its save is refused, not lost.
  const other = await context.newPage();
  await other.goto(page.url());
  await edit.getByLabel("Name", { exact: true }).fill("Ava");
  await edit.getByLabel("Success criteria").fill("A time was agreed.");
  await edit.getByRole("button", { name: "Save agent" }).click();
  await expect(page.getByTestId("agent-version")).toHaveText("3");
  const stale = other.getByRole("form", { name: "Edit Ava" });
  await stale.getByLabel("First message").fill("Overwritten?");
  await stale.getByRole("button", { name: "Save agent" }).click();
  await expect(stale.getByText(/changed since the version you named/)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("agent-version")).toHaveText("3");
  await expect(page.getByRole("form", { name: "Edit Ava" }).getByLabel("First message")).toHaveValue(
    "Good morning, {{name}}!",
  );

  // Any two versions compare: 1 with 3.
  await page.getByLabel("Compare").selectOption({ index: 2 });
  await expect(
    page
      .getByRole("table", { name: "Changes from version 1 to version 3" })
      .getByRole("row")
      .filter({ hasText: "Success criteria" }),
  ).toContainText("A time was agreed.");
});

let llm: FakeLlm;
test.beforeAll(async () => {
  llm = await startFakeLlm();
});
test.afterAll(async () => {
  await llm?.close();
});

test("the only LLM connection is preselected, and the version diff names fields, connections and tools", async ({
  page,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "diff-names");
  await page.goto(`/w/${workspaceId}/llm`);
  const connection = page.getByRole("form", { name: "New LLM connection" });
  await connection.getByLabel("Name").fill("House model");
  await connection.getByLabel("Base URL").fill(llm.baseUrl);
  await connection.getByLabel("Default model").fill("fake-model");
  await connection.getByRole("button", { name: "Add connection" }).click();
  await expect(page.getByTestId("api-key-hint")).toBeVisible();

  await page.goto(`/w/${workspaceId}/tools`);
  const tool = page.getByRole("form", { name: "New tool" });
  await tool.getByLabel("Name").fill("check_stock");
  await tool.getByLabel("URL").fill("http://127.0.0.1:9/stock");
  await tool.getByLabel("Description").fill("Checks the stock.");
  await tool.getByRole("button", { name: "Create tool" }).click();
  await expect(page.getByRole("region", { name: "check_stock" })).toBeVisible();

  await createAgent(page, workspaceId);
  const edit = page.getByRole("form", { name: "Edit Ava" });
  await edit.getByLabel("Brain").selectOption("llm");
  // The workspace's one connection is already picked.
  await expect(edit.getByLabel("LLM connection")).toHaveValue(/^llm_/);
  await expect(edit.getByLabel("LLM connection").locator("option:checked")).toHaveText("House model");
  await edit.getByLabel("Add a tool").selectOption({ label: "check_stock" });
  await edit.getByLabel("May transfer (transfer_call)").check();
  await edit.getByLabel("Transfer numbers").fill("+14155550123");
  await edit.getByRole("button", { name: "Save agent" }).click();
  await expect(page.getByTestId("agent-version")).toHaveText("2");

  const diff = page.getByRole("table", { name: "Changes from version 1 to version 2" });
  const row = (label: string) =>
    diff.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
  await expect(row("Brain")).toContainText("Script");
  await expect(row("Brain")).toContainText("LLM");
  await expect(row("LLM connection")).toContainText("House model");
  await expect(row("Tools")).toContainText("check_stock");
  await expect(row("Built-in tools")).toContainText("May transfer (transfer_call)");
  await expect(diff).not.toContainText("llm_");
  await expect(diff).not.toContainText("tool_");
  await expect(diff).not.toContainText("llmConnectionId");
  // Words wrap whole: no cell breaks inside a word.
  const breaks = await diff
    .locator("th, td")
    .evaluateAll((cells) =>
      cells.map((cell) => `${getComputedStyle(cell).overflowWrap} ${getComputedStyle(cell).wordBreak}`),
    );
  for (const style of breaks) expect(style).not.toMatch(/anywhere|break-all/);
  await screenshot(page, testInfo, "version-diff-names");
});
