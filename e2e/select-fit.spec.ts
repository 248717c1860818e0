import { expect, test, type Page } from "@playwright/test";
import { viewports } from "./support/session.ts";

/**
 * Every select's chosen value is readable: at desktop, tablet and mobile widths in all six
 * locales, the value text is never cut off (a long Finnish or Russian label wraps instead). One
 * signed-in page per locale walks the pages that hold selects; the screenshots are kept for a look.
 */
test.describe.configure({ timeout: 180_000 });

const locales = ["en", "et", "fi", "ru", "sv", "es"] as const;
const pages = ["/people", "/timesheet", "/preference?section=mine", "/preference?section=company"] as const;

/** Each visible select's value text that is wider than its box, as 'label: text'. */
const clippedValues = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-scope=select][data-part=value-text]")]
      .filter((v) => v.offsetParent !== null && v.textContent !== "")
      .filter((v) => v.scrollWidth > v.clientWidth + 1 || v.scrollHeight > v.clientHeight + 1)
      .map((v) => `${v.closest("[data-scope=select][data-part=root]")?.querySelector("label")?.textContent ?? "?"}: ${v.textContent}`),
  );

for (const locale of locales) {
  test(`select values fit at every width (${locale})`, async ({ page }) => {
    await page.context().addCookies([{ name: "cookie_accepted", value: "true", url: test.info().project.use.baseURL ?? "http://127.0.0.1" }]);
    await page.goto("/login");
    await page.getByLabel("Email").fill("manager@demo.workledger.test");
    await page.getByLabel("Password").fill("Manager12345");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    // Signed in, the saved language (English) applies; a ?lang= on / switches it and is kept.
    await page.goto(`/?lang=${locale}`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    for (const [device, size] of Object.entries(viewports)) {
      await page.setViewportSize(size);
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        // The page's data is in: its first select shows a value.
        await expect(page.locator("[data-scope=select][data-part=value-text]:not(:empty)").first()).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`${locale}-${device}${path.replace(/[/?=]/g, "_")}.png`), fullPage: true });
        expect(await clippedValues(page), `${path} at ${device}`).toEqual([]);
        if (path === "/people" && (locale === "en" || locale === "fi")) {
          // The person's profile drawer over the list, for a look at this width and language.
          await page.getByRole("row").filter({ hasText: "worker1@demo.workledger.test" }).getByRole("cell").nth(1).click();
          const drawer = page.getByTestId("drawer");
          await expect(drawer.getByTestId("person-profile").getByRole("tablist")).toBeVisible();
          await page.screenshot({ path: test.info().outputPath(`${locale}-${device}_people-drawer.png`), fullPage: true });
          await page.keyboard.press("Escape");
          await expect(drawer).toHaveCount(0);
        }
      }
    }
  });
}
