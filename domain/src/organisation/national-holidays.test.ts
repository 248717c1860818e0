import { describe, expect, it } from "vitest";
import { nationalHolidays } from "./national-holidays.ts";

describe("national holidays", () => {
  it("keeps only national ones ('public' in date-holidays), as dates, once, in date order", () => {
    const listed = [
      { date: "2026-12-24 00:00:00", name: "Jouluaatto", type: "bank" },
      { date: "2026-12-06 00:00:00", name: "Itsenäisyyspäivä", type: "public" },
      { date: "2026-01-01 00:00:00", name: "Uudenvuodenpäivä", type: "public" },
      { date: "2026-05-10 00:00:00", name: "Äitienpäivä", type: "observance" },
      { date: "2026-06-19 12:00:00", name: "Juhannusaatto", type: "optional" },
      { date: "2026-12-06 00:00:00", name: "Itsenäisyyspäivä", type: "public" },
      { date: "2026-05-01", name: "Vappu", type: "National" },
      { date: "2026-04-12", name: "School day", type: "school" },
    ];
    expect(nationalHolidays(listed, "fi")).toEqual([
      { date: "2026-01-01", name: "Uudenvuodenpäivä", type: "National", code: "FI" },
      { date: "2026-05-01", name: "Vappu", type: "National", code: "FI" },
      { date: "2026-12-06", name: "Itsenäisyyspäivä", type: "National", code: "FI" },
    ]);
  });

  it("gives nothing for an empty list and skips entries without a date", () => {
    expect(nationalHolidays([], "FI")).toEqual([]);
    expect(nationalHolidays([{ date: "soon", name: "X", type: "public" }], "FI")).toEqual([]);
  });
});
