import { describe, expect, it } from "vitest";
import { parseStoredTranslations, readTranslationTables } from "./translation-cache.ts";

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
