import { expect, test } from "@playwright/test";
import { openGallery } from "./harness.ts";
import { expectTopmost } from "./layers.ts";

test.describe("minimised dialogs while another dialog is open", () => {
  test("a minimised dialog's button works while another dialog is open: it comes to front, closing it brings the other back", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Open dialog with selects" }).click();
    const formDialog = page.getByRole("dialog", { name: "Dialog with selects" });
    await formDialog.getByRole("button", { name: "Minimise" }).click();
    await expect(formDialog).toBeHidden();
    await page.getByRole("button", { name: "Open stacked dialogs" }).click();
    const first = page.getByRole("dialog", { name: "First dialog" });
    await first.getByLabel("Note").fill("still here");
    const bar = page.getByRole("navigation", { name: "Minimised dialogs" });
    const restore = bar.getByRole("button", { name: "Dialog with selects" });
    await expectTopmost(restore);
    // Still docked at the page bottom, above the open dialog's backdrop.
    const box = await restore.boundingBox();
    const viewport = page.viewportSize();
    expect(box !== null && viewport !== null && viewport.height - (box.y + box.height) < 24).toBe(true);
    await restore.click({ timeout: 5_000 });
    await expect(formDialog).toBeVisible();
    await expect(first).toBeHidden();
    await expect(bar).toBeHidden();
    await formDialog.getByRole("button", { name: "Close" }).click();
    await expect(formDialog).toBeHidden();
    await expect(first).toBeVisible();
    await expect(first.getByLabel("Note")).toHaveValue("still here");
  });

  test("the minimised-dialog bar is reachable by keyboard from an open dialog", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Open dialog with selects" }).click();
    const formDialog = page.getByRole("dialog", { name: "Dialog with selects" });
    await formDialog.getByRole("button", { name: "Minimise" }).click();
    await page.getByRole("button", { name: "Open stacked dialogs" }).click();
    const first = page.getByRole("dialog", { name: "First dialog" });
    await expect(first).toBeVisible();
    const restore = page.getByRole("navigation", { name: "Minimised dialogs" }).getByRole("button", { name: "Dialog with selects" });
    for (let i = 0; i < 10 && !(await restore.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
    await expect(restore).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(formDialog).toBeVisible();
    await expect(first).toBeHidden();
  });
});
