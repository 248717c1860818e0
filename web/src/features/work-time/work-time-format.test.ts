import { describe, expect, it } from "vitest";
import { workedSeconds } from "@workledger/domain/work-time/work-time.rules.ts";
import { emptyWorkLogForm, workLogFeedback } from "./work-log-form.ts";
import { addDays, formatDate, formatHours, localDateOf, payPeriodOf, spanOf, zoneOr } from "./work-time-format.ts";

const zone = "Europe/Helsinki";

/** A night typed into the work-log form as the wall clock said, read back as the web shows it: span and hours (the domain's rule). */
const typedNight = (startDate: string, endDate: string, decimal: boolean) => {
  const work = workLogFeedback({ ...emptyWorkLogForm("w1", startDate), startDate, startTime: "22:00", endDate, endTime: "06:00" }, zone, []).work;
  if (work === null) throw new Error("the form did not accept the night");
  return { work, span: spanOf({ start: work.start, end: work.end }, zone), hours: formatHours(workedSeconds(work), decimal) };
};

describe("display in the company zone", () => {
  it("defaults to Europe/Helsinki", () => expect(zoneOr(null)).toBe("Europe/Helsinki"));

  it("shows a night across spring-forward as the wall clock said, worth 7 h", () => {
    // 2026-03-29 03:00 EET -> 04:00 EEST: 22:00 EET = 20:00Z, 06:00 EEST = 03:00Z.
    const night = typedNight("2026-03-28", "2026-03-29", false);
    expect(night.work).toMatchObject({ start: "2026-03-28T20:00:00.000Z", end: "2026-03-29T03:00:00.000Z" });
    expect(night).toMatchObject({ span: "22:00-06:00", hours: "7:00" });
  });

  it("shows a night across fall-back as the wall clock said, worth 9 h", () => {
    // 2026-10-25 04:00 EEST -> 03:00 EET: 22:00 EEST = 19:00Z, 06:00 EET = 04:00Z.
    const night = typedNight("2026-10-24", "2026-10-25", true);
    expect(night.work).toMatchObject({ start: "2026-10-24T19:00:00.000Z", end: "2026-10-25T04:00:00.000Z" });
    expect(night).toMatchObject({ span: "22:00-06:00", hours: "9.00" });
  });

  it("takes the local date, not the UTC one", () => expect(localDateOf("2026-11-22T22:30:00Z", zone)).toBe("2026-11-23"));

  it("formats dates as dd.MM.yyyy and open work with '...'", () => {
    expect(formatDate("2026-11-05")).toBe("05.11.2026");
    expect(spanOf({ start: "2026-11-05T06:00:00Z", end: null }, zone)).toBe("08:00-...");
  });
});

describe("hours", () => {
  it("as h:mm or decimals with two places", () => {
    expect(formatHours(7.5 * 3600, false)).toBe("7:30");
    expect(formatHours(7.5 * 3600, true)).toBe("7.50");
    expect(formatHours(59, false)).toBe("0:00");
  });
});

describe("the pay period", () => {
  it("covers the past two weeks, today included", () => expect(payPeriodOf("2026-11-22")).toEqual({ from: "2026-11-09", to: "2026-11-22" }));
  it("crosses months and years", () => expect(addDays("2026-01-03", -13)).toBe("2025-12-21"));
});
