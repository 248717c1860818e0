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

test("the primary colour follows the persona", async ({ page }) => {
  const colours: Record<string, string> = {};
  for (const persona of ["worker", "manager", "admin"]) {
    await openGallery(page, `persona=${persona}`);
    colours[persona] = await page.getByRole("button", { name: "Primary", exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
  }
  expect(colours).toEqual({ worker: "rgb(15, 118, 110)", manager: "rgb(79, 70, 229)", admin: "rgb(126, 34, 206)" });
  await page.screenshot({ path: "/tmp/workledger-ui-e2e-results/gallery-admin.png" });
});

test("overlay screenshots", async ({ page }) => {
  // Three screenshots with settle waits: more than 30 s on the loaded 2-core machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGallery(page);
  await page.getByRole("button", { name: "Server errors toast" }).click();
  await page.getByRole("button", { name: "Success toast" }).click();
  await page.getByRole("button", { name: "Open stacked dialogs" }).click();
  await page.getByRole("dialog", { name: "First dialog" }).getByRole("button", { name: "Open second" }).click();
  await page.getByRole("dialog", { name: "Second dialog" }).getByRole("button", { name: "Minimise" }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: "/tmp/workledger-ui-e2e-results/overlay-dialog.png" });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Error dialog" }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: "/tmp/workledger-ui-e2e-results/overlay-dialog-toast.png" });
  await page.getByRole("alertdialog").getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Open drawer with timer" }).click();
  await expect(page.getByRole("timer")).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: "/tmp/workledger-ui-e2e-results/overlay-drawer.png" });
});
