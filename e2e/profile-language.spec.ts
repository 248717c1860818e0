import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";

// argon2 hashing and embedded PGlite beside other suites: give the API time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * The person's saved language drives the app: choosing Suomi in the profile switches the signed-in
 * app at once, and every later sign-in opens it in Finnish, whatever the login page showed.
 */
const person = { email: `kieli-${randomUUID().slice(0, 8)}@e2e.workledger.test`, password: "Kieli12345" };

const logIn = async (page: Page, lang: string) => {
  await page.goto(`/login?lang=${lang}`);
  await page.locator('input[name="email"]').fill(person.email);
  await page.locator('input[name="password"]').fill(person.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard/);
};

test("the language saved in the profile drives the app after saving and at the next sign-in", async ({ browser, request }) => {
  const { csrf_token: csrf } = (await (await request.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string };
  const signup = await request.post("/api/signup", {
    headers: { "X-XSRF-TOKEN": csrf },
    data: { first_name: "Kaisa", last_name: "Kieli", email: person.email, password: person.password, password_confirmation: person.password, terms: true, company_name: "Kieli Oy", language: "en" },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: "cookie_accepted", value: "true", url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await logIn(page, "en");
  await page.evaluate(() => localStorage.setItem("persona", "worker"));
  await page.goto("/profile");
  const profile = page.getByTestId("own-profile");
  const language = profile.getByRole("combobox", { name: "Language" });
  await language.click();
  await page.getByRole("option", { name: "Suomi" }).click();
  await profile.getByRole("button", { name: "Save" }).click();
  // Saved: the app is Finnish at once, without a reload.
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await expect(page.getByRole("combobox", { name: "Kieli" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("profile-fi.png"), fullPage: true });

  // Out and in again from an English login page: the saved language wins at sign-in.
  await page.evaluate(() => localStorage.removeItem("access_token"));
  await logIn(page, "en");
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await expect(page).toHaveTitle(/Workledger - (?!Dashboard)/);
  await context.close();
});
