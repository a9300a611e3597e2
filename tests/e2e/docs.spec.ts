import { expect, test } from "@playwright/test";

// The rendered API reference: Scalar reads /v1/openapi.json without objecting to it, and the
// request panel starts with the bearer key selected.

test("/docs renders the reference with no validation complaint, bearer auth selected", async ({ page }) => {
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (["warning", "error"].includes(message.type())) complaints.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => complaints.push(`pageerror: ${error.message}`));

  test.setTimeout(120_000);
  await page.goto("/docs");
  // Scalar indexes the whole document (about 1 MB) before it draws: seconds on a loaded machine.
  await expect(page.getByRole("heading", { name: "svc API" }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("No authentication selected")).toHaveCount(0);
  await expect(page.getByText(/Bearer/i).first()).toBeVisible();
  expect(complaints.filter((line) => /validation/i.test(line))).toEqual([]);
  expect(complaints).toEqual([]);
});
