import { addLocalDays, localMonthOf, type LocalDateString } from "../work-rules/zoned-time.ts";
import type { ReportAbsence, ReportContext, ReportEntry, ReportFact } from "./report-inputs.ts";
import { workerFigures, type DayFigures } from "./report-figures.ts";
import type { RuleTimeline } from "./rule-timeline.ts";
import { monthsTouchedBy, overtimeRangeStart } from "./versioned-overtime.ts";

/**
 * The report figures kept up to date fact by fact: each worker's months are computed once and
 * computed again only when a fact can change them (a log's own month and the month its week runs
 * into; every month of the people a rule change reaches). The state is plain JSON, so it can be
 * stored as a period summary and resumed from: that is how as-of reads stay cheap.
 */
export interface ReportAccumulator {
  readonly entries: Readonly<Record<string, ReportEntry>>;
  readonly absences: Readonly<Record<string, ReportAbsence>>;
  readonly timeline: RuleTimeline;
  /** workerId -> month -> that month's day figures, computed. */
  readonly months: Readonly<Record<string, Readonly<Record<string, readonly DayFigures[]>>>>;
  /** "workerId|month" keys whose figures must be computed again. */
  readonly dirty: readonly string[];
}

export const emptyAccumulator: ReportAccumulator = { entries: {}, absences: {}, timeline: { versions: [], assignments: [] }, months: {}, dirty: [] };

const key = (workerId: string, id: string): string => `${workerId}|${id}`;

const dirtyFor = (state: ReportAccumulator, workerId: string, dates: readonly LocalDateString[]): string[] => [
  ...state.dirty,
  ...dates.flatMap((d) => monthsTouchedBy(d)).map((m) => key(workerId, m)),
];

/** Every month of every worker, or of one person, known so far. */
const allMonthsOf = (state: ReportAccumulator, personId: string | null): string[] => {
  const keys = new Set<string>(state.dirty);
  for (const item of [...Object.values(state.entries), ...Object.values(state.absences)]) {
    if (personId !== null && item.workerId !== personId) continue;
    for (const m of monthsTouchedBy(item.date)) keys.add(key(item.workerId, m));
  }
  return [...keys];
};

export const applyFact = (state: ReportAccumulator, fact: ReportFact): ReportAccumulator => {
  switch (fact.type) {
    case "entry": {
      const k = key(fact.entry.workerId, fact.entry.workId);
      const before = state.entries[k];
      return { ...state, entries: { ...state.entries, [k]: fact.entry }, dirty: dirtyFor(state, fact.entry.workerId, before === undefined ? [fact.entry.date] : [before.date, fact.entry.date]) };
    }
    case "entryRemoved": {
      const k = key(fact.workerId, fact.workId);
      const before = state.entries[k];
      if (before === undefined) return state;
      const { [k]: _removed, ...entries } = state.entries;
      return { ...state, entries, dirty: dirtyFor(state, fact.workerId, [before.date]) };
    }
    case "absence": {
      const k = key(fact.absence.workerId, fact.absence.absenceId);
      const before = state.absences[k];
      return { ...state, absences: { ...state.absences, [k]: fact.absence }, dirty: dirtyFor(state, fact.absence.workerId, before === undefined ? [fact.absence.date] : [before.date, fact.absence.date]) };
    }
    case "absenceRemoved": {
      const k = key(fact.workerId, fact.absenceId);
      const before = state.absences[k];
      if (before === undefined) return state;
      const { [k]: _removed, ...absences } = state.absences;
      return { ...state, absences, dirty: dirtyFor(state, fact.workerId, [before.date]) };
    }
    case "ruleVersion":
      return { ...state, timeline: { ...state.timeline, versions: [...state.timeline.versions, fact.version] }, dirty: allMonthsOf(state, null) };
    case "assignment":
      return {
        ...state,
        timeline: { ...state.timeline, assignments: [...state.timeline.assignments, fact.assignment] },
        dirty: allMonthsOf(state, fact.assignment.personId),
      };
    default: {
      const unreachable: never = fact;
      return unreachable;
    }
  }
};

const lastDayOf = (month: string): LocalDateString => addLocalDays(`${localMonthOf(addLocalDays(`${month}-28`, 4))}-01`, -1);

/** Computes the dirty months again; everything else is reused. */
export const settle = (state: ReportAccumulator, context: ReportContext): ReportAccumulator => {
  if (state.dirty.length === 0) return state;
  const months: Record<string, Record<string, readonly DayFigures[]>> = Object.fromEntries(Object.entries(state.months).map(([w, m]) => [w, { ...m }]));
  for (const k of new Set(state.dirty)) {
    const [workerId = "", month = ""] = k.split("|");
    const from = `${month}-01`;
    const to = lastDayOf(month);
    const start = overtimeRangeStart(from);
    const entries = Object.values(state.entries).filter((e) => e.workerId === workerId && e.date >= start && e.date <= to);
    const absences = Object.values(state.absences).filter((a) => a.workerId === workerId && a.date >= start && a.date <= to);
    const days = workerFigures({ workerId, entries, absences }, state.timeline, context, from, to).days;
    const forWorker = (months[workerId] ??= {});
    if (days.length === 0) delete forWorker[month];
    else forWorker[month] = days;
  }
  return { ...state, months, dirty: [] };
};

/** All day figures held, by worker then date. */
export const accumulatedDays = (state: ReportAccumulator): DayFigures[] =>
  Object.keys(state.months)
    .sort()
    .flatMap((w) =>
      Object.keys(state.months[w] ?? {})
        .sort()
        .flatMap((m) => state.months[w]?.[m] ?? []),
    );

/** From scratch: fold the facts into plain lists, then compute every worker's whole range at once. */
export const daysFromScratch = (facts: readonly ReportFact[], context: ReportContext): DayFigures[] => {
  const entries = new Map<string, ReportEntry>();
  const absences = new Map<string, ReportAbsence>();
  const timeline = { versions: [] as RuleTimeline["versions"][number][], assignments: [] as RuleTimeline["assignments"][number][] };
  for (const fact of facts) {
    if (fact.type === "entry") entries.set(key(fact.entry.workerId, fact.entry.workId), fact.entry);
    else if (fact.type === "entryRemoved") entries.delete(key(fact.workerId, fact.workId));
    else if (fact.type === "absence") absences.set(key(fact.absence.workerId, fact.absence.absenceId), fact.absence);
    else if (fact.type === "absenceRemoved") absences.delete(key(fact.workerId, fact.absenceId));
    else if (fact.type === "ruleVersion") timeline.versions.push(fact.version);
    else timeline.assignments.push(fact.assignment);
  }
  const workers = [...new Set([...entries.values(), ...absences.values()].map((x) => x.workerId))].sort();
  return workers.flatMap((workerId) => {
    const mine = [...entries.values()].filter((e) => e.workerId === workerId);
    const mineAbsences = [...absences.values()].filter((a) => a.workerId === workerId);
    const dates = [...mine, ...mineAbsences].map((x) => x.date).sort();
    const first = dates[0];
    const last = dates[dates.length - 1];
    if (first === undefined || last === undefined) return [];
    return workerFigures({ workerId, entries: mine, absences: mineAbsences }, timeline, context, first, last).days;
  });
};
