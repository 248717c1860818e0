import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { scheduleMessages } from "@workledger/domain/schedules/schedules.errors.ts";
import { planningWarningMessages } from "@workledger/domain/schedules/schedules.warnings.ts";
import { fieldMessages } from "../http/field-messages.ts";
import { defaultServedTranslationsFile, parseServedTranslations } from "../translations/translations.routes.ts";

/**
 * Every text the schedules API sends a person (its errors, the planning warnings, the answers of its
 * commands) is in all six locales of the served tables (GET /api/onesky/translations, the web's
 * tables): the web shows the server's English message through them. The routes' own literals are
 * read from their sources, so a new message without translations fails here.
 */
const routeLiterals = async (): Promise<string[]> => {
  const folder = new URL("./", import.meta.url);
  const files = (await readdir(folder)).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  const found = new Set<string>();
  const patterns = [
    /replySchedule\(\s*reply,\s*[^,]+,\s*"([^"]+)"/g,
    /replySchedule\(\s*reply,\s*[^,]+,\s*[^?]+\?\s*"([^"]+)"\s*:\s*"([^"]+)"/g,
    /(?:Validation|Forbidden|NotFound|Conflict)Error(?:\.of)?\(\s*(?:"[a-z_]+",\s*)?"([A-Z][^"]+)"/g,
  ];
  for (const file of files) {
    const source = await readFile(new URL(file, folder), "utf8");
    for (const pattern of patterns) for (const match of source.matchAll(pattern)) for (const text of match.slice(1)) if (text !== undefined) found.add(text);
  }
  return [...found];
};

describe("schedule texts in six locales", () => {
  it("the served tables hold every schedule error, planning warning and answer the server sends", async () => {
    const served = parseServedTranslations(await readFile(defaultServedTranslationsFile, "utf8"));
    const literals = await routeLiterals();
    // The reader finds the routes' texts (a broken pattern would check nothing).
    expect(literals).toEqual(expect.arrayContaining(["Schedule successfully created", "Position successfully created", "The end date must not be before the start date"]));
    const texts = [...new Set([...Object.values(scheduleMessages), ...Object.values(planningWarningMessages), ...literals, fieldMessages.date, "This feature is not active for your company"])];
    expect(served.locales.map((l) => l.code).sort()).toEqual(["en", "es", "et", "fi", "ru", "sv"]);
    const missing = served.locales.flatMap(({ code }) => texts.filter((text) => served.translations[code]?.[text] === undefined).map((text) => `${code}: ${text}`));
    expect(missing).toEqual([]);
    // Translated, not English copied over (the six tables are the web's; 'en' maps a text to itself).
    for (const code of ["et", "fi", "ru", "sv", "es"]) expect(texts.filter((text) => served.translations[code]![text] === text && !/^\d/.test(text))).toEqual([]);
  });
});
