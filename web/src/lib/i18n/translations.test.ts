import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { uiMessages } from "../../ui/i18n/ui-translations.ts";
import { featureTranslationTables } from "./feature-translations.ts";
import { supportedLocales } from "./locales.ts";
import { bundledTranslations } from "./translation-tables.ts";
import en from "./locales/en.json";
import es from "./locales/es.json";
import et from "./locales/et.json";
import fi from "./locales/fi.json";
import ru from "./locales/ru.json";
import sv from "./locales/sv.json";

const tables: Record<string, Record<string, string>> = { en, et, fi, ru, sv, es };
// Same word in both languages, or a name: an identical translation is right for these.
const sameAsEnglish: Readonly<Record<string, readonly string[]>> = {
  all: ["Merit Palk", "Netvisor"],
  es: ["Error", "Total: {{total}}", "Total"],
  sv: ["Person", "System", "Start", "Status"],
};
const mayEqualEnglish = (locale: string, key: string) => [...(sameAsEnglish["all"] ?? []), ...(sameAsEnglish[locale] ?? [])].includes(key);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const srcDir = fileURLToPath(new URL("../..", import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe("translations", () => {
  it("bundles every supported locale", () => expect(Object.keys(tables).sort()).toEqual([...supportedLocales].sort()));

  it("maps each English key to itself", () => {
    for (const [key, value] of Object.entries(en)) expect(value, key).toBe(key);
  });

  it("needs no English table at run time: every merged English text is its own key (i18n.ts loads none)", () => {
    const differing = Object.entries(bundledTranslations.en).filter(([key, value]) => value !== key);
    expect(differing).toEqual([]);
  });

  for (const locale of supportedLocales.filter((l) => l !== "en")) {
    describe(locale, () => {
      const table = tables[locale] ?? {};
      it("has exactly the English keys", () => expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort()));
      it("translates every text (no English copies) and keeps placeholders", () => {
        for (const [key, value] of Object.entries(table)) {
          expect(value.trim(), key).not.toBe("");
          if (!mayEqualEnglish(locale, key)) expect(value, `${locale}: ${key}`).not.toBe(key);
          expect(placeholders(value), `${locale}: ${key}`).toEqual(placeholders(key));
        }
      });
    });
  }

  it("has an entry (here or in the UI kit's table) for every literal t(\"...\")", () => {
    const keys = new Set<string>([...Object.keys(en), ...uiMessages, ...featureTranslationTables.flatMap((t) => Object.keys(t.en))]);
    const missing = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)]
        .map((m) => JSON.parse(`"${m[1]}"`) as string)
        .filter((key) => !keys.has(key))
        .map((key) => `${file.slice(srcDir.length)}: ${key}`),
    );
    // Add missing texts to the feature's own <slug>.translations.ts (all six locales), or for the
    // frame to src/lib/i18n/locales/*.json.
    expect(missing).toEqual([]);
  });
});

describe("feature translation tables", () => {
  it("cover every locale with real translations and the same placeholders", () => {
    featureTranslationTables.forEach((table) => {
      const keys = Object.keys(table.en).sort();
      for (const locale of supportedLocales) {
        expect(Object.keys(table[locale] ?? {}).sort(), locale).toEqual(keys);
        for (const key of keys) {
          const value = table[locale][key] ?? "";
          expect(value.trim(), `${locale}: ${key}`).not.toBe("");
          expect(placeholders(value), `${locale}: ${key}`).toEqual(placeholders(key));
          if (locale !== "en" && !mayEqualEnglish(locale, key)) expect(value, `${locale}: ${key}`).not.toBe(key);
        }
      }
    });
  });
});
