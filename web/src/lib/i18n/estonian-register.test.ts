import { describe, expect, it } from "vitest";
import { bundledTranslations } from "./translation-tables.ts";

/**
 * Estonian speaks to the reader in one register, the informal one most of the app uses ("Vali",
 * "sinu"), never the formal "Valige", "teie", "olete"; and a work type is a "tööliik", one word.
 */
// Whole words: JavaScript's \b knows no õ, ä, ö or ü ("Ettevõte" is no "te").
const formal = /(?<!\p{L})(Teie|teie|Teil|teil|Teid|teid|Teile|teile|Te|te|olete|soovite|saate|võite|peate|Sisestage|Valige|Proovige|Kinnitage|Vaadake|Avage|Logige|Looge|Lisage|Kutsuge|Seadistage|Saatke|Lohistage|Kontrollige|Palun \p{L}+ge)(?!\p{L})/u;

describe("Estonian texts", () => {
  it("use the informal register throughout", () => {
    const offending = Object.entries(bundledTranslations.et).filter(([, text]) => formal.test(text));
    expect(offending).toEqual([]);
  });

  it("write tööliik as one word", () => {
    expect(Object.entries(bundledTranslations.et).filter(([, text]) => /[Tt]öö liik/.test(text))).toEqual([]);
  });
});
