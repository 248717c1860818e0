import { requestAccepts, type RequestLifecycleEventType } from "@workledger/domain/requests/request-lifecycle.machine.ts";
import type { RequestStatus } from "@workledger/event-schemas";

/** What a screen may offer on a request: the requester edits it, a manager approves or declines it. */
export type RequestAction = "edit" | "approve" | "decline";

const lifecycleEventOf: Readonly<Record<RequestAction, RequestLifecycleEventType>> = {
  edit: "request.edit",
  approve: "request.approve",
  decline: "request.decline",
};

/**
 * Whether a request in `status` takes `action`, asked of the domain's request lifecycle machine,
 * the same one the decider asks, so the web never offers what the server would refuse.
 */
export const offersAction = (status: RequestStatus, action: RequestAction): boolean => requestAccepts(status, lifecycleEventOf[action]);

/** The actions a person is offered: requesters edit their own, deciders approve or decline others'. */
export const requestActionsFor = (status: RequestStatus, role: "requester" | "decider"): RequestAction[] =>
  (role === "requester" ? (["edit"] as const) : (["approve", "decline"] as const)).filter((a) => offersAction(status, a));

/** Colour kinds of spec 6: approved is success, pending (a request) primary, declined danger. */
export const statusTone: Readonly<Record<RequestStatus, "success" | "primary" | "danger">> = { pending: "primary", approved: "success", declined: "danger" };
