import { expect, test } from "@playwright/test";
import { signIn } from "./support/session.ts";

test.describe("cookie banner", () => {
  test("shows the exact text, expands details, and Confirm keeps a 36-day cookie", async ({ page, context }) => {
    await page.goto("/login");
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toContainText("We use cookies to ensure you get the best experience on our site.");
    await banner.getByRole("button", { name: "More details" }).click();
    await expect(banner.getByRole("button", { name: "More details" })).toHaveAttribute("aria-expanded", "true");
    const before = Date.now() / 1000;
    await banner.getByRole("button", { name: "Confirm" }).click();
    await expect(banner).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === "cookie_accepted");
    expect(cookie?.value).toBe("true");
    const days = ((cookie?.expires ?? 0) - before) / 86_400;
    expect(days).toBeGreaterThan(35.99);
    expect(days).toBeLessThan(36.01);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  });
});

test.describe("idle logout", () => {
  test("logs out after 18,000,000 ms without activity plus 3 s", async ({ page }) => {
    await page.clock.install();
    await signIn(page, {}, "worker");
    await page.goto("/dashboard");
    await expect(page).toHaveTitle("Workledger - Dashboard");
    // The idle watch arrives with the signed-in extras chunk, just after the first paint.
    await expect(page.locator("html")).toHaveAttribute("data-idle-watch", "on");
    await page.unroute("**/api/current-user");
    await page.route("**/api/current-user", (route) => route.fulfill({ status: 401, json: {} }));
    await page.clock.fastForward(18_000_000);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.fastForward(3_000);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("activity restarts the wait", async ({ page }) => {
    await page.clock.install();
    await signIn(page, {}, "worker");
    await page.goto("/dashboard");
    await expect(page).toHaveTitle("Workledger - Dashboard");
    // The idle watch arrives with the signed-in extras chunk, just after the first paint.
    await expect(page.locator("html")).toHaveAttribute("data-idle-watch", "on");
    await page.clock.fastForward(17_000_000);
    await page.keyboard.press("Shift");
    await page.clock.fastForward(17_000_000);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("build check", () => {
  test("a newer build on the server clears caches and reloads once", async ({ page }) => {
    let metaRequests = 0;
    await page.route("**/meta.json", (route) => {
      metaRequests += 1;
      return route.fulfill({ json: { buildTime: "2999-01-01T00:00:00.000Z" } });
    });
    // The API serves translations and the app would store them again after the reload: keep it out,
    // so the assertion below sees whether the stale stored copy was cleared.
    await page.route("**/api/onesky/translations", (route) => route.fulfill({ status: 404, json: {} }));
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("reloaded_for_build")) localStorage.setItem("translations", "{}");
    });
    let loads = 0;
    page.on("load", () => (loads += 1));
    await page.goto("/login");
    await expect.poll(() => loads).toBe(2);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("reloaded_for_build"))).toBe("2999-01-01T00:00:00.000Z");
    // The reloaded page checked again and settled: this server build has had its one reload.
    await expect(page.locator("html")).toHaveAttribute("data-build-check", "current");
    expect(await page.evaluate(() => localStorage.getItem("translations"))).toBeNull();
    expect(loads).toBe(2);
    expect(metaRequests).toBe(2);
  });

  test("the served /meta.json matches the running build, so the check settles without a reload", async ({ page }) => {
    let loads = 0;
    page.on("load", () => (loads += 1));
    // The app's own request, passed through: what the server answered, whatever the page does next.
    const served: string[] = [];
    await page.route("**/meta.json", async (route) => {
      const response = await route.fetch();
      served.push(await response.text());
      await route.fulfill({ response });
    });
    await page.goto("/login");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-build-check", "current");
    const meta = JSON.parse(served[0]!) as { buildTime: string };
    expect(Date.parse(meta.buildTime)).not.toBeNaN();
    // The bundle's own build time (compiled in) is the one the server announces.
    await expect(html).toHaveAttribute("data-build-time", meta.buildTime);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    expect(loads).toBe(1);
    expect(served).toHaveLength(1);
  });
});
