import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { readStored, storageKeys, writeStored } from "../storage.ts";
import { initialLocale, type Locale, supportedLocales } from "./locales.ts";
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

export const bundledTranslations: Readonly<Record<Locale, TranslationTable>> = { en, et, fi, ru, sv, es };

/**
 * Where translations come from. Today: the bundle. Later (spec section 7): GET /api/onesky/translations,
 * skipped when translations are already stored locally. Swap the body of this function, not its callers.
 */
export const loadTranslations = async (): Promise<Readonly<Record<Locale, TranslationTable>>> => bundledTranslations;

export const i18n = i18next.createInstance();

export const initI18n = async (): Promise<typeof i18n> => {
  const translations = await loadTranslations();
  await i18n.use(initReactI18next).init({
    lng: initialLocale(readStored(storageKeys.locale)),
    fallbackLng: "en",
    supportedLngs: [...supportedLocales],
    resources: Object.fromEntries(supportedLocales.map((l) => [l, { translation: translations[l] }])),
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = i18n.language;
  return i18n;
};

/** Switches the interface language and keeps it (spec section 9: locale comes from storage). */
export const setLocale = async (locale: Locale): Promise<void> => {
  writeStored(storageKeys.locale, locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
};

export const translate = (text: string, options?: Record<string, unknown>): string => i18n.t(text, options);
