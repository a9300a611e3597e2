import { expect, test } from "@playwright/test";
import { createAgent, screenshot, signUp } from "./settings-helpers";

// Agent tests in real Chromium against the production build: a test made on the agent's Tests
// tab, run, its failed expectation read with why; the version's pass rate beside the versions
// list; and a test made from a call, whose script is what the callee said.

const QUESTIONS = "Book a check-up.\n- Which day suits you best?\n- Morning or afternoon?";

test("create a test on the agent's page, run it, read the failed expectation; make a test from a call", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { workspaceId } = await signUp(page, "agent-tests");
  await page.goto(`/w/${workspaceId}/numbers`);
  await page.getByLabel("Number", { exact: true }).fill("+14155550123");
  await page.getByRole("button", { name: "Add number" }).click();
  await expect(page.getByRole("cell", { name: "+14155550123" })).toBeVisible();
  const agentId = await createAgent(page, workspaceId, async (form) => {
    await form.getByLabel("Default caller number").selectOption({ label: "+14155550123" });
    await form.getByLabel("Instructions").fill(QUESTIONS);
  });

  await page.getByRole("navigation", { name: "Agent" }).getByRole("link", { name: "Tests" }).click();
  await page.waitForURL(new RegExp(`/agents/${agentId}/tests$`));
  const form = page.getByRole("form", { name: "New test" });
  await form.getByLabel("Name", { exact: true }).fill("Books a morning");
  await form.getByLabel("What the caller says, one line per turn").fill("Hi, yes.\nTuesday, please.\nMorning.");
  // An invalid regular expression is refused at its field, naming it.
  await form.getByLabel("Expectations (JSON)").fill('[{ "type": "transcript", "contains": "(unclosed" }]');
  await form.getByRole("button", { name: "Create test" }).click();
  await expect(form.locator(".field .error", { hasText: /Not a valid regular expression/ })).toBeVisible();
  await form
    .getByLabel("Expectations (JSON)")
    .fill(
      '[{ "type": "endedReason", "equals": "agent_ended" }, { "type": "transcript", "contains": "refund", "role": "agent" }]',
    );
  await form.getByRole("button", { name: "Create test" }).click();
  await expect(page.getByRole("list", { name: "Tests" })).toContainText("Books a morning");
  await screenshot(page, testInfo, "agent-tests-tab");

  await page.getByRole("button", { name: "Run all tests" }).click();
  await page.waitForURL(/\/tests\/runs\/trun_[0-9a-f]+$/);
  await expect(page.getByTestId("run-status")).toHaveText("completed", { timeout: 30_000 });
  await expect(page.getByTestId("run-pass-rate")).toContainText("0%");
  const conversation = page.getByRole("region", { name: "Books a morning, iteration 1" });
  await expect(conversation.getByRole("list", { name: "Failed expectations" })).toHaveText(
    "transcript: Nothing the agent said matches /refund/.",
  );
  await expect(conversation.getByLabel("Transcript")).toContainText("Morning or afternoon?");
  await screenshot(page, testInfo, "agent-test-run");

  // The version's pass rate beside the versions list.
  await page.goto(`/w/${workspaceId}/agents/${agentId}`);
  await expect(page.getByTestId("pass-rate-1")).toHaveText("tests: 0% passed (0 of 1, 1 run)");

  // Version 2, then a run pinned to version 1, each test played twice: the runs list says so.
  await page.getByRole("form", { name: "Edit Ava" }).getByLabel("Instructions").fill("- Morning or afternoon?");
  await page.getByRole("form", { name: "Edit Ava" }).getByRole("button", { name: "Save agent" }).click();
  await expect(page.getByTestId("agent-version")).toHaveText("2");
  await page.goto(`/w/${workspaceId}/agents/${agentId}/tests`);
  const run = page.getByRole("form", { name: "Run the tests" });
  await expect(run.getByLabel("Version")).toHaveValue("2");
  await expect(run.getByLabel("Version").getByRole("option")).toHaveText(["2 (current)", "1"]);
  await run.getByLabel("Version").selectOption("1");
  // Beyond the API's bounds is refused at the field.
  await run.getByLabel("Iterations").fill("11");
  await run.getByRole("button", { name: "Run all tests" }).click();
  await expect(run.getByRole("alert")).toHaveText("1 to 10");
  await run.getByLabel("Iterations").fill("2");
  await run.getByRole("button", { name: "Run all tests" }).click();
  await page.waitForURL(/\/tests\/runs\/trun_[0-9a-f]+$/);
  const pinnedRun = new URL(page.url()).pathname.split("/").at(-1)!;
  await expect(page.getByTestId("run-status")).toHaveText("completed", { timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Books a morning, iteration 2" })).toBeVisible();
  await page.goto(`/w/${workspaceId}/agents/${agentId}/tests`);
  const pinned = page.getByRole("table", { name: "Test runs" }).getByRole("row").filter({ hasText: pinnedRun });
  await expect(pinned.getByRole("cell").nth(2)).toHaveText("1");
  await expect(pinned.getByRole("cell").nth(3)).toHaveText("2");

  // A call, then a test made from it: the callee's words become the script.
  await page.goto(`/w/${workspaceId}/keys`);
  await page.getByLabel("Name", { exact: true }).fill("agent tests");
  await page.getByRole("button", { name: "Create key" }).click();
  const secret = (await page.getByTestId("secret").textContent())!;
  const response = await request.post(`/v1/workspaces/${workspaceId}/calls`, {
    headers: { Authorization: `Bearer ${secret}` },
    data: { agentId, to: "+14155552671" },
  });
  expect(response.status()).toBe(202);
  const { data: call } = await response.json();
  await page.goto(`/w/${workspaceId}/calls/${call.id}`);
  await expect(page.getByTestId("call-status")).toHaveText("completed", { timeout: 45_000 });
  await page.getByRole("button", { name: "Save as test" }).click();
  await page.waitForURL(new RegExp(`/agents/${agentId}/tests\\?from=${call.id}$`));
  const made = page
    .getByRole("list", { name: "Tests" })
    .getByRole("listitem")
    .filter({ hasText: "From the call to +14155552671" });
  await expect(made).toBeVisible();
  await made.getByRole("button", { name: "Edit" }).click();
  await expect(made.getByLabel("What the caller says, one line per turn")).toHaveValue(/Tuesday would suit me best\./);
  await screenshot(page, testInfo, "test-from-call");
});
