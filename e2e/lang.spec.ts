import { expect, test } from "@playwright/test";
import { signIn } from "./support/session.ts";

test.describe("the lang query parameter", () => {
  test("is honoured on /login and kept", async ({ page }) => {
    await page.goto("/login?lang=fi");
    await expect(page).toHaveTitle("Workledger - Kirjaudu sisään");
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");
    await page.goto("/forgot-password");
    await expect(page).toHaveTitle("Workledger - Unohtunut salasana");
  });

  test("is honoured on /signup", async ({ page }) => {
    await page.goto("/signup?lang=es");
    await expect(page).toHaveTitle("Workledger - Registrarse");
  });

  test("on / applies before the redirect", async ({ page }) => {
    await page.goto("/?lang=sv");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle("Workledger - Logga in");
  });

  test("is ignored elsewhere", async ({ page }) => {
    await page.goto("/forgot-password?lang=ru");
    await expect(page).toHaveTitle("Workledger - Forgot password");
    await signIn(page, {}, "worker");
    await page.goto("/dashboard?lang=et");
    await expect(page).toHaveTitle("Workledger - Dashboard");
  });

  test("an unsupported language keeps the default English", async ({ page }) => {
    await page.goto("/login?lang=de");
    await expect(page).toHaveTitle("Workledger - Login");
  });
});
