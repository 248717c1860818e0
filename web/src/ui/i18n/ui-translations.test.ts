import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fieldErrorMessages, uiKitMessages, uiMessages, uiTranslations } from "./ui-translations.ts";

const uiRoot = join(import.meta.dirname, "..");
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "gallery" || name === "e2e" ? [] : sources(path);
    return path.endsWith(".tsx") ? [path] : [];
  });

describe("ui translations", () => {
  it("list every text the kit passes to t()", () => {
    const used = new Set(sources(uiRoot).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\bt\("((?:[^"\\]|\\.)*)"/g)].map((m) => m[1])));
    expect([...used].sort()).toEqual([...uiKitMessages].sort());
  });

  it("lists the API's field errors apart from the kit's own texts, once each", () => {
    expect(fieldErrorMessages.filter((m) => uiKitMessages.includes(m))).toEqual([]);
    expect(new Set(uiMessages).size).toBe(uiMessages.length);
  });

  it.each(["et", "fi", "ru", "sv", "es"] as const)("%s translates every text and keeps placeholders", (locale) => {
    const table = uiTranslations[locale];
    for (const message of uiMessages) {
      const text = table[message];
      expect(text, message).toBeTruthy();
      for (const placeholder of message.match(/{{\w+}}/g) ?? []) expect(text, message).toContain(placeholder);
    }
    const copies = uiMessages.filter((m) => table[m] === m);
    expect(copies.length, `English copies in ${locale}: ${copies.join(", ")}`).toBeLessThanOrEqual(1);
  });
});
