import { test } from "@playwright/test";
import { authed, demo, expect, signInManager, slowTestMs, snap, unique } from "./organisation-helpers.ts";

test.describe.configure({ timeout: slowTestMs });

test.describe("rule groups", () => {
  test("an overtime group with the Finnish defaults is assigned to a worker", async ({ page }) => {
    const session = await signInManager(page);
    await page.goto("/preference?section=overtime");
    const settings = page.getByTestId("organisation-settings");
    await expect(settings.getByRole("heading", { name: "Overtime groups", exact: true })).toBeVisible();

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

  test("an overtime group pays tiers: daily over 8 h, 2 h ×1.5, then the rest ×2", async ({ page }) => {
    const session = await signInManager(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/preference?section=overtime");
    const settings = page.getByTestId("organisation-settings");
    const name = unique("Tiered overtime");
    await settings.getByRole("button", { name: "Add group" }).click();
    let drawer = page.getByTestId("drawer");
    await drawer.getByLabel("Name").fill(name);

    // Build the daily tiers from one open tier with the keyboard-reachable buttons.
    let daily = drawer.getByRole("group", { name: "Daily tiers" });
    await daily.getByRole("button", { name: "Remove tier 1" }).click();
    await expect(daily.getByLabel("Tier 2 multiplier")).toHaveCount(0);
    await expect(daily.getByLabel("Tier 1 multiplier")).toHaveValue("2");
    await daily.getByRole("button", { name: "Add tier" }).click();
    await daily.getByLabel("Tier 1 length (hours)").fill("0");
    // The domain's rule, beside the field, before any save.
    await expect(daily.getByText("Every tier but the last needs a length greater than 0")).toBeVisible();
    await daily.getByLabel("Tier 1 length (hours)").fill("2");
    await daily.getByLabel("Tier 1 multiplier").fill("1.5");
    await expect(daily.getByText("Every tier but the last needs a length greater than 0")).toHaveCount(0);
    await expect(daily.getByLabel("Tier 2 multiplier")).toHaveValue("2");
    await expect(daily.getByText("For the rest")).toBeVisible();
    await daily.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/organisation/overtime-tiers-drawer-1280.png" });
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Overtime group successfully created")).toBeVisible();
    await expect(settings.getByRole("row").filter({ hasText: name })).toContainText("Daily > 8 h: 2 h ×1.5, ×2");

    // The API holds the list of two tiers.
    const groups = (await (await page.request.get(`/api/companies/${session.companyId}/overtimes/groups`, { headers: authed(session) })).json()) as {
      data: { name: string; rules: { daily: { threshold_seconds: number; tiers: { length_seconds: number | null; multiplier: number }[] } } }[];
    };
    expect(groups.data.find((g) => g.name === name)?.rules.daily).toEqual({
      threshold_seconds: 28_800,
      tiers: [
        { length_seconds: 7200, multiplier: 1.5 },
        { length_seconds: null, multiplier: 2 },
      ],
    });

    // Reopened on a phone: both tiers are there.
    await page.setViewportSize({ width: 390, height: 844 });
    await settings.getByRole("row").filter({ hasText: name }).getByRole("button", { name: "More options" }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    drawer = page.getByTestId("drawer");
    daily = drawer.getByRole("group", { name: "Daily tiers" });
    await expect(daily.getByLabel("Tier 1 length (hours)")).toHaveValue("2");
    await expect(daily.getByLabel("Tier 1 multiplier")).toHaveValue("1.5");
    await expect(daily.getByLabel("Tier 2 multiplier")).toHaveValue("2");
    await daily.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/organisation/overtime-tiers-drawer-390.png" });
  });
});
