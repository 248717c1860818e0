import { expect, test } from "@playwright/test";
import { openGallery } from "./harness.ts";

test.describe("dialogs", () => {
  test("have the spec's widths", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openGallery(page);
    const widths: Record<string, number> = { default: 480, medium1: 510, overlap: 600, medium: 610, large: 860, extraLarge: 900 };
    for (const [size, width] of Object.entries(widths)) {
      await page.getByRole("button", { name: size, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Size ${size}` });
      await expect(dialog).toBeVisible();
      expect((await dialog.boundingBox())?.width).toBe(width);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test("stack: opening hides the previous, closing restores it with its state", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Open stacked dialogs" }).click();
    const first = page.getByRole("dialog", { name: "First dialog" });
    await first.getByLabel("Note").fill("kept");
    await first.getByRole("button", { name: "Open second" }).click();
    const second = page.getByRole("dialog", { name: "Second dialog" });
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    await second.getByRole("button", { name: "Close second" }).click();
    await expect(second).toBeHidden();
    await expect(first).toBeVisible();
    await expect(first.getByLabel("Note")).toHaveValue("kept");
    await page.keyboard.press("Escape");
    await expect(first).toBeHidden();
  });

  test("minimise into a button at the bottom and restore by title", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Open stacked dialogs" }).click();
    const first = page.getByRole("dialog", { name: "First dialog" });
    await first.getByRole("button", { name: "Minimise" }).click();
    await expect(first).toBeHidden();
    const bar = page.getByRole("navigation", { name: "Minimised dialogs" });
    await bar.getByRole("button", { name: "First dialog" }).click();
    await expect(first).toBeVisible();
    await expect(bar).toBeHidden();
  });
});

test.describe("drawer", () => {
  test("opens from the right, has Save/Cancel, locks scroll, closes after 300 ms then cancels", async ({ page }) => {
    await openGallery(page);
    const drawer = page.getByRole("dialog", { name: "Company Profile" });
    // Warm-up: a cold dev server compiles the dialog modules on first use.
    await page.getByRole("button", { name: "Open drawer", exact: true }).click();
    await drawer.getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("drawer-log")).toHaveText("cancelled");
    await page.getByRole("button", { name: "Open drawer", exact: true }).click();
    await expect(drawer).toBeVisible({ timeout: 500 });
    await expect(drawer.getByRole("button", { name: "Save" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Reset" })).toHaveCount(0);
    await expect(drawer.getByRole("timer")).toHaveCount(0);
    const viewport = page.viewportSize();
    // Once slid in, it sits against the right edge.
    await expect.poll(async () => {
      const box = await drawer.boundingBox();
      return box ? Math.round(box.x + box.width) : null;
    }).toBe(viewport?.width);
    expect((await drawer.getByLabel("Company name").boundingBox())?.width).toBe(472);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("drawer-log")).toHaveText("saved");
    await drawer.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("drawer-log")).toHaveText("cancelled");
    await expect(drawer).toBeHidden();
  });

  test("shows Reset and a running timer when elapsed time is above zero", async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: "Open drawer with timer" }).click();
    const drawer = page.getByRole("dialog", { name: "Edit Request" });
    await expect(drawer.getByRole("timer")).toHaveText(/^01:00:0\d$/);
    await expect(drawer.getByRole("timer")).not.toHaveText("01:00:00", { timeout: 3_000 });
    await drawer.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByTestId("drawer-log")).toHaveText("reset");
  });
});
