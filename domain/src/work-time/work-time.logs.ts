import { MAX_WORK_BONUS, type AddWorkLog, type DeleteWorkLog, type EditWorkLog, type Instant, type WorkLogValues, type WorkPause, type WorkTimeEvent } from "@workledger/event-schemas";
import { ValidationError, type FieldErrors } from "../errors.ts";
import { sameValue } from "../unchanged.ts";
import type { WorkTimeContext } from "./work-time.commands.ts";
import { conflict, forbidden, invalid, notFound, workTimeMessages, type WorkTimeErrorCode } from "./work-time.errors.ts";
import { assertInWindow, assertNotInFuture, isDeleted, targetLog } from "./work-time.guards.ts";
import { assertWorkerMayChangeDates, frozenPricing, workLogFlags } from "./work-time.pay-periods.ts";
import { assertMayChangeLog, assertWorkLogAuthority, workTimePermissions, type WorkTimeAuthority } from "./work-time.permissions.ts";
import {
  assertLongWorkConfirmed,
  assertNoOverlap,
  assertNoWorkRoundOverlap,
  normalisePauses,
  pauseSeconds,
  workTimeErrors,
  workedSeconds,
  workRoundsOf,
} from "./work-time.rules.ts";
import type { WorkTimeState } from "./work-time.state.ts";
import { workDateOf, truncateToMinute } from "./work-time.time.ts";

/**
 * Times checked together so a form gets every field error at once. Only what was typed in is kept
 * to the minute; times already stored (a punched start to the second) are left as they are.
 */
const checkedTimes = (start: Instant, end: Instant, normalised: { pauses: WorkPause[]; errors: FieldErrors }) => {
  const { pauses, errors: pauseErrors } = normalised;
  const { errors, codes } = workTimeErrors({ start, end, pauses });
  const all: Record<string, readonly string[]> = { ...pauseErrors };
  for (const [field, messages] of Object.entries(errors)) all[field] = [...(all[field] ?? []), ...messages];
  const first: WorkTimeErrorCode | undefined = codes[0] ?? (Object.keys(pauseErrors).length > 0 ? "pause_length_mismatch" : undefined);
  if (first !== undefined) throw new ValidationError(all, workTimeMessages[first], first);
  return { start, end, pauses };
};

/**
 * Money is decided by those allowed to decide it: a worker's own add or edit carries no bonus at all
 * (a bonus request is the worker's way); a manager with can_edit_work_hours_of_users sets one, within
 * MAX_WORK_BONUS.
 */
const assertBonusAuthority = (authority: WorkTimeAuthority, context: WorkTimeContext, bonus: number | null | undefined): void => {
  if (bonus === undefined) return;
  const permissions = context.permissions;
  const mayEdit = permissions instanceof Set ? permissions.has(workTimePermissions.editOfUsers) : (permissions as readonly string[]).includes(workTimePermissions.editOfUsers);
  if (authority !== "manager" || !mayEdit) throw forbidden("bonus_not_allowed");
  if (bonus !== null && (!Number.isInteger(bonus) || bonus < 0 || bonus > MAX_WORK_BONUS)) throw invalid("bonus", "bonus_too_large");
};

const durations = (values: WorkLogValues) => ({ workedSeconds: workedSeconds(values), pauseSeconds: pauseSeconds(values) });

export const decideAdd = (state: WorkTimeState, data: AddWorkLog, context: WorkTimeContext): WorkTimeEvent[] => {
  const authority = assertWorkLogAuthority(context, data.workerId, "add");
  if (isDeleted(state, data.workId)) throw notFound("work_deleted");
  // A work id names one log: a retried request is answered before the ledger (the API's replays), so here it is taken.
  if (state.logs[data.workId] !== undefined) throw conflict("work_id_taken");
  const input = data.values;
  assertBonusAuthority(authority, context, input.bonus);
  const values: WorkLogValues = {
    ...checkedTimes(truncateToMinute(input.start), truncateToMinute(input.end), normalisePauses(input.pauses ?? [])),
    workTypeId: input.workTypeId ?? null,
    workspaceId: input.workspaceId ?? null,
    comment: input.comment ?? "",
    workerComment: input.workerComment ?? "",
    bonus: input.bonus ?? null,
    tags: input.tags ?? [],
    files: input.files ?? [],
  };
  assertNotInFuture(values, context);
  assertInWindow(state, values.start);
  assertNoOverlap(values, Object.values(state.logs), context.blocked);
  assertNoWorkRoundOverlap(values, Object.values(state.logs), workRoundsOf(context));
  assertLongWorkConfirmed(values, data.confirmOver24Hours);
  const date = workDateOf(values.start, context.timeZone);
  assertWorkerMayChangeDates(authority, [date], context);
  return [
    {
      type: "WorkLogAdded",
      data: {
        workerId: data.workerId,
        workId: data.workId,
        workNumber: state.nextWorkNumber,
        date,
        values,
        source: context.source,
        ...durations(values),
        ...workLogFlags(authority, [date], context, values),
      },
    },
  ];
};

// Stored values come back from jsonb with their keys reordered: compared whatever the order.
const sameValues = (a: WorkLogValues, b: WorkLogValues): boolean => sameValue(a, b);

export const decideEdit = (state: WorkTimeState, data: EditWorkLog, context: WorkTimeContext): WorkTimeEvent[] => {
  const log = targetLog(state, data.workId);
  const authority = assertWorkLogAuthority(context, data.workerId, "edit");
  assertMayChangeLog(authority, log);
  assertInWindow(state, log.start);
  assertWorkerMayChangeDates(authority, [log.date], context);
  const { start, end, pauses, ...other } = data.changes;
  assertBonusAuthority(authority, context, other.bonus);
  const timesChange = start !== undefined || end !== undefined || pauses !== undefined;
  if (timesChange && log.end === null) throw conflict("work_in_progress");
  const previous: WorkLogValues = {
    start: log.start,
    end: log.end,
    pauses: log.pauses,
    workTypeId: log.workTypeId,
    workspaceId: log.workspaceId,
    comment: log.comment,
    workerComment: log.workerComment,
    bonus: log.bonus,
    tags: log.tags,
    files: log.files,
  };
  let next: WorkLogValues = { ...previous, ...other };
  if (timesChange && log.end !== null) {
    next = {
      ...next,
      ...checkedTimes(
        start === undefined ? log.start : truncateToMinute(start),
        end === undefined ? log.end : truncateToMinute(end),
        pauses === undefined ? { pauses: [...log.pauses], errors: {} } : normalisePauses(pauses),
      ),
    };
    assertNotInFuture(next, context);
    assertInWindow(state, next.start);
    assertNoOverlap(next, Object.values(state.logs), context.blocked, log.workId);
    assertNoWorkRoundOverlap(next, Object.values(state.logs), workRoundsOf(context), log.workId);
    assertLongWorkConfirmed(next, data.confirmOver24Hours);
  }
  if (sameValues(previous, next)) return [];
  const date = workDateOf(next.start, context.timeZone);
  assertWorkerMayChangeDates(authority, [date], context);
  return [
    {
      type: "WorkLogEdited",
      data: {
        workerId: data.workerId,
        workId: log.workId,
        date,
        previous,
        next,
        ...durations(next),
        ...workLogFlags(authority, [log.date, date], context, next),
        // Confirmed work keeps the price it was confirmed with, unless it moves to another work type.
        ...(log.confirmed && next.workTypeId !== previous.workTypeId ? frozenPricing(context, next.workTypeId) : {}),
      },
    },
  ];
};

export const decideDelete = (state: WorkTimeState, data: DeleteWorkLog, context: WorkTimeContext): WorkTimeEvent[] => {
  const log = targetLog(state, data.workId);
  const authority = assertWorkLogAuthority(context, data.workerId, "edit");
  assertMayChangeLog(authority, log);
  assertInWindow(state, log.start);
  assertWorkerMayChangeDates(authority, [log.date], context);
  return [{ type: "WorkLogDeleted", data: { workerId: data.workerId, workId: log.workId, date: log.date, ...workLogFlags(authority, [log.date], context) } }];
};
