import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { uiTranslations } from "../../ui/i18n/ui-translations.ts";
import { http } from "../http/http-client.ts";
import { readStored, storageKeys, writeStored } from "../storage.ts";
import { initialLocale, type Locale, supportedLocales } from "./locales.ts";
import { featureTranslationsFor } from "./feature-translations.ts";
import { parseStoredTranslations, readTranslationTables, type TranslationTables } from "./translation-cache.ts";
import en from "./locales/en.json";
import es from "./locales/es.json";
import et from "./locales/et.json";
import fi from "./locales/fi.json";
import ru from "./locales/ru.json";
import sv from "./locales/sv.json";

/**
 * Keys are the English texts themselves (no key or namespace separators), so a server message is
 * translated exactly when a translation exists and shown as sent otherwise (spec section 2, toasts).
 */
export type TranslationTable = Readonly<Record<string, string>>;

const appTranslations: Readonly<Record<Locale, TranslationTable>> = { en, et, fi, ru, sv, es };

/**
 * The UI kit owns its texts (ui/i18n), each feature its own (features/<slug>/<slug>.translations.ts);
 * the frame's tables cover everything else and win on overlap.
 */
const merged = (l: Locale): TranslationTable => ({ ...uiTranslations[l], ...featureTranslationsFor(l), ...appTranslations[l] });
export const bundledTranslations: Readonly<Record<Locale, TranslationTable>> = {
  en: merged("en"),
  et: merged("et"),
  fi: merged("fi"),
  ru: merged("ru"),
  sv: merged("sv"),
  es: merged("es"),
};

/**
 * Translations served by the API (spec section 7): GET /api/onesky/translations, skipped when they
 * are already stored locally. Until the API serves them (404) the bundle alone is used. Failures
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
  const stored = parseStoredTranslations(readStored(storageKeys.translations));
  if (stored) {
    addTables(stored);
    return;
  }
  const fetched = await fetchTranslationsFromApi();
  if (!fetched) return;
  writeStored(storageKeys.translations, JSON.stringify(fetched));
  addTables(fetched);
};

export const i18n = i18next.createInstance();

export const initI18n = async (): Promise<typeof i18n> => {
  await i18n.use(initReactI18next).init({
    lng: initialLocale(readStored(storageKeys.locale)),
    fallbackLng: "en",
    supportedLngs: [...supportedLocales],
    resources: Object.fromEntries(supportedLocales.map((l) => [l, { translation: bundledTranslations[l] }])),
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    // Re-render when API translations arrive after the first paint.
    react: { bindI18nStore: "added" },
  });
  document.documentElement.lang = i18n.language;
  void loadTranslations();
  return i18n;
};

/** Switches the interface language and keeps it (spec section 9: locale comes from storage). */
export const setLocale = async (locale: Locale): Promise<void> => {
  writeStored(storageKeys.locale, locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
};

export const translate = (text: string, options?: Record<string, unknown>): string => i18n.t(text, options);
