import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { mailedLink } from "./support/outbox.ts";
import { stubMapTiles } from "./support/map-tiles.ts";

// Password hashing and the embedded database share two cores with other suites: allow them time.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The first hour of a new customer, in Chromium against the real app: the owner signs up, is told
 * to check the inbox, verifies, completes the registration, follows the dashboard's setup checklist
 * (pay period, workspace, work type, invitation of a named worker), the worker sets a password and
 * lands signed in, punches, the owner confirms the hours and the checklist is done; the worker
 * switches to Finnish in the profile. Each step is shot at desktop and phone widths in English and
 * in Finnish (none wider than a 390 px screen) into test-results/first-hour/ (FIRST_HOUR_SHOTS
 * overrides); the console stays free of errors on every page.
 */
const run = randomUUID().slice(0, 8);
const owner = { email: `fh-owner-${run}@e2e.workledger.test`, password: "Owner12345" };
const worker = { email: `fh-worker-${run}@e2e.workledger.test`, password: "Worker12345" };
const shotDir = process.env["FIRST_HOUR_SHOTS"] ?? "test-results/first-hour";
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** Dates in the company zone (Europe/Helsinki), shown as the app shows them. */
const helsinkiToday = (): string => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(new Date());
const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const shown = (date: string): string => date.split("-").reverse().join(".");

/** Every console error and uncaught exception of every page of a context, with the page it happened on. */
const consoleErrors: string[] = [];
const newPage = async (browser: Browser, viewport: { width: number; height: number }): Promise<Page> => {
  const context = await browser.newContext({ viewport });
  await stubMapTiles(context);
  await context.addCookies([{ name: "cookie_accepted", value: "true", url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`${new URL(page.url()).pathname}: ${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => consoleErrors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return page;
};

const shot = async (page: Page, name: string, viewport?: { width: number; height: number }) => {
  if (viewport !== undefined) await page.setViewportSize(viewport);
  // Toasts fade; what matters is the page under them.
  await page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });
};

/** Both widths of the page as it is, and at phone width nothing wider than the screen (no sideways scrolling). */
const shotBoth = async (page: Page, name: string) => {
  await shot(page, `${name}-desktop`, desktop);
  await shot(page, `${name}-phone`, phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} overflows at 390 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize(desktop);
};

/** The page as it is now, shot in Finnish at both widths (the stored locale, then a reload), then back in English. */
const shotInFinnish = async (page: Page, name: string, ready?: Locator) => {
  await page.evaluate(() => window.localStorage.setItem("locale", "fi"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  if (ready !== undefined) await expect(ready).toBeVisible();
  await shotBoth(page, name);
  await page.evaluate(() => window.localStorage.setItem("locale", "en"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
};

const checklist = (page: Page) => page.getByTestId("setup-checklist");
const step = (page: Page, id: string) => checklist(page).getByTestId(`setup-step-${id}`);
const pickOption = async (page: Page, combobox: ReturnType<Page["getByRole"]>, option: string) => {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(combobox).toContainText(option);
};

test("a new owner signs up, sets up the company from the checklist, invites a named worker who punches, and confirms the hours", async ({ browser }) => {
  test.setTimeout(360_000);
  const today = helsinkiToday();
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7));
  const week = `${shown(monday)} - ${shown(addDays(monday, 6))}`;

  // Sign up. Required fields are not red before anyone types; the consent names link to the terms.
  const page = await newPage(browser, desktop);
  await page.goto("/signup");
  const email = page.getByLabel("Email");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expect(email).not.toHaveCSS("border-top-color", "rgb(220, 38, 38)");
  await expect(page.getByRole("link", { name: "terms of service" })).toHaveAttribute("href", "/terms");
  await expect(page.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
  await page.getByLabel("First name").fill("Olga");
  await page.getByLabel("Last name").fill("Omistaja");
  await email.fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByLabel("Confirm password").fill(owner.password);
  await page.getByLabel("I accept the terms of service and the privacy policy").check();
  await shotBoth(page, "01-signup-en");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The registration dialog says a link was mailed and what to do first.
  const registration = page.getByTestId("complete-registration");
  await expect(registration.getByTestId("registration-next-steps")).toContainText(`We sent a verification link to ${owner.email}. Check your inbox`);
  await shotBoth(page, "02-check-inbox-en");
  await shotInFinnish(page, "02-check-inbox-fi", registration);

  // The mailed link: verified, and the page (not covered by the dialog) names the next step.
  await page.goto(await mailedLink(owner.email, "/verification"));
  await expect(page.getByText("Your email has been verified.")).toBeVisible();
  await expect(page.getByTestId("verification-next-step")).toHaveText("Next: name your company to complete the registration.");
  await expect(registration).toHaveCount(0);
  await shotBoth(page, "03-verified-en");
  // The link verifies once: the page's own language switch shows it in Finnish.
  const language = page.locator("header select");
  await language.selectOption("fi");
  await expect(page.getByRole("link", { name: "Jatka" })).toBeVisible();
  await shotBoth(page, "03-verified-fi");
  await language.selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Continue" }).click();

  // Complete the registration: on to the dashboard, no product tour parameter, a message that says what next.
  await registration.getByLabel("Company name").fill(`Siivous ${run}`);
  await registration.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Registration complete. The checklist on your dashboard shows what to set up next.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("data-persona", "manager");

  // The checklist: the address is verified already, the rest to do.
  await expect(checklist(page).getByTestId("setup-checklist-progress")).toHaveText("1 of 6 steps done");
  await expect(step(page, "verify-email")).toHaveAttribute("data-done", "");
  await expect(page.getByRole("link", { name: "Company settings" }).first()).toBeVisible();
  await shotBoth(page, "04-checklist-en");
  await shotInFinnish(page, "04-checklist-fi", checklist(page));

  // Pay period: weekly from this Monday.
  await step(page, "pay-period").getByRole("link").click();
  const payPeriods = page.getByTestId("pay-periods-card");
  await pickOption(page, payPeriods.getByRole("combobox", { name: "Pay period" }), "Weekly");
  await expect(payPeriods.getByLabel("Applies from")).toHaveValue(shown(monday));
  await payPeriods.getByRole("button", { name: "Save pay period" }).click();
  await expect(page.getByText("Settings updated successfully").first()).toBeVisible();
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByTestId("pay-period-caption")).toHaveText(week);
  await expect(step(page, "pay-period")).toHaveAttribute("data-done", "");

  // A workspace (the form works without map tiles: tests answer them with blank tiles).
  await step(page, "workspace").getByRole("link").click();
  await page.getByRole("button", { name: "Add workspace" }).first().click();
  let drawer = page.getByTestId("drawer");
  // No work types yet: the form says so and links to where they are made.
  await expect(drawer.getByTestId("workspace-work-type-hint")).toContainText("No work types yet.");
  await expect(drawer.getByTestId("workspace-work-type-hint").getByRole("link", { name: "Add work types" })).toHaveAttribute("href", "/worktype");
  await drawer.getByLabel("Name").fill("Harbour office");
  await drawer.getByLabel("Radius (meters)").fill("150");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Workspace successfully created")).toBeVisible();
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(step(page, "workspace")).toHaveAttribute("data-done", "");

  // A work type.
  await step(page, "work-types").getByRole("link").click();
  await page.getByRole("button", { name: "Add work type" }).first().click();
  drawer = page.getByTestId("drawer");
  await drawer.getByLabel("Name").fill("Cleaning");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Work type successfully created")).toBeVisible();
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(step(page, "work-types")).toHaveAttribute("data-done", "");

  // Invite one named worker into the workspace; waiting activation is a calm row, not an error.
  await step(page, "people").getByRole("link").click();
  await page.getByRole("button", { name: "Invite users by email" }).click();
  const invite = page.getByTestId("invite-form");
  const emails = invite.getByPlaceholder("Type or paste emails, separated by commas");
  await emails.fill(worker.email);
  await emails.press("Enter");
  await invite.getByLabel("First name (optional)").fill("Veera");
  await invite.getByLabel("Last name (optional)").fill("Virtanen");
  await shotBoth(page, "05-invite-en");
  await invite.getByRole("button", { name: "Send invitations" }).click();
  await expect(invite).toHaveCount(0);
  const pendingRow = page.getByRole("row").filter({ hasText: worker.email });
  await expect(pendingRow).toContainText("Veera Virtanen");
  await expect(pendingRow).toHaveAttribute("data-pending", "");
  await expect(pendingRow).not.toHaveAttribute("data-danger", "");
  await shotBoth(page, "06-people-pending-en");
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(step(page, "people")).toHaveAttribute("data-done", "");

  // The worker, on a phone: the page shows the invited address and names, and setting the password signs in.
  const workerPage = await newPage(browser, phone);
  await workerPage.goto(await mailedLink(worker.email, "/set-password"));
  await expect(workerPage.getByLabel("Email")).toHaveValue(worker.email);
  await expect(workerPage.getByLabel("First name")).toHaveValue("Veera");
  await expect(workerPage.getByLabel("Last name")).toHaveValue("Virtanen");
  await shotInFinnish(workerPage, "07-set-password-fi", workerPage.locator("form"));
  await expect(workerPage.getByLabel("Email")).toHaveValue(worker.email);
  await workerPage.getByLabel("New password").fill(worker.password);
  await workerPage.getByLabel("Confirm password").fill(worker.password);
  await shotBoth(workerPage, "07-set-password-en");
  await workerPage.setViewportSize(phone);
  await workerPage.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(workerPage).toHaveURL(/\/dashboard$/);
  await expect(workerPage.locator("html")).toHaveAttribute("data-persona", "worker");

  // The worker punches a short shift; the dashboard shows the owner's weekly pay period.
  const card = workerPage.getByTestId("punch-card");
  await card.getByRole("button", { name: "Start work" }).click();
  await expect(card.getByRole("button")).toHaveText(["Pause", "Stop work"]);
  await card.getByRole("button", { name: "Stop work" }).click();
  await expect(card.getByRole("button")).toHaveText(["Start work"]);
  await expect(workerPage.getByTestId("pay-period-caption")).toHaveText(week);
  await expect(workerPage.getByTestId("pay-period-unconfirmed")).toHaveText("1");
  await shotBoth(workerPage, "08-dashboard-worker-en");
  await workerPage.setViewportSize(phone);

  // The owner confirms the first hours from the checklist; every step is then done and the checklist goes.
  await step(page, "first-confirmation").getByRole("link").click();
  const logRow = page.getByRole("table", { name: "Timesheet" }).locator("tbody tr").filter({ has: page.getByTestId("log-status") });
  await expect(logRow).toHaveCount(1);
  await expect(logRow).toContainText("Veera Virtanen");
  // The punch named no place: it landed in the workspace the worker was invited into.
  await expect(logRow.locator("td").filter({ hasText: "Harbour office" })).toHaveCount(1);
  await expect(page.getByTestId("timesheet-pay-period")).toContainText(week);
  await logRow.getByRole("button", { name: "More options" }).click();
  await page.getByRole("menuitem", { name: "Confirm" }).click();
  await expect(page.getByText("Work log confirmed")).toBeVisible();
  await shotBoth(page, "09-timesheet-confirmed-en");
  // Its history names people (not "Me"), says nothing of empty tags or pauses, and its panel closes with "Close".
  await logRow.getByRole("button", { name: "More options" }).click();
  await page.getByRole("menuitem", { name: "History" }).click();
  const history = page.getByTestId("drawer");
  await expect(history.getByTestId("history-entry").first()).toContainText("Work log confirmed");
  await expect(history.getByTestId("history-entry").first()).toContainText("Olga Omistaja");
  await expect(history).not.toContainText("Tags:");
  await expect(history).not.toContainText("0 × 0 min");
  await expect(history.locator("footer").getByRole("button")).toHaveText(["Close"]);
  await shotBoth(page, "09-history-en");
  await history.locator("footer").getByRole("button", { name: "Close" }).click();
  await expect(history).toHaveCount(0);
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByTestId("pay-period")).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
  await shotBoth(page, "10-dashboard-owner-en");

  // The worker switches to Finnish in the profile: the app follows at once.
  await workerPage.goto("/profile");
  const profile = workerPage.getByTestId("own-profile");
  await pickOption(workerPage, profile.getByRole("combobox", { name: "Language" }), "Suomi");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(workerPage.locator("html")).toHaveAttribute("lang", "fi");
  await shot(workerPage, "11-profile-phone-fi");
  await workerPage.goto("/dashboard");
  await expect(workerPage.getByRole("heading", { level: 1, name: "Etusivu" })).toBeVisible();
  await expect(workerPage.getByTestId("pay-period-caption")).toHaveText(week);
  await expect(workerPage.getByTestId("pay-period-unconfirmed")).toHaveText("0");
  await shot(workerPage, "12-dashboard-worker-phone-fi");
  await shot(workerPage, "12-dashboard-worker-desktop-fi", desktop);
  await workerPage.goto("/timesheet");
  await expect(workerPage.getByTestId("timesheet-pay-period")).toContainText(week);
  await shot(workerPage, "13-timesheet-worker-desktop-fi");
  await shot(workerPage, "13-timesheet-worker-phone-fi", phone);

  // The owner's pages of the journey in Finnish, at both widths; and the signed-out ones.
  await page.goto("/?lang=fi");
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  for (const [path, name] of [
    ["/dashboard", "14-dashboard-owner-fi"],
    ["/workspace", "15-workspaces-fi"],
    ["/worktype", "16-work-types-fi"],
    ["/people", "17-people-fi"],
    ["/people#invite", "17-invite-fi"],
    ["/timesheet", "18-timesheet-owner-fi"],
    ["/preference", "19-preferences-fi"],
  ] as const) {
    await page.goto(path.replace("#invite", ""));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    if (path.endsWith("#invite")) {
      await page.getByRole("button", { name: "Kutsu käyttäjiä sähköpostilla" }).click();
      await expect(page.getByTestId("invite-form")).toBeVisible();
    }
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");
    await shotBoth(page, name);
  }
  const signedOut = await newPage(browser, desktop);
  for (const [path, name] of [
    ["/signup?lang=fi", "20-signup-fi"],
    ["/login?lang=fi", "21-login-fi"],
  ] as const) {
    await signedOut.goto(path);
    await expect(signedOut.locator("html")).toHaveAttribute("lang", "fi");
    await expect(signedOut.getByRole("button").first()).toBeVisible();
    await shotBoth(signedOut, name);
  }

  expect(consoleErrors).toEqual([]);
});
