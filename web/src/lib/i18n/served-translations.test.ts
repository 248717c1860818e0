import { describe, expect, it } from "vitest";
import { localeNames, supportedLocales } from "./locales.ts";
import { bundledTranslations } from "./translation-tables.ts";

/**
 * The API serves the same tables the web bundles (spec section 7: GET /api/onesky/translations and
 * GET /api/onesky/locale). The tables live once, in the web's sources (features/*, ui/i18n,
 * lib/i18n/locales); command-api may not import the web (ARCHITECTURE.md, eslint.config.js), so it
 * reads this derived file from disk (command-api/src/translations/). This test keeps the file equal
 * to the sources. After changing a table, refresh it with:
 *
 *   npx vitest run web/src/lib/i18n/served-translations.test.ts -u
 */
const sorted = (table: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(table).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const servedTranslations = () => ({
  locales: supportedLocales.map((code) => ({ code, name: localeNames[code] })),
  translations: Object.fromEntries(supportedLocales.map((l) => [l, sorted(bundledTranslations[l])])),
});

describe("translations served by the API", () => {
  it("equal the bundled tables (served/translations.json; refresh with -u, see above)", async () => {
    await expect(`${JSON.stringify(servedTranslations(), null, 2)}\n`).toMatchFileSnapshot("./served/translations.json");
  });
});
