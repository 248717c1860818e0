import { test } from "@playwright/test";
import { expect, signInManager, slowTestMs, snap, unique } from "./organisation-helpers.ts";

test.describe.configure({ timeout: slowTestMs });

test.describe("work types", () => {
  test("a work type with all its fields, a sub-type under it, and a duplicate refused with 'Option already exist'", async ({ page }) => {
    await signInManager(page);
    await page.goto("/worktype");
    await expect(page.getByRole("heading", { level: 1, name: "Work types" })).toBeVisible();

    const parent = unique("Cleaning");
    await page.getByRole("button", { name: "Add work type" }).first().click();
    let drawer = page.getByTestId("drawer");
    await drawer.getByLabel("Name").fill(parent);
    await drawer.getByLabel("Product number", { exact: true }).fill("P-100");
    await drawer.getByLabel("Visma product number").fill("V-100");
    await drawer.getByLabel("Price (€)").fill("25.50");
    const costs = drawer.getByPlaceholder("Type and press Enter");
    await costs.fill("Fuel, Tools");
    await costs.press("Enter");
    // The duration list opens from the keyboard (the drawer is a modal layer over the page).
    const pause = drawer.getByRole("combobox", { name: "Default pause length" });
    await pause.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(pause).toContainText("30m");
    await drawer.getByLabel("Show separately on report").check();
    await snap(page, "work-type-drawer");
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Work type successfully created")).toBeVisible();
    const parentRow = page.getByRole("row").filter({ hasText: parent });
    await expect(parentRow).toContainText("P-100");
    await expect(parentRow).toContainText("30m");

    // A sub-type from the row's menu.
    const child = unique("Windows");
    await parentRow.getByRole("button", { name: "More options" }).click();
    await page.getByRole("menuitem", { name: "Add sub-type" }).click();
    drawer = page.getByTestId("drawer");
    await expect(drawer.getByRole("heading", { name: "New sub-type" })).toBeVisible();
    await drawer.getByLabel("Name").fill(child);
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Work type successfully created").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: child })).toContainText(`↳ ${child}`);

    // The same name again at the top level: refused.
    await page.getByRole("button", { name: "Add work type" }).first().click();
    drawer = page.getByTestId("drawer");
    await drawer.getByLabel("Name").fill(parent.toUpperCase());
    await expect(drawer.getByText("Option already exist")).toBeVisible();
    await snap(page, "work-types-list");
  });
});
