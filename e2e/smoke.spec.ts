import { expect, test } from "@playwright/test";

test.describe("the SPA", () => {
  test("loads and sends / to /dashboard, which needs a login", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle(/^Workledger/);
  });

  test("sends an unknown path to /error/404", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/error\/404$/);
  });
});
