import { expect, test, type APIRequestContext } from "@playwright/test";
import { screenshot, signUp } from "./settings-helpers";

// The API keys page: a key made with an expiry, rolled with the old secret kept for a while (both
// work, and the page says when the old one stops), then rolled again with the old one stopped at
// once; key management scopes are never ticked for you.

async function callsWith(request: APIRequestContext, workspaceId: string, secret: string) {
  const response = await request.get(`/v1/workspaces/${workspaceId}/calls`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  return [response.status(), response.ok() ? null : (await response.json()).code];
}

test("create a key with an expiry, roll it keeping the old secret an hour, roll again stopping it now", async ({
  page,
  request,
}, testInfo) => {
  const { workspaceId } = await signUp(page, "keys");
  await page.goto(`/w/${workspaceId}/keys`);
  const form = page.getByRole("form", { name: "Create API key" });
  await expect(form.getByRole("checkbox", { name: /keys:write/ })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: /keys:read/ })).not.toBeChecked();
  await form.getByLabel("Name", { exact: true }).fill("Billing sync");
  await form.getByRole("checkbox", { name: /^calls:read/ }).check();
  await form.getByLabel("Expires").selectOption({ label: "In 90 days" });
  await form.getByRole("button", { name: "Create key" }).click();
  const first = (await page.getByTestId("secret").textContent())!;
  await page.getByRole("button", { name: "I have saved it" }).click();
  expect(await callsWith(request, workspaceId, first)).toEqual([200, null]);

  const table = page.getByRole("table", { name: "API keys" });
  // By its Key cell: a successor's row names the secret it replaced too.
  const row = (last4: string) => table.getByRole("row").filter({ hasText: new RegExp(`svc_sk_live_\\w+…${last4}`) });
  await expect(row(first.slice(-4)).getByTestId("key-ends")).not.toContainText("never");

  await row(first.slice(-4)).getByRole("button", { name: "Roll" }).click();
  const dialog = page.getByRole("dialog", { name: "Roll “Billing sync”" });
  await dialog.getByLabel("The old secret stops working").selectOption({ label: "In 1 hour" });
  await dialog.getByRole("button", { name: "Roll key" }).click();
  const second = (await dialog.getByTestId("secret").textContent())!;
  expect(second).toMatch(/^svc_sk_live_/);
  expect(second).not.toBe(first);
  await expect(dialog.getByTestId("old-secret-stops")).toContainText(
    `The old secret (…${first.slice(-4)}) stops working at`,
  );
  await screenshot(page, testInfo, "keys-rolled-secret");
  await dialog.getByRole("button", { name: "I have saved it" }).click();
  await expect(dialog).toBeHidden();

  // Both secrets work until the old one's time; the new key's row says when that is.
  expect(await callsWith(request, workspaceId, first)).toEqual([200, null]);
  expect(await callsWith(request, workspaceId, second)).toEqual([200, null]);
  const stops = (await row(first.slice(-4)).getByTestId("key-ends").textContent())!.trim();
  await expect(row(second.slice(-4)).getByTestId("rolled-from")).toHaveText(
    `Replaces …${first.slice(-4)}, which stops working ${stops}`,
  );
  await expect(row(first.slice(-4))).toContainText("Rolled: a new key replaces it");
  await expect(row(first.slice(-4)).getByRole("button", { name: "Roll" })).toHaveCount(0);
  await expect(row(second.slice(-4))).toContainText("calls:read");
  await screenshot(page, testInfo, "keys-after-roll");

  await row(second.slice(-4)).getByRole("button", { name: "Roll" }).click();
  await dialog.getByLabel("The old secret stops working").selectOption({ label: "Now" });
  await dialog.getByRole("button", { name: "Roll key" }).click();
  const third = (await dialog.getByTestId("secret").textContent())!;
  await dialog.getByRole("button", { name: "I have saved it" }).click();
  expect(await callsWith(request, workspaceId, second)).toEqual([401, "API_KEY_EXPIRED"]);
  expect(await callsWith(request, workspaceId, third)).toEqual([200, null]);
  await page.reload();
  await expect(row(second.slice(-4)).getByTestId("key-ends")).toContainText("expired");
  await expect(row(third.slice(-4)).getByTestId("rolled-from")).toContainText(
    `Replaces …${second.slice(-4)}, which stopped working`,
  );
  await screenshot(page, testInfo, "keys-rolled-now");
});
