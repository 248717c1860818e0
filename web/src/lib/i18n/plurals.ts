import type { Locale } from "./locales.ts";

/** The CLDR plural categories i18next asks for (`key_one`, `key_few`...). */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/**
 * A counted text's forms beside its key. The key is the English "other" form and each locale's row
 * in the feature's translations holds its "other" form; here go the forms that differ (English
 * "one", Russian "one", "few" and "many"...). i18next picks `key_<category>` by Intl.PluralRules and
 * falls back to the key's own translation.
 */
export type PluralForms = Readonly<Record<Locale, Readonly<Partial<Record<PluralCategory, string>>>>>;
export type FeaturePlurals = Readonly<Record<string, PluralForms>>;

/** Each feature's counted texts, in `features/<slug>/<slug>.plurals.ts` (small: they load with the app, English needs its "one" forms). */
const modules = import.meta.glob<{ plurals: FeaturePlurals }>("../../features/*/*.plurals.ts", { eager: true });
export const featurePluralTables: readonly FeaturePlurals[] = Object.values(modules).map((m) => m.plurals);

/** The `key_<category>` resources of a locale. */
export const pluralResources = (locale: Locale, tables: readonly FeaturePlurals[] = featurePluralTables): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const table of tables) {
    for (const [key, forms] of Object.entries(table)) {
      for (const [category, text] of Object.entries(forms[locale])) out[`${key}_${category}`] = text;
    }
  }
  return out;
};
