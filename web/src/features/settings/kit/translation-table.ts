import type { FeatureTranslations } from "../../../lib/i18n/feature-translations.ts";

/** One English text in et, fi, ru, sv and es (English is the key itself). */
export type TranslationRow = readonly [et: string, fi: string, ru: string, sv: string, es: string];

/** Builds a feature's table (locale -> English text -> text) from rows, so each text sits on one line. */
export const translationTable = (rows: Readonly<Record<string, TranslationRow>>): FeatureTranslations => {
  const column = (i: number) => Object.fromEntries(Object.entries(rows).map(([en, row]) => [en, row[i]!]));
  return { en: Object.fromEntries(Object.keys(rows).map((k) => [k, k])), et: column(0), fi: column(1), ru: column(2), sv: column(3), es: column(4) };
};
