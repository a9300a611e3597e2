import { expect, test } from "@playwright/test";
import { createAgent, screenshot, signUp } from "./settings-helpers";

// An experiment on the agent's page in real Chromium against the production build: started from
// the form (a bad percentage refused at its field first), shown with its arms, its intervals'
// chart by its accessible name and the decision, then stopped.

test("start an experiment on the agent's page, read its arms, chart and decision, stop it", async ({
  page,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "experiments");
  await createAgent(page, workspaceId, async (form) => {
    await form.getByLabel("Instructions").fill("- Which day suits you?");
  });
  // A second version: the current one (2) is the control, version 1 the variant.
  const edit = page.getByRole("form", { name: "Edit Ava" });
  await edit.getByLabel("First message").fill("Hello {{name}}, a quick question.");
  await edit.getByRole("button", { name: "Save agent" }).click();
  await expect(page.getByTestId("agent-version")).toHaveText("2");

  const section = page.getByRole("region", { name: "Experiments" });
  await expect(section).toContainText("No experiment yet");
  const form = section.getByRole("form", { name: "New experiment" });
  await form.getByLabel("Name", { exact: true }).fill("Longer greeting");
  await expect(form.getByLabel("Variant version")).toHaveValue("1");
  await form.getByLabel("Variant traffic (%)").fill("150");
  await form.getByLabel("Min judged calls per arm").fill("20");
  await form.getByRole("button", { name: "Start experiment" }).click();
  await expect(form.locator(".field .error", { hasText: "1 to 99" })).toBeVisible();
  await form.getByLabel("Variant traffic (%)").fill("30");
  await form.getByRole("button", { name: "Start experiment" }).click();

  const experiment = section.getByTestId("experiment");
  await expect(experiment.getByRole("heading", { name: /Longer greeting/ })).toContainText("running");
  const arms = experiment.getByRole("table", { name: "Experiment arms" });
  await expect(arms.getByRole("row").filter({ hasText: "Control" })).toContainText("2");
  await expect(arms.getByRole("row").filter({ hasText: "Variant" })).toContainText("1");
  await expect(
    experiment.getByRole("img", { name: /^95% intervals: control \(version 2\): no judged calls yet/ }),
  ).toHaveAccessibleName(
    "95% intervals: control (version 2): no judged calls yet; variant (version 1): no judged calls yet; difference: not measurable yet",
  );
  await expect(experiment.getByTestId("experiment-decision")).toHaveText("continue");
  await expect(experiment).toContainText("Keep collecting calls");
  // One running experiment per agent: no form to start another.
  await expect(section.getByRole("form", { name: "New experiment" })).toHaveCount(0);
  await screenshot(page, testInfo, "experiment-running");

  await experiment.getByRole("button", { name: "Stop" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Stop experiment" }).click();
  await expect(experiment.getByRole("heading", { name: /Longer greeting/ })).toContainText("stopped");
  await expect(experiment.getByRole("button", { name: "Stop" })).toHaveCount(0);
  await expect(experiment.getByRole("button", { name: "Promote variant" })).toBeVisible();
  await expect(section.getByRole("form", { name: "New experiment" })).toBeVisible();
});
