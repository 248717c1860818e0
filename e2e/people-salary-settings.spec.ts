import { test } from "@playwright/test";
import { authed, demo, expect, signInManager, slowTestMs, unique } from "./organisation-helpers.ts";

/**
 * The person profile's Salary settings tab: the demo manager sets a worker's Netvisor employee
 * number and a work-type price, reloads and sees both kept; a Netvisor number with letters shows
 * the field's error and is not saved.
 */
test.describe.configure({ timeout: slowTestMs });

test("a manager sets a worker's Netvisor number and a work-type price, and a bad number shows a field error", async ({ page }) => {
  const session = await signInManager(page);
  const typeName = unique("Salary type");
  const created = await page.request.post(`/api/companies/${session.companyId}/work-types`, {
    headers: authed(session),
    data: { name: typeName, parent_id: null, product_number: null, visma_product_number: null, price: 20, unit: "Hour", show_separately_on_report: false, cost_descriptions: [], default_pause_seconds: 0, include_in_overtime: true, paid_absence_extras: false },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const number = String(Date.now() % 1_000_000_000);

  await page.goto("/people");
  await page.getByLabel("Search").fill(demo.worker.email);
  await page.getByRole("table", { name: "People" }).getByRole("cell", { name: demo.worker.email }).click();
  await page.getByRole("tab", { name: "Salary settings" }).click();
  await expect(page).toHaveURL(/tab=salary-settings/);
  const tab = page.getByTestId("salary-settings-tab");

  await tab.getByLabel("Netvisor employee number").fill("12a");
  await tab.getByRole("button", { name: "Save" }).click();
  await expect(tab.getByText("Enter the Netvisor employee number as digits only, at most 9")).toBeVisible();

  await tab.getByLabel("Netvisor employee number").fill(number);
  // Earlier runs may have left prices; this run's work type gets its own row.
  await tab.getByRole("button", { name: "Add price" }).click();
  const row = tab.getByTestId("salary-price-row").last();
  await row.getByRole("combobox", { name: "Work type" }).click();
  await page.getByRole("option", { name: typeName }).click();
  await row.getByLabel("Price (€)").fill("31.25");
  await tab.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Salary settings updated successfully")).toBeVisible();

  await page.reload();
  const reloaded = page.getByTestId("salary-settings-tab");
  await expect(reloaded.getByLabel("Netvisor employee number")).toHaveValue(number);
  const kept = reloaded.getByTestId("salary-price-row").filter({ hasText: typeName });
  await expect(kept.getByLabel("Price (€)")).toHaveValue("31.25");
});
