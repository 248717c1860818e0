import { expect, test, type Locator, type Page } from "@playwright/test";
import { openGallery } from "./harness.ts";
import { expectTopmost } from "./layers.ts";

/**
 * The kit at each width and its overlays, saved as PNGs for a person to look at. Nothing compares
 * the pictures (fonts differ between machines), so each test asserts the state it photographs.
 */
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `/tmp/workledger-ui-e2e-results/${name}.png`, fullPage });

/** Waits until the element's (and its children's) animations have finished, instead of a fixed pause. */
const settled = (locator: Locator) =>
  expect.poll(() => locator.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === "running").length)).toBe(0);

const noHorizontalOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

for (const [name, width] of [["mobile", 390], ["tablet", 800], ["desktop", 1440]] as const) {
  test(`gallery renders at ${name} width`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openGallery(page);
    await expect(page.getByRole("table", { name: "People" }).locator("tbody tr")).toHaveCount(10);
    await expect(page.getByRole("navigation", { name: "Pagination" }).first()).toContainText("of 60");
    await noHorizontalOverflow(page);
    await shot(page, `gallery-${name}`, true);
  });
}

test("the primary colour follows the persona", async ({ page }) => {
  const colours: Record<string, string> = {};
  for (const persona of ["worker", "manager", "admin"]) {
    await openGallery(page, `persona=${persona}`);
    colours[persona] = await page.getByRole("button", { name: "Primary", exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
  }
  expect(colours).toEqual({ worker: "rgb(15, 118, 110)", manager: "rgb(79, 70, 229)", admin: "rgb(126, 34, 206)" });
  await shot(page, "gallery-admin");
});

test("overlay screenshots", async ({ page }) => {
  // Three screenshots: more than 30 s on the loaded 2-core machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGallery(page);
  await page.getByRole("button", { name: "Server errors toast" }).click();
  await page.getByRole("button", { name: "Success toast" }).click();
  await page.getByRole("button", { name: "Open stacked dialogs" }).click();
  await page.getByRole("dialog", { name: "First dialog" }).getByRole("button", { name: "Open second" }).click();
  await page.getByRole("dialog", { name: "Second dialog" }).getByRole("button", { name: "Minimise" }).click();
  // The state photographed: the first dialog open, the second docked in the bar, both toasts on top.
  const first = page.getByRole("dialog", { name: "First dialog" });
  await expect(first).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Second dialog" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Minimised dialogs" }).getByRole("button", { name: "Second dialog" })).toBeVisible();
  await expect(page.getByTestId("toast-success")).toBeVisible();
  await expect(page.getByText("The email has already been taken.")).toBeVisible();
  await settled(first);
  await shot(page, "overlay-dialog");

  await page.keyboard.press("Escape");
  await expect(first).toBeHidden();
  await page.getByRole("button", { name: "Error dialog" }).click();
  const alert = page.getByRole("alertdialog");
  await expectTopmost(alert.getByRole("button", { name: "Close" }));
  await settled(alert);
  await shot(page, "overlay-dialog-toast");

  await alert.getByRole("button", { name: "Close" }).click();
  await expect(alert).toBeHidden();
  await page.getByRole("button", { name: "Open drawer with timer" }).click();
  const timer = page.getByRole("timer");
  await expect(timer).toBeVisible();
  await settled(page.getByRole("dialog").filter({ has: timer }));
  await expectTopmost(timer);
  await shot(page, "overlay-drawer");
});
