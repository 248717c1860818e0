import { addLocalDays, instantOfLocal } from "@workledger/domain";
import type { PayrollPayCodes } from "@workledger/event-schemas";
import type { ReportFacts } from "@workledger/projections";

/**
 * The payroll golden month: a company in Europe/Helsinki (holiday country FI) with three workers,
 * as the reports read model holds them at one position. The facts, rules and codes only; the
 * expected figures are written by hand from the rules in `payroll-golden-month.compose.int.test.ts`.
 *
 * - Anna (Assembly, 20.00 €/h): 07:00-15:00 days with a 15-minute coffee pause (paid), an 11-hour
 *   day, Saturday work that passes the 40-hour week, a 50 € production bonus, and sick leave for the
 *   whole local day of Wednesday 18 November.
 * - Ben (Night, 25.50 €/h, the Evening compensation group): evening-to-night shifts, an 11-hour
 *   shift, a Sunday with a 30 € bonus, and in October a night shift across the end of summer time
 *   (Sat 24 to Sun 25 October: 9 real hours) and work on All Saints' Day (Sat 31 October).
 * - Ville (Assembly, rounding to 15 minutes, the daily allowance group): an 11-hour day, a 7-hour day
 *   and a 3-hour day.
 *
 * Every worker is in the Finnish overtime group (daily 8 h: 2 h at 1.5, then 2; weekly 40 h at 1.5)
 * and in the allowed-pause group (after 4 h at work, 15 minutes of pause are paid).
 */
export const GOLDEN_ZONE = "Europe/Helsinki";
export const ANNA = "0a000000-0000-4000-8000-00000000a001";
export const BEN = "0a000000-0000-4000-8000-00000000b002";
export const VILLE = "0a000000-0000-4000-8000-00000000c003";
export const ASSEMBLY = "0b000000-0000-4000-8000-000000000001";
export const NIGHT = "0b000000-0000-4000-8000-000000000002";
export const SICK = "0c000000-0000-4000-8000-000000000001";
export const WORKSPACE = "0d000000-0000-4000-8000-000000000001";

const versioned = { company_id: "c", from_commit: "10", from_prepare: "10", to_commit: null, to_prepare: null, recorded_at: new Date("2026-12-01T00:00:00Z") };

interface LogSpec {
  readonly worker: string;
  readonly id: string;
  readonly date: string;
  readonly from: string;
  readonly to: string;
  readonly workType: string;
  readonly pauses?: readonly (readonly [string, string])[];
  readonly bonus?: number;
}

/** A local time on the log's date, or on the next date when it is before the start (a night shift). */
const at = (date: string, start: string, time: string): Date => new Date(instantOfLocal(time < start ? addLocalDays(date, 1) : date, time, GOLDEN_ZONE));

const entry = (log: LogSpec) => ({
  ...versioned,
  work_id: log.id,
  worker_id: log.worker,
  date: log.date,
  start_at: at(log.date, log.from, log.from),
  end_at: at(log.date, log.from, log.to),
  pauses: (log.pauses ?? []).map(([s, e]) => ({ start: at(log.date, log.from, s).toISOString(), end: at(log.date, log.from, e).toISOString(), lengthSeconds: null })),
  work_type_id: log.workType,
  workspace_id: WORKSPACE,
  bonus: log.bonus ?? null,
  confirmed: true,
  deleted: false,
  confirmed_pricing: null,
  event_ids: [`${log.id}-added`, `${log.id}-confirmed`],
});

export const goldenLogs: readonly LogSpec[] = [
  // Anna, week of Monday 2 November.
  { worker: ANNA, id: "a-1102", date: "2026-11-02", from: "07:00", to: "15:00", workType: ASSEMBLY, pauses: [["10:00", "10:15"]], bonus: 50 },
  { worker: ANNA, id: "a-1103", date: "2026-11-03", from: "06:00", to: "17:00", workType: ASSEMBLY, pauses: [["11:00", "11:30"]] },
  { worker: ANNA, id: "a-1104", date: "2026-11-04", from: "07:00", to: "15:00", workType: ASSEMBLY, pauses: [["10:00", "10:15"]] },
  { worker: ANNA, id: "a-1105", date: "2026-11-05", from: "07:00", to: "15:00", workType: ASSEMBLY, pauses: [["10:00", "10:15"]] },
  { worker: ANNA, id: "a-1106", date: "2026-11-06", from: "07:00", to: "15:00", workType: ASSEMBLY, pauses: [["10:00", "10:15"]] },
  { worker: ANNA, id: "a-1107", date: "2026-11-07", from: "08:00", to: "12:00", workType: ASSEMBLY },
  { worker: ANNA, id: "a-1117", date: "2026-11-17", from: "08:00", to: "16:00", workType: ASSEMBLY },
  // Ben: October's DST night and All Saints' Day, then November's evening-to-night shifts and a Sunday.
  { worker: BEN, id: "b-1024", date: "2026-10-24", from: "22:00", to: "06:00", workType: NIGHT },
  { worker: BEN, id: "b-1031", date: "2026-10-31", from: "08:00", to: "14:00", workType: NIGHT },
  { worker: BEN, id: "b-1109", date: "2026-11-09", from: "20:00", to: "04:00", workType: NIGHT, pauses: [["00:00", "00:30"]] },
  { worker: BEN, id: "b-1110", date: "2026-11-10", from: "20:00", to: "04:00", workType: NIGHT, pauses: [["00:00", "00:30"]] },
  { worker: BEN, id: "b-1111", date: "2026-11-11", from: "18:00", to: "05:00", workType: NIGHT, pauses: [["23:00", "23:30"]] },
  { worker: BEN, id: "b-1115", date: "2026-11-15", from: "08:00", to: "16:00", workType: NIGHT, bonus: 30 },
  // Ville: punches off the quarter hour (rounded), long and short days.
  { worker: VILLE, id: "v-1116", date: "2026-11-16", from: "06:07", to: "17:08", workType: ASSEMBLY, pauses: [["12:00", "12:30"]] },
  { worker: VILLE, id: "v-1117", date: "2026-11-17", from: "07:00", to: "14:00", workType: ASSEMBLY },
  { worker: VILLE, id: "v-1118", date: "2026-11-18", from: "09:00", to: "12:00", workType: ASSEMBLY },
];

const group = (kind: string, id: string, rules: unknown) => ({
  company_id: "c",
  kind,
  group_id: id,
  version: 1,
  position_commit: "1",
  position_prepare: "1",
  recorded_at: new Date("2026-01-01T00:00:00Z"),
  effective_at: null,
  effective_date: null,
  rules,
  event_id: `${id}-created`,
});
const member = (kind: string, id: string, person: string) => ({ company_id: "c", kind, person_id: person, group_id: id, position_commit: "2", position_prepare: "2", effective_at: null, event_id: `${id}-${person}` });

export const goldenFacts = {
  position: { commit: "900", prepare: "900" },
  entries: goldenLogs.map(entry),
  absences: [
    // Sick leave, the whole of Wednesday 18 November in Helsinki (UTC+2): 17 Nov 22:00Z to 18 Nov 22:00Z.
    { ...versioned, request_id: "sick-1118", worker_id: ANNA, absence_type_id: SICK, start_at: new Date("2026-11-17T22:00:00Z"), end_at: new Date("2026-11-18T22:00:00Z"), approved: true, event_id: "sick-1118-approved" },
  ],
  workTypes: [
    { ...versioned, work_type_id: ASSEMBLY, details: { name: "Assembly", productNumber: "100", vismaProductNumber: "11", price: 20, unit: "Hour", includeInOvertime: true }, active: true, event_id: "assembly" },
    { ...versioned, work_type_id: NIGHT, details: { name: "Night", productNumber: "200", vismaProductNumber: "12", price: 25.5, unit: "Hour", includeInOvertime: true }, active: true, event_id: "night" },
  ],
  ruleVersions: [
    group("overtime", "ot", {
      daily: { thresholdSeconds: 8 * 3600, tiers: [{ lengthSeconds: 2 * 3600, multiplier: 1.5 }, { lengthSeconds: null, multiplier: 2 }] },
      weekly: { thresholdSeconds: 40 * 3600, tiers: [{ lengthSeconds: null, multiplier: 1.5 }] },
      monthly: null,
    }),
    group("allowed-pause", "ap", { entitlements: [{ minWorkSeconds: 4 * 3600, allowedPauseSeconds: 15 * 60 }] }),
    group("daily-allowance", "da", { tiers: [{ name: "Partial", minSeconds: 6 * 3600, amountCents: 2500 }, { name: "Full", minSeconds: 10 * 3600, amountCents: 5400 }] }),
    group("work-round", "wr", { roundStartMinutes: 15, roundEndMinutes: 15 }),
    group("compensation", "comp", { windows: [{ name: "Evening", kind: "PerHour", centsPerHour: 250, weekdays: [1, 2, 3, 4, 5], from: "18:00", to: "22:00" }] }),
  ],
  assignments: [
    ...[ANNA, BEN, VILLE].flatMap((p) => [member("overtime", "ot", p), member("allowed-pause", "ap", p)]),
    member("daily-allowance", "da", VILLE),
    member("work-round", "wr", VILLE),
    member("compensation", "comp", BEN),
  ],
} as unknown as ReportFacts;

export const goldenCountryRows = [{ effective_at: new Date("2020-01-01T00:00:00Z"), country_code: "FI" }];

/** Merit Palk: salary Typecodes and the Palk sick-leave absence code 7. */
export const goldenMeritCodes: PayrollPayCodes = {
  target: "merit-palk",
  overtime: [
    { period: "daily", tier: 1, code: "51" },
    { period: "daily", tier: 2, code: "52" },
    { period: "weekly", tier: 1, code: "53" },
  ],
  absences: [{ absenceTypeId: SICK, code: "7" }],
  bonus: "401",
  dailyAllowance: "402",
  compensation: "403",
  sundayPremium: "404",
  holidayPremium: "405",
};

/** Netvisor: collector ratios for hours, payroll ratios for the period collector. */
export const goldenNetvisorCodes: PayrollPayCodes = {
  target: "netvisor",
  overtime: [
    { period: "daily", tier: 1, code: "21" },
    { period: "daily", tier: 2, code: "22" },
    { period: "weekly", tier: 1, code: "23" },
  ],
  absences: [{ absenceTypeId: SICK, code: "31" }],
  bonus: "41",
  dailyAllowance: "42",
  compensation: "43",
  sundayPremium: "44",
  holidayPremium: "45",
};

export const goldenMeritIds = new Map<string, string | null>([
  [ANNA, "38001085718"],
  [BEN, "38502020011"],
  [VILLE, "39001010022"],
]);
export const goldenNetvisorIds = new Map<string, string | null>([
  [ANNA, "1001"],
  [BEN, "1002"],
  [VILLE, "1003"],
]);
