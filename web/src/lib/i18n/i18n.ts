import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { http } from "../http/http-client.ts";
import { readStored, storageKeys, writeStored } from "../storage.ts";
import { initialLocale, type Locale, supportedLocales } from "./locales.ts";
import { pluralResources } from "./plurals.ts";
import { readTranslationTables, storedOrFetchedTranslations, type TranslationTables } from "./translation-cache.ts";

/**
 * The bundled tables load lazily (translation-tables.ts is a chunk of its own, off the login route's
 * budget). English needs none but its counted texts' singular forms (plurals.ts, "1 work log is
 * not confirmed"): keys are the English texts, so a missing key shows itself.
 * Each locale's table is added before i18next switches to it, so nothing flashes in English.
 */
const loaded = new Set<Locale>(["en"]);
export const ensureLocaleLoaded = async (locale: Locale): Promise<void> => {
  if (loaded.has(locale)) return;
  const { bundledTranslations } = await import("./translation-tables.ts");
  // No overwrite: translations the API already sent win over the bundle.
  i18n.addResourceBundle(locale, "translation", bundledTranslations[locale], true, false);
  loaded.add(locale);
};

/**
 * Translations served by the API (spec section 7): GET /api/onesky/translations, skipped when they
 * are already stored locally. Without an answer the bundle alone is used. Failures
 * are silent: the bundle always covers every shown string.
 */
export const fetchTranslationsFromApi = async (): Promise<TranslationTables | null> => {
  try {
    const tables = readTranslationTables(await http.get<unknown>("onesky/translations", { globalErrorHandling: false }));
    return Object.keys(tables).length > 0 ? tables : null;
  } catch {
    return null;
  }
};

const addTables = (tables: TranslationTables) => {
  for (const [locale, table] of Object.entries(tables)) i18n.addResourceBundle(locale, "translation", table, true, true);
};

/** Stored translations first; otherwise ask the API in the background and keep its answer. */
export const loadTranslations = async (): Promise<void> => {
  const store = { read: () => readStored(storageKeys.translations), write: (value: string) => writeStored(storageKeys.translations, value) };
  const tables = await storedOrFetchedTranslations(store, fetchTranslationsFromApi);
  if (tables) addTables(tables);
};

export const i18n = i18next.createInstance();

export const initI18n = async (): Promise<typeof i18n> => {
  const lng = initialLocale(readStored(storageKeys.locale));
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: "en",
    supportedLngs: [...supportedLocales],
    resources: { en: { translation: pluralResources("en") } },
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    // Re-render when API translations arrive after the first paint.
    react: { bindI18nStore: "added" },
  });
  // Before the first render: an Estonian user never sees the English keys.
  await ensureLocaleLoaded(lng);
  document.documentElement.lang = i18n.language;
  void loadTranslations();
  return i18n;
};

/** Switches the interface language and keeps it (spec section 9: locale comes from storage). */
export const setLocale = async (locale: Locale): Promise<void> => {
  writeStored(storageKeys.locale, locale);
  await ensureLocaleLoaded(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
};

export const translate = (text: string, options?: Record<string, unknown>): string => i18n.t(text, options);
