import { test } from "@playwright/test";
import { demo, expect, signInManager, slowTestMs, unique } from "./organisation-helpers.ts";

/**
 * Issue 4, people profile files tab: the demo manager keeps a document for a worker, sees it
 * listed with its size, downloads it, and deletes it again after confirming; an image over 5 MB is
 * refused before upload with the spec's message.
 */
test.describe.configure({ timeout: slowTestMs });

test("a manager uploads, downloads and deletes a worker's file on the profile files tab", async ({ page }) => {
  await signInManager(page);
  await page.goto("/people");
  const table = page.getByRole("table", { name: "People" });
  await page.getByLabel("Search").fill(demo.worker.email);
  await table.getByRole("cell", { name: demo.worker.email }).click();
  await page.getByRole("tab", { name: "Files" }).click();
  await expect(page).toHaveURL(/tab=files/);

  const name = `${unique("contract").replace(/\s/g, "-")}.txt`;
  await page.getByTestId("person-file-input").setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from("signed contract") });
  await expect(page.getByText("File uploaded successfully")).toBeVisible();
  const files = page.getByRole("list", { name: "Files" });
  await expect(files.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(files.getByText("15 B")).toBeVisible();

  const download = page.waitForEvent("download");
  await files.getByRole("button", { name, exact: true }).click();
  expect((await download).suggestedFilename()).toBe(name);

  await page.getByTestId("person-file-input").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5_242_881, 1) });
  await expect(page.getByText("Single image must not exceed 5MB")).toBeVisible();

  await files.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("File deleted successfully")).toBeVisible();
  await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("people-files.png"), fullPage: true });
});
