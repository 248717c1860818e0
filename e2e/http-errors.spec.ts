import { expect, test } from "@playwright/test";
import { currentUserFails } from "./support/session.ts";

/** The error catalogue of spec section 8, driven through the real http client (the session probe). */
const collapse = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();

test.describe("error catalogue", () => {
  for (const status of [405, 429]) {
    test(`${status} opens the danger 'Oops!' dialog with no cancel`, async ({ page }) => {
      await currentUserFails(page, status);
      await page.goto("/login");
      const dialog = page.getByRole("alertdialog");
      await expect(dialog.getByRole("heading")).toHaveText("Oops!");
      await expect(dialog).toContainText("Something went wrong with your request. Please try again later or refresh the page.");
      expect(collapse(await dialog.textContent())).toContain("Still having a trouble? Please contact administrator");
      await expect(dialog.getByRole("button", { name: "Cancel" })).toHaveCount(0);
    });
  }

  for (const status of [500, 502]) {
    test(`${status} opens the 'Oops!' contact-administrator dialog`, async ({ page }) => {
      await currentUserFails(page, status, { message: "secret stack" });
      await page.goto("/login");
      const dialog = page.getByRole("alertdialog");
      await expect(dialog.getByRole("heading")).toHaveText("Oops!");
      await expect(dialog).toContainText("Something went wrong. Please contact administrator.");
      // The error dialog toast's default sub-text (spec section 2) stays under the message.
      await expect(dialog).toContainText("Please try again or contact support for help");
      await expect(dialog).not.toContainText("secret stack");
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    });
  }

  for (const status of [501, 504]) {
    test(`${status} is silent`, async ({ page }) => {
      await currentUserFails(page, status);
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test("400 toasts the server message", async ({ page }) => {
    await currentUserFails(page, 400, { message: { email: ["User not found"], other: "Please verify your email" } });
    await page.goto("/login");
    const toast = page.getByTestId("toast-error");
    await expect(toast).toContainText("User not found");
    await expect(toast).toContainText("Please verify your email");
  });

  test("401 means signed out", async ({ page }) => {
    await currentUserFails(page, 401);
    await page.goto("/timesheet");
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const status of [403, 409, 422]) {
    test(`${status} goes to /error/${status}`, async ({ page }) => {
      await currentUserFails(page, status);
      await page.goto("/login");
      await expect(page).toHaveURL(new RegExp(`/error/${status}$`));
      await expect(page.getByTestId("error-status")).toHaveText(String(status));
    });
  }
});
