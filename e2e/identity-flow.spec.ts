import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { mailedLink } from "./support/outbox.ts";

// The API hashes passwords (argon2) and runs on embedded PGlite beside other suites: allow it time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * The whole identity walk against the real app (fresh DATA_DIR, mail kept in the outbox):
 * signup -> verify (link from the outbox) -> login -> complete registration -> invite a worker ->
 * the worker sets a password (link from the outbox) and logs in -> the manager changes the worker's
 * rights -> the worker, still looking at the app in another browser, is forced to log out.
 */
const run = randomUUID().slice(0, 8);
const owner = { email: `owner-${run}@e2e.workledger.test`, password: "Owner12345" };
const worker = { email: `worker-${run}@e2e.workledger.test`, password: "Worker12345" };
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

const logIn = async (page: Page, who: { email: string; password: string }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
};

test("signup, verification, registration, invitation, rights change and forced logout", async ({ browser }) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();

  // Sign up: the policy and 'Passwords must match' as one types, the terms must be accepted.
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Olivia");
  await page.getByLabel("Last name").fill("Owner");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await expect(page.getByText(/^The password must be at least 8 characters/)).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByLabel("Confirm password").fill(`${owner.password}x`);
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await page.getByLabel("Confirm password").fill(owner.password);
  await expect(page.getByText("Passwords must match")).toHaveCount(0);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("The terms must be accepted")).toBeVisible();
  await shot(page, "signup");
  await page.getByLabel("I accept the terms of service and the privacy policy").check();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Verify the email with the mailed link.
  await page.goto(await mailedLink(owner.email, "/verification"));
  await expect(page.getByText("Your email has been verified.")).toBeVisible();
  await shot(page, "verification");

  // Log in again in a clean browser state: a wrong password first, then the right one.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/login");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill("Wrong12345");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials");
  await logIn(page, owner);

  // No company yet: the complete-registration dialog after 1 s, with no close or cancel.
  const registration = page.getByTestId("complete-registration");
  await expect(registration).toBeVisible();
  await expect(registration.getByRole("button", { name: "Close" })).toHaveCount(0);
  await expect(registration.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  // Section 5's custom rule: Confirm stays disabled until the required fields are valid, and no
  // field shows an error before it was left.
  const confirmRegistration = registration.getByRole("button", { name: "Confirm" });
  await expect(confirmRegistration).toBeDisabled();
  await expect(registration.getByText("This field is required")).toHaveCount(0);
  await registration.getByLabel("Company name").focus();
  await registration.getByLabel("Company name").blur();
  await expect(registration.getByText("This field is required")).toBeVisible();
  await shot(page, "complete-registration");
  await registration.getByLabel("Company name").fill(`E2E Oy ${run}`);
  await expect(registration.getByText("This field is required")).toHaveCount(0);
  await confirmRegistration.click();
  await expect(registration).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("data-persona", "manager");

  // Invite the worker; an invalid address is named first.
  await page.goto("/people");
  await expect(page.getByRole("heading", { name: "People" })).toBeVisible();
  await page.getByRole("button", { name: "Invite users by email" }).click();
  const invite = page.getByTestId("invite-form");
  const emails = invite.getByPlaceholder("Type or paste emails, separated by commas");
  await emails.fill("not-an-email");
  await emails.press("Enter");
  const invalid = invite.getByRole("alert").filter({ hasText: "Invalid email address" }).first();
  await expect(invalid).toContainText("not-an-email");
  await shot(page, "invite");
  await invite.getByRole("button", { name: "Remove not-an-email" }).click();
  await emails.fill(worker.email);
  await emails.press("Enter");
  // The invite form offers the Rights-tab editor, starting from a new worker's defaults.
  await invite.getByTestId("invite-rights").getByText("Rights", { exact: true }).click();
  const inviteRights = invite.getByTestId("rights-editor");
  await expect(inviteRights.getByLabel("Can see schedules")).toBeChecked();
  await expect(inviteRights.getByLabel("Can confirm work hours")).not.toBeChecked();
  await invite.getByRole("button", { name: "Send invitations" }).click();
  await expect(invite).toHaveCount(0);
  await expect(page.getByRole("cell", { name: worker.email })).toBeVisible();
  await shot(page, "people");

  // The worker names themselves and sets a password from the mailed link, in their own browser, and is signed in.
  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  await workerPage.goto(await mailedLink(worker.email, "/set-password"));
  // The cookie notice still floats at the foot (not confirmed): the page leaves room to scroll the button clear of it.
  await workerPage.getByLabel("First name").fill("Wilma");
  await workerPage.getByLabel("Last name").fill("Worker");
  await workerPage.getByLabel("New password").fill(worker.password);
  await workerPage.getByLabel("Confirm password").fill(worker.password);
  await shot(workerPage, "set-password");
  // Setting the password signs the worker in.
  await workerPage.getByRole("button", { name: "Set password" }).click();
  await expect(workerPage.locator("html")).toHaveAttribute("data-persona", "worker");

  // The manager changes the worker's rights.
  await page.getByRole("cell", { name: worker.email }).click();
  await expect(page.getByTestId("person-profile")).toBeVisible();
  await page.getByRole("tab", { name: "Rights" }).click();
  const editor = page.getByTestId("rights-editor");
  await expect(editor).toBeVisible();
  // The invitation's rights (a new worker's defaults) are the person's.
  await expect(editor.getByLabel("Can see schedules")).toBeChecked();
  await editor.getByLabel("Can see schedules").click();
  await shot(page, "rights");
  await page.getByTestId("person-profile").getByRole("button", { name: "Save rights" }).click();
  await expect(page.getByText("Rights successfully updated")).toBeVisible();

  // The worker's open browser is forced out with the spec's texts.
  await expect(workerPage.getByText("You are forced to logout due to your account has been updated")).toBeVisible();
  await expect(workerPage.getByText("Oops!")).toBeVisible();
  await expect(workerPage).toHaveURL(/\/login$/);
  await shot(workerPage, "forced-logout");

  await workerContext.close();
  await ownerContext.close();
});
