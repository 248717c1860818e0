import { expect as baseExpect, test, type Page } from "@playwright/test";

// The API hashes passwords (argon2) and runs on embedded PGlite beside other suites: allow it time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** The identity pages as the demo accounts see them (seeded in the embedded default), with screenshots. */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

const logIn = async (page: Page, email: string, password: string) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/(dashboard|admin)/);
};

test("the manager's people list filters by status and opens a profile's sub-pages", async ({ page }) => {
  await logIn(page, "manager@demo.workledger.test", "Manager12345");
  await page.goto("/people");
  const table = page.getByRole("table", { name: "People" });
  await expect(table.getByRole("cell", { name: "worker1@demo.workledger.test" })).toBeVisible();
  await shot(page, "people-list");
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Inactive" }).click();
  await expect(page).toHaveURL(/status=inactive/);
  await expect(table.getByRole("cell", { name: "worker1@demo.workledger.test" })).toHaveCount(0);
  // Back to all through the URL (the URL is the filter's state).
  await page.goto("/people?status=all");
  await table.getByRole("cell", { name: "worker2@demo.workledger.test" }).click();
  await expect(page).toHaveURL(/user=.*tab=information/);
  await expect(page.getByTestId("information-tab")).toBeVisible();
  for (const tab of ["Rights", "Personal", "Files"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  }
  await page.getByRole("tab", { name: "Rights" }).click();
  await expect(page.getByTestId("rights-editor")).toBeVisible();
  await shot(page, "people-rights");
  await page.getByRole("tab", { name: "Personal" }).click();
  await shot(page, "people-personal");

  // Add a user manually: a taken email is refused with the spec's message.
  await page.goto("/people");
  await page.getByRole("button", { name: "Add user manually" }).click();
  const form = page.getByTestId("add-person-form");
  await form.getByLabel("Email").fill("worker1@demo.workledger.test");
  await form.getByLabel("First name").fill("Dup");
  await form.getByLabel("Last name").fill("Licate");
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(form.getByText("This email / RFID is already in use")).toBeVisible();
  await shot(page, "people-add");
});

test("the Company Profile drawer shows the company and asks before removing the logo", async ({ page }) => {
  // A machine without a camera: the device list has no video input.
  await page.addInitScript(() => {
    navigator.mediaDevices.enumerateDevices = () => Promise.resolve([]);
  });
  await logIn(page, "manager@demo.workledger.test", "Manager12345");
  await page.getByTestId("user-menu-trigger").click();
  await page.getByRole("menuitem", { name: "Company Profile" }).click();
  const drawer = page.getByTestId("drawer");
  await expect(drawer.getByRole("heading", { name: "Company Profile" })).toBeVisible();
  await expect(drawer.getByLabel("Company name")).not.toHaveValue("");
  for (const label of ["Tax number", "Address", "Telephone", "Business area"]) await expect(drawer.getByLabel(label)).toBeVisible();
  await drawer.getByLabel("Business area").fill("Construction");
  await shot(page, "company-profile");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Company successfully updated")).toBeVisible();

  // The photo flow: an image over 5 MB is refused with the spec's hint.
  await page.getByTestId("user-menu-trigger").click();
  await page.getByRole("menuitem", { name: "Company Profile" }).click();
  await drawer.getByRole("button", { name: "Change" }).click();
  const photo = page.getByTestId("photo-dialog");
  await expect(photo.getByRole("heading", { name: "Upload Company Logo" })).toBeVisible();
  // No camera, so no 'Take A Photo' (spec section 4: nothing is shown).
  await expect(photo.getByTestId("image-file-input")).toBeAttached();
  await expect(photo.getByRole("button", { name: "Take A Photo" })).toHaveCount(0);
  await photo.getByTestId("image-file-input").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5_242_881) });
  await expect(photo.getByRole("alert")).toHaveText("Single image must not exceed 5MB");
  await shot(page, "photo-too-large");
});

test("a worker edits their own profile and preferences", async ({ page }) => {
  await logIn(page, "worker3@demo.workledger.test", "Worker12345");
  await page.goto("/profile");
  await expect(page.getByTestId("own-profile")).toBeVisible();
  await page.getByLabel("New password").fill("abc");
  await expect(page.getByText(/^The password must be at least 8 characters/)).toBeVisible();
  await shot(page, "profile");
  await page.goto("/preference");
  await expect(page.getByRole("heading", { name: "Preferences", exact: true })).toBeVisible();
  const mine = page.getByTestId("my-preferences-form");
  await mine.getByLabel("Show time as decimals").check();
  await mine.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Settings updated successfully")).toBeVisible();
  await shot(page, "preferences");
  await mine.getByRole("link", { name: "Notification settings" }).click();
  await expect(page).toHaveURL(/\/preference\/notifications$/);
  await page.getByLabel("Overtime").uncheck();
  // The first save's toast may still show: this save is judged by its own answer and toast.
  const saved = page.waitForResponse((r) => r.request().method() !== "GET" && r.url().includes("notification"));
  await page.getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Settings updated successfully")).not.toHaveCount(0);
});
