import { describe, expect, it } from "vitest";
import { finnishTimeline, helsinkiContext, logOn, H } from "./report-fixtures.ts";
import { workerPaySplit } from "./pay-split.ts";

const split = (entries: ReturnType<typeof logOn>[]) => workerPaySplit({ workerId: "ann", entries, absences: [] }, finnishTimeline, helsinkiContext, "2026-11-01", "2026-11-30");

describe("pay split of a worker's day into normal hours and overtime tiers", () => {
  it("a day of 10 h in the Finnish 8 h group is 8 normal hours and 2 h at daily tier 1", () => {
    const [day] = split([logOn("2026-11-02", "07:00", "17:00")]);
    expect(day).toMatchObject({ workedSeconds: 10 * H, normalSeconds: 8 * H, overtime: [{ period: "daily", tier: 1, multiplier: 1.5, seconds: 2 * H }] });
  });

  it("a day of 12 h has 2 h at tier 1 and 2 h at tier 2", () => {
    const [day] = split([logOn("2026-11-02", "06:00", "18:00")]);
    expect(day?.normalSeconds).toBe(8 * H);
    expect(day?.overtime).toEqual([
      { period: "daily", tier: 1, multiplier: 1.5, seconds: 2 * H },
      { period: "daily", tier: 2, multiplier: 2, seconds: 2 * H },
    ]);
  });

  it("takes the overtime from the day's latest log, and a log outside the overtime computation keeps its hours normal", () => {
    const days = split([
      logOn("2026-11-03", "06:00", "12:00", { workId: "morning" }),
      logOn("2026-11-03", "12:00", "17:00", { workId: "afternoon" }),
      logOn("2026-11-03", "17:00", "19:00", { workId: "travel", includeInOvertime: false }),
    ]);
    const byId = new Map(days.map((d) => [d.workId, d]));
    expect(byId.get("morning")).toMatchObject({ normalSeconds: 6 * H, overtime: [] });
    expect(byId.get("afternoon")).toMatchObject({ normalSeconds: 2 * H, overtime: [{ tier: 1, seconds: 2 * H }, { tier: 2, seconds: 1 * H }] });
    expect(byId.get("travel")).toMatchObject({ normalSeconds: 2 * H, overtime: [] });
  });

  it("a day within 8 h has no overtime, and normal plus overtime always add up to the worked seconds", () => {
    const days = split([logOn("2026-11-04", "08:00", "16:00"), logOn("2026-11-05", "05:00", "19:30")]);
    expect(days[0]).toMatchObject({ normalSeconds: 8 * H, overtime: [] });
    for (const d of days) expect(d.normalSeconds + d.overtime.reduce((s, p) => s + p.seconds, 0)).toBe(d.workedSeconds);
  });
});
