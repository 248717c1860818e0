import { expect, test } from "@playwright/test";
import { openGallery } from "./harness.ts";

test.describe("toasts", () => {
  test("show the spec's defaults at the bottom centre and hide after 6000 ms", async ({ page }) => {
    await page.clock.install();
    await openGallery(page);
    // Pause the page clock before the toast exists, so real time spent by a loaded machine on the checks
    // below does not count towards the 6000 ms; then move it on only by hand.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
    await page.getByRole("button", { name: "Success toast" }).click();
    await page.clock.runFor(100);
    const toast = page.getByTestId("toast-success");
    await expect(toast).toHaveText(/Success/);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 120);
    }
    await page.clock.runFor(5_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(toast).toBeHidden();
  });

  test("error default and server messages joined by newlines", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Error toast" }).click();
    await expect(page.getByTestId("toast-error").first()).toHaveText(/Something went wrong/);
    await page.getByRole("button", { name: "Server errors toast" }).click();
    await expect(page.getByText("The email has already been taken.\nName is required")).toBeVisible();
  });
});

test.describe("dialog toasts", () => {
  test("error has the default sub-text and a Close button", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Error dialog" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Please try again or contact support for help");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("success has Done", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Success dialog" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Schedule confirmed successfully");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
  });

  test("confirm resolves with the choice", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Confirm dialog" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("confirm-result")).toHaveText("cancelled");
    await page.getByRole("button", { name: "Confirm dialog" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to clear all notifications?");
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByTestId("confirm-result")).toHaveText("confirmed");
  });
});
