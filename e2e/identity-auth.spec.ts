import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { outboxLinks } from "./support/outbox.ts";

// The API hashes passwords (argon2) and runs on embedded PGlite beside other suites: allow it time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** The auth pages against the real API: the spec's login messages, password reset, unsubscribe. */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

const tryLogin = async (page: Page, email: string, password: string) => {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
};

const signUp = async (request: APIRequestContext, email: string, password: string) => {
  const { csrf_token: csrf } = (await (await request.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string };
  const response = await request.post("/api/signup", {
    headers: { "X-XSRF-TOKEN": csrf },
    data: { first_name: "Rita", last_name: "Reset", email, password, password_confirmation: password, terms: true, company_name: "Reset Oy" },
  });
  expect(response.status(), await response.text()).toBe(201);
};

test("login shows the API's messages and throttles after repeated failures", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
  await tryLogin(page, "manager@demo.workledger.test", "Wrong12345");
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials");

  const stranger = `nobody-${randomUUID()}@e2e.workledger.test`;
  await tryLogin(page, stranger, "Whatever123");
  await expect(page.getByRole("alert")).toHaveText("This account doesn't exist");
  for (let i = 0; i < 4; i += 1) {
    await tryLogin(page, stranger, "Whatever123");
    await expect(page.getByRole("alert")).toHaveText("This account doesn't exist");
  }
  await tryLogin(page, stranger, "Whatever123");
  await expect(page.getByRole("alert")).toContainText("You have attempted to login multiple times already. Try resetting your password.");
  await expect(page.getByRole("alert").getByRole("link", { name: "Reset password" })).toBeVisible();
  await shot(page, "login-throttled");
});

test("a forgotten password is reset from the mailed link (valid 1 day) and the new one logs in", async ({ page, request }) => {
  const email = `reset-${randomUUID()}@e2e.workledger.test`;
  await signUp(request, email, "Before12345");
  await page.goto("/forgot-password");
  await expect(page.getByText("The link is valid for 1 day.", { exact: false })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("We have emailed your password reset link.")).toBeVisible();
  await shot(page, "forgot-password");

  let link = "";
  await expect
    .poll(async () => {
      link = (await outboxLinks(email)).find((l) => l.includes("/forgot-password?token=")) ?? "";
      return link;
    })
    .not.toBe("");
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
  await page.getByLabel("New password").fill("After12345");
  await page.getByLabel("Confirm password").fill("After1234");
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset password" })).toBeDisabled();
  await page.getByLabel("Confirm password").fill("After12345");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Your password has been reset.")).toBeVisible();

  // The link is spent.
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel("New password").fill("Again12345");
  await page.getByLabel("Confirm password").fill("Again12345");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Token already expired, invalid or already used");

  await page.goto("/login");
  await tryLogin(page, email, "After12345");
  await expect(page).toHaveURL(/\/dashboard/);
});

test("unsubscribe and set-password refuse a spent or forged token", async ({ page }) => {
  await page.goto("/unsubscribe?token=forged");
  await expect(page.getByRole("alert")).toHaveText("Token already expired, invalid or already used");
  // The set-password page looks the link up first and shows no form for a forged one.
  await page.goto("/set-password?token=forged");
  await expect(page.getByRole("alert")).toHaveText("Token already expired, invalid or already used");
  await page.goto("/verification");
  await expect(page.getByRole("button", { name: "Resend verification" })).toBeVisible();
  await shot(page, "verification-resend");
});
