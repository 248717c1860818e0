import type { LocalDateString } from "../work-rules/zoned-time.ts";
import type { ReportRuleKind, RuleAssignment, RuleRef, RuleVersion, RulesByKind } from "./report-inputs.ts";

/**
 * Which rules applied to a person on a date. Rule changes and assignments apply from the date they
 * name and never before it, so an earlier date keeps the version it had: the past is not rewritten.
 */
export interface RuleTimeline {
  readonly versions: readonly RuleVersion[];
  readonly assignments: readonly RuleAssignment[];
}

export const emptyTimeline: RuleTimeline = { versions: [], assignments: [] };

export interface AppliedRules<K extends ReportRuleKind> {
  readonly ref: RuleRef;
  readonly rules: RulesByKind[K];
}

/** Later in the list wins among facts effective on the same date (ledger order). */
const latestEffective = <T extends { readonly effectiveFrom: LocalDateString }>(items: readonly T[], date: LocalDateString): T | undefined => {
  let found: T | undefined;
  for (const item of items) if (item.effectiveFrom <= date && (found === undefined || item.effectiveFrom >= found.effectiveFrom)) found = item;
  return found;
};

export const groupOn = (timeline: RuleTimeline, kind: ReportRuleKind, personId: string, date: LocalDateString): string | null =>
  latestEffective(
    timeline.assignments.filter((a) => a.kind === kind && a.personId === personId),
    date,
  )?.groupId ?? null;

export const rulesOn = <K extends ReportRuleKind>(timeline: RuleTimeline, kind: K, personId: string, date: LocalDateString): AppliedRules<K> | null => {
  const groupId = groupOn(timeline, kind, personId, date);
  if (groupId === null) return null;
  let found: RuleVersion | undefined;
  for (const v of timeline.versions) {
    if (v.kind !== kind || v.groupId !== groupId || v.effectiveFrom > date) continue;
    if (found === undefined || v.effectiveFrom > found.effectiveFrom || (v.effectiveFrom === found.effectiveFrom && v.version > found.version)) found = v;
  }
  if (found === undefined) return null;
  return { ref: { kind, groupId, version: found.version, eventId: found.eventId }, rules: found.rules as RulesByKind[K] };
};

/** "overtime:<group>@v2", the short name a report column shows for a rule version. */
export const ruleRefLabel = (ref: RuleRef | null): string => (ref === null ? "" : `${ref.kind}:${ref.groupId}@v${ref.version}`);
