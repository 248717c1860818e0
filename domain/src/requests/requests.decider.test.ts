import { describe, expect, it } from "vitest";
import { requestMessages, type PaidAbsenceDetails, type RequestEvent } from "@workledger/event-schemas";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { ConflictingDatesError, type OverlapEntry } from "./requests.errors.ts";
import { requestsDecider, type RequestsCommand, type RequestsContext } from "./requests.decider.ts";

const spec = deciderSpec(requestsDecider);
const now = "2026-11-25T10:00:00.000Z";
const worker = "worker-1";
const manager = "manager-1";
const asWorker = { now, actorId: worker };
const asManager = { now, actorId: manager };
const managerContext: RequestsContext = { mayDecide: true };
const workerContext: RequestsContext = { mayDecide: false };

const absence = (over: Partial<PaidAbsenceDetails> = {}): PaidAbsenceDetails => ({
  absenceTypeId: "vacation",
  absenceTypeName: "Vacation",
  start: "2026-12-01T00:00:00.000Z",
  end: "2026-12-03T00:00:00.000Z",
  comment: "Trip",
  ...over,
});
const bonusDetails: { bonus: number; comment: string; managerId: string | null } = { bonus: 50, comment: "Extra shift", managerId: manager };

const requestAbsence = (requestId = "r1", details = absence(), context: RequestsContext = workerContext): RequestsCommand => ({
  type: "RequestPaidAbsence",
  data: { requestId, workerId: worker, details },
  metadata: asWorker,
  context,
});
const editAbsence = (requestId = "r1", details = absence(), metadata = asWorker): RequestsCommand => ({
  type: "EditPaidAbsenceRequest",
  data: { requestId, workerId: worker, details },
  metadata,
  context: workerContext,
});
const decide = (requestId: string, approve: boolean, context: RequestsContext = managerContext, metadata = asManager, extra: { bonus?: number } = {}): RequestsCommand => ({
  type: "DecideRequest",
  data: { requestId, approve, ...extra },
  metadata,
  context,
});
const requestBonus = (requestId = "b1", details = bonusDetails): RequestsCommand => ({
  type: "RequestBonus",
  data: { requestId, workerId: worker, workId: "work-1", details },
  metadata: asWorker,
  context: workerContext,
});

const requested = (requestId = "r1", details = absence()): RequestEvent => ({ type: "PaidAbsenceRequested", data: { requestId, workerId: worker, details } });
const approved = (requestId = "r1", details = absence()): RequestEvent => ({
  type: "PaidAbsenceRequestApproved",
  data: { requestId, workerId: worker, details, decidedBy: manager, decidedAt: now },
});
const declined = (requestId = "r1", details = absence()): RequestEvent => ({
  type: "PaidAbsenceRequestDeclined",
  data: { requestId, workerId: worker, details, decidedBy: manager, decidedAt: now },
});
const bonusRequested = (requestId = "b1"): RequestEvent => ({ type: "BonusRequested", data: { requestId, workerId: worker, workId: "work-1", details: bonusDetails } });

const conflictsOf = (command: RequestsCommand, history: readonly RequestEvent[] = []): readonly OverlapEntry[] => {
  try {
    spec.given(history).when(command).events();
  } catch (error) {
    expect(error).toBeInstanceOf(ConflictingDatesError);
    expect((error as ConflictingDatesError).message).toBe(requestMessages.conflictingDates);
    return (error as ConflictingDatesError).entries;
  }
  return expect.unreachable("the request should have been refused with Conflicting dates");
};

describe("requests", () => {
  describe("when the worker has no requests", () => {
    it("records a paid-absence request as pending", () => {
      spec.given([]).when(requestAbsence()).then([requested()]);
      expect(spec.given([requested()]).state().requests["r1"]?.status).toBe("pending");
    });

    it("refuses a request made for someone else", () => {
      spec.given([]).when({ ...requestAbsence(), metadata: asManager }).thenThrows(ForbiddenError, "not_your_request");
    });

    it("refuses an absence that ends before it starts, or is empty", () => {
      spec.given([]).when(requestAbsence("r1", absence({ end: "2026-11-30T00:00:00.000Z" }))).thenThrows(ValidationError, "start_after_end");
      spec.given([]).when(requestAbsence("r1", absence({ end: absence().start }))).thenThrows(ValidationError, "start_after_end");
    });

    it("refuses a comment longer than its column", () => {
      spec.given([]).when(requestAbsence("r1", absence({ comment: "x".repeat(1001) }))).thenThrows(ValidationError, "validation_failed");
    });

    it("refuses deciding a request that does not exist", () => {
      spec.given([]).when(decide("nope", true)).thenThrows(NotFoundError, "request_not_found");
    });
  });

  describe("the lifecycle: pending, then approved or declined", () => {
    it("is editable while pending", () => {
      const changed = absence({ comment: "Longer trip", end: "2026-12-04T00:00:00.000Z" });
      spec.given([requested()]).when(editAbsence("r1", changed)).then([
        { type: "PaidAbsenceRequestEdited", data: { requestId: "r1", workerId: worker, previous: absence(), details: changed } },
      ]);
    });

    it("records nothing for an edit that changes nothing", () => {
      spec.given([requested()]).when(editAbsence()).then([]);
    });

    it("is edited by its requester only", () => {
      spec.given([requested()]).when(editAbsence("r1", absence({ comment: "x" }), asManager)).thenThrows(ForbiddenError, "not_your_request");
    });

    it("is approved by a manager who may decide", () => {
      spec.given([requested()]).when(decide("r1", true)).then([approved()]);
    });

    it("is declined by a manager who may decide", () => {
      spec.given([requested()]).when(decide("r1", false)).then([declined()]);
    });

    it("is not decided by someone without the right, nor by the requester", () => {
      spec.given([requested()]).when(decide("r1", true, { mayDecide: false })).thenThrows(ForbiddenError, "no_rights_to_decide_requests");
      spec.given([requested()]).when(decide("r1", true, managerContext, asWorker)).thenThrows(ForbiddenError, "no_rights_to_decide_requests");
    });

    it("is not edited once decided", () => {
      for (const decision of [approved(), declined()]) {
        spec.given([requested(), decision]).when(editAbsence("r1", absence({ comment: "late" }))).thenThrows(ConflictError, "request_already_decided");
      }
    });
  });

  describe("double decisions", () => {
    it("refuses deciding an approved or declined paid absence again, either way", () => {
      for (const decision of [approved(), declined()]) {
        for (const approve of [true, false]) {
          spec.given([requested(), decision]).when(decide("r1", approve)).thenThrows(ConflictError, "request_already_decided", requestMessages.alreadyDecided);
        }
      }
    });

    it("answers 'Bonus has already been approved.' for an approved bonus request", () => {
      const history = [bonusRequested(), ...spec.given([bonusRequested()]).when(decide("b1", true)).events()];
      spec.given(history).when(decide("b1", false)).thenThrows(ConflictError, "bonus_already_approved", requestMessages.bonusAlreadyApproved);
      spec.given(history).when(requestBonus("b2")).thenThrows(ConflictError, "bonus_already_approved", requestMessages.bonusAlreadyApproved);
    });

    it("refuses deciding a declined bonus request again", () => {
      const history = [bonusRequested(), ...spec.given([bonusRequested()]).when(decide("b1", false)).events()];
      spec.given(history).when(decide("b1", true)).thenThrows(ConflictError, "request_already_decided");
    });
  });

  describe("only one ongoing unconfirmed request", () => {
    it("refuses a second paid-absence request while one is pending", () => {
      spec
        .given([requested()])
        .when(requestAbsence("r2", absence({ start: "2027-01-01T00:00:00.000Z", end: "2027-01-02T00:00:00.000Z" })))
        .thenThrows(ConflictError, "ongoing_request", requestMessages.ongoingRequest);
    });

    it("takes a new paid-absence request once the pending one is decided", () => {
      const later = absence({ start: "2027-01-01T00:00:00.000Z", end: "2027-01-02T00:00:00.000Z" });
      spec.given([requested(), approved()]).when(requestAbsence("r2", later)).then([requested("r2", later)]);
      spec.given([requested(), declined()]).when(requestAbsence("r2", later)).then([requested("r2", later)]);
    });

    it("refuses a second bonus request on the same work log while one is pending", () => {
      spec.given([bonusRequested()]).when(requestBonus("b2")).thenThrows(ConflictError, "ongoing_request");
    });

    it("takes a bonus request again after a decline; one that names no manager goes to whoever decides requests (the spec's call lists no manager_id)", () => {
      const history = [bonusRequested(), ...spec.given([bonusRequested()]).when(decide("b1", false)).events()];
      spec.given(history).when(requestBonus("b2")).thenMatches([{ type: "BonusRequested", data: { requestId: "b2" } }]);
      spec.given([]).when(requestBonus("b1", { ...bonusDetails, managerId: null })).thenMatches([{ type: "BonusRequested", data: { requestId: "b1", details: { managerId: null } } }]);
    });

    it("a manager may approve a different amount; the original is kept", () => {
      spec
        .given([bonusRequested()])
        .when(decide("b1", true, managerContext, asManager, { bonus: 30 }))
        .thenMatches([{ type: "BonusRequestApproved", data: { bonus: 30, originalBonus: 50 } }]);
    });
  });

  describe("overlapping absences", () => {
    const workLog: OverlapEntry = { kind: "work_log", id: "work-9", workerId: worker, start: "2026-12-02T06:00:00.000Z", end: "2026-12-02T14:00:00.000Z" };

    it("refuses an absence overlapping an approved one, naming it", () => {
      const overlapping = absence({ start: "2026-12-02T00:00:00.000Z", end: "2026-12-05T00:00:00.000Z" });
      expect(conflictsOf(requestAbsence("r2", overlapping), [requested(), approved()])).toEqual([
        { kind: "paid_absence", id: "r1", workerId: worker, start: absence().start, end: absence().end },
      ]);
    });

    it("takes an absence that starts when another ends (half-open intervals), and one overlapping a declined one", () => {
      const next = absence({ start: absence().end, end: "2026-12-04T00:00:00.000Z" });
      spec.given([requested(), approved()]).when(requestAbsence("r2", next)).then([requested("r2", next)]);
      spec.given([requested(), declined()]).when(requestAbsence("r2", absence())).then([requested("r2", absence())]);
    });

    it("refuses an absence overlapping the worker's work logs, also a running work", () => {
      expect(conflictsOf(requestAbsence("r1", absence(), { mayDecide: false, occupied: [workLog] }))).toEqual([workLog]);
      const running: OverlapEntry = { ...workLog, id: "work-10", start: "2026-11-30T08:00:00.000Z", end: null };
      expect(conflictsOf(requestAbsence("r1", absence(), { mayDecide: false, occupied: [running] }))).toEqual([running]);
    });

    it("refuses an edit that moves onto work, and an approval when work was logged since the request", () => {
      const moved = absence({ start: "2026-12-02T00:00:00.000Z" });
      expect(() => requestsDecider.decide({ ...editAbsence("r1", moved), context: { mayDecide: false, occupied: [workLog] } }, spec.given([requested("r1", absence({ end: "2026-12-02T00:00:00.000Z" }))]).state())).toThrow(
        ConflictingDatesError,
      );
      expect(conflictsOf(decide("r1", true, { mayDecide: true, occupied: [workLog] }), [requested()])).toEqual([workLog]);
    });

    it("declines even when work overlaps (declining puts nothing in the ledger)", () => {
      spec.given([requested()]).when(decide("r1", false, { mayDecide: true, occupied: [workLog] })).then([declined()]);
    });
  });

  describe("how long a paid absence may be", () => {
    const helsinki = "Europe/Helsinki";
    const iso = (local: string) => new Date(local).toISOString();
    const days = (first: string, afterLast: string) => absence({ start: iso(`${first}T00:00:00+02:00`), end: iso(`${afterLast}T00:00:00+02:00`) });
    const limited = (maxDays: number): RequestsContext => ({ mayDecide: false, absenceLimit: { maxDays, timeZone: helsinki } });

    it("accepts an absence of exactly the type's longest", () => {
      spec.given([]).when(requestAbsence("r1", days("2026-12-14", "2026-12-17"), limited(3))).thenMatches([{ type: "PaidAbsenceRequested" }]);
    });

    it("refuses one day more than the type allows, on ended_at", () => {
      spec.given([]).when(requestAbsence("r1", days("2026-12-14", "2026-12-18"), limited(3))).thenThrows(ValidationError, "absence_too_long", requestMessages.absenceTooLong);
    });

    it("refuses a 69-year absence under the default maximum of a type that names none", () => {
      const decades = absence({ start: "2026-12-01T00:00:00.000Z", end: "2095-12-01T00:00:00.000Z" });
      spec.given([]).when(requestAbsence("r1", decades)).thenThrows(ValidationError, "absence_too_long");
      // 1.12 to 2.3 is 92 days (the default); to 3.3 is one more.
      spec.given([]).when(requestAbsence("r1", days("2026-12-01", "2027-03-03"))).thenMatches([{ type: "PaidAbsenceRequested" }]);
      spec.given([]).when(requestAbsence("r1", days("2026-12-01", "2027-03-04"))).thenThrows(ValidationError, "absence_too_long");
    });

    it("refuses an edit that makes it too long, and an approval of one asked before the type was shortened", () => {
      const long = days("2026-12-14", "2026-12-24");
      expect(() => requestsDecider.decide({ ...editAbsence("r1", long), context: limited(5) }, spec.given([requested()]).state())).toThrow(ValidationError);
      spec.given([requested("r1", long)]).when(decide("r1", true, { mayDecide: true, absenceLimit: { maxDays: 5, timeZone: helsinki } })).thenThrows(ValidationError, "absence_too_long");
      spec.given([requested("r1", long)]).when(decide("r1", false, { mayDecide: true, absenceLimit: { maxDays: 5, timeZone: helsinki } })).thenMatches([{ type: "PaidAbsenceRequestDeclined" }]);
    });

    it("counts local days in the company's zone: the week of the autumn DST change is 7 days", () => {
      spec.given([]).when(requestAbsence("r1", absence({ start: iso("2026-10-19T00:00:00+03:00"), end: iso("2026-10-26T00:00:00+02:00") }), limited(7))).thenMatches([{ type: "PaidAbsenceRequested" }]);
    });
  });
});
