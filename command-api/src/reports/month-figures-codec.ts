import type { CompensationFigure, DayFigures, EntryFigures, OvertimeFigure, PremiumFigure, RuleRef } from "@workledger/domain";

/** What a worker's month holds once computed: its days and its logs. */
export interface MonthFigures {
  readonly days: readonly DayFigures[];
  readonly entries: readonly EntryFigures[];
}

type Premium = readonly [kind: PremiumFigure["kind"], multiplier: number, seconds: number, name: string];
type Compensation = readonly [name: string, seconds: number, amountCents: number | null, percent: number | null, rule: number];
type StoredEntry = readonly [
  workId: string,
  date: string,
  workTypeId: string | null,
  workspaceId: string | null,
  confirmed: boolean,
  bonus: number | null,
  includeInOvertime: boolean,
  startMs: number,
  endMs: number,
  pauseSeconds: number,
  paidPauseSeconds: number,
  workedSeconds: number,
  premiums: readonly Premium[],
  compensation: readonly Compensation[],
  rules: readonly number[],
  eventIds: readonly string[],
];
type StoredDay = readonly [
  date: string,
  workedSeconds: number,
  overtimeEligibleSeconds: number,
  overtimeSeconds: number,
  regularSeconds: number,
  absenceSeconds: number,
  overtime: readonly (readonly [period: OvertimeFigure["period"], multiplier: number, seconds: number, rule: number])[],
  premiums: readonly Premium[],
  compensation: readonly Compensation[],
  dailyAllowance: readonly [name: string, amountCents: number, rule: number] | null,
  bonus: number,
  unconfirmedCount: number,
  absenceEventIds: readonly string[],
];

/**
 * A month's figures as stored: positional arrays instead of keyed objects, each rule version named
 * once (`refs`) and referred to by index, and without what the rest repeats (the worker on every
 * day and log; a day's work ids and events, which are its logs' plus its absences'). A month of a
 * thousand people is then a few megabytes to read, not tens.
 */
export interface StoredMonth {
  readonly v: 1;
  readonly refs: readonly RuleRef[];
  readonly days: readonly StoredDay[];
  readonly entries: readonly StoredEntry[];
}

export const compactMonth = (m: MonthFigures): StoredMonth => {
  const refs: RuleRef[] = [];
  const index = new Map<string, number>();
  const ref = (r: RuleRef): number => {
    const key = `${r.kind}\u0000${r.groupId}\u0000${r.version}\u0000${r.eventId}`;
    let i = index.get(key);
    if (i === undefined) {
      i = refs.push({ kind: r.kind, groupId: r.groupId, version: r.version, eventId: r.eventId }) - 1;
      index.set(key, i);
    }
    return i;
  };
  const premiums = (list: readonly PremiumFigure[]): Premium[] => list.map((p) => [p.kind, p.multiplier, p.seconds, p.name]);
  const compensation = (list: readonly CompensationFigure[]): Compensation[] => list.map((c) => [c.name, c.seconds, c.amountCents, c.percent, ref(c.rule)]);
  const entries = m.entries.map(
    (e): StoredEntry => [
      e.workId,
      e.date,
      e.workTypeId,
      e.workspaceId,
      e.confirmed,
      e.bonus,
      e.includeInOvertime,
      e.startMs,
      e.endMs,
      e.pauseSeconds,
      e.paidPauseSeconds,
      e.workedSeconds,
      premiums(e.premiums),
      compensation(e.compensation),
      e.rules.map(ref),
      e.eventIds,
    ],
  );
  const days = m.days.map((d): StoredDay => {
    const own = new Set(m.entries.filter((e) => e.date === d.date).flatMap((e) => e.eventIds));
    return [
      d.date,
      d.workedSeconds,
      d.overtimeEligibleSeconds,
      d.overtimeSeconds,
      d.regularSeconds,
      d.absenceSeconds,
      d.overtime.map((o) => [o.period, o.multiplier, o.seconds, ref(o.rule)] as const),
      premiums(d.premiums),
      compensation(d.compensation),
      d.dailyAllowance === null ? null : [d.dailyAllowance.name, d.dailyAllowance.amountCents, ref(d.dailyAllowance.rule)],
      d.bonus,
      d.unconfirmedCount,
      d.eventIds.filter((id) => !own.has(id)),
    ];
  });
  return { v: 1, refs, days, entries };
};

/** The month's figures from their stored form; every object built with its keys in one order, whatever the source. */
export const expandMonth = (workerId: string, m: StoredMonth): MonthFigures => {
  const refAt = (i: number): RuleRef => {
    const r = m.refs[i];
    if (r === undefined) throw new Error(`Stored month figures name rule ${i}, which they do not hold`);
    return r;
  };
  const premiums = (list: readonly Premium[]): PremiumFigure[] => list.map(([kind, multiplier, seconds, name]) => ({ kind, multiplier, seconds, name }));
  const compensation = (list: readonly Compensation[]): CompensationFigure[] =>
    list.map(([name, seconds, amountCents, percent, rule]) => ({ name, seconds, amountCents, percent, rule: refAt(rule) }));
  const entries = m.entries.map(
    (e): EntryFigures => ({
      workId: e[0],
      workerId,
      date: e[1],
      workTypeId: e[2],
      workspaceId: e[3],
      confirmed: e[4],
      bonus: e[5],
      includeInOvertime: e[6],
      startMs: e[7],
      endMs: e[8],
      pauseSeconds: e[9],
      paidPauseSeconds: e[10],
      workedSeconds: e[11],
      premiums: premiums(e[12]),
      compensation: compensation(e[13]),
      rules: e[14].map(refAt),
      eventIds: e[15],
    }),
  );
  const byDate = new Map<string, EntryFigures[]>();
  for (const e of entries) {
    const list = byDate.get(e.date);
    if (list === undefined) byDate.set(e.date, [e]);
    else list.push(e);
  }
  const days = m.days.map((d): DayFigures => {
    const logs = byDate.get(d[0]) ?? [];
    const allowance = d[9];
    return {
      workerId,
      date: d[0],
      workedSeconds: d[1],
      overtimeEligibleSeconds: d[2],
      overtimeSeconds: d[3],
      regularSeconds: d[4],
      absenceSeconds: d[5],
      overtime: d[6].map(([period, multiplier, seconds, rule]) => ({ period, multiplier, seconds, rule: refAt(rule) })),
      premiums: premiums(d[7]),
      compensation: compensation(d[8]),
      dailyAllowance: allowance === null ? null : { name: allowance[0], amountCents: allowance[1], rule: refAt(allowance[2]) },
      bonus: d[10],
      unconfirmedCount: d[11],
      workIds: logs.map((e) => e.workId),
      eventIds: [...logs.flatMap((e) => e.eventIds), ...d[12]],
    };
  });
  return { days, entries };
};
