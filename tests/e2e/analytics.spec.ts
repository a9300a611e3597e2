import { expect, test, type Page } from "@playwright/test";
import { screenshot, signUp } from "./settings-helpers";

// The analytics page, reached from the overview: its five charts are images named by what they
// show, the filters travel in the address, a phone's width holds every chart, and nothing is
// logged as an error. The alerts page: a rule created through its form (a bad window refused at
// the field), listed with its state, deleted after confirmation.

/** Uncaught exceptions and console errors of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const CHARTS = [
  /^Calls per day by outcome, /,
  /^Success rate per day, /,
  /^Agent response time per day, p50 and p90, /,
  /^Cost per day, /,
  /^Most calls in flight at once per hour over the last 24 hours/,
];

test("the analytics page draws named charts, filters by the address, fits a phone, logs no error", async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  const { workspaceId } = await signUp(page, "analytics");
  await page.getByRole("main").getByRole("link", { name: "Analytics" }).click();
  await page.waitForURL(new RegExp(`/w/${workspaceId}/analytics$`));
  for (const name of CHARTS) await expect(page.getByRole("img", { name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Calls per day: 0" })).toBeVisible();

  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel("Period").selectOption("7d");
  await filters.getByLabel("Direction").selectOption("inbound");
  await filters.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL(/period=7d/);
  expect(new URL(page.url()).searchParams.get("direction")).toBe("inbound");
  await expect(filters.getByLabel("Period")).toHaveValue("7d");
  await expect(filters.getByLabel("Direction")).toHaveValue("inbound");
  for (const name of CHARTS) await expect(page.getByRole("img", { name })).toBeVisible();
  await screenshot(page, testInfo, "analytics");

  await page.setViewportSize({ width: 375, height: 800 });
  for (const name of CHARTS) {
    const box = (await page.getByRole("img", { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(errors).toEqual([]);
});

test("an admin creates an alert rule, sees its state, and deletes it", async ({ page }) => {
  const errors = watchErrors(page);
  const { workspaceId } = await signUp(page, "alerts");
  await page.goto(`/w/${workspaceId}/alerts`);
  await expect(page.getByText("No alert rules yet")).toBeVisible();

  const form = page.getByRole("form", { name: "New alert rule" });
  await form.getByLabel("Name").fill("Failing calls");
  await form.getByLabel("Metric").selectOption("failure_rate");
  await form.getByLabel("Threshold").fill("0.2");
  await form.getByLabel("Window (minutes)").fill("2");
  await form.getByRole("button", { name: "Create rule" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "5 to 1440 minutes" })).toBeVisible();

  await form.getByLabel("Window (minutes)").fill("30");
  await form.getByRole("button", { name: "Create rule" }).click();
  const rules = page.getByRole("table", { name: "Alert rules" });
  const row = rules.getByRole("row").filter({ hasText: "Failing calls" });
  await expect(row).toContainText("Failure rate above 0.2");
  await expect(row).toContainText("over 30 min");
  await expect(row).toContainText("ok");
  await expect(row).toContainText("never");

  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete rule" }).click();
  await expect(page.getByText("No alert rules yet")).toBeVisible();
  expect(errors).toEqual([]);
});
