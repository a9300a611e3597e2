import { expect, test } from "@playwright/test";

// The production build started with NO configuration: PGlite + in-memory Redis.

test("the home page says what svc is and links to sign-in and the API docs", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "svc" })).toBeVisible();
  await expect(page.getByText("AI voice agents that phone your customers")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
  await expect(page.getByRole("link", { name: "API docs" })).toHaveAttribute("href", "/docs");
  expect(errors).toEqual([]);
});

test("/api/health is healthy on the embedded defaults", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    ok: true,
    database: { ok: true, mode: "pglite" },
    redis: { ok: true, mode: "memory" },
  });
});

test("/docs renders the API reference with no internet (Scalar's bundle is served by svc)", async ({ page }) => {
  const external: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
  });
  await page.goto("/docs");
  await expect(page.getByText("Originate a manual call").first()).toBeVisible();
  expect(external).toEqual([]);
});
