import { describe, expect, it } from "vitest";
import { ConflictError, requestsDecider, requestStatuses, type RequestsCommand } from "@workledger/domain";
import type { RequestEvent, RequestStatus } from "@workledger/event-schemas";
import { offersAction, requestActionsFor, type RequestAction } from "./request-actions.ts";

const now = "2026-11-25T10:00:00.000Z";
const details = { absenceTypeId: "vac", absenceTypeName: "Vacation", start: "2026-12-01T00:00:00.000Z", end: "2026-12-02T00:00:00.000Z", comment: "" };
const decided = { decidedBy: "boss", decidedAt: now };
const historyOf: Readonly<Record<RequestStatus, readonly RequestEvent[]>> = {
  pending: [{ type: "PaidAbsenceRequested", data: { requestId: "r1", workerId: "w1", details } }],
  approved: [
    { type: "PaidAbsenceRequested", data: { requestId: "r1", workerId: "w1", details } },
    { type: "PaidAbsenceRequestApproved", data: { requestId: "r1", workerId: "w1", details, ...decided } },
  ],
  declined: [
    { type: "PaidAbsenceRequested", data: { requestId: "r1", workerId: "w1", details } },
    { type: "PaidAbsenceRequestDeclined", data: { requestId: "r1", workerId: "w1", details, ...decided } },
  ],
};

/** The server's command for a web action, from the person the action belongs to. */
const commandOf = (action: RequestAction): RequestsCommand =>
  action === "edit"
    ? { type: "EditPaidAbsenceRequest", data: { requestId: "r1", workerId: "w1", details: { ...details, comment: "changed" } }, metadata: { now, actorId: "w1" }, context: { mayDecide: false } }
    : { type: "DecideRequest", data: { requestId: "r1", approve: action === "approve" }, metadata: { now, actorId: "boss" }, context: { mayDecide: true } };

const deciderTakes = (status: RequestStatus, action: RequestAction): boolean => {
  const state = historyOf[status].reduce(requestsDecider.evolve, requestsDecider.initialState);
  expect(state.requests["r1"]?.status).toBe(status);
  try {
    return requestsDecider.decide(commandOf(action), state).length > 0;
  } catch (error) {
    expect(error).toBeInstanceOf(ConflictError);
    return false;
  }
};

describe("the web's request actions and the server's decider share their transitions", () => {
  it("offers an action in a status exactly when the decider takes its command", () => {
    for (const status of requestStatuses) {
      for (const action of ["edit", "approve", "decline"] as const) {
        expect(offersAction(status, action), `${status}: ${action}`).toBe(deciderTakes(status, action));
      }
    }
  });

  it("offers editing to the requester and deciding to a manager only while pending", () => {
    expect(requestActionsFor("pending", "requester")).toEqual(["edit"]);
    expect(requestActionsFor("pending", "decider")).toEqual(["approve", "decline"]);
    for (const decidedStatus of ["approved", "declined"] as const) {
      expect(requestActionsFor(decidedStatus, "requester")).toEqual([]);
      expect(requestActionsFor(decidedStatus, "decider")).toEqual([]);
    }
  });
});
