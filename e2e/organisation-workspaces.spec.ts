import { test } from "@playwright/test";
import { expect, signInManager, slowTestMs, snap, unique } from "./organisation-helpers.ts";

test.describe.configure({ timeout: slowTestMs });

test.describe("workspaces", () => {
  test("a radius under 100 m is refused at once and by the API; a valid workspace is listed with its history", async ({ page }) => {
    await signInManager(page);
    await page.goto("/workspace");
    await expect(page.getByRole("heading", { level: 1, name: "Workspaces" })).toBeVisible();

    const name = unique("Harbour");
    await page.getByRole("button", { name: "Add workspace" }).first().click();
    const drawer = page.getByTestId("drawer");
    await expect(drawer.getByRole("heading", { name: "New workspace" })).toBeVisible();
    await drawer.getByLabel("Name").fill(name);
    await drawer.getByLabel("Radius (meters)").fill("50");
    // Instant feedback from the same schema the API decodes with.
    await expect(drawer.getByText("Must be greater than or equal to 100 meters")).toBeVisible();
    await snap(page, "workspace-radius-error");

    // The API says the same when the form is sent anyway (toast, and the field keeps its message).
    const refused = page.waitForResponse((r) => r.url().includes("/divisions") && r.request().method() === "POST");
    await drawer.getByRole("button", { name: "Save" }).click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { errors: Record<string, string[]> }).errors["radius_meters"]).toEqual(["Must be greater than or equal to 100 meters"]);
    await expect(page.getByText("Must be greater than or equal to 100 meters").first()).toBeVisible();

    await drawer.getByLabel("Radius (meters)").fill("150");
    await expect(drawer.getByText("Must be greater than or equal to 100 meters")).toHaveCount(0);
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Workspace successfully created")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText("150");

    await row.click();
    const details = page.getByTestId("workspace-details");
    await expect(details.getByRole("heading", { name })).toBeVisible();
    await details.getByRole("button", { name: "History" }).click();
    await expect(details.getByText("Workspace created")).toBeVisible();
    await snap(page, "workspace-list-history");
  });
});
