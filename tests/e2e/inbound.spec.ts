import { expect, test } from "@playwright/test";
import { createAgentWithNumber, screenshot, signUp } from "./settings-helpers";

// A number answered by an agent, in real Chromium against the production build: the number's page
// binds the agent, and "Simulate an incoming call" rings it on the simulator and opens the live
// call page, where the agent greets the caller first and the call finishes.

test("a number's page binds its agent, and a simulated incoming call runs to a finished call", async ({
  page,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "inbound");
  await createAgentWithNumber(page, workspaceId, "+14155550177");

  await page.goto(`/w/${workspaceId}/numbers`);
  await page.getByRole("link", { name: "+14155550177" }).click();
  await page.waitForURL(/\/numbers\/num_[0-9a-f]+$/);
  await expect(page.getByTestId("carrier-state")).toContainText("Twilio is not configured");
  const form = page.getByRole("form", { name: "Incoming calls" });
  await form.getByLabel("Answered by").selectOption({ label: "Ava" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Number saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Simulate an incoming call" })).toBeVisible();
  await screenshot(page, testInfo, "number-page");

  await page.getByRole("button", { name: "Simulate an incoming call" }).click();
  await page.waitForURL(/\/calls\/call_[0-9a-f]+$/);
  await expect(page.getByTestId("call-direction")).toContainText("Inbound");
  const transcript = page.getByLabel("Transcript");
  await expect(transcript.getByText("Hello! How can I help you today?").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("call-status")).toHaveText("completed", { timeout: 45_000 });
  // The page says who rang whom, and the transcript calls the other party the caller.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Call from \+\d+ to \+14155550177$/);
  await expect(transcript.getByText("Caller:").first()).toBeVisible();
  await expect(transcript.getByText("Callee:")).toHaveCount(0);
  await screenshot(page, testInfo, "inbound-call-finished");

  // The calls list tells the directions apart and filters by them (simulated calls are test data).
  await page.goto(`/w/${workspaceId}/calls?data=test`);
  const directions = page.getByRole("navigation", { name: "Filter by direction" });
  await directions.getByRole("link", { name: "Inbound" }).click();
  await expect(page).toHaveURL(/direction=inbound/);
  await expect(page.getByRole("table", { name: "Calls" }).getByRole("cell", { name: "Inbound" })).toHaveCount(1);
  await directions.getByRole("link", { name: "Outbound" }).click();
  await expect(page).toHaveURL(/direction=outbound.*data=test|data=test.*direction=outbound/);
  await expect(page.getByText("No calls match these filters")).toBeVisible();
});
