import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page, type WebSocket } from "@playwright/test";

// The API hashes passwords (argon2) and runs on embedded PGlite beside other suites: allow it time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const person = { email: `sessions-${randomUUID().slice(0, 8)}@e2e.workledger.test`, password: "Sessions123" };
const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

const logIn = async (page: Page) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
};

/** The page's realtime socket, once it is open, with whether it has closed since. */
const realtimeSocketOf = (page: Page) => {
  const state: { socket?: WebSocket; closed: boolean } = { closed: false };
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/api/realtime")) return;
    state.socket = socket;
    state.closed = false;
    socket.on("close", () => (state.closed = true));
  });
  return state;
};

test("a person signs out everywhere from the profile: another browser with their session is sent to /login and its socket is closed", async ({ browser, request }) => {
  // Two browsers and a socket: 26 s in CI on 2026-11-29, past 60 s on a day the machine runs twice as slow.
  test.setTimeout(150_000);
  const { csrf_token: csrf } = (await (await request.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string };
  const signup = await request.post("/api/signup", {
    headers: { "X-XSRF-TOKEN": csrf, "User-Agent": "e2e-api-client/1.0" },
    data: { first_name: "Sini", last_name: "Salo", email: person.email, password: person.password, password_confirmation: person.password, terms: true, company_name: "Sessions Oy" },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const apiToken = ((await signup.json()) as { access_token: string }).access_token;

  const mine = await browser.newContext({ viewport: desktop });
  // The cookie banner is accepted, so it does not cover the list in the screenshots.
  await mine.addCookies([{ name: "cookie_accepted", value: "true", url: "http://127.0.0.1" }]);
  const other = await browser.newContext({ viewport: desktop });
  const page = await mine.newPage();
  const otherPage = await other.newPage();
  const otherSocket = realtimeSocketOf(otherPage);
  await logIn(page);
  await logIn(otherPage);

  // The second browser holds an open realtime socket, opened with a ticket and never with the token.
  await expect.poll(() => otherSocket.socket !== undefined && !otherSocket.closed).toBe(true);
  const otherToken = await otherPage.evaluate(() => localStorage.getItem("access_token"));
  expect(otherToken).not.toBeNull();
  expect(otherSocket.socket!.url()).toContain("ticket=");
  expect(otherSocket.socket!.url()).not.toContain(otherToken!);

  // /profile is a worker page: the founder looks at it as a worker.
  await page.evaluate(() => localStorage.setItem("persona", "worker"));
  await page.goto("/profile");
  const card = page.locator("section[aria-labelledby='own-sessions']");
  const items = card.getByTestId("session-item");
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText("This device");
  await expect(items.first()).toContainText("Active now");
  await expect(card.getByText("This device")).toHaveCount(1);
  await expect(items.filter({ hasText: "Chrome on Linux" })).toHaveCount(2);
  await expect(items.filter({ hasText: "Unknown device" })).toHaveCount(1);

  // The list, looked at on desktop and mobile, in English and Finnish.
  const shoot = async (name: string) => {
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: test.info().outputPath(`${name}.png`) });
  };
  await shoot("sessions-desktop-en");
  await page.setViewportSize(mobile);
  await shoot("sessions-mobile-en");
  await page.evaluate(() => localStorage.setItem("locale", "fi"));
  await page.reload();
  await expect(card.getByRole("heading", { name: "Aktiiviset istunnot" })).toBeVisible();
  await expect(items.first()).toContainText("Tämä laite");
  await shoot("sessions-mobile-fi");
  await page.setViewportSize(desktop);
  await shoot("sessions-desktop-fi");
  await page.evaluate(() => localStorage.setItem("locale", "en"));
  await page.reload();

  // The session opened by the API client (not a browser) is ended from the list, by keyboard.
  const apiItem = items.filter({ hasNotText: "Chrome on Linux" });
  await apiItem.getByRole("button", { name: /^End the session on / }).focus();
  await page.keyboard.press("Enter");
  await expect(items).toHaveCount(2);
  await expect.poll(async () => (await request.get("/api/current-user", { headers: { Authorization: `Bearer ${apiToken}` } })).status()).toBe(401);

  // Sign out everywhere, with the keyboard, confirmed in the dialog.
  await card.getByRole("button", { name: "Sign out everywhere" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Sign out of every device, this one included?");
  await confirm.getByRole("button", { name: "Sign out everywhere" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login$/);

  // The other browser did nothing: its socket was closed by the server and the app went to /login.
  await expect.poll(() => otherSocket.closed, { timeout: 5_000 }).toBe(true);
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(otherPage.getByText("Your session has ended. Please sign in again.")).toBeVisible();
  expect((await request.get("/api/current-user", { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(401);

  await mine.close();
  await other.close();
});
