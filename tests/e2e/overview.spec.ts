import { expect, test } from "@playwright/test";
import { screenshot, signUp } from "./settings-helpers";

// The overview's time zone, as an admin sets it: a name that is not an IANA zone is refused where
// it was typed and changes nothing; a real one is where the chart's days are cut from then on.

test("an admin sets the overview's time zone; a name that is not a zone is refused", async ({ page }, testInfo) => {
  const { workspaceId } = await signUp(page, "zone");
  await page.goto(`/w/${workspaceId}`);
  await expect(page.getByText("Days in UTC.")).toBeVisible();

  const field = page.getByLabel("Time zone", { exact: true });
  await field.fill("Mars/Olympus_Mons");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Must be an IANA time zone" })).toBeVisible();

  await field.fill("Europe/Berlin");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByText("Days in Europe/Berlin.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Days in Europe/Berlin.")).toBeVisible();
  await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("Europe/Berlin");
  await screenshot(page, testInfo, "overview-time-zone");
});

test("an admin sets the country numbers without a country code are read in; an unknown code is refused", async ({
  page,
}) => {
  const { workspaceId } = await signUp(page, "country");
  await page.goto(`/w/${workspaceId}`);
  await expect(page.getByText("Numbers written without + and a country code are read in US.")).toBeVisible();
  const field = page.getByRole("combobox", { name: "Default country" });
  await field.fill("ZZ");
  await page.getByRole("button", { name: "Save country" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "ISO 3166-1 alpha-2" })).toBeVisible();
  await field.fill("gb");
  await page.getByRole("button", { name: "Save country" }).click();
  await expect(page.getByText("Numbers without a country code are now read in GB")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Numbers written without + and a country code are read in GB.")).toBeVisible();
});
