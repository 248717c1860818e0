import type { Locale } from "./locales.ts";

/**
 * Each feature owns the texts it shows: `src/features/<slug>/<slug>.translations.ts` exports
 * `translations` (locale -> English text -> text), picked up here without a shared index to edit.
 */
export type FeatureTranslations = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

const modules = import.meta.glob<{ translations: FeatureTranslations }>("../../features/*/*.translations.ts", { eager: true });

export const featureTranslationTables: readonly FeatureTranslations[] = Object.values(modules).map((m) => m.translations);

export const featureTranslationsFor = (locale: Locale): Readonly<Record<string, string>> =>
  Object.assign({}, ...featureTranslationTables.map((t) => t[locale]));
