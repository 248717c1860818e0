import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A work log's fields of spec section 3 in the timesheet, in a company of its own: the work number,
 * the edited flag and files (attached in the drawer under the image and file rules of section 5,
 * listed on the row, downloaded from the saved log).
 */
test("a work log carries its work number, files and the edited flag", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { csrf_token: csrf } = (await (await request.get("/api/sanctum/csrf-cookie")).json()) as { csrf_token: string };
  const signup = await request.post("/api/signup", {
    headers: { "X-XSRF-TOKEN": csrf },
    data: { first_name: "Fia", last_name: "Files", email: `fia-${randomUUID()}@e2e.workledger.test`, password: "Secret123a", password_confirmation: "Secret123a", terms: true, company_name: "Files Oy" },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { access_token: token } = (await signup.json()) as { access_token: string };
  await page.addInitScript(
    ([t, c]) => {
      if (sessionStorage.getItem("seeded") !== null) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("access_token", t);
      localStorage.setItem("csrf", c);
      document.cookie = "cookie_accepted=true; path=/";
    },
    [token, csrf] as const,
  );

  await page.goto("/timesheet");
  await page.getByRole("button", { name: "Add work log" }).click();
  const drawer = page.getByTestId("drawer");
  const files = drawer.getByTestId("work-log-files");
  // Yesterday: the drawer's default 08:00-16:00 today lies in the future before 16:00 Helsinki time.
  for (const label of ["Start date", "End date"]) {
    await drawer.getByLabel(label).fill("");
    await drawer.getByLabel(label).pressSequentially(helsinkiYesterdayTyped());
  }
  // Section 5: a single image above 5 MB is refused before any upload.
  await files.getByTestId("work-log-file-input").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5_242_881, 1) });
  await expect(files.getByRole("alert")).toHaveText("Single image must not exceed 5MB");
  await files.getByTestId("work-log-file-input").setInputFiles({ name: "fuel receipt.txt", mimeType: "text/plain", buffer: Buffer.from("fuel 42 EUR") });
  await expect(files.getByRole("listitem")).toContainText(["fuel receipt.txt"]);
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(drawer).toHaveCount(0);

  const row = logRow(page);
  await expect(page.getByRole("table", { name: "Timesheet" }).getByRole("columnheader", { name: "No." })).toBeVisible();
  await expect(row.getByRole("cell", { name: "1", exact: true })).toHaveCount(1);
  await expect(row).toContainText("fuel receipt.txt");
  await expect(row.getByTestId("flag-edited")).toHaveCount(0);

  await row.getByRole("button", { name: "More options" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(drawer.getByTestId("work-log-identity")).toHaveText("Work number 1");
  const download = page.waitForEvent("download");
  await files.getByRole("button", { name: "fuel receipt.txt", exact: true }).click();
  expect((await download).suggestedFilename()).toBe("fuel receipt.txt");
  await drawer.getByLabel("Comment", { exact: true }).fill("fuel for the van");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(drawer).toHaveCount(0);
  await expect(row.getByTestId("flag-edited")).toHaveText("Edited");
  await page.screenshot({ path: test.info().outputPath("work-log-fields.png"), fullPage: true });
});

/** Yesterday in Helsinki (the company's zone), typed as DDMMYYYY. */
const helsinkiYesterdayTyped = (): string => {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(new Date(Date.now() - 86_400_000)).split("-");
  return `${day}${month}${year}`;
};

const logRow = (page: Page) => page.getByRole("table", { name: "Timesheet" }).locator("tbody tr").filter({ has: page.getByTestId("log-status") });
