import { describe, expect, it } from "vitest";
import { logoUrl } from "./company.api.ts";

describe("company logo url", () => {
  it("adds cache_id = logo_cache", () => {
    expect(logoUrl({ logo: "/api/files/abc", logo_cache: 1700 })).toBe("/api/files/abc?cache_id=1700");
    expect(logoUrl({ logo: "/api/files/abc?x=1", logo_cache: 2 })).toBe("/api/files/abc?x=1&cache_id=2");
  });

  it("keeps a url that already has it, and no logo is null", () => {
    expect(logoUrl({ logo: "/api/files/abc?cache_id=5", logo_cache: 5 })).toBe("/api/files/abc?cache_id=5");
    expect(logoUrl({ logo: null, logo_cache: 0 })).toBeNull();
  });
});
