import Holidays from "date-holidays";
import {
  addLocalDays,
  localDateIn,
  nationalHolidays,
  startOfLocalDate,
  type ReportAbsence,
  type ReportEntry,
  type ReportHoliday,
  type ReportRuleKind,
  type RuleTimeline,
  type RuleVersion,
  type RulesByKind,
} from "@workledger/domain";
import type { ReportFacts } from "@workledger/projections";

/** A version or assignment without a date of its own (a group's first rules, a person's first group) reaches back to here. */
export const BEGINNING = "0001-01-01";

/** A person's absence counts at most a normal working day per date. */
const ABSENCE_DAY_SECONDS = 8 * 3600;

const kinds: readonly ReportRuleKind[] = ["overtime", "work-round", "allowed-pause", "daily-allowance", "compensation"];
const isKind = (kind: string): kind is ReportRuleKind => (kinds as readonly string[]).includes(kind);

const effectiveDate = (at: Date | null, timeZone: string): string => (at === null ? BEGINNING : localDateIn(at.getTime(), timeZone));

/** The rule-group timeline as the ledger stood: versions and assignments dated in the company's zone. */
export const timelineOf = (facts: ReportFacts, timeZone: string): RuleTimeline => ({
  versions: facts.ruleVersions.flatMap((v): RuleVersion[] =>
    isKind(v.kind) ? [{ kind: v.kind, groupId: v.group_id, version: v.version, effectiveFrom: effectiveDate(v.effective_at, timeZone), rules: v.rules as RulesByKind[typeof v.kind], eventId: v.event_id }] : [],
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

export const workTypesOf = (facts: ReportFacts): Map<string, WorkTypeInfo> =>
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
export const absencesOf = (facts: ReportFacts, timeZone: string): ReportAbsence[] =>
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
export const holidaysOf = (countryCode: string, from: string, to: string): ReportHoliday[] => {
  const calendar = new Holidays();
  if (!Object.hasOwn(calendar.getCountries(), countryCode)) return [];
  calendar.init(countryCode);
  const years: number[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y += 1) years.push(y);
  return years.flatMap((y) => nationalHolidays(calendar.getHolidays(y), countryCode)).map((h) => ({ date: h.date, name: h.name }));
};
