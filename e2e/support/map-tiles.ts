import type { BrowserContext, Page } from "@playwright/test";

/** A transparent 1x1 PNG. */
const blankTile = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/**
 * Tests have no internet: map tiles from OpenStreetMap are answered with a blank tile (so a missing
 * tile logs no console error), or refused like an offline network. The count says how many tile
 * requests got past the Content-Security-Policy (a blocked one never reaches the network).
 */
export const stubMapTiles = async (target: Page | BrowserContext, mode: "blank" | "offline" = "blank"): Promise<{ readonly requests: () => number }> => {
  let count = 0;
  await target.route("https://tile.openstreetmap.org/**", async (route) => {
    count += 1;
    if (mode === "offline") await route.abort("internetdisconnected");
    else await route.fulfill({ status: 200, contentType: "image/png", body: blankTile });
  });
  return { requests: () => count };
};
