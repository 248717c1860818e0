import { describe, expect, it } from "vitest";
import type { OvertimeRules } from "@workledger/event-schemas";
import { addLocalDays } from "../work-rules/zoned-time.ts";
import { premiumPolicyFor } from "./premium-policy.ts";
import { monthlyTotals, weeklyTotals, workerFigures } from "./report-figures.ts";
import { assignment, finnishTimeline, H, HELSINKI, helsinkiContext, logOn, overtimeVersion, TALLINN } from "./report-fixtures.ts";
import type { ReportEntry } from "./report-inputs.ts";

const ann = (entries: ReportEntry[], from: string, to: string, timeline = finnishTimeline, context = helsinkiContext) =>
  workerFigures({ workerId: "ann", entries, absences: [] }, timeline, context, from, to);

/** Monday 2025-03-03 and the days after it, `hours[i]` from 07:00. */
const weekFrom = (monday: string, hours: number[]): ReportEntry[] =>
  hours.map((h, i) => {
    const date = addLocalDays(monday, i);
    const end = `${String(7 + Math.floor(h)).padStart(2, "0")}:${String(Math.round((h % 1) * 60)).padStart(2, "0")}`;
    return logOn(date, "07:00", end);
  });

describe("Finnish Working Hours Act (daily 8 h and weekly 40 h; the first 2 daily overtime hours +50 %, then +100 %)", () => {
  it("a single day of 10.5 h: 8 h regular, 2 h at +50 %, 0.5 h at +100 %", () => {
    const { days } = ann([logOn("2025-03-04", "07:00", "17:30")], "2025-03-04", "2025-03-04");
    expect(days[0]?.regularSeconds).toBe(8 * H);
    expect(days[0]?.overtime.map((o) => [o.period, o.multiplier, o.seconds])).toEqual([
      ["daily", 1.5, 2 * H],
      ["daily", 2, 0.5 * H],
    ]);
  });

  it("Mon-Fri 8 h and Sat 6 h = 46 h: 6 h weekly overtime at +50 %, on Saturday", () => {
    const { days } = ann(weekFrom("2025-03-03", [8, 8, 8, 8, 8, 6]), "2025-03-03", "2025-03-09");
    expect(weeklyTotals(days)[0]).toMatchObject({ workedSeconds: 46 * H, overtimeSeconds: 6 * H, weightedOvertimeSeconds: 9 * H });
    expect(days[5]?.overtime.map((o) => [o.period, o.multiplier, o.seconds])).toEqual([["weekly", 1.5, 6 * H]]);
  });

  it("Mon 10 h, Tue-Fri 8 h, Sat 4 h = 46 h: Monday's 2 h daily, 4 h weekly; daily overtime is not counted twice", () => {
    const { days } = ann(weekFrom("2025-03-03", [10, 8, 8, 8, 8, 4]), "2025-03-03", "2025-03-09");
    const all = days.flatMap((d) => d.overtime.map((o) => [d.date, o.period, o.multiplier, o.seconds]));
    expect(all).toEqual([
      ["2025-03-03", "daily", 1.5, 2 * H],
      ["2025-03-08", "weekly", 1.5, 4 * H],
    ]);
    expect(weeklyTotals(days)[0]?.overtimeSeconds).toBe(6 * H);
  });

  it("names the overtime group version and the source events of every figure", () => {
    const { days, entries } = ann([logOn("2025-03-04", "07:00", "17:30", { workId: "log-1" })], "2025-03-04", "2025-03-04");
    expect(days[0]?.overtime.every((o) => o.rule.groupId === "fi" && o.rule.version === 1 && o.rule.eventId === "ev-fi-v1")).toBe(true);
    expect(days[0]?.eventIds).toEqual(["ev-log-1"]);
    expect(entries[0]?.eventIds).toEqual(["ev-log-1"]);
  });

  it("Sunday work is paid +100 % in Finland, national holidays too", () => {
    const context = { timeZone: HELSINKI, holidays: [{ date: "2025-12-06", name: "Itsenäisyyspäivä" }], premiums: premiumPolicyFor("FI") };
    const { days } = ann([logOn("2025-12-06", "08:00", "12:00"), logOn("2025-12-07", "08:00", "11:00")], "2025-12-06", "2025-12-07", finnishTimeline, context);
    expect(days[0]?.premiums).toEqual([{ kind: "holiday", multiplier: 2, seconds: 4 * H, name: "Itsenäisyyspäivä" }]);
    expect(days[1]?.premiums).toEqual([{ kind: "sunday", multiplier: 2, seconds: 3 * H, name: "" }]);
  });
});

describe("a rule-group change applies from the date it names, never to the past", () => {
  const sevenAndHalf: OvertimeRules = { daily: { thresholdSeconds: 7.5 * H, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] }, weekly: null, monthly: null };
  const timeline = { ...finnishTimeline, versions: [...finnishTimeline.versions, overtimeVersion("fi", 2, "2025-03-05", sevenAndHalf)] };

  it("the day before the change keeps version 1, the day of it uses version 2", () => {
    const { days } = ann([logOn("2025-03-04", "07:00", "16:00"), logOn("2025-03-05", "07:00", "16:00")], "2025-03-04", "2025-03-05", timeline);
    expect(days[0]?.overtime.map((o) => [o.rule.version, o.seconds])).toEqual([[1, 1 * H]]);
    expect(days[1]?.overtime.map((o) => [o.rule.version, o.seconds])).toEqual([[2, 1.5 * H]]);
  });

  it("leaving the group ends overtime from that date", () => {
    const left = { ...finnishTimeline, assignments: [...finnishTimeline.assignments, assignment("overtime", "ann", null, "2025-03-05")] };
    const { days } = ann([logOn("2025-03-04", "07:00", "17:00"), logOn("2025-03-05", "07:00", "17:00")], "2025-03-04", "2025-03-05", left);
    expect(days.map((d) => d.overtimeSeconds)).toEqual([2 * H, 0]);
  });
});

describe("Estonia (TLS): night 22:00-06:00 at 1.25, holiday work at 2x, monthly norm", () => {
  const estonian = { timeZone: TALLINN, holidays: [{ date: "2025-02-24", name: "Iseseisvuspäev" }], premiums: premiumPolicyFor("EE") };
  const none = { versions: [], assignments: [] };

  it("a night 22:00-06:00 is 8 h of night premium at 1.25", () => {
    const { days } = ann([logOn("2025-02-10", "22:00", "06:00", { timeZone: TALLINN })], "2025-02-10", "2025-02-10", none, estonian);
    expect(days[0]?.premiums).toEqual([{ kind: "night", multiplier: 1.25, seconds: 8 * H, name: "" }]);
  });

  it("a holiday shift of 8 h is paid 2x", () => {
    const { days } = ann([logOn("2025-02-24", "08:00", "16:00", { timeZone: TALLINN })], "2025-02-24", "2025-02-24", none, estonian);
    expect(days[0]?.premiums).toEqual([{ kind: "holiday", multiplier: 2, seconds: 8 * H, name: "Iseseisvuspäev" }]);
  });

  it("a night shift into the holiday: only the hours after midnight are holiday work", () => {
    const { days } = ann([logOn("2025-02-23", "22:00", "06:00", { timeZone: TALLINN })], "2025-02-23", "2025-02-23", none, estonian);
    expect(days[0]?.premiums).toContainEqual({ kind: "holiday", multiplier: 2, seconds: 6 * H, name: "Iseseisvuspäev" });
  });

  it("monthly norm 168 h, worked 176 h: 8 h overtime at 1.5", () => {
    const monthly: OvertimeRules = { daily: null, weekly: null, monthly: { thresholdSeconds: 168 * H, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] } };
    const timeline = { versions: [overtimeVersion("ee", 1, "2025-01-01", monthly)], assignments: [assignment("overtime", "ann", "ee", "2025-01-01")] };
    const entries = Array.from({ length: 22 }, (_, i) => logOn(addLocalDays("2025-04-01", i), "08:00", "16:00", { timeZone: TALLINN }));
    const { days } = ann(entries, "2025-04-01", "2025-04-30", timeline, { ...estonian, premiums: premiumPolicyFor(null) });
    expect(monthlyTotals(days)[0]).toMatchObject({ workedSeconds: 176 * H, overtimeSeconds: 8 * H, weightedOvertimeSeconds: 12 * H });
  });
});

describe("DST nights of Europe/Helsinki", () => {
  it("22:00 on 29 Mar 2025 to 06:00 is 7 h and belongs to the start date", () => {
    const { days } = ann([logOn("2025-03-29", "22:00", "06:00")], "2025-03-29", "2025-03-30");
    expect(days.map((d) => [d.date, d.workedSeconds])).toEqual([["2025-03-29", 7 * H]]);
  });

  it("22:00 on 25 Oct 2025 to 06:00 is 9 h: 1 h daily overtime at +50 %", () => {
    const { days } = ann([logOn("2025-10-25", "22:00", "06:00")], "2025-10-25", "2025-10-26");
    expect(days.map((d) => [d.date, d.workedSeconds, d.overtimeSeconds])).toEqual([["2025-10-25", 9 * H, 1 * H]]);
  });

  it("the Estonian night premium follows the clock: 7 h and 9 h on the DST nights", () => {
    const context = { timeZone: HELSINKI, holidays: [], premiums: premiumPolicyFor("EE") };
    const { days } = ann([logOn("2025-03-29", "22:00", "06:00"), logOn("2025-10-25", "22:00", "06:00")], "2025-03-01", "2025-10-31", { versions: [], assignments: [] }, context);
    expect(days.map((d) => d.premiums[0]?.seconds)).toEqual([7 * H, 9 * H]);
  });
});

describe("pauses, rounds, allowances, compensation, bonus and absences", () => {
  const timeline = {
    versions: [
      ...finnishTimeline.versions,
      { kind: "work-round" as const, groupId: "r", version: 1, effectiveFrom: "2020-01-01", rules: { roundStartMinutes: 15 as const, roundEndMinutes: 15 as const }, eventId: "ev-r" },
      { kind: "allowed-pause" as const, groupId: "p", version: 1, effectiveFrom: "2020-01-01", rules: { entitlements: [{ minWorkSeconds: 4 * H, allowedPauseSeconds: 900 }] }, eventId: "ev-p" },
      { kind: "daily-allowance" as const, groupId: "d", version: 3, effectiveFrom: "2020-01-01", rules: { tiers: [{ name: "Partial", minSeconds: 6 * H, amountCents: 2500 }, { name: "Full", minSeconds: 10 * H, amountCents: 5100 }] }, eventId: "ev-d" },
      {
        kind: "compensation" as const,
        groupId: "c",
        version: 1,
        effectiveFrom: "2020-01-01",
        rules: { windows: [{ name: "Evening", kind: "PerHour" as const, centsPerHour: 120, weekdays: [1, 2, 3, 4, 5], from: "18:00", to: "22:00" }] },
        eventId: "ev-c",
      },
    ],
    assignments: [...finnishTimeline.assignments, ...(["work-round", "allowed-pause", "daily-allowance", "compensation"] as const).map((k) => assignment(k, "ann", k === "work-round" ? "r" : k === "allowed-pause" ? "p" : k === "daily-allowance" ? "d" : "c", "2020-01-01"))],
  };

  it("rounds the edges, pays 15 min of a 30-min pause, pays the allowance tier and the evening window", () => {
    const log = logOn("2025-03-04", "10:07", "20:53", { pauses: [["12:00", "12:30"]], bonus: 40 });
    const { days, entries } = ann([log], "2025-03-04", "2025-03-04", timeline);
    expect(entries[0]?.rules.map((r) => r.kind)).toEqual(["work-round", "allowed-pause", "compensation"]);
    expect(entries[0]?.workedSeconds).toBe(10.75 * H);
    expect(entries[0]?.paidPauseSeconds).toBe(900);
    expect(entries[0]?.rules.map((r) => r.kind)).toEqual(["work-round", "allowed-pause", "compensation"]);
    expect(days[0]?.dailyAllowance).toMatchObject({ name: "Full", amountCents: 5100, rule: { groupId: "d", version: 3 } });
    expect(days[0]?.compensation).toMatchObject([{ name: "Evening", seconds: 3 * H, amountCents: 360 }]);
    expect(days[0]?.bonus).toBe(40);
    expect(days[0]?.overtime.map((o) => o.seconds)).toEqual([2 * H, 0.75 * H]);
  });

  it("work types left out of the overtime computation and paid absences never make overtime", () => {
    const entries = [logOn("2025-03-04", "07:00", "15:00"), logOn("2025-03-04", "15:00", "18:00", { includeInOvertime: false })];
    const absences = [{ absenceId: "a1", workerId: "ann", date: "2025-03-04", seconds: 4 * H, absenceTypeId: "sick", eventIds: ["ev-a1"] }];
    const { days } = workerFigures({ workerId: "ann", entries, absences }, finnishTimeline, helsinkiContext, "2025-03-04", "2025-03-04");
    expect(days[0]).toMatchObject({ workedSeconds: 11 * H, overtimeSeconds: 0, absenceSeconds: 4 * H, regularSeconds: 11 * H });
    expect(days[0]?.eventIds).toContain("ev-a1");
  });
});
