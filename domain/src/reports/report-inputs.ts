import type { AllowedPauseRules, CompensationRules, DailyAllowanceRules, OvertimeRules, WorkRoundRules } from "@workledger/event-schemas";
import type { LocalDateString } from "../work-rules/zoned-time.ts";

/**
 * What the report engine reads: work entries, approved paid absences and the rule-group timeline,
 * each carrying the ids of the ledger events it came from, so every figure can name its sources.
 */
export interface EntryPause {
  readonly startMs: number;
  readonly endMs: number;
}

/** A finished work log as the ledger holds it (running work is not reported). */
export interface ReportEntry {
  readonly workId: string;
  readonly workerId: string;
  /** Local date the work started on (the log belongs to it wholly). */
  readonly date: LocalDateString;
  readonly startMs: number;
  readonly endMs: number;
  readonly pauses: readonly EntryPause[];
  readonly workTypeId: string | null;
  readonly workspaceId: string | null;
  /** The work type's "include in overtime computation" (true when the log has no work type). */
  readonly includeInOvertime: boolean;
  /** Production bonus on the log (whole euros as the ledger stores it), null when none. */
  readonly bonus: number | null;
  readonly confirmed: boolean;
  readonly eventIds: readonly string[];
}

/** An approved paid absence: paid time on a date that is not work and never overtime. */
export interface ReportAbsence {
  readonly absenceId: string;
  readonly workerId: string;
  readonly date: LocalDateString;
  readonly seconds: number;
  readonly absenceTypeId: string | null;
  readonly eventIds: readonly string[];
}

export interface RulesByKind {
  readonly overtime: OvertimeRules;
  readonly "work-round": WorkRoundRules;
  readonly "allowed-pause": AllowedPauseRules;
  readonly "daily-allowance": DailyAllowanceRules;
  readonly compensation: CompensationRules;
}
export type ReportRuleKind = keyof RulesByKind;
export const reportRuleKinds: readonly ReportRuleKind[] = ["overtime", "work-round", "allowed-pause", "daily-allowance", "compensation"];

/**
 * One version of a group's rules. Version 1 is the rules the group was created with; every change
 * of rules adds one. A version applies from `effectiveFrom` on and never to an earlier date.
 */
export interface RuleVersion<K extends ReportRuleKind = ReportRuleKind> {
  readonly kind: K;
  readonly groupId: string;
  readonly version: number;
  readonly effectiveFrom: LocalDateString;
  readonly rules: RulesByKind[K];
  readonly eventId: string;
}

/** A person joins (groupId) or leaves (null) the group of a kind from `effectiveFrom` on. */
export interface RuleAssignment {
  readonly kind: ReportRuleKind;
  readonly personId: string;
  readonly groupId: string | null;
  readonly effectiveFrom: LocalDateString;
  readonly eventId: string;
}

/** Names the rules a figure used: the kind, the group and its version (null: no group, no rule). */
export interface RuleRef {
  readonly kind: ReportRuleKind;
  readonly groupId: string;
  readonly version: number;
  readonly eventId: string;
}

/** Premiums the law (or the company's agreement) attaches to days and hours, not to groups. */
export interface PremiumPolicy {
  /** Multiplier for work on Sundays (Finland: 2, i.e. +100 %), null for none. */
  readonly sunday: number | null;
  /** Multiplier for work on national holidays (Estonia §45 and Finland: 2), null for none. */
  readonly holiday: number | null;
  /** A night window in local wall time and its multiplier (Estonia §94: 22:00-06:00 at 1.25). */
  readonly night: { readonly from: string; readonly to: string; readonly multiplier: number } | null;
}

export interface ReportHoliday {
  readonly date: LocalDateString;
  readonly name: string;
}

/** The ledger facts the engine folds, in ledger order; the projection keeps the same facts by position. */
export type ReportFact =
  | { readonly type: "entry"; readonly entry: ReportEntry }
  | { readonly type: "entryRemoved"; readonly workerId: string; readonly workId: string }
  | { readonly type: "absence"; readonly absence: ReportAbsence }
  | { readonly type: "absenceRemoved"; readonly workerId: string; readonly absenceId: string }
  | { readonly type: "ruleVersion"; readonly version: RuleVersion }
  | { readonly type: "assignment"; readonly assignment: RuleAssignment };

/** Company-wide context that is not in the facts: its zone, holidays and premiums. */
export interface ReportContext {
  readonly timeZone: string;
  /** The national holidays of the country in force on each date. */
  readonly holidays: readonly ReportHoliday[];
  readonly premiums: PremiumPolicy;
  /**
   * The premiums of the country in force on a log's date, when the company's holiday country
   * changes within the report (absent: `premiums` on every date).
   */
  readonly premiumsOn?: (date: LocalDateString) => PremiumPolicy;
}
