import { test } from "@playwright/test";
import { authed, demo, expect, signInManager, slowTestMs, snap, unique } from "./organisation-helpers.ts";

test.describe.configure({ timeout: slowTestMs });

test.describe("rule groups", () => {
  test("an overtime group with the Finnish defaults is assigned to a worker", async ({ page }) => {
    const session = await signInManager(page);
    await page.goto("/preference?section=overtime");
    const settings = page.getByTestId("organisation-settings");
    await expect(settings.getByRole("heading", { name: "Overtime groups" })).toBeVisible();

    const name = unique("Warehouse overtime");
    await settings.getByRole("button", { name: "Add group" }).click();
    const drawer = page.getByTestId("drawer");
    await drawer.getByLabel("Name").fill(name);
    await expect(drawer.getByLabel("Overtime after (hours)").first()).toHaveValue("8");
    await drawer.getByLabel(demo.worker.name).check();
    await snap(page, "overtime-group-drawer");
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Overtime group successfully created")).toBeVisible();

    const row = settings.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Daily > 8 h: 2 h ×1.5, ×2");
    await expect(row).toContainText(demo.worker.name);
    await snap(page, "overtime-groups");

    // The API holds the assignment too.
    const groups = (await (await page.request.get(`/api/companies/${session.companyId}/overtimes/groups`, { headers: authed(session) })).json()) as {
      data: { name: string; person_ids: string[] }[];
    };
    expect(groups.data.find((g) => g.name === name)?.person_ids).toHaveLength(1);
  });
});
