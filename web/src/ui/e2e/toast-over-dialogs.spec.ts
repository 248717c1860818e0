import { expect, test } from "@playwright/test";
import { openGallery } from "./harness.ts";
import { expectTopmost } from "./layers.ts";

test("a toast shown while a dialog is open is on top, readable and closable with the mouse", async ({ page }) => {
  await openGallery(page);
  await page.getByRole("button", { name: "Open dialog with selects" }).click();
  const dialog = page.getByRole("dialog", { name: "Dialog with selects" });
  await dialog.getByRole("button", { name: "Toast from dialog" }).click();
  const toast = page.getByTestId("toast-success");
  await expect(toast).toHaveText(/Saved from the dialog/);
  // Not hidden from assistive technology by the modal.
  await expect(page.getByRole("status").filter({ hasText: "Saved from the dialog" })).toBeVisible();
  // On the kit's z-index scale (toast), above the dialog.
  expect(await page.locator("[data-scope=toast][data-part=group]").first().evaluate((el) => getComputedStyle(el).zIndex)).toBe("1700");
  const close = toast.getByRole("button", { name: "Close" });
  await expectTopmost(close);
  await close.click({ timeout: 5_000 });
  await expect(toast).toBeHidden();
  await expect(dialog).toBeVisible();
});
