import { describe, expect, it } from "vitest";
import { parseStoredTranslations, readTranslationTables, storedOrFetchedTranslations } from "./translation-cache.ts";

describe("translation cache", () => {
  it("reads the API's data field, keeping supported locales with string tables", () => {
    expect(readTranslationTables({ data: { fi: { Login: "Kirjaudu" }, de: { Login: "Anmelden" }, sv: { Login: 3 } } })).toEqual({
      fi: { Login: "Kirjaudu" },
    });
    expect(readTranslationTables("nope")).toEqual({});
  });
  it("parses what local storage holds, or says there is nothing", () => {
    expect(parseStoredTranslations(null)).toBeNull();
    expect(parseStoredTranslations("{not json")).toBeNull();
    expect(parseStoredTranslations('{"et":{"Login":"Sisene"}}')).toEqual({ et: { Login: "Sisene" } });
  });
});

describe("stored or fetched translations", () => {
  const memoryStore = (initial: string | null) => {
    let value = initial;
    return { read: () => value, write: (v: string) => void (value = v), get value() { return value; } };
  };
  const fetcher = (tables: Record<string, Record<string, string>> | null) => {
    const calls: number[] = [];
    return { calls, fetch: async () => (calls.push(1), tables) };
  };

  it("skips the request when translations are already stored", async () => {
    const store = memoryStore('{"et":{"Login":"Sisene"}}');
    const api = fetcher({ et: { Login: "Logi sisse" } });
    expect(await storedOrFetchedTranslations(store, api.fetch)).toEqual({ et: { Login: "Sisene" } });
    expect(api.calls).toHaveLength(0);
  });

  it("fetches when nothing usable is stored, and stores the answer for the next visit", async () => {
    for (const stored of [null, "{not json", "{}"]) {
      const store = memoryStore(stored);
      const api = fetcher({ et: { Login: "Sisene" } });
      expect(await storedOrFetchedTranslations(store, api.fetch)).toEqual({ et: { Login: "Sisene" } });
      expect(api.calls).toHaveLength(1);
      expect(parseStoredTranslations(store.value)).toEqual({ et: { Login: "Sisene" } });
      // Next visit: served from storage.
      expect(await storedOrFetchedTranslations(store, api.fetch)).toEqual({ et: { Login: "Sisene" } });
      expect(api.calls).toHaveLength(1);
    }
  });

  it("stores nothing when the API has no tables", async () => {
    const store = memoryStore(null);
    expect(await storedOrFetchedTranslations(store, fetcher(null).fetch)).toBeNull();
    expect(store.value).toBeNull();
  });
});
