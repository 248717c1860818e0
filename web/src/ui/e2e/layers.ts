import { expect, type Locator, type Page } from "@playwright/test";

/** True when a click at the element's centre lands on it (nothing is painted over it). */
export const isTopmost = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });

export const expectTopmost = async (locator: Locator) => {
  await expect(locator).toBeVisible();
  await expect.poll(() => isTopmost(locator)).toBe(true);
};

export const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  return x !== null && y !== null && x.y < y.y + y.height && y.y < x.y + x.height && x.x < y.x + y.width && y.x < x.x + x.width;
};

/** Opens the list with the mouse, checks every option in view is on top, picks one with the mouse. */
export const pickWithMouse = async (page: Page, combobox: Locator, option: string) => {
  await combobox.click();
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  // Options scrolled out of the list (or the viewport) are not expected to be hit.
  const list = await listbox.boundingBox();
  const viewport = page.viewportSize();
  for (const item of await listbox.getByRole("option").all()) {
    const box = await item.boundingBox();
    const shown =
      box !== null &&
      list !== null &&
      viewport !== null &&
      box.y >= Math.max(0, list.y) &&
      box.y + box.height <= Math.min(viewport.height, list.y + list.height);
    if (shown) await expectTopmost(item);
  }
  // A short timeout: Playwright refuses to click when something else would receive the click.
  await listbox.getByRole("option", { name: option, exact: true }).click({ timeout: 5_000 });
  await expect(listbox).toBeHidden();
};
