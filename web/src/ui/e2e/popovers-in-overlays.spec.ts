import { expect, test } from "@playwright/test";
import { openGallery } from "./harness.ts";
import { expectTopmost, pickWithMouse } from "./layers.ts";

test.describe("popover parts inside drawers and dialogs", () => {
  test("duration select inside a drawer takes mouse and keyboard", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Open drawer", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Company Profile" });
    await expect(drawer).toBeVisible();
    const duration = drawer.getByRole("combobox", { name: "Break length" });
    await pickWithMouse(page, duration, "1h 15m");
    await expect(page.getByTestId("drawer-duration-value")).toHaveText("75");
    await expect(drawer).toBeVisible();
    await expect(duration).toBeFocused();
    // Keyboard: open, move two down from 1h 15m, pick.
    await page.keyboard.press("Enter");
    // The list lives inside the drawer (portalled into its content), so the modal does not hide it.
    await expect(drawer.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("drawer-duration-value")).toHaveText("105");
    // Escape closes the open list first, not the drawer.
    await duration.press("Enter");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(drawer).toBeVisible();
  });

  test("select, duration select and menu inside a stacked dialog take mouse and keyboard", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Open dialog with selects" }).click();
    const dialog = page.getByRole("dialog", { name: "Dialog with selects" });
    await expect(dialog).toBeVisible();
    await pickWithMouse(page, dialog.getByRole("combobox", { name: "Dialog duration" }), "2h 30m");
    await expect(page.getByTestId("dialog-duration-value")).toHaveText("150");
    await pickWithMouse(page, dialog.getByRole("combobox", { name: "Dialog shift" }), "Night");
    await expect(page.getByTestId("dialog-shift-value")).toHaveText("night");
    await dialog.getByRole("combobox", { name: "Dialog shift" }).focus();
    await page.keyboard.press("Enter");
    // The list is open (and the previous pick's animation done) before the keys move in it.
    await expect(page.getByRole("option", { name: "Morning" })).toBeVisible();
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("dialog-shift-value")).toHaveText("morning");
    await dialog.getByRole("button", { name: "Dialog options" }).click();
    const item = page.getByRole("menuitem", { name: "Copy shift" });
    await expectTopmost(item);
    await item.click({ timeout: 5_000 });
    await expect(page.getByTestId("dialog-menu-value")).toHaveText("copy");
    await expect(dialog).toBeVisible();
  });

  test("creatable select, email multiselect and date input inside a stacked dialog take mouse and keyboard", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Open dialog with selects" }).click();
    const dialog = page.getByRole("dialog", { name: "Dialog with selects" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "+ welding" }).click({ timeout: 5_000 });
    await dialog.getByLabel("Dialog work types").fill("night shift, cleaning");
    await dialog.getByLabel("Dialog work types").press("Enter");
    await expect(page.getByTestId("dialog-types-value")).toHaveText("welding|night shift|cleaning");
    await dialog.getByLabel("Dialog emails").fill("mari@firma.ee, nope");
    await dialog.getByLabel("Dialog emails").press("Enter");
    await expect(page.getByTestId("dialog-emails-value")).toHaveText("mari@firma.ee|nope");
    await dialog.getByRole("button", { name: "Remove nope" }).click({ timeout: 5_000 });
    await expect(page.getByTestId("dialog-emails-value")).toHaveText("mari@firma.ee");
    await dialog.getByLabel("Dialog date").pressSequentially("24122026");
    await expect(page.getByTestId("dialog-date-value")).toHaveText("2026-12-24");
    await expect(dialog).toBeVisible();
  });
});
