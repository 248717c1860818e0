import { finnishOvertimeRules, type OvertimeRules } from "@workledger/event-schemas";
import { addLocalDays, instantOfLocal, type LocalDateString } from "../work-rules/zoned-time.ts";
import type { ReportContext, ReportEntry, RuleAssignment, RuleVersion } from "./report-inputs.ts";
import { noPremiums } from "./premium-policy.ts";
import type { RuleTimeline } from "./rule-timeline.ts";

export const H = 3600;
export const HELSINKI = "Europe/Helsinki";
export const TALLINN = "Europe/Tallinn";

export const helsinkiContext: ReportContext = { timeZone: HELSINKI, holidays: [], premiums: noPremiums };

/** A log from `from` on `date` to `to` (local; an end at or before the start is on the next day). */
export const logOn = (
  date: LocalDateString,
  from: string,
  to: string,
  options: { workerId?: string; workId?: string; timeZone?: string; includeInOvertime?: boolean; pauses?: [string, string][]; bonus?: number; confirmed?: boolean } = {},
): ReportEntry => {
  const zone = options.timeZone ?? HELSINKI;
  const endDate = to <= from ? addLocalDays(date, 1) : date;
  const at = (time: string): number => instantOfLocal(time < from ? endDate : date, time, zone);
  return {
    workId: options.workId ?? `w-${date}-${from}`,
    workerId: options.workerId ?? "ann",
    date,
    startMs: instantOfLocal(date, from, zone),
    endMs: instantOfLocal(endDate, to, zone),
    pauses: (options.pauses ?? []).map(([s, e]) => ({ startMs: at(s), endMs: at(e) })),
    workTypeId: null,
    workspaceId: null,
    includeInOvertime: options.includeInOvertime ?? true,
    bonus: options.bonus ?? null,
    confirmed: options.confirmed ?? true,
    eventIds: [`ev-${options.workId ?? `w-${date}-${from}`}`],
  };
};

export const overtimeVersion = (groupId: string, version: number, effectiveFrom: LocalDateString, rules: OvertimeRules = finnishOvertimeRules): RuleVersion<"overtime"> => ({
  kind: "overtime",
  groupId,
  version,
  effectiveFrom,
  rules,
  eventId: `ev-${groupId}-v${version}`,
});

export const assignment = (kind: RuleAssignment["kind"], personId: string, groupId: string | null, effectiveFrom: LocalDateString): RuleAssignment => ({
  kind,
  personId,
  groupId,
  effectiveFrom,
  eventId: `ev-assign-${kind}-${personId}-${effectiveFrom}`,
});

/** Ann in the Finnish overtime group since 2020. */
export const finnishTimeline: RuleTimeline = {
  versions: [overtimeVersion("fi", 1, "2020-01-01")],
  assignments: [assignment("overtime", "ann", "fi", "2020-01-01")],
};

/** Ann under one overtime group whose only version, since 2020, holds `rules`. */
export const timelineOf = (rules: OvertimeRules): RuleTimeline => ({
  versions: [overtimeVersion("g", 1, "2020-01-01", rules)],
  assignments: [assignment("overtime", "ann", "g", "2020-01-01")],
});
