import { test } from "@playwright/test";
import { expect, signInManager, slowTestMs, unique } from "./organisation-helpers.ts";
import { stubMapTiles } from "./support/map-tiles.ts";

test.describe.configure({ timeout: slowTestMs });

test("the workspace map follows pasted coordinates and the radius, and the form saves while tiles cannot load", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) violations.push(message.text());
  });
  const tiles = await stubMapTiles(page, "offline");
  await signInManager(page);
  await page.goto("/workspace");
  await page.evaluate(() => document.addEventListener("securitypolicyviolation", (e) => console.error(`content-security-policy: ${e.violatedDirective} ${e.blockedURI}`)));
  await page.getByRole("button", { name: "Add workspace" }).first().click();
  const drawer = page.getByTestId("drawer");
  const map = drawer.getByTestId("workspace-map");
  await expect(map).toHaveAttribute("data-pin", "60.1699,24.9384");

  await drawer.getByLabel("Paste coordinates").fill("59.437, 24.7536");
  await expect(drawer.getByLabel("Latitude", { exact: true })).toHaveValue("59.437");
  await expect(drawer.getByLabel("Longitude", { exact: true })).toHaveValue("24.7536");
  await expect(map).toHaveAttribute("data-pin", "59.437,24.7536");
  await drawer.getByLabel("Radius (meters)").fill("250");
  await expect(map).toHaveAttribute("data-radius", "250");
  // The fields move the pin too: the map is an aid, the keyboard path is the fields.
  await drawer.getByLabel("Longitude", { exact: true }).fill("24.75");
  await expect(map).toHaveAttribute("data-pin", "59.437,24.75");

  // Tile requests reached the network (the policy allows the tile host) and failed, as offline.
  expect(tiles.requests()).toBeGreaterThan(0);
  const name = unique("Old Town");
  await drawer.getByLabel("Name").fill(name);
  const saved = page.waitForResponse((r) => r.url().includes("/divisions") && r.request().method() === "POST");
  await drawer.getByRole("button", { name: "Save" }).click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({
    location: { lat: 59.437, lng: 24.75 },
    radius_meters: 250,
  });
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  expect(violations).toEqual([]);
});
