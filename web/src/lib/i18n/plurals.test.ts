import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { featureTranslationTables } from "./feature-translations.ts";
import { supportedLocales, type Locale } from "./locales.ts";
import { featurePluralTables, pluralResources } from "./plurals.ts";
import { bundledTranslations } from "./translation-tables.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const allPlurals = Object.assign({}, ...featurePluralTables) as Record<string, Record<Locale, Record<string, string>>>;

/** An i18next set up as the app sets it up (i18n.ts): English's forms at start, each other locale's bundled table. */
const appLike = async (locale: Locale) => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    fallbackLng: "en",
    resources: { en: { translation: pluralResources("en") }, ...(locale === "en" ? {} : { [locale]: { translation: bundledTranslations[locale] } }) },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
};

const srcDir = fileURLToPath(new URL("../..", import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe("counted texts", () => {
  it("reads '1 work log is not confirmed' and '3 work logs are not confirmed' in English", async () => {
    const i18n = await appLike("en");
    expect(i18n.t("{{count}} work logs are not confirmed", { count: 1 })).toBe("1 work log is not confirmed");
    expect(i18n.t("{{count}} work logs are not confirmed", { count: 3 })).toBe("3 work logs are not confirmed");
  });

  it("takes each locale's own forms: Finnish one and many, Russian one, few and many", async () => {
    const fi = await appLike("fi");
    expect(fi.t("{{count}} work logs are not confirmed", { count: 1 })).toBe("1 työkirjaus on vahvistamatta");
    expect(fi.t("{{count}} work logs are not confirmed", { count: 4 })).toBe("4 työkirjausta on vahvistamatta");
    const ru = await appLike("ru");
    expect(ru.t("{{count}} days selected", { count: 1 })).toBe("выбран 1 день");
    expect(ru.t("{{count}} days selected", { count: 3 })).toBe("выбрано 3 дня");
    expect(ru.t("{{count}} days selected", { count: 5 })).toBe("выбрано 5 дней");
  });

  it("has forms only for texts the features translate, in the categories each locale has, with the key's placeholders", () => {
    const featureKeys = new Set(featureTranslationTables.flatMap((t) => Object.keys(t.en)));
    for (const [key, forms] of Object.entries(allPlurals)) {
      expect(featureKeys.has(key), key).toBe(true);
      expect(forms.en["one"], key).toBeDefined();
      for (const locale of supportedLocales) {
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
        for (const [category, text] of Object.entries(forms[locale])) {
          expect(categories, `${locale} ${key}`).toContain(category);
          expect(placeholders(text), `${locale} ${category}: ${key}`).toEqual(placeholders(key));
        }
      }
    }
  });

  it("gives every text shown with a count its plural forms, unless the count stands apart as a label ('Selected: 3', '(3)')", () => {
    const labelLike = (key: string) => /:\s*\{\{count\}\}|\(\{\{count\}\}\)|^\{\{count\}\} selected$/.test(key);
    const counted = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"\s*,\s*\{\s*count\b/g)].map((m) => JSON.parse(`"${m[1]}"`) as string),
    );
    expect(counted.length).toBeGreaterThan(5);
    expect(counted.filter((key) => !labelLike(key) && allPlurals[key] === undefined)).toEqual([]);
  });
});
