import { expect, test } from "@playwright/test";
import { openGallery } from "./harness.ts";

for (const [name, width] of [["mobile", 390], ["tablet", 800], ["desktop", 1440]] as const) {
  test(`gallery renders at ${name} width`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openGallery(page);
    await expect(page.getByRole("table", { name: "People" })).toBeVisible();
    await page.screenshot({ path: `/tmp/workledger-ui-e2e-results/gallery-${name}.png`, fullPage: true });
  });
}
