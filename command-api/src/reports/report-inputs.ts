import Holidays from "date-holidays";
import {
  addLocalDays,
  holidayCountryOn,
  holidayCountrySpans,
  holidayCountryTimeline,
  localDateIn,
  premiumPolicyFor,
  nationalHolidays,
  startOfLocalDate,
  type ReportAbsence,
  type ReportEntry,
  type HolidayCountryChange,
  type PremiumPolicy,
  type ReportHoliday,
  type ReportRuleKind,
  type RuleTimeline,
  type RuleVersion,
  type RulesByKind,
} from "@workledger/domain";
import type { ReportFacts, ReportHolidayCountryRow } from "@workledger/projections";

/** A version or assignment without a date of its own (a group's first rules, a person's first group) reaches back to here. */
export const BEGINNING = "0001-01-01";

/** A person's absence counts at most a normal working day per date. */
const ABSENCE_DAY_SECONDS = 8 * 3600;

const kinds: readonly ReportRuleKind[] = ["overtime", "work-round", "allowed-pause", "daily-allowance", "compensation"];
const isKind = (kind: string): kind is ReportRuleKind => (kinds as readonly string[]).includes(kind);

const effectiveDate = (at: Date | null, timeZone: string): string => (at === null ? BEGINNING : localDateIn(at.getTime(), timeZone));

/** The rule-group timeline as the ledger stood: versions and assignments dated in the company's zone. */
export const timelineOf = (facts: Pick<ReportFacts, "ruleVersions" | "assignments">, timeZone: string): RuleTimeline => ({
  versions: facts.ruleVersions.flatMap((v): RuleVersion[] =>
    isKind(v.kind) ? [{ kind: v.kind, groupId: v.group_id, version: v.version, effectiveFrom: v.effective_date ?? effectiveDate(v.effective_at, timeZone), rules: v.rules as RulesByKind[typeof v.kind], eventId: v.event_id }] : [],
  ),
  assignments: facts.assignments.flatMap((a) =>
    isKind(a.kind) ? [{ kind: a.kind, personId: a.person_id, groupId: a.group_id, effectiveFrom: effectiveDate(a.effective_at, timeZone), eventId: a.event_id }] : [],
  ),
});

export interface WorkTypeInfo {
  readonly id: string;
  readonly name: string;
  readonly productNumber: string | null;
  readonly price: number;
  readonly unit: string;
  readonly showSeparatelyOnReport: boolean;
  readonly includeInOvertime: boolean;
  /** The work type's dimension data (cost descriptions). */
  readonly costDescriptions: readonly string[];
}

export const workTypesOf = (facts: Pick<ReportFacts, "workTypes">): Map<string, WorkTypeInfo> =>
  new Map(
    facts.workTypes.map((w) => {
      const d = w.details as Partial<{ name: string; productNumber: string | null; price: number; unit: string; showSeparatelyOnReport: boolean; includeInOvertime: boolean; costDescriptions: string[] }>;
      return [
        w.work_type_id,
        {
          id: w.work_type_id,
          name: d.name ?? "",
          productNumber: d.productNumber ?? null,
          price: d.price ?? 0,
          unit: d.unit ?? "Hour",
          showSeparatelyOnReport: d.showSeparatelyOnReport ?? false,
          includeInOvertime: d.includeInOvertime ?? true,
          costDescriptions: d.costDescriptions ?? [],
        },
      ];
    }),
  );

export const entriesOf = (facts: ReportFacts, workTypes: ReadonlyMap<string, WorkTypeInfo>): ReportEntry[] =>
  facts.entries.flatMap((e) => {
    if (e.end_at === null) return [];
    return [
      {
        workId: e.work_id,
        workerId: e.worker_id,
        date: e.date,
        startMs: e.start_at.getTime(),
        endMs: e.end_at.getTime(),
        pauses: e.pauses.flatMap((p) => (p.end === null ? [] : [{ startMs: Date.parse(p.start), endMs: Date.parse(p.end) }])),
        workTypeId: e.work_type_id,
        workspaceId: e.workspace_id,
        includeInOvertime: e.work_type_id === null ? true : (workTypes.get(e.work_type_id)?.includeInOvertime ?? true),
        bonus: e.bonus,
        confirmed: e.confirmed,
        eventIds: e.event_ids,
      },
    ];
  });

/** An approved absence [start, end) as paid seconds per local date (at most a working day each). */
export const absencesOf = (facts: Pick<ReportFacts, "absences">, timeZone: string): ReportAbsence[] =>
  facts.absences.flatMap((a) => {
    const start = a.start_at.getTime();
    const end = a.end_at.getTime();
    const result: ReportAbsence[] = [];
    for (let date = localDateIn(start, timeZone); end > start && startOfLocalDate(date, timeZone) < end; date = addLocalDays(date, 1)) {
      const dayStart = startOfLocalDate(date, timeZone);
      const dayEnd = startOfLocalDate(addLocalDays(date, 1), timeZone);
      const seconds = Math.min(ABSENCE_DAY_SECONDS, Math.floor((Math.min(end, dayEnd) - Math.max(start, dayStart)) / 1000));
      if (seconds > 0) result.push({ absenceId: `${a.request_id}:${date}`, workerId: a.worker_id, date, seconds, absenceTypeId: a.absence_type_id, eventIds: [a.event_id] });
    }
    return result;
  });

/** National holidays of the country in the years the range touches (date-holidays' "public" ones). */
const holidayYears = new Map<string, readonly ReportHoliday[]>();

/** One country's national holidays of a year, computed once per process (the calendar's rules do not change at run time). */
const holidaysOfYear = (countryCode: string, year: number): readonly ReportHoliday[] => {
  const key = `${countryCode}|${year}`;
  let found = holidayYears.get(key);
  if (found === undefined) {
    const calendar = new Holidays();
    // init() answers true even for a code it does not know; the country list is the truth.
    const known = Object.hasOwn(calendar.getCountries(), countryCode);
    if (known) calendar.init(countryCode);
    found = known ? nationalHolidays(calendar.getHolidays(year), countryCode).map((h) => ({ date: h.date, name: h.name })) : [];
    holidayYears.set(key, found);
  }
  return found;
};

export const holidaysOf = (countryCode: string, from: string, to: string): ReportHoliday[] => {
  const years: number[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y += 1) years.push(y);
  return years.flatMap((y) => holidaysOfYear(countryCode, y));
};

/** The company's holiday-country history as it stood: each change from the local date it was made in the company's zone. */
export const holidayCountryChangesOf = (rows: readonly Pick<ReportHolidayCountryRow, "effective_at" | "country_code">[], timeZone: string): HolidayCountryChange[] =>
  holidayCountryTimeline(rows.map((r) => ({ effectiveFrom: localDateIn(r.effective_at.getTime(), timeZone), countryCode: r.country_code })));

/** What the engine needs of the holiday country over a range: each date's national holidays and premiums. */
export interface HolidayCountryContext {
  readonly holidays: ReportHoliday[];
  readonly premiums: PremiumPolicy;
  readonly premiumsOn: (date: string) => PremiumPolicy;
}

export const holidayCountryContext = (timeline: readonly HolidayCountryChange[], from: string, to: string): HolidayCountryContext => ({
  holidays: holidayCountrySpans(timeline, from, to).flatMap((s) => holidaysOf(s.countryCode, s.from, s.to).filter((h) => h.date >= s.from && h.date <= s.to)),
  premiums: premiumPolicyFor(holidayCountryOn(timeline, from)),
  premiumsOn: (date) => premiumPolicyFor(holidayCountryOn(timeline, date)),
});

/**
 * The holiday country of a range for a stored figures' fingerprint: the country code alone when one
 * country covers it (as the fingerprint held before the country had a history), else each span's
 * first date and country.
 */
export const holidayCountryMark = (timeline: readonly HolidayCountryChange[], from: string, to: string): string => {
  const spans = holidayCountrySpans(timeline, from, to);
  return spans.length === 1 ? (spans[0]?.countryCode ?? "") : spans.map((s) => `${s.from}:${s.countryCode}`).join(",");
};

/** Entries or absences grouped by their worker, in their order. */
export const byWorker = <T extends { readonly workerId: string }>(list: readonly T[]): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const had = map.get(item.workerId);
    if (had === undefined) map.set(item.workerId, [item]);
    else had.push(item);
  }
  return map;
};
