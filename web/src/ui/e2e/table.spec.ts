import { expect, test } from "@playwright/test";
import { openGallery } from "./harness.ts";

test.describe("data table", () => {
  test("paginates with 10 rows by default, page sizes and page jump within the page count", async ({ page }) => {
    await openGallery(page);
    const table = page.getByRole("table", { name: "People" });
    await expect(table.locator("tbody tr")).toHaveCount(10);
    const pager = page.getByRole("navigation", { name: "Pagination" }).first();
    await expect(pager).toContainText("of 60");
    const jump = pager.getByLabel("Go to page");
    await jump.fill("999");
    await jump.press("Enter");
    await expect(jump).toHaveValue("60");
    await expect(table.locator("tbody tr").first()).toContainText("person591@firma.ee");
    await pager.getByRole("button", { name: "Previous page" }).click();
    await expect(jump).toHaveValue("59");
    await pager.getByRole("combobox", { name: "Rows per page" }).click();
    await expect(page.getByRole("option")).toHaveText(["10", "50", "100", "250"].map((s) => new RegExp(`^${s}`)));
    await page.getByRole("option", { name: "50", exact: true }).click();
    await expect(table.locator("tbody tr")).toHaveCount(50);
    await expect(pager).toContainText("of 12");
  });

  test("virtualises a 250-row page", async ({ page }) => {
    await openGallery(page);
    const table = page.getByRole("table", { name: "People" });
    const pager = page.getByRole("navigation", { name: "Pagination" }).first();
    await pager.getByRole("combobox", { name: "Rows per page" }).click();
    await page.getByRole("option", { name: "250", exact: true }).click();
    // The page size took: 600 rows make 3 pages, and the table announces its 250 rows (plus the header).
    await expect(pager).toContainText("of 3");
    await expect(table).toHaveAttribute("aria-rowcount", "251");
    const rendered = table.locator("tbody tr:not([aria-hidden])");
    await expect(rendered.first()).toContainText("person1@firma.ee");
    expect(await rendered.count()).toBeLessThan(100);
    // Scrolling to the end renders the 250th row and drops the first.
    await table.locator("xpath=..").evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
    await expect(rendered.filter({ hasText: "person250@firma.ee" })).toBeVisible();
    await expect(rendered.filter({ hasText: "person1@firma.ee" })).toHaveCount(0);
    expect(await rendered.count()).toBeLessThan(100);
  });

  test("sorts asc then desc", async ({ page }) => {
    await openGallery(page);
    const table = page.getByRole("table", { name: "People" });
    const hours = table.getByRole("columnheader", { name: /Hours/ });
    await hours.getByRole("button").click();
    await expect(hours).toHaveAttribute("aria-sort", "ascending");
    await expect(table.locator("tbody tr").first()).toContainText("0 h");
    await hours.getByRole("button").click();
    await expect(hours).toHaveAttribute("aria-sort", "descending");
    await hours.getByRole("button").click();
    await expect(hours).toHaveAttribute("aria-sort", "ascending");
  });

  test("selects rows and pages, marks non-Active rows as danger", async ({ page }) => {
    await openGallery(page);
    const table = page.getByRole("table", { name: "People" });
    await table.getByRole("checkbox", { name: "Select row" }).nth(1).check();
    await expect(page.getByTestId("table-selection")).toHaveText("p2");
    await table.getByRole("checkbox", { name: "Select all rows" }).check();
    await expect(page.getByTestId("table-selection")).toHaveText("p1,p2,p3,p4,p5,p6,p7,p8,p9,p10");
    await expect(table.locator("tbody tr[data-danger]")).toHaveCount(2);
  });

  test("shows 10 skeleton rows while loading and 'No Records Found' when empty", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Show loading" }).click();
    await expect(page.getByTestId("skeleton-row")).toHaveCount(10);
    await expect(page.getByRole("table", { name: "Empty table" })).toContainText("No Records Found");
  });

  test("more-options menu opens by keyboard", async ({ page }) => {
    await openGallery(page);
    const trigger = page.getByRole("table", { name: "People" }).getByRole("button", { name: "More options" }).first();
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Delete" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitem", { name: "Delete" })).toBeHidden();
  });
});
