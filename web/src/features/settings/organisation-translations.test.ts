import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bundledTranslations } from "../../lib/i18n/translation-tables.ts";
import { supportedLocales } from "../../lib/i18n/locales.ts";
import { deviceKinds } from "../devices/device-kinds.ts";
import { workspaceEventLabels } from "../workspaces/workspace-texts.ts";
import { ruleKindForms } from "./rule-groups/rule-group-forms.ts";
import { kindTexts, roundingLabels, weekdayNames } from "./rule-groups/rule-group-texts.ts";
import { settingsSections } from "./settings-sections.ts";

/** Every text the organisation pages show: literal t("...") in their files, and the texts they pass to t() by name. */
const featuresDir = fileURLToPath(new URL("..", import.meta.url));
const owned = ["workspaces", "work-types", "settings", "devices"];
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
const literal = owned
  .flatMap((slug) => files(join(featuresDir, slug)))
  .flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string));
const allOn = { persona: "manager" as const, can: () => true, flag: () => true };
const named = [
  ...Object.values(kindTexts).flatMap((texts) => Object.values(texts)),
  ...Object.values(ruleKindForms).flatMap((f) => f.fields.flatMap((field) => [field.label, ...(field.section ? [field.section] : [])])),
  ...roundingLabels.map(([, label]) => label),
  ...weekdayNames,
  ...settingsSections(allOn).map((s) => s.label),
  ...Object.values(deviceKinds).flatMap((k) => [k.title, k.create, k.edit, k.add, k.empty, k.created, k.updated, k.deleted]),
  ...Object.values(workspaceEventLabels),
  // Server messages the forms show (translated when a translation exists).
  "Must be greater than or equal to 100 meters",
  "Must be a number",
  "This field is required",
  "Option already exist",
];
const texts = [...new Set([...literal, ...named])].sort();

describe("organisation page texts", () => {
  it("finds the texts", () => expect(texts.length).toBeGreaterThan(200));

  for (const locale of supportedLocales) {
    it(`are all translated in ${locale}${locale === "en" ? "" : " (not English copies)"}`, () => {
      const table = bundledTranslations[locale];
      const missing = texts.filter((text) => table[text] === undefined || table[text].trim() === "" || (locale !== "en" && table[text] === text));
      expect(missing).toEqual([]);
    });
  }
});
