import { describe, expect, it } from "vitest";
import type { PayPeriodDto } from "./pay-calendar.api.ts";
import { periodOpenNotes } from "./pay-calendar-format.ts";

const period = (start: string, end: string, openUntil: string, closed: boolean): PayPeriodDto => ({ start, end, kind: "monthly", start_day: 1, close_after_days: 5, open_for_workers_until: openUntil, closed });

describe("what workers may still change", () => {
  it("early in December names November's last day for changes first, then December's", () => {
    expect(periodOpenNotes(period("2026-12-01", "2026-12-31", "2027-01-05", false), period("2026-11-01", "2026-11-30", "2026-12-05", false))).toEqual([
      { text: "Previous period {{span}} open for changes until {{date}}", values: { span: "01.11.2026 - 30.11.2026", date: "05.12.2026" } },
      { text: "open for workers until {{date}}", values: { date: "05.01.2027" } },
    ]);
  });

  it("says nothing of a previous period that is closed", () => {
    expect(periodOpenNotes(period("2026-12-01", "2026-12-31", "2026-12-31", false), period("2026-11-01", "2026-11-30", "2026-11-30", true))).toEqual([{ text: "open for workers until {{date}}", values: { date: "31.12.2026" } }]);
    expect(periodOpenNotes(period("2026-12-01", "2026-12-31", "2026-12-31", true), undefined)).toEqual([{ text: "Closed for workers", values: {} }]);
  });
});
