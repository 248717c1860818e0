import { isLocale, type Locale } from "./locales.ts";

/**
 * Translations from the API (spec section 7: GET /api/onesky/translations, field `data`) are kept in
 * local storage and survive logout; the bundled JSON is the floor they are merged over.
 */
export type TranslationTables = Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>>;

const isStringTable = (v: unknown): v is Record<string, string> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === "string");

/** Keeps only supported locales with string tables; anything else in the payload is ignored. */
export const readTranslationTables = (payload: unknown): TranslationTables => {
  const data = typeof payload === "object" && payload !== null && "data" in payload ? (payload as { data: unknown }).data : payload;
  if (typeof data !== "object" || data === null) return {};
  return Object.fromEntries(Object.entries(data).filter(([locale, table]) => isLocale(locale) && isStringTable(table)));
};

export const parseStoredTranslations = (stored: string | null): TranslationTables | null => {
  if (stored === null) return null;
  try {
    return readTranslationTables(JSON.parse(stored));
  } catch {
    return null;
  }
};

/** Where the tables are kept between visits (local storage in the app). */
export interface TranslationStore {
  read(): string | null;
  write(value: string): void;
}

/**
 * Spec section 7: the stored tables when there are any, and then no request at all; otherwise the
 * API's answer, stored for next time. Null when neither has tables (the bundle then covers every text).
 */
export const storedOrFetchedTranslations = async (
  store: TranslationStore,
  fetchTables: () => Promise<TranslationTables | null>,
): Promise<TranslationTables | null> => {
  const stored = parseStoredTranslations(store.read());
  if (stored && Object.keys(stored).length > 0) return stored;
  const fetched = await fetchTables();
  if (!fetched || Object.keys(fetched).length === 0) return null;
  store.write(JSON.stringify(fetched));
  return fetched;
};
