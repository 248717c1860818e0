import { describe, expect, it } from "vitest";
import { initialLocale, localeFromUrl } from "./locales.ts";

describe("localeFromUrl", () => {
  it.each(["/", "/login", "/signup", "/login/"])("honours lang on %s", (path) => expect(localeFromUrl(path, "?lang=fi")).toBe("fi"));
  it.each(["/dashboard", "/forgot-password", "/error/404", "/verification"])("ignores lang on %s", (path) =>
    expect(localeFromUrl(path, "?lang=fi")).toBeNull(),
  );
  it("ignores unsupported or missing languages", () => {
    expect(localeFromUrl("/login", "?lang=de")).toBeNull();
    expect(localeFromUrl("/login", "")).toBeNull();
  });
  it("is case-insensitive", () => expect(localeFromUrl("/signup", new URLSearchParams("lang=RU"))).toBe("ru"));
});

describe("initialLocale", () => {
  it("uses the stored locale, else English", () => {
    expect(initialLocale("sv")).toBe("sv");
    expect(initialLocale(null)).toBe("en");
    expect(initialLocale("xx")).toBe("en");
  });
});
