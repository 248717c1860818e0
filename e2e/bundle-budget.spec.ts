import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/** The login route's JavaScript stays under 200 KB gzipped (everything the browser loads for /login). */
const budgetBytes = 200 * 1024;

test("the login route loads under 200 KB of gzipped JavaScript", async ({ page }, testInfo) => {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && !response.url().endsWith(".js")) return;
    scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
  await page.waitForLoadState("networkidle");
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const figure = `${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`;
  testInfo.annotations.push({ type: "login route JavaScript", description: figure });
  console.log(`login route JavaScript: ${figure}`);
  expect(total).toBeLessThan(budgetBytes);
});
