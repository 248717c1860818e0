import { test } from "@playwright/test";
import { expect, setCompanyFlag, signInManager, slowTestMs, snap, unique } from "./organisation-helpers.ts";

// One company flag is switched here; the tests of this file run one after another.
test.describe.configure({ mode: "serial", timeout: slowTestMs });

test.describe("feature flags gate the organisation pages (clarification 3)", () => {
  test.afterAll(async ({ baseURL }) => setCompanyFlag(baseURL!, "geofence_active", false));

  const userMenu = async (page: import("@playwright/test").Page) => {
    await page.getByTestId("user-menu-trigger").click();
    const menu = page.getByTestId("user-menu");
    await expect(menu).toBeVisible();
    const items = await menu.getByRole("menuitem").allTextContents();
    await page.keyboard.press("Escape");
    return items.map((i) => i.trim());
  };

  test("geofence on: the Gateway menu and the page's actions are offered; a small radius is refused", async ({ page, baseURL }) => {
    await setCompanyFlag(baseURL!, "geofence_active", true);
    await signInManager(page);
    await page.goto("/workspace");
    expect(await userMenu(page)).toContain("Gateway");

    await page.goto("/gateway");
    await expect(page.getByRole("heading", { level: 1, name: "Geofence gateways" })).toBeVisible();
    await page.getByRole("button", { name: "Add gateway" }).click();
    const drawer = page.getByTestId("drawer");
    await drawer.getByLabel("Name").fill(unique("Gate"));
    await drawer.getByLabel("Radius (meters)").fill("99");
    await expect(drawer.getByText("Must be greater than or equal to 100 meters")).toBeVisible();
    await drawer.getByLabel("Radius (meters)").fill("200");
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Gateway successfully created")).toBeVisible();
    await snap(page, "gateways-on");
  });

  test("geofence off: the menu entry is gone and the page offers no action", async ({ page, baseURL }) => {
    await setCompanyFlag(baseURL!, "geofence_active", false);
    await signInManager(page);
    await page.goto("/workspace");
    expect(await userMenu(page)).not.toContain("Gateway");

    // A direct URL still opens (the guard table wins), read-only.
    await page.goto("/gateway");
    await expect(page.getByRole("heading", { level: 1, name: "Geofence gateways" })).toBeVisible();
    await expect(page.getByText("This feature is not active for your company")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add gateway" })).toHaveCount(0);
    await snap(page, "gateways-off");
  });

  test("login boxes (flag on in the demo) and doors (flag off) pages", async ({ page }) => {
    await signInManager(page);
    await page.goto("/box");
    await expect(page.getByRole("heading", { level: 1, name: "Login boxes" })).toBeVisible();
    await page.getByRole("button", { name: "Add login box" }).click();
    const drawer = page.getByTestId("drawer");
    const name = unique("Lobby box");
    await drawer.getByLabel("Name").fill(name);
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Box successfully created")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("With worker list");
    await snap(page, "boxes");

    await page.goto("/inner-range");
    await expect(page.getByRole("heading", { level: 1, name: "Doors" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add door" })).toHaveCount(0);
    await snap(page, "doors-off");
  });
});
