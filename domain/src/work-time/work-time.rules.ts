import type { BlockedInterval, WorkRoundRules } from "@workledger/event-schemas";
import { applyWorkRounds } from "../work-rules/rounding.rules.ts";
import type { FieldErrors } from "../errors.ts";
import type { Instant, WorkLog, WorkPause, WorkPauseInput } from "@workledger/event-schemas";
import { ValidationError } from "../errors.ts";
import { conflict, workTimeMessages, type WorkTimeErrorCode } from "./work-time.errors.ts";
import { instantMs, minuteFloorMs, secondsBetween, truncateToMinute } from "./work-time.time.ts";

/**
 * The work rules as pure functions, shared by the decider and the web (instant feedback in forms).
 * Intervals are half-open [start, end); overlap checks compare times floored to the minute.
 */

export interface TimedWork {
  readonly start: Instant;
  readonly end: Instant | null;
  readonly pauses: readonly WorkPause[];
}

export const LONG_WORK_SECONDS = 24 * 60 * 60;

/** Turns hand-entered pauses (start + end or length) into stored ones, kept to the minute. */
export const normalisePauses = (inputs: readonly WorkPauseInput[]): { pauses: WorkPause[]; errors: FieldErrors } => {
  const errors: Record<string, string[]> = {};
  const pauses = inputs.map((input, i): WorkPause => {
    const start = truncateToMinute(input.start);
    const end =
      input.end !== undefined
        ? truncateToMinute(input.end)
        : input.lengthSeconds !== undefined
          ? new Date(instantMs(start) + input.lengthSeconds * 1000).toISOString()
          : null;
    if (end === null) return { start, end: null, lengthSeconds: null };
    const length = secondsBetween(start, end);
    if (input.end !== undefined && input.lengthSeconds !== undefined && Math.abs(input.lengthSeconds - length) >= 60) {
      errors[`pauses.${i}.lengthSeconds`] = [workTimeMessages.pause_length_mismatch];
    }
    return { start, end, lengthSeconds: length };
  });
  return { pauses, errors };
};

export const pauseSeconds = (work: TimedWork, until?: Instant): number =>
  work.pauses.reduce((sum, p) => {
    const end = p.end ?? until;
    return end === undefined ? sum : sum + Math.max(0, secondsBetween(p.start, end));
  }, 0);

/** Worked time in whole seconds: end (or `until` for open work) - start - pauses. */
export const workedSeconds = (work: TimedWork, until?: Instant): number => {
  const end = work.end ?? until;
  return end === undefined ? 0 : Math.max(0, secondsBetween(work.start, end) - pauseSeconds(work, end));
};

/** Every broken time rule of a work log, by field, so a form can show them all at once. */
export const workTimeErrors = (work: TimedWork): { errors: FieldErrors; codes: WorkTimeErrorCode[] } => {
  const errors: Record<string, string[]> = {};
  const codes: WorkTimeErrorCode[] = [];
  const add = (field: string, code: WorkTimeErrorCode): void => {
    (errors[field] ??= []).push(workTimeMessages[code]);
    if (!codes.includes(code)) codes.push(code);
  };
  const start = instantMs(work.start);
  const end = work.end === null ? null : instantMs(work.end);
  if (end !== null && start > end) add("end", "start_after_end");
  if (work.end !== null && end !== null && end >= start && pauseSeconds(work, work.end) > secondsBetween(work.start, work.end)) {
    add("pauses", "pause_longer_than_work");
  }
  const sorted = work.pauses.map((p, i) => ({ p, i })).sort((a, b) => instantMs(a.p.start) - instantMs(b.p.start));
  sorted.forEach(({ p, i }, k) => {
    const pStart = instantMs(p.start);
    const pEnd = p.end === null ? null : instantMs(p.end);
    if ((p.lengthSeconds !== null && p.lengthSeconds < 0) || (pEnd !== null && pEnd < pStart)) {
      add(`pauses.${i}.end`, "negative_duration");
    }
    if (pStart < start) add(`pauses.${i}.start`, "pause_before_work_start");
    if (end !== null && (pEnd ?? pStart) > end) add(`pauses.${i}.end`, "pause_after_work_end");
    if (p.end === null && work.end !== null) add(`pauses.${i}.end`, "pause_without_end");
    const before = sorted[k - 1];
    if (before !== undefined && (before.p.end === null || instantMs(before.p.end) > pStart)) {
      add(`pauses.${i}.start`, "pauses_overlap");
    }
  });
  return { errors, codes };
};

/** Throws a ValidationError naming every field; its code is the first rule broken. */
export const assertWorkTimes = (work: TimedWork): void => {
  const { errors, codes } = workTimeErrors(work);
  const first = codes[0];
  if (first !== undefined) throw new ValidationError(errors, workTimeMessages[first], first);
};

export const needsLongWorkConfirmation = (work: TimedWork): boolean => workedSeconds(work) > LONG_WORK_SECONDS;

/** More than 24 working hours is accepted only when the user has confirmed it. */
export const assertLongWorkConfirmed = (work: TimedWork, confirmed: boolean | undefined): void => {
  if (needsLongWorkConfirmation(work) && confirmed !== true) throw conflict("confirm_over_24_hours");
};

/** The minutes a work occupies; open work occupies everything from its start on. */
export const busyMinutes = (work: { readonly start: Instant; readonly end: Instant | null }): [number, number] => [
  minuteFloorMs(work.start),
  work.end === null ? Number.POSITIVE_INFINITY : minuteFloorMs(work.end),
];

/** Half-open overlap; an empty interval (start and end in the same minute) overlaps nothing. */
export const intervalsOverlap = ([aStart, aEnd]: [number, number], [bStart, bEnd]: [number, number]): boolean =>
  aStart < aEnd && bStart < bEnd && aStart < bEnd && bStart < aEnd;

export type Overlap =
  | { readonly kind: "work"; readonly workId: string }
  | { readonly kind: "paid_absence" | "work_round"; readonly start: Instant; readonly end: Instant };

/** The first thing a work would overlap: another log of the worker, a paid absence or a work round. */
export const findOverlap = (
  work: { readonly start: Instant; readonly end: Instant | null },
  logs: Iterable<Pick<WorkLog, "workId" | "start" | "end">>,
  blocked: readonly BlockedInterval[] = [],
  exceptWorkId?: string,
): Overlap | null => {
  const busy = busyMinutes(work);
  for (const log of logs) {
    if (log.workId !== exceptWorkId && intervalsOverlap(busy, busyMinutes(log))) return { kind: "work", workId: log.workId };
  }
  for (const b of blocked) {
    if (intervalsOverlap(busy, busyMinutes(b))) return { kind: b.kind, start: b.start, end: b.end };
  }
  return null;
};

export const assertNoOverlap = (...args: Parameters<typeof findOverlap>): void => {
  const overlap = findOverlap(...args);
  if (overlap !== null) throw conflict(overlap.kind === "work_round" ? "work_round_overlap" : "work_overlap");
};

/** The worker's work-round group and the zone its grid lives in (the company zone). */
export interface WorkRounds {
  readonly rules: WorkRoundRules;
  readonly timeZone: string;
}

/**
 * The minutes a work occupies once its work-round group has rounded it (start and end moved to
 * the group's grid; open work still occupies everything from its rounded start on). A work empty
 * before rounding stays empty: rounding never makes something out of nothing.
 */
export const roundedBusyMinutes = (work: { readonly start: Instant; readonly end: Instant | null }, rounds: WorkRounds): [number, number] => {
  const [start, end] = busyMinutes(work);
  if (end <= start) return [start, end];
  if (end === Number.POSITIVE_INFINITY) return [applyWorkRounds({ startMs: start, endMs: start }, rounds.rules, rounds.timeZone).startMs, end];
  const rounded = applyWorkRounds({ startMs: start, endMs: end }, rounds.rules, rounds.timeZone);
  return [rounded.startMs, rounded.endMs];
};

/**
 * "Overlapping work rounds": two logs that do not overlap as entered but would once the worker's
 * work-round group rounds them (ties round a start down and an end up, and the start and end steps
 * may differ), so the rounded hours would count the same minutes twice. Returns the other log's id.
 */
export const findWorkRoundOverlap = (
  work: { readonly start: Instant; readonly end: Instant | null },
  logs: Iterable<Pick<WorkLog, "workId" | "start" | "end">>,
  rounds: WorkRounds | undefined,
  exceptWorkId?: string,
): string | null => {
  if (rounds === undefined || (rounds.rules.roundStartMinutes === null && rounds.rules.roundEndMinutes === null)) return null;
  const busy = roundedBusyMinutes(work, rounds);
  for (const log of logs) {
    if (log.workId !== exceptWorkId && intervalsOverlap(busy, roundedBusyMinutes(log, rounds))) return log.workId;
  }
  return null;
};

/** The command's work rounds, if the worker is in a work-round group. */
export const workRoundsOf = (context: { readonly workRounds?: WorkRoundRules | null; readonly timeZone: string }): WorkRounds | undefined =>
  context.workRounds == null ? undefined : { rules: context.workRounds, timeZone: context.timeZone };

export const assertNoWorkRoundOverlap = (...args: Parameters<typeof findWorkRoundOverlap>): void => {
  if (findWorkRoundOverlap(...args) !== null) throw conflict("work_round_overlap");
};

/** Only ended work can be confirmed. */
export const assertConfirmable = (log: Pick<WorkLog, "end">): void => {
  if (log.end === null) throw conflict("work_not_ended");
};
