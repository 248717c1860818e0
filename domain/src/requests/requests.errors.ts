import { requestMessages, type Instant } from "@workledger/event-schemas";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";

/** Something already in the worker's time that a paid absence would overlap (the 'Conflicting dates' rows). */
export interface OverlapEntry {
  readonly kind: "work_log" | "paid_absence" | "scheduled_absence";
  /** The work id, request id or schedule event id. */
  readonly id: string;
  readonly workerId: string;
  readonly start: Instant;
  /** Null: work still running, which occupies everything from its start on. */
  readonly end: Instant | null;
}

/** 409 'Conflicting dates': the entries the asked interval overlaps travel with the error, for the dialog. */
export class ConflictingDatesError extends ConflictError {
  constructor(readonly entries: readonly OverlapEntry[]) {
    super(requestMessages.conflictingDates, "conflicting_dates");
  }
}

export const requestNotFound = (): NotFoundError => new NotFoundError(requestMessages.notFound, "request_not_found");
export const alreadyDecided = (): ConflictError => new ConflictError(requestMessages.alreadyDecided, "request_already_decided");
export const bonusAlreadyApproved = (): ConflictError => new ConflictError(requestMessages.bonusAlreadyApproved, "bonus_already_approved");
export const ongoingRequest = (): ConflictError => new ConflictError(requestMessages.ongoingRequest, "ongoing_request");
export const notYourRequest = (): ForbiddenError => new ForbiddenError(requestMessages.notYourRequest, "not_your_request");
export const noRightsToDecide = (): ForbiddenError => new ForbiddenError(requestMessages.noRightsToDecide, "no_rights_to_decide_requests");
export const startAfterEnd = (): ValidationError => new ValidationError({ started_at: [requestMessages.startAfterEnd] }, requestMessages.startAfterEnd, "start_after_end");
