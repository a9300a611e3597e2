import { expect, test, type Page } from "@playwright/test";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm";
import { createAgent, screenshot, signUp } from "./settings-helpers";

// The voice agent in the settings UI, in real Chromium against the production build: its
// settings, LLM connections, the test panel, and a simulated call whose transcript fills in live.

let llm: FakeLlm;
test.beforeAll(async () => {
  llm = await startFakeLlm();
});
test.afterAll(() => llm?.close());

const QUESTIONS = "Book a check-up.\n- Which day suits you best?\n- Morning or afternoon?";

async function addConnection(page: Page, workspaceId: string, key: string): Promise<void> {
  await page.goto(`/w/${workspaceId}/llm`);
  const form = page.getByRole("form", { name: "New LLM connection" });
  await form.getByLabel("Name").fill("Local model");
  await form.getByLabel("Base URL").fill(llm.baseUrl);
  await form.getByLabel("Default model").fill("fake-model");
  await form.getByLabel("API key").fill(key);
  await form.getByRole("button", { name: "Add connection" }).click();
  await expect(page.getByTestId("api-key-hint")).toHaveText(`key …${key.slice(-4)}`);
}

test("an LLM connection shows only the last four of its key; an agent keeps every voice-agent setting", async ({
  page,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "voice");
  const key = "sk-e2e-secret-key-0123456789-wxyz";
  await addConnection(page, workspaceId, key);
  await expect(page.getByText(key)).toHaveCount(0);
  expect(await page.content()).not.toContain(key.slice(0, 12));
  await screenshot(page, testInfo, "llm-connections");

  await createAgent(page, workspaceId, async (form) => {
    await form.getByLabel("Speech provider").selectOption("Amazon");
    await form.locator('select[name="voice"]').selectOption({ label: "Matthew (US, male)" }); // its label also reads the chosen voice
    await form.getByLabel("Brain").selectOption("llm");
    await form.getByLabel("LLM connection").selectOption({ label: "Local model" });
    await form.getByLabel("Temperature").fill("0.3");
    await form.getByLabel("May transfer (transfer_call)").check();
    await form.getByLabel("Transfer numbers").fill("+14155550199");
    await form.getByLabel("Record calls").check();
    await form.getByLabel("Consent").selectOption("verbal");
    await form.getByLabel("Announcement", { exact: true }).fill("May I record this call?");
    await form.getByLabel("If the caller declines").selectOption("end_call");
    await form.getByLabel("When a machine answers").selectOption("leave_message");
    await form.getByLabel("Voicemail message").fill("Please call us back.");
    await form
      .getByLabel("Analysis schema (JSON Schema)")
      .fill('{"type": "object", "properties": {"day": {"type": "string"}}}');
    await form.getByLabel("Success criteria").fill("A day was agreed.");
  });
  // The agent's page shows what was stored.
  const edit = page.getByRole("form", { name: "Edit Ava" });
  await expect(edit.getByLabel("Brain")).toHaveValue("llm");
  await expect(edit.getByLabel("Speech provider")).toHaveValue("Amazon");
  await expect(edit.locator('select[name="voice"]')).toHaveValue("Matthew-Neural");
  await expect(edit.getByLabel("Transfer numbers")).toHaveValue("+14155550199");
  await expect(edit.getByLabel("Record calls")).toBeChecked();
  await expect(edit.getByLabel("Consent")).toHaveValue("verbal");
  await expect(edit.getByLabel("Announcement", { exact: true })).toHaveValue("May I record this call?");
  await expect(edit.getByLabel("If the caller declines")).toHaveValue("end_call");
  await expect(edit.getByLabel("Analysis schema (JSON Schema)")).toHaveValue(/"day"/);

  // A broken schema is refused at the field, and nothing changes.
  await edit.getByLabel("Analysis schema (JSON Schema)").fill("{not json");
  await edit.getByRole("button", { name: "Save agent" }).click();
  await expect(edit.getByText("Not valid JSON")).toBeVisible();
  await screenshot(page, testInfo, "agent-editor");
});

test("the test panel: the script agent asks its questions one at a time, an LLM agent's words stream in", async ({
  page,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "panel");
  await createAgent(page, workspaceId, async (form) => {
    await form.getByLabel("Instructions").fill(QUESTIONS);
  });
  const agentPage = page.url();
  await page.getByRole("button", { name: "Start the test call" }).click();
  const panel = page.getByRole("region", { name: "Test chat" });
  await expect(panel.getByTestId("chat-agent").first()).toContainText("Hello! How can I help you today?");
  await panel.getByLabel("Your message").fill("Hi, yes.");
  await panel.getByLabel("Your message").press("Enter");
  await expect(panel.getByTestId("chat-agent").nth(1)).toContainText("Which day suits you best?");
  await panel.getByLabel("Your message").fill("Tuesday");
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(panel.getByTestId("chat-agent").nth(2)).toContainText("Thank you. Morning or afternoon?");
  await panel.getByLabel("Your message").fill("Morning");
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(panel.getByTestId("chat-agent").nth(3)).toContainText("Goodbye!");
  await expect(panel.getByTestId("chat-agent").nth(3)).toContainText("end_call");
  await expect(panel.getByRole("status")).toHaveText(/The agent hung up/);
  await screenshot(page, testInfo, "test-panel-script");

  // An LLM agent: the reply arrives token by token.
  await addConnection(page, workspaceId, "sk-panel-0000");
  await page.goto(agentPage);
  const edit = page.getByRole("form", { name: "Edit Ava" });
  await edit.getByLabel("Brain").selectOption("llm");
  await edit.getByLabel("LLM connection").selectOption({ label: "Local model" });
  await edit.getByRole("button", { name: "Save agent" }).click();
  await expect(page.getByTestId("agent-version")).toHaveText("2");

  await page.reload();
  await page.getByRole("button", { name: "Start the test call" }).click();
  const llmPanel = page.getByRole("region", { name: "Test chat" });
  await expect(llmPanel.getByTestId("chat-agent").first()).toContainText("Hello! How can I help you today?");
  llm.script({ text: ["Sure, ", "Tuesday ", "morning ", "is ", "free."], gapMs: 400 });
  await llmPanel.getByLabel("Your message").fill("Can I come Tuesday?");
  await llmPanel.getByRole("button", { name: "Send" }).click();
  const reply = llmPanel.getByTestId("chat-agent").nth(1);
  await expect(reply).toContainText("Sure, Tuesday");
  await expect(reply).not.toContainText("free."); // streamed: the first words show before the last arrive
  await expect(reply).toContainText("Sure, Tuesday morning is free.");
  await screenshot(page, testInfo, "test-panel-llm");
});

test("a simulated call's transcript fills in while the call runs, then shows why it ended and its analysis", async ({
  page,
  request,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "live");
  await page.goto(`/w/${workspaceId}/numbers`);
  await page.getByLabel("Number", { exact: true }).fill("+14155550123");
  await page.getByRole("button", { name: "Add number" }).click();
  await expect(page.getByRole("cell", { name: "+14155550123" })).toBeVisible(); // saved before the page is left
  const agentId = await createAgent(page, workspaceId, async (form) => {
    await form.getByLabel("Default caller number").selectOption({ label: "+14155550123" });
    await form.getByLabel("Instructions").fill(QUESTIONS);
    await form.getByLabel("Maximum duration (s)").fill("120");
  });
  await page.goto(`/w/${workspaceId}/keys`);
  await page.getByLabel("Name", { exact: true }).fill("live transcript");
  await page.getByRole("button", { name: "Create key" }).click();
  const secret = (await page.getByTestId("secret").textContent())!;

  // The evasive callee keeps the call going until the agent's maximum duration (12 s here: the e2e simulator runs 10× fast).
  const response = await request.post(`/v1/workspaces/${workspaceId}/calls`, {
    headers: { Authorization: `Bearer ${secret}` },
    data: { agentId, to: "+15005550004" },
  });
  expect(response.status()).toBe(202);
  const { data: call } = await response.json();
  await page.goto(`/w/${workspaceId}/calls/${call.id}`);
  const transcript = page.getByLabel("Transcript");
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  await expect(transcript.getByText("Which day suits you best?").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("call-status")).toHaveText("in progress"); // still running: the turns came in live
  await screenshot(page, testInfo, "call-live-transcript");

  await expect(page.getByTestId("call-status")).toHaveText("completed", { timeout: 30_000 });
  await expect(page.getByTestId("ended-reason")).toHaveText("max duration");
  await expect(transcript.getByText("I'm sorry, we've reached the time limit for this call. Goodbye!")).toBeVisible();
  await expect(page.getByText("The callee answered 0 of 2 questions.")).toBeVisible({ timeout: 15_000 });
  await screenshot(page, testInfo, "call-ended");
});
