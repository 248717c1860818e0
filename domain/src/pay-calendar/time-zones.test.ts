import { describe, expect, it } from "vitest";
import { companyTimeZoneAt, isTimeZone, timeZoneAt, withTimeZoneChange } from "./time-zones.ts";

describe("effective-dated time zones", () => {
  it("knows IANA names and refuses anything else", () => {
    expect(isTimeZone("Europe/Helsinki")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("+02:00")).toBe(false);
  });

  it("keeps the registered zone until a change's date starts in the new zone", () => {
    const changes = [{ effectiveFrom: "2026-12-01", timeZone: "America/New_York" }];
    expect(companyTimeZoneAt("Europe/Helsinki", changes, "2026-12-01T04:59:59.000Z")).toBe("Europe/Helsinki");
    expect(companyTimeZoneAt("Europe/Helsinki", changes, "2026-12-01T05:00:00.000Z")).toBe("America/New_York");
    expect(companyTimeZoneAt(null, [], "2026-12-01T05:00:00.000Z")).toBe("Europe/Helsinki");
  });

  it("lets a person follow their own zone from a date, and the company's again after a null change", () => {
    const company = [{ effectiveFrom: "2026-11-01", timeZone: "Europe/Tallinn" }];
    const person = withTimeZoneChange([{ effectiveFrom: "2026-11-10", timeZone: "Europe/Stockholm" }], { effectiveFrom: "2026-12-01", timeZone: null });
    const timeline = { registered: "Europe/Helsinki", company, person };
    expect(timeZoneAt(timeline, "2026-11-05T12:00:00.000Z")).toBe("Europe/Tallinn");
    expect(timeZoneAt(timeline, "2026-11-20T12:00:00.000Z")).toBe("Europe/Stockholm");
    expect(timeZoneAt(timeline, "2026-12-02T12:00:00.000Z")).toBe("Europe/Tallinn");
  });
});
