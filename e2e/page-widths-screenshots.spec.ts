import { test } from "@playwright/test";
import { expect, signInManager, slowTestMs } from "./organisation-helpers.ts";

/**
 * The signed-in pages at a 3000 px window, desktop, tablet and mobile, in English and Finnish, for
 * a person to look at (test-results/widths/). The assertions catch the usual breakage: a page wider
 * than 2560 px or than the window.
 */
test.describe.configure({ timeout: slowTestMs });

const widths = { wide: { width: 3000, height: 1100 }, desktop: { width: 1440, height: 900 }, tablet: { width: 1024, height: 768 }, mobile: { width: 375, height: 740 } } as const;

test("timesheet and people at every width in en and fi", async ({ page }) => {
  await signInManager(page);
  for (const locale of ["en", "fi"] as const) {
    for (const [name, size] of Object.entries(widths)) {
      await page.setViewportSize(size);
      for (const path of ["/timesheet", "/people"]) {
        await page.goto(path);
        await page.evaluate((l) => localStorage.setItem("locale", l), locale);
        await page.reload();
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("table").first()).toBeVisible();
        const { scroll, main } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          main: document.querySelector("main")?.getBoundingClientRect().width ?? 0,
        }));
        expect(scroll).toBeLessThanOrEqual(0);
        expect(main).toBeLessThanOrEqual(Math.min(2560, size.width));
        await page.screenshot({ path: `test-results/widths/${path.slice(1)}-${name}-${locale}.png` });
      }
    }
  }
});
