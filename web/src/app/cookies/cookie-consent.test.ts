import { describe, expect, it } from "vitest";
import { consentCookie, hasConsent } from "./cookie-consent.ts";

describe("cookie consent", () => {
  it("keeps the cookie 36 days", () => {
    const cookie = consentCookie(new Date("2026-01-01T00:00:00Z"), false);
    expect(cookie).toContain("cookie_accepted=true");
    expect(cookie).toContain("expires=Fri, 06 Feb 2026 00:00:00 GMT");
    expect(cookie).toContain("max-age=3110400");
    expect(cookie).not.toContain("Secure");
    expect(consentCookie(new Date(0), true)).toContain("Secure");
  });
  it("reads consent from the cookie header", () => {
    expect(hasConsent("a=1; cookie_accepted=true")).toBe(true);
    expect(hasConsent("cookie_accepted=false")).toBe(false);
    expect(hasConsent("")).toBe(false);
  });
});
