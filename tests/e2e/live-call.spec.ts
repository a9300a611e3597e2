import { expect, test } from "@playwright/test";
import { createAgent, screenshot, signUp } from "./settings-helpers";

// The call page of a call in progress, in real Chromium against the production build: its
// transcript from the live stream (the member's session), and an admin's Say and Transfer buttons.

test("an admin watches a call live, has the agent say a line, then hands the call to a person (warm)", async ({
  page,
  request,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "steer");
  await page.goto(`/w/${workspaceId}/numbers`);
  await page.getByLabel("Number", { exact: true }).fill("+14155550123");
  await page.getByRole("button", { name: "Add number" }).click();
  await expect(page.getByRole("cell", { name: "+14155550123" })).toBeVisible();
  const agentId = await createAgent(page, workspaceId, async (form) => {
    await form.getByLabel("Default caller number").selectOption({ label: "+14155550123" });
    await form.getByLabel("Instructions").fill("Book a check-up.\n- Which day suits you best?");
    await form.getByLabel("Transfer numbers").fill("+14155550199");
    await form.getByLabel("Maximum duration (s)").fill("600");
  });
  await page.goto(`/w/${workspaceId}/keys`);
  await page.getByLabel("Name", { exact: true }).fill("steering");
  await page.getByRole("button", { name: "Create key" }).click();
  const secret = (await page.getByTestId("secret").textContent())!;

  // The evasive callee keeps the call going.
  const response = await request.post(`/v1/workspaces/${workspaceId}/calls`, {
    headers: { Authorization: `Bearer ${secret}` },
    data: { agentId, to: "+15005550004" },
  });
  expect(response.status()).toBe(202);
  const { data: call } = await response.json();
  await page.goto(`/w/${workspaceId}/calls/${call.id}`);
  const live = page.getByLabel("Live transcript");
  await expect(live.getByText("Which day suits you best?").first()).toBeVisible({ timeout: 20_000 });

  const steer = page.getByLabel("Steer the call");
  // A question: the evasive callee answers it with another, so the script never runs out of questions.
  await steer.getByLabel("Say").fill("A colleague can help you. Shall I put you through?");
  await steer.getByRole("button", { name: "Say", exact: true }).click();
  await expect(live.getByText("A colleague can help you. Shall I put you through?")).toBeVisible();
  await expect(page.getByLabel("Steering and transfers")).toContainText("asked the agent to say");
  await screenshot(page, testInfo, "call-live-steered");

  await expect(steer.getByLabel("Transfer to")).toHaveValue("+14155550199");
  await steer.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(page.getByTestId("call-status")).toHaveText("completed", { timeout: 40_000 });
  await expect(page.getByTestId("ended-reason")).toHaveText("transferred");
  await expect(page.getByTestId("call-transfer")).toContainText("warm to +14155550199, bridged, by");
  await screenshot(page, testInfo, "call-transferred");
});
