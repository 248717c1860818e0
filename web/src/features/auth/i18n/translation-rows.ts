export const identityLocales = ["en", "et", "fi", "ru", "sv", "es"] as const;
export type IdentityLocale = (typeof identityLocales)[number];
export type TranslationTables = Readonly<Record<IdentityLocale, Readonly<Record<string, string>>>>;

/** One row per text: English (the key), Estonian, Finnish, Russian, Swedish, Spanish. */
export type TranslationRow = readonly [en: string, et: string, fi: string, ru: string, sv: string, es: string];

export const tablesFromRows = (rows: readonly TranslationRow[]): TranslationTables =>
  Object.fromEntries(identityLocales.map((locale, i) => [locale, Object.fromEntries(rows.map((row) => [row[0], row[i] ?? row[0]]))])) as unknown as TranslationTables;
