import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { mailedLink } from "./support/outbox.ts";

// argon2 hashing and embedded PGlite beside other suites: give the API time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * Links die with the address they went to: a manager corrects an invitee's mistyped address on
 * People. The page shows the corrected address waiting for its link; the set-password link mailed
 * to the typo (read from the dev outbox) is refused; the one mailed to the corrected address works.
 */
const run = randomUUID().slice(0, 8);
const manager = { email: `mail-boss-${run}@e2e.workledger.test`, password: "Manager12345" };
const typo = `typo-${run}@e2e.workledger.test`;
const right = `right-${run}@e2e.workledger.test`;
// Mobile pages keep their bottom bar fixed: there a shot is of the screen, scrolled to what it shows.
const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });

/** A manager and their company, and one invitation to a mistyped address, through the API. */
const setUp = async (request: APIRequestContext): Promise<{ companyId: string; inviteeId: string }> => {
  const csrf = ((await (await request.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string }).csrf_token;
  const signup = await request.post("/api/signup", {
    headers: { "x-xsrf-token": csrf },
    data: { first_name: "Mai", last_name: "Boss", email: manager.email, password: manager.password, password_confirmation: manager.password, terms: true, company_name: `Mail Oy ${run}` },
  });
  expect(signup.status()).toBe(201);
  const { access_token, user } = (await signup.json()) as { access_token: string; user: { default_company: { id: string } } };
  const companyId = user.default_company.id;
  const verification = new URL(await mailedLink(manager.email, "/verification"), "http://link").searchParams.get("token");
  expect((await request.post("/api/users/verification/verify", { headers: { "x-xsrf-token": csrf }, data: { token: verification } })).status()).toBe(200);
  const invited = await request.post(`/api/companies/${companyId}/users/invite`, {
    headers: { "x-xsrf-token": csrf, authorization: `Bearer ${access_token}` },
    data: { emails: [typo], workspace: companyId, language: "en" },
  });
  expect(invited.status()).toBe(200);
  return { companyId, inviteeId: ((await invited.json()) as { invited: { id: string }[] }).invited[0]!.id };
};

const logIn = async (page: Page, lang: "en" | "fi") => {
  await page.goto(`/login?lang=${lang}`);
  await page.locator('input[name="email"]').fill(manager.email);
  await page.locator('input[name="password"]').fill(manager.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard/);
  // Signed in, the manager's saved language (English) drives the app; a ?lang= link on / still switches it.
  if (lang !== "en") await page.goto(`/?lang=${lang}`);
};

/** The invitee's profile in a fresh browser of this size and language, for the screenshots. */
const pendingProfile = async (browser: Browser, baseURL: string, inviteeId: string, lang: "en" | "fi", viewport: { width: number; height: number }) => {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: "cookie_accepted", value: "true", url: baseURL }]);
  const page = await context.newPage();
  await logIn(page, lang);
  await page.goto(`/people?user=${inviteeId}&tab=information`);
  const note = page.getByTestId("pending-email");
  await expect(note).toContainText(right);
  return { context, page, note };
};

test("a manager corrects an invitee's address: it waits for its link, and the link mailed to the typo is refused", async ({ browser, request, baseURL }) => {
  // Two browsers and two mailed links: 28 s in CI on 2026-11-29, past 60 s on a day the machine runs twice as slow.
  test.setTimeout(150_000);
  const { inviteeId } = await setUp(request);
  const typoLink = await mailedLink(typo, "/set-password");

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await logIn(page, "en");
  await page.goto("/people");
  await page.getByRole("cell", { name: typo }).click();
  const info = page.getByTestId("information-tab");
  await expect(info).toBeVisible();

  // Instant feedback from the domain's address rule: a Cyrillic 'о' is named before anything is sent.
  const email = info.getByLabel("Email");
  await email.fill(`r\u0456ght-${run}@e2e.workledger.test`);
  await expect(info.getByText("The email address mixes alphabets or character widths (for example Latin and Cyrillic letters)")).toBeVisible();
  await email.fill(right);
  await info.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User successfully updated. The new email address is used once it is confirmed through the link sent to it.")).toBeVisible();

  // Pending, not changed: the field keeps the address in use, the note names the one waiting for its link.
  const note = info.getByTestId("pending-email");
  await expect(note).toContainText(`Waiting for confirmation: ${right}`);
  await expect(note).toContainText("The current address stays in use until the link sent to the new one is followed.");
  await expect(email).toHaveValue(typo);
  await shot(page, "pending-en-desktop");
  // Back to the list: the profile drawer closes with its ✕.
  await page.getByTestId("drawer").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("cell", { name: typo })).toContainText(`Pending: ${right}`);

  // The link mailed to the typo is dead.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(typoLink);
  await expect(strangerPage.getByText("Token already expired, invalid or already used")).toBeVisible();
  await shot(strangerPage, "typo-link-refused");
  await stranger.close();

  // The screenshots of the pending state: English and Finnish, desktop and mobile.
  for (const [lang, viewport, name] of [
    ["en", { width: 375, height: 740 }, "pending-en-mobile"],
    ["fi", { width: 1440, height: 900 }, "pending-fi-desktop"],
    ["fi", { width: 375, height: 740 }, "pending-fi-mobile"],
  ] as const) {
    const view = await pendingProfile(browser, baseURL!, inviteeId, lang, viewport);
    if (lang === "fi") await expect(view.note).toContainText(`Odottaa vahvistusta: ${right}`);
    // Nothing wider than the screen on a phone.
    const width = await view.page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      // What reaches past the screen, to name the culprit when the page scrolls sideways.
      past: [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()} ${(el.textContent ?? "").trim().slice(0, 40)}`),
    }));
    expect(width.page, width.past.join(" | ")).toBeLessThanOrEqual(viewport.width);
    await view.note.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await shot(view.page, name, viewport.width > 600);
    await view.context.close();
  }

  // The corrected address's own link sets the password and signs in at that address.
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(await mailedLink(right, "/set-password"));
  await expect(inviteePage.getByLabel("Email")).toHaveValue(right);
  await inviteePage.getByLabel("First name").fill("Ines");
  await inviteePage.getByLabel("Last name").fill("Invitee");
  await inviteePage.getByLabel("New password").fill("Invitee12345");
  await inviteePage.getByLabel("Confirm password").fill("Invitee12345");
  await inviteePage.getByRole("button", { name: "Set password" }).click();
  await expect(inviteePage).toHaveURL(/\/dashboard/);
  await invitee.close();

  // The manager's page now shows the corrected address in use, nothing pending.
  await page.reload();
  await expect(page.getByRole("cell", { name: right })).toBeVisible();
  await expect(page.getByTestId("pending-email-cell")).toHaveCount(0);
  await context.close();
});
