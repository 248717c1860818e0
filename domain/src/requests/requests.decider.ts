import {
  BonusDetails,
  PaidAbsenceDetails,
  type BonusDetails as BonusDetailsType,
  type OrganisationCommandMetadata,
  type PaidAbsenceDetails as PaidAbsenceDetailsType,
  type RequestEvent,
  type RequestKind,
  type RequestStatus,
} from "@workledger/event-schemas";
import { sameValue } from "../unchanged.ts";
import { validateWith } from "../organisation/organisation-errors.ts";
import { nextRequestStatus, type RequestLifecycleEventType } from "./request-lifecycle.machine.ts";
import {
  alreadyDecided,
  bonusAlreadyApproved,
  ConflictingDatesError,
  noRightsToDecide,
  notYourRequest,
  ongoingRequest,
  requestNotFound,
  startAfterEnd,
  type OverlapEntry,
} from "./requests.errors.ts";
import { overlappingEntries } from "./requests.overlaps.ts";
import { absenceMaxDays, assertAbsenceLength, type AbsenceLimit } from "./absence-length.ts";
import { DEFAULT_TIME_ZONE } from "../work-time/work-time.time.ts";

/**
 * Bonus and paid-absence requests. One decider serves both streams: a worker's paid-absence
 * requests (one stream per worker) and the bonus requests on one work log (one stream per log).
 * Clarification 35: at most one pending request per stream, that is one pending paid absence per
 * worker and one pending bonus request per work log.
 */
export interface RequestRecord {
  readonly requestId: string;
  readonly kind: RequestKind;
  readonly workerId: string;
  readonly workId: string | null;
  readonly status: RequestStatus;
  readonly paidAbsence: PaidAbsenceDetailsType | null;
  readonly bonus: BonusDetailsType | null;
}

export interface RequestsState {
  readonly requests: Readonly<Record<string, RequestRecord>>;
}

export const initialRequestsState: RequestsState = { requests: {} };

/**
 * What the API looks up for a command: whether the actor may decide this worker's requests
 * (can_accept_decline_requests within their workspaces, asked with the shared access rules), and the
 * worker's time a paid absence must not overlap (work logs; scheduled absences, when schedules hold any).
 */
export interface RequestsContext {
  readonly mayDecide: boolean;
  readonly occupied?: readonly OverlapEntry[];
  /** The absence type's longest request in the company's zone; none: the default maximum in the default zone. */
  readonly absenceLimit?: AbsenceLimit;
}

const defaultAbsenceLimit: AbsenceLimit = { maxDays: absenceMaxDays({}), timeZone: DEFAULT_TIME_ZONE };

type Command<T extends string, D> = { readonly type: T; readonly data: D; readonly metadata: OrganisationCommandMetadata; readonly context: RequestsContext };
type Ids = { readonly requestId: string; readonly workerId: string };

export type RequestsCommand =
  | Command<"RequestPaidAbsence", Ids & { readonly details: PaidAbsenceDetailsType }>
  | Command<"EditPaidAbsenceRequest", Ids & { readonly details: PaidAbsenceDetailsType }>
  | Command<"RequestBonus", Ids & { readonly workId: string; readonly details: BonusDetailsType }>
  | Command<"EditBonusRequest", Ids & { readonly workId: string; readonly details: BonusDetailsType }>
  | Command<"DecideRequest", { readonly requestId: string; readonly approve: boolean; readonly bonus?: number; readonly comment?: string }>;

const assertNever = (value: never): never => {
  throw new Error(`Unhandled: ${String(value)}`);
};


/** The lifecycle's verdict, with the spec's message for a decided request. */
const assertLifecycle = (request: RequestRecord, event: RequestLifecycleEventType): void => {
  if (nextRequestStatus(request.status, event) !== null) return;
  throw request.kind === "bonus" && request.status === "approved" ? bonusAlreadyApproved() : alreadyDecided();
};

const paidAbsencesOf = (state: RequestsState, except: string): OverlapEntry[] =>
  Object.values(state.requests)
    .filter((r) => r.kind === "paid_absence" && r.status !== "declined" && r.requestId !== except && r.paidAbsence !== null)
    .map((r) => ({ kind: "paid_absence", id: r.requestId, workerId: r.workerId, start: r.paidAbsence!.start, end: r.paidAbsence!.end }));

/**
 * A paid absence is no longer than its type allows and overlaps neither another paid absence
 * (pending or approved) nor the worker's work.
 */
const assertNoConflicts = (state: RequestsState, requestId: string, details: PaidAbsenceDetailsType, context: RequestsContext): void => {
  if (Date.parse(details.start) >= Date.parse(details.end)) throw startAfterEnd();
  assertAbsenceLength(details.start, details.end, context.absenceLimit ?? defaultAbsenceLimit);
  const conflicts = overlappingEntries(details.start, details.end, [...paidAbsencesOf(state, requestId), ...(context.occupied ?? [])]);
  if (conflicts.length > 0) throw new ConflictingDatesError(conflicts);
};

const hasPending = (state: RequestsState, kind: RequestKind, except?: string): boolean =>
  Object.values(state.requests).some((r) => r.kind === kind && r.status === "pending" && r.requestId !== except);

const existing = (state: RequestsState, requestId: string): RequestRecord => {
  const request = state.requests[requestId];
  if (request === undefined) throw requestNotFound();
  return request;
};

export const decideRequests = (command: RequestsCommand, state: RequestsState): RequestEvent[] => {
  const { metadata, context } = command;
  switch (command.type) {
    case "RequestPaidAbsence": {
      const { requestId, workerId, details } = command.data;
      validateWith(PaidAbsenceDetails, "paid absence request", details, "details");
      if (metadata.actorId !== workerId) throw notYourRequest();
      if (state.requests[requestId] !== undefined || hasPending(state, "paid_absence")) throw ongoingRequest();
      assertNoConflicts(state, requestId, details, context);
      return [{ type: "PaidAbsenceRequested", data: { requestId, workerId, details } }];
    }
    case "EditPaidAbsenceRequest": {
      const { requestId, workerId, details } = command.data;
      validateWith(PaidAbsenceDetails, "paid absence request", details, "details");
      const request = existing(state, requestId);
      if (request.kind !== "paid_absence" || request.workerId !== workerId) throw requestNotFound();
      if (metadata.actorId !== workerId) throw notYourRequest();
      assertLifecycle(request, "request.edit");
      assertNoConflicts(state, requestId, details, context);
      if (sameValue(details, request.paidAbsence)) return [];
      return [{ type: "PaidAbsenceRequestEdited", data: { requestId, workerId, previous: request.paidAbsence!, details } }];
    }
    case "RequestBonus": {
      const { requestId, workerId, workId, details } = command.data;
      validateWith(BonusDetails, "bonus request", details, "details");
      if (metadata.actorId !== workerId) throw notYourRequest();
      if (Object.values(state.requests).some((r) => r.kind === "bonus" && r.status === "approved")) throw bonusAlreadyApproved();
      if (state.requests[requestId] !== undefined || hasPending(state, "bonus")) throw ongoingRequest();
      return [{ type: "BonusRequested", data: { requestId, workerId, workId, details } }];
    }
    case "EditBonusRequest": {
      const { requestId, workerId, workId, details } = command.data;
      validateWith(BonusDetails, "bonus request", details, "details");
      const request = existing(state, requestId);
      if (request.kind !== "bonus" || request.workerId !== workerId || request.workId !== workId) throw requestNotFound();
      if (metadata.actorId !== workerId) throw notYourRequest();
      assertLifecycle(request, "request.edit");
      if (sameValue(details, request.bonus)) return [];
      return [{ type: "BonusRequestEdited", data: { requestId, workerId, workId, previous: request.bonus!, details } }];
    }
    case "DecideRequest": {
      const { requestId, approve } = command.data;
      const request = existing(state, requestId);
      // Nobody decides their own request, whatever their rights: money and time off are someone else's call.
      if (!context.mayDecide || metadata.actorId === request.workerId) throw noRightsToDecide();
      assertLifecycle(request, approve ? "request.approve" : "request.decline");
      const decided = { decidedBy: metadata.actorId, decidedAt: metadata.now };
      const { workerId } = request;
      if (request.kind === "paid_absence") {
        const details = request.paidAbsence!;
        // Work logged since the request was made still blocks it: approving would put both in the ledger.
        if (approve) assertNoConflicts(state, requestId, details, context);
        return [{ type: approve ? "PaidAbsenceRequestApproved" : "PaidAbsenceRequestDeclined", data: { requestId, workerId, details, ...decided } }];
      }
      const asked = request.bonus!;
      const workId = request.workId!;
      const comment = command.data.comment ?? asked.comment;
      if (!approve) return [{ type: "BonusRequestDeclined", data: { requestId, workerId, workId, originalBonus: asked.bonus, comment, ...decided } }];
      const bonus = command.data.bonus ?? asked.bonus;
      validateWith(BonusDetails.fields.bonus, "bonus", bonus, "bonus");
      return [{ type: "BonusRequestApproved", data: { requestId, workerId, workId, bonus, originalBonus: asked.bonus, comment, ...decided } }];
    }
    default:
      return assertNever(command);
  }
};

const withStatus = (state: RequestsState, requestId: string, change: Partial<RequestRecord>): RequestsState => {
  const request = state.requests[requestId];
  return request === undefined ? state : { requests: { ...state.requests, [requestId]: { ...request, ...change } } };
};

export const evolveRequests = (state: RequestsState, event: RequestEvent): RequestsState => {
  switch (event.type) {
    case "PaidAbsenceRequested": {
      const { requestId, workerId, details } = event.data;
      return { requests: { ...state.requests, [requestId]: { requestId, kind: "paid_absence", workerId, workId: null, status: "pending", paidAbsence: details, bonus: null } } };
    }
    case "PaidAbsenceRequestEdited":
      return withStatus(state, event.data.requestId, { paidAbsence: event.data.details });
    case "PaidAbsenceRequestApproved":
      return withStatus(state, event.data.requestId, { status: "approved", paidAbsence: event.data.details });
    case "PaidAbsenceRequestDeclined":
      return withStatus(state, event.data.requestId, { status: "declined" });
    case "BonusRequested": {
      const { requestId, workerId, workId, details } = event.data;
      return { requests: { ...state.requests, [requestId]: { requestId, kind: "bonus", workerId, workId, status: "pending", paidAbsence: null, bonus: details } } };
    }
    case "BonusRequestEdited":
      return withStatus(state, event.data.requestId, { bonus: event.data.details });
    case "BonusRequestApproved":
      return withStatus(state, event.data.requestId, { status: "approved" });
    case "BonusRequestDeclined":
      return withStatus(state, event.data.requestId, { status: "declined" });
    default:
      return assertNever(event);
  }
};

export const requestsDecider = { decide: decideRequests, evolve: evolveRequests, initialState: initialRequestsState };
