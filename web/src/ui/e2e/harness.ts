import type { Page } from "@playwright/test";

/** Opens the kit's dev harness with the clock of the date input pinned. */
export const openGallery = async (page: Page, query = "now=2026-11-22") => {
  await page.goto(`/src/ui/gallery/harness/index.html?${query}`);
  await page.getByRole("heading", { name: "Workledger UI kit" }).waitFor();
};
