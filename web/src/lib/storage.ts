/**
 * Everything the app keeps in local storage (spec section 3, "Local persistence"), by one name each.
 * Logout clears it all except the cached translations, the locales and the chosen locale (spec section 4):
 * a person who chose Finnish finds the login page in Finnish after logging out.
 */
export const storageKeys = {
  accessToken: "access_token",
  csrf: "csrf",
  persona: "persona",
  locale: "locale",
  translations: "translations",
  locales: "locales",
  selectedCompany: "selected_company",
  divisions: "divisions",
  pageFilters: "page_filters",
  scheduleFilters: "schedule_filters",
  reportFilters: "report_filters",
  peopleReportColumns: "people_report_columns",
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const keptOnLogout: readonly StorageKey[] = [storageKeys.translations, storageKeys.locales, storageKeys.locale];

// Storage can throw (private mode, disabled); the app then runs without persistence.
const store = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export const readStored = (key: StorageKey): string | null => {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStored = (key: StorageKey, value: string | null): void => {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    /* quota or disabled storage: nothing to keep */
  }
};

export const clearStoredForLogout = (): void => {
  const s = store();
  if (!s) return;
  const kept = keptOnLogout.map((k) => [k, s.getItem(k)] as const);
  s.clear();
  for (const [k, v] of kept) if (v !== null) s.setItem(k, v);
};
