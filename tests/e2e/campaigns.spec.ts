import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createAgentWithNumber, screenshot, signUp } from "./settings-helpers";

// A campaign from the settings UI: a CSV parsed in the browser (its invalid rows shown before
// anything is created), the campaign page's counts and progress, pause / resume / cancel, the
// results download, and the recipients table. Whether the callees are inside their calling hours
// depends on when the test runs, so it asserts what holds at any hour.

// Twenty callable rows (one call at a time keeps the campaign running while the test acts on it) and two bad ones.
const MORE = Array.from({ length: 17 }, (_, i) => `+1415555${2680 + i},Callee ${i},Monday`);
const CSV = [
  "phone,firstName,appointment",
  "+14155552671,Ada,Tuesday 10:00",
  "(415) 555-2672,Grace,Wednesday 9:30",
  "not a number,Alan,Friday",
  ",Edsger,Monday",
  "+14155552673,Barbara,Thursday",
  ...MORE,
].join("\n");

test("create a campaign from a CSV, follow it, pause, resume and cancel it, and download its results", async ({
  page,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "campaigns");
  await createAgentWithNumber(page, workspaceId);

  await page.goto(`/w/${workspaceId}/campaigns`);
  await expect(page.getByRole("heading", { name: "Campaigns", exact: true })).toBeVisible();
  // The workspace's limit of calls in flight, of which campaigns take 80 %.
  const capacity = page.getByRole("form", { name: "Calls in flight" });
  await expect(capacity.getByLabel("Calls in flight (workspace)")).toHaveValue("10");
  await capacity.getByLabel("Calls in flight (workspace)").fill("20");
  await capacity.getByRole("button", { name: "Save limit" }).click();
  await expect(page.getByText("Up to 20 calls in flight, 16 for campaigns")).toBeVisible();

  const form = page.getByRole("form", { name: "New campaign" });
  await form.getByLabel("Name", { exact: true }).fill("Reminders");
  await form
    .getByLabel("Recipients (CSV)")
    .setInputFiles({ name: "patients.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });

  // Parsed in the browser: the number column found by its name, the two bad rows listed.
  await expect(form.getByLabel("Number column")).toHaveValue("phone");
  const preview = form.getByTestId("csv-preview");
  await expect(preview).toContainText("20 recipient(s) to call; variables: firstName, appointment.");
  await expect(form.getByTestId("csv-invalid").getByRole("listitem")).toHaveText([
    "Line 4: not a number",
    "Line 5: (empty)",
  ]);
  await screenshot(page, testInfo, "campaign-csv-preview");

  await form.getByLabel("Calls at once").fill("1");
  await form.getByRole("button", { name: "Create campaign" }).click();
  await page.waitForURL(new RegExp(`/w/${workspaceId}/campaigns/cmp_[0-9a-f]+$`));
  const campaignUrl = page.url();
  await expect(page.getByRole("heading", { name: "Reminders", exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Progress" })).toBeVisible();

  // The counts add up to the twenty recipients whatever their state (inside or outside their hours).
  const counts = page.getByTestId("campaign-counts");
  await expect
    .poll(async () => {
      let total = 0;
      for (const value of await counts.locator("strong").allTextContents()) total += Number(value);
      return total;
    })
    .toBe(20);

  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("Campaign paused")).toBeVisible();
  await expect(page.locator(".page-head .badge", { hasText: "paused" })).toBeVisible();
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByText("Campaign resumed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();

  // The recipients table, filtered by state through the counts.
  await expect(page.getByRole("table", { name: "Recipients" }).getByRole("row")).toHaveCount(21);
  await screenshot(page, testInfo, "campaign-page");

  await page.getByRole("button", { name: "Cancel campaign" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel campaign" }).click();
  await expect(page.getByText("Campaign canceled")).toBeVisible();
  await expect(page.locator(".page-head .badge", { hasText: "canceled" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download results (CSV)" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "to,variables.appointment,variables.firstName,state,skipReason,attempts,nextAttemptAt,lastCallId,endedReason,durationSec,successful,summary",
  );
  expect(lines).toHaveLength(21);
  expect(lines.slice(1, 4).map((line) => line.split(",")[0])).toEqual(["+14155552671", "+14155552672", "+14155552673"]);
  expect(lines[1]).toContain(",Tuesday 10:00,Ada,");

  // The campaign is listed, and its page is where the list leads.
  await page.goto(`/w/${workspaceId}/campaigns`);
  await page.getByRole("table", { name: "Campaigns" }).getByRole("link", { name: "Reminders" }).click();
  await expect(page).toHaveURL(campaignUrl);
});
