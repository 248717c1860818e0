import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a drawer from the keyboard (focus its opener, Enter), scans it with axe, closes it with
 * Escape and checks that focus went back to the opener. `open` defaults to pressing Enter on the
 * opener; a drawer reached through a menu passes its own steps and the element focus returns to.
 */
export const checkDrawer = async (page: Page, opener: Locator, open?: () => Promise<void>): Promise<void> => {
  await opener.focus();
  if (open) await open();
  else await page.keyboard.press("Enter");
  const drawer = page.getByTestId("drawer");
  await expect(drawer).toBeVisible();
  // The drawer's focus trap has taken focus: the drawer is ready for keys.
  await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const results = await new AxeBuilder({ page }).include("[data-testid=drawer]").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();
};
