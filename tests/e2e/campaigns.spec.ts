import { readFile } from "node:fs/promises";
import { expect, test, type Locator } from "@playwright/test";
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
  "+1 415 555 2671,Ada again,Friday",
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
  await expect(form.getByTestId("csv-duplicates").getByRole("listitem")).toHaveText([
    "Line 7: +1 415 555 2671 (as line 2)",
  ]);
  await screenshot(page, testInfo, "campaign-csv-preview");

  await form.getByLabel("Calls at once").fill("1");
  await form.getByRole("button", { name: "Create campaign" }).click();
  // Nothing is created before the dialog is confirmed.
  const confirm = page.getByRole("dialog");
  await expect(confirm.getByRole("heading", { name: "Start calling 20 recipient(s)?" })).toBeVisible();
  await expect(confirm).toContainText("Real calls to real people. Dialing starts now");
  await confirm.getByRole("button", { name: "Start campaign" }).click();
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

  // The recipients table, in the CSV's order, with the name column.
  const table = page.getByRole("table", { name: "Recipients" });
  await expect(table.getByRole("row")).toHaveCount(21);
  await expect(table.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText("Ada");
  await expect(table.getByRole("row").nth(1).getByRole("cell").nth(2)).toHaveText("+14155552671");
  await expect(table.getByRole("row").nth(3).getByRole("cell").nth(1)).toHaveText("Barbara");
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
    "to,variables.appointment,variables.firstName,state,skipReason,attempts,nextAttemptAt,lastCallId,experimentId,experimentArm,endedReason,durationSec,billedMinutes,inputTokens,outputTokens,ttsCharacters,cost,currency,costStatus,successful,summary",
  );
  expect(lines).toHaveLength(21);
  expect(lines.slice(1, 4).map((line) => line.split(",")[0])).toEqual(["+14155552671", "+14155552672", "+14155552673"]);
  expect(lines[1]).toContain(",Tuesday 10:00,Ada,");

  // The campaign is listed, and its page is where the list leads.
  await page.goto(`/w/${workspaceId}/campaigns`);
  await page.getByRole("table", { name: "Campaigns" }).getByRole("link", { name: "Reminders" }).click();
  await expect(page).toHaveURL(campaignUrl);
});

/** A zone of the overview's picker where it is now between 10:00 and 18:00 (one always is: none is 8 hours from the next). */
function daytimeZone(): string {
  const zones = [
    "Pacific/Honolulu",
    "America/Los_Angeles",
    "America/New_York",
    "America/Sao_Paulo",
    "Europe/London",
    "Europe/Berlin",
    "Asia/Dubai",
    "Asia/Kolkata",
    "Asia/Bangkok",
    "Asia/Tokyo",
    "Australia/Sydney",
    "Pacific/Auckland",
  ];
  const hourIn = (zone: string) =>
    Number(new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" }).format(new Date()));
  return zones.find((zone) => hourIn(zone) >= 10 && hourIn(zone) < 18)!;
}

/** The weekday (sun … sat) `days` days from now in `zone`. */
function weekdayIn(zone: string, days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short" }).format(at).toLowerCase();
}

test("a test campaign of the simulator's numbers dials now in the workspace's zone; another waits for its day and says so", async ({
  page,
}, testInfo) => {
  // Three campaigns made through the form, and a page reloaded until each dispatch shows: past 60 s
  // when CI runs this beside the reliability suite (it timed out creating the third).
  test.setTimeout(120_000);
  const { workspaceId } = await signUp(page, "campaigns-test");
  await createAgentWithNumber(page, workspaceId);
  await page.goto(`/w/${workspaceId}/numbers`);
  await page.getByLabel("Number", { exact: true }).fill("+14155550124");
  await page.getByRole("button", { name: "Add number" }).click();
  await expect(page.getByRole("cell", { name: "+14155550124" })).toBeVisible();
  const zone = daytimeZone();
  await page.goto(`/w/${workspaceId}`);
  await page.getByLabel("Time zone", { exact: true }).fill(zone);
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByText(`Days in ${zone}.`)).toBeVisible();

  async function newTestCampaign(name: string, fill: (form: Locator) => Promise<void>) {
    await page.goto(`/w/${workspaceId}/campaigns`);
    const form = page.getByRole("form", { name: "New campaign" });
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel(/Test campaign/).check();
    await form.getByLabel("Recipients (CSV)").setInputFiles({
      name: "try.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("phone,name\n+15005550001,Busy Bea"),
    });
    await fill(form);
    await form.getByRole("button", { name: "Create campaign" }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText("A test campaign: the simulator answers.");
    await confirm.getByRole("button", { name: "Start campaign" }).click();
    await page.waitForURL(new RegExp(`/w/${workspaceId}/campaigns/cmp_[0-9a-f]+\\?data=test$`));
  }

  // From both numbers in turn, every day: the magic number is in the workspace's zone, where it is day.
  await newTestCampaign("Try it now", async (form) => {
    await form.getByLabel("+14155550123").check();
    await form.getByLabel("+14155550124").check();
  });
  const campaignUrl = page.url();
  await expect(page.locator(".page-head")).toContainText("test");
  await expect(page.locator(".page-head")).toContainText("from +14155550123, +14155550124");
  const table = page.getByRole("table", { name: "Recipients" });
  /** What the page shows once the dispatch has run (the page refreshes itself only while calls are live). */
  const eventually = (locator: Locator) =>
    expect
      .poll(async () => {
        await page.reload();
        return locator.count();
      })
      .toBe(1);
  await eventually(table.getByRole("link", { name: "View call" }));
  await table.getByRole("link", { name: "View call" }).click();
  await expect(page.getByTestId("call-campaign")).toHaveText("Try it now");
  await page.getByTestId("call-campaign").click();
  await expect(page).toHaveURL(campaignUrl);
  // Listed with the test data only.
  await page.goto(`/w/${workspaceId}/campaigns`);
  await expect(page.getByRole("link", { name: "Try it now" })).toHaveCount(0);
  await page.getByRole("link", { name: "Test data" }).click();
  await expect(page.getByRole("link", { name: "Try it now" })).toBeVisible();

  // Only on the day after tomorrow: it waits, and says why and until when.
  const day = weekdayIn(zone, 2);
  await newTestCampaign("Later this week", async (form) => {
    for (const other of ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].filter((d) => d !== day))
      await form.getByLabel(other, { exact: true }).uncheck();
  });
  await eventually(page.getByTestId("wait-reason"));
  await expect(page.getByTestId("wait-reason")).toHaveText(`outside calling hours in ${zone} until ${day} 09:00`);
  await screenshot(page, testInfo, "campaign-waiting");

  // With a start time (in two days, the browser's local time): scheduled until then.
  const later = new Date(Date.now() + 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  await newTestCampaign("In two days", async (form) => {
    await form
      .getByLabel("Start at")
      .fill(`${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T10:00`);
  });
  await expect(page.locator(".page-head .badge", { hasText: "scheduled" })).toBeVisible();
  await expect(page.locator(".page-head")).toContainText("starting ");
});
