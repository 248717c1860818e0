import { Schema } from "effect";
import { Instant } from "../envelope.ts";
import { defineEvent } from "../organisation/define-message.ts";
import { EntityId, OrganisationCommandMetadata } from "../organisation/organisation-values.ts";
import { MAX_WORK_BONUS, WorkId } from "../work-time/work-time.values.ts";

/**
 * Requests (spec 1, 3, 4): a worker asks for a bonus on a work log or for a paid absence, and a
 * manager with can_accept_decline_requests decides. Both kinds follow one lifecycle (pending,
 * approved, declined; see the domain's request-lifecycle transition table).
 */
export const RequestKind = Schema.Literals(["bonus", "paid_absence"]);
export type RequestKind = typeof RequestKind.Type;

/** Spec 4: pending (status none), approved, declined. */
export const RequestStatus = Schema.Literals(["pending", "approved", "declined"]);
export type RequestStatus = typeof RequestStatus.Type;

/** The spec's texts for requests (section 8), quoted exactly; the web translates them in six locales. */
export const requestMessages = {
  bonusUpdated: "Bonus request updated successfully",
  paidAbsenceUpdated: "Paid absence request updated successfully",
  /** A decision says what it decided, not that something was updated. */
  bonusApproved: "Bonus request approved",
  bonusDeclined: "Bonus request declined",
  paidAbsenceApproved: "Paid absence request approved",
  paidAbsenceDeclined: "Paid absence request declined",
  bonusAlreadyApproved: "Bonus has already been approved.",
  alreadyDecided: "This request has already been accepted or declined",
  notFound: "Request not found. The work log may have been deleted.",
  ongoingRequest: "There is already an ongoing unconfirmed request",
  conflictingDatesTitle: "Conflicting dates",
  conflictingDates: "There are conflicting date for this timeframe. Please review previous entries.",
  startAfterEnd: "The start must be before the end",
  absenceTooLong: "The absence is longer than its type allows",
  noRightsToDecide: "You have no rights to accept or decline requests",
  notYourRequest: "Only the requester can change a request",
} as const;

/** A comment someone typed on a request: at most 1000 characters (the read model's text column holds it). */
export const RequestComment = Schema.String.check(Schema.isMaxLength(1000));

/** A bonus in whole euros (the spec's bonus input accepts digits only), bounded like a work log's bonus. */
export const RequestedBonus = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(MAX_WORK_BONUS));

/** What a paid-absence request asks for: the absence type, the half-open interval [start, end) and a comment. */
export const PaidAbsenceDetails = Schema.Struct({
  absenceTypeId: EntityId,
  /** The type's name when asked, so a notification reads without the catalogue. */
  absenceTypeName: Schema.String.check(Schema.isMaxLength(255)),
  start: Instant,
  end: Instant,
  comment: RequestComment,
});
export type PaidAbsenceDetails = typeof PaidAbsenceDetails.Type;

/** What a bonus request asks for: the amount, a comment and the manager it is addressed to (spec 3: Bonus form). */
export const BonusDetails = Schema.Struct({
  bonus: RequestedBonus,
  comment: RequestComment,
  managerId: Schema.NullOr(EntityId),
});
export type BonusDetails = typeof BonusDetails.Type;

const ids = { requestId: EntityId, workerId: EntityId };
const decided = { decidedBy: EntityId, decidedAt: Instant };

// Paid absences: one stream per worker (paidAbsenceRequestsStreamName), so "one ongoing request" and
// "absences do not overlap" are decided on one history.
export const PaidAbsenceRequested = defineEvent("PaidAbsenceRequested", 1, { ...ids, details: PaidAbsenceDetails });
/** Carries the details before and after, so the history reads from the events alone. */
export const PaidAbsenceRequestEdited = defineEvent("PaidAbsenceRequestEdited", 1, { ...ids, previous: PaidAbsenceDetails, details: PaidAbsenceDetails });
/** Approved: from now on the absence is part of the worker's ledger (timesheet, overlap checks, reports). */
export const PaidAbsenceRequestApproved = defineEvent("PaidAbsenceRequestApproved", 1, { ...ids, details: PaidAbsenceDetails, ...decided });
export const PaidAbsenceRequestDeclined = defineEvent("PaidAbsenceRequestDeclined", 1, { ...ids, details: PaidAbsenceDetails, ...decided });

// Bonuses: one stream per work log (bonusRequestsStreamName); clarification 35: one pending bonus request per work log.
const bonusIds = { ...ids, workId: WorkId };
export const BonusRequested = defineEvent("BonusRequested", 1, { ...bonusIds, details: BonusDetails });
export const BonusRequestEdited = defineEvent("BonusRequestEdited", 1, { ...bonusIds, previous: BonusDetails, details: BonusDetails });
/** `bonus` is what the manager approved; `originalBonus` what the worker asked for (spec 3: original bonus). */
export const BonusRequestApproved = defineEvent("BonusRequestApproved", 1, { ...bonusIds, bonus: RequestedBonus, originalBonus: RequestedBonus, comment: RequestComment, ...decided });
export const BonusRequestDeclined = defineEvent("BonusRequestDeclined", 1, { ...bonusIds, originalBonus: RequestedBonus, comment: RequestComment, ...decided });

export const requestEvents = [
  PaidAbsenceRequested,
  PaidAbsenceRequestEdited,
  PaidAbsenceRequestApproved,
  PaidAbsenceRequestDeclined,
  BonusRequested,
  BonusRequestEdited,
  BonusRequestApproved,
  BonusRequestDeclined,
] as const;
export const RequestEvent = Schema.Union(requestEvents.map((e) => e.schema));
export type RequestEvent = typeof RequestEvent.Type;
export type RequestEventType = RequestEvent["type"];
export const requestEventTypes: readonly RequestEventType[] = requestEvents.map((e) => e.type);
export const isRequestEventType = (type: string): type is RequestEventType => (requestEventTypes as readonly string[]).includes(type);

/** A worker's paid-absence requests: one stream per company and worker. */
export const paidAbsenceRequestsStreamName = (companyId: string, workerId: string): string => `paid-absence-requests-${companyId}-${workerId}`;
/** The bonus requests on one work log: one stream per company and work log. */
export const bonusRequestsStreamName = (companyId: string, workId: string): string => `bonus-requests-${companyId}-${workId}`;

/** Commands. Metadata (the clock and the actor) never comes from a body. */
const command = <const T extends string, const F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct(fields), metadata: OrganisationCommandMetadata });

export const RequestPaidAbsence = command("RequestPaidAbsence", { ...ids, details: PaidAbsenceDetails });
export const EditPaidAbsenceRequest = command("EditPaidAbsenceRequest", { ...ids, details: PaidAbsenceDetails });
export const RequestBonus = command("RequestBonus", { ...bonusIds, details: BonusDetails });
export const EditBonusRequest = command("EditBonusRequest", { ...bonusIds, details: BonusDetails });
/** Approve or decline either kind; `bonus` (approve only) lets the manager approve another amount than asked. */
export const DecideRequest = command("DecideRequest", {
  requestId: EntityId,
  approve: Schema.Boolean,
  bonus: Schema.optionalKey(RequestedBonus),
  comment: Schema.optionalKey(RequestComment),
});
