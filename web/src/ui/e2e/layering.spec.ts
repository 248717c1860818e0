import { expect, test, type Locator } from "@playwright/test";
import { openGallery } from "./harness.ts";
import { expectTopmost, overlaps } from "./layers.ts";

test.describe("z-index scale", () => {
  test("a select's list opens over the data table's sticky header (z-index scale)", async ({ page }) => {
    await openGallery(page);
    const table = page.getByRole("table", { name: "People" });
    const head = table.locator("thead");
    await page.getByRole("combobox", { name: "Team" }).click();
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options).toHaveCount(4);
    // The scenario only means something when the list really covers the header.
    let covering = 0;
    for (const option of await options.all()) {
      if (await overlaps(option, head)) covering += 1;
      await expectTopmost(option);
    }
    expect(covering).toBeGreaterThan(0);
    const zIndexOf = (locator: Locator) => locator.evaluate((el) => Number(getComputedStyle(el).zIndex));
    const positioner = page.locator("[data-scope=select][data-part=positioner]").filter({ has: options.first() });
    expect(await zIndexOf(positioner)).toBeGreaterThan(await zIndexOf(head));
    await options.filter({ hasText: "Night shift" }).click({ timeout: 5_000 });
    await expect(page.getByTestId("team-value")).toHaveText("night shift");
  });
});
