import { expect, test } from "@playwright/test";

test.describe("translations from the API", () => {
  test("are fetched when none are stored, kept locally, and override the bundle", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/onesky/translations", (route) => {
      calls += 1;
      return route.fulfill({ json: { data: { fi: { Login: "Sisäänkirjautuminen" } } } });
    });
    await page.goto("/login?lang=fi");
    await expect(page).toHaveTitle("Workledger - Sisäänkirjautuminen");
    expect(calls).toBe(1);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("translations"))) ?? "{}")).toEqual({ fi: { Login: "Sisäänkirjautuminen" } });
    await page.reload();
    await expect(page).toHaveTitle("Workledger - Sisäänkirjautuminen");
    expect(calls).toBe(1);
  });

  test("fall back to the bundle while the API has none", async ({ page }) => {
    await page.route("**/api/onesky/translations", (route) => route.fulfill({ status: 404, json: { message: "Not found", code: "route_not_found" } }));
    await page.goto("/login?lang=ru");
    await expect(page).toHaveTitle("Workledger - Вход");
    expect(await page.evaluate(() => localStorage.getItem("translations"))).toBeNull();
  });

  test("come from the real API (every locale) and are kept for the next visit", async ({ page }) => {
    await page.goto("/login?lang=et");
    await expect(page).toHaveTitle("Workledger - Sisselogimine");
    await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem("translations"))) ?? "{}")?.et?.["Access denied"]).toBe("Juurdepääs keelatud");
  });
});

test("API calls carry credentials, the bearer token and the anti-forgery header", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("access_token", "tok-123");
    localStorage.setItem("csrf", "csrf-456");
    localStorage.setItem("persona", "worker");
  });
  const seen = new Promise<Record<string, string>>((resolve) =>
    page.route("**/api/current-user", async (route) => {
      resolve(route.request().headers());
      await route.fulfill({ status: 401, json: {} });
    }),
  );
  await page.goto("/login");
  const headers = await seen;
  expect(headers["authorization"]).toBe("Bearer tok-123");
  expect(headers["x-xsrf-token"]).toBe("csrf-456");
  expect(headers["x-persona"]).toBe("worker");
  expect(new URL(page.url()).pathname).toBe("/login");
});

test("a persona the API refuses (403 persona_not_allowed) logs out silently", async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem("access_token", "tok");
    localStorage.setItem("persona", "manager");
  });
  await page.route("**/api/current-user", (route) =>
    route.fulfill({ status: 403, json: { message: "Forbidden", code: "persona_not_allowed" } }),
  );
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem("access_token"), localStorage.getItem("persona")])).toEqual([null, null]);
});
