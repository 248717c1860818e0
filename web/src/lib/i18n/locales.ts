/** The interface languages (spec section 1). The default is English (spec section 9). */
export const supportedLocales = ["en", "et", "fi", "ru", "sv", "es"] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = "en";

/** Each language's own name, as the language picker shows it. */
export const localeNames: Readonly<Record<Locale, string>> = {
  en: "English",
  et: "Eesti",
  fi: "Suomi",
  ru: "Русский",
  sv: "Svenska",
  es: "Español",
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (supportedLocales as readonly string[]).includes(value);

/** Paths on which the `lang` query parameter is honoured (spec section 1, clarification 31). */
export const langParameterPaths: readonly string[] = ["/", "/login", "/signup"];

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The locale that the URL asks for, or null where `lang` is not honoured or not supported. */
export const localeFromUrl = (pathname: string, search: string | URLSearchParams): Locale | null => {
  if (!langParameterPaths.includes(normalise(pathname))) return null;
  const lang = (typeof search === "string" ? new URLSearchParams(search) : search).get("lang")?.trim().toLowerCase();
  return isLocale(lang) ? lang : null;
};

/** The stored locale, else the default. */
export const initialLocale = (stored: string | null): Locale => (isLocale(stored) ? stored : defaultLocale);
