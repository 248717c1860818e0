import { test, type Page } from "@playwright/test";
import { protectedRoutes, protectedSubPaths } from "../web/src/app/access/route-access.ts";
import { apiLogin, demo, expect, slowTestMs } from "./organisation-helpers.ts";
import { keepSession } from "./support/company.ts";

/**
 * The built web app runs under the server's strict Content-Security-Policy: a signed-in walk
 * across every page of the route table, as the demo manager, a worker and the admin, raises no
 * CSP violation (the `securitypolicyviolation` event, or a console report of a blocked resource).
 */
test.describe.configure({ timeout: 240_000 });

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const guestPages = ["/login", "/signup", "/forgot-password", "/forgot-password?token=x", "/verification?token=x", "/set-password?token=x", "/unsubscribe?token=x", "/error/404"];
const signedInPages = [
  "/",
  ...Object.keys(protectedRoutes).map((first) => `/${first}`),
  ...Object.entries(protectedSubPaths).flatMap(([first, subs]) => subs.map((sub) => `/${first}/${sub}`)),
];

const watchCsp = async (page: Page): Promise<string[]> => {
  const reports: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => window.__cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`));
  });
  page.on("console", (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) reports.push(`console: ${message.text()}`);
  });
  return reports;
};

/** Opens each page, lets it load its data, and collects what the policy blocked there. */
const walk = async (page: Page, paths: readonly string[]): Promise<string[]> => {
  const found: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp, `${path} is served under the CSP`).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    await page.waitForLoadState("networkidle").catch(() => undefined);
    await expect(page.locator("#root"), `${path} renders`).not.toBeEmpty();
    const violations = await page.evaluate(() => window.__cspViolations ?? []);
    found.push(...violations.map((v) => `${path}: ${v}`));
  }
  return found;
};

const signInAs = async (page: Page, account: { email: string; password: string }, persona: "manager" | "worker" | "admin") =>
  keepSession(page, await apiLogin(page.request, account), persona);

test("the pages anyone can open run under the CSP without a violation", async ({ page }) => {
  test.setTimeout(slowTestMs);
  const console = await watchCsp(page);
  expect([...(await walk(page, guestPages)), ...console]).toEqual([]);

  // The watcher itself: an injected inline script is blocked and reported (so an empty list above means something).
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => window.__cspViolations ?? [])).toEqual([expect.stringMatching(/^script-src/)]);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
});

for (const [who, account, persona] of [
  ["the demo manager", demo.manager, "manager"],
  ["a worker", { email: demo.worker.email, password: demo.worker.password }, "worker"],
  ["the admin", demo.admin, "admin"],
] as const) {
  test(`${who}'s walk across every built page raises no CSP violation`, async ({ page }) => {
    const console = await watchCsp(page);
    await signInAs(page, account, persona);
    expect([...(await walk(page, signedInPages)), ...console]).toEqual([]);
  });
}
