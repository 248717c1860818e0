import { setup, transition, type SnapshotFrom } from "xstate";
import type { RequestStatus } from "@workledger/event-schemas";

/**
 * One request's lifecycle (spec 4, Requests): pending (status none), then approved or declined.
 * Editable while pending; a decided request is never decided again. The table is the one source:
 * the machine below is built state by state from it, the decider asks the machine before it
 * decides, and the web asks the same machine which buttons to offer.
 */
export type RequestLifecycleEventType = "request.edit" | "request.approve" | "request.decline";
export interface RequestLifecycleEvent {
  readonly type: RequestLifecycleEventType;
}

export const requestStatuses: readonly RequestStatus[] = ["pending", "approved", "declined"];
export const requestLifecycleEventTypes: readonly RequestLifecycleEventType[] = ["request.edit", "request.approve", "request.decline"];

export const requestTransitions = {
  pending: { "request.edit": "pending", "request.approve": "approved", "request.decline": "declined" },
  approved: {},
  declined: {},
} as const satisfies Record<RequestStatus, Partial<Record<RequestLifecycleEventType, RequestStatus>>>;

const on = (status: RequestStatus) =>
  Object.fromEntries(Object.entries(requestTransitions[status]).map(([event, target]) => [event, { target }])) as Record<RequestLifecycleEventType, { target: RequestStatus }>;

export const requestLifecycleMachine = setup({
  types: { events: {} as RequestLifecycleEvent },
}).createMachine({
  id: "requestLifecycle",
  initial: "pending",
  states: {
    pending: { on: on("pending") },
    approved: { type: "final" },
    declined: { type: "final" },
  },
});

export type RequestLifecycleSnapshot = SnapshotFrom<typeof requestLifecycleMachine>;

/** The machine in a request's status (e.g. rebuilt from the read model). */
export const requestLifecycleSnapshot = (status: RequestStatus): RequestLifecycleSnapshot => requestLifecycleMachine.resolveState({ value: status, context: undefined });

/** Whether a request in `status` takes `event`, as the machine says. */
export const requestAccepts = (status: RequestStatus, event: RequestLifecycleEventType): boolean => requestLifecycleSnapshot(status).can({ type: event });

/** The status after `event`, or null when the machine refuses it. */
export const nextRequestStatus = (status: RequestStatus, event: RequestLifecycleEventType): RequestStatus | null => {
  if (!requestAccepts(status, event)) return null;
  const [next] = transition(requestLifecycleMachine, requestLifecycleSnapshot(status), { type: event });
  return next.value as RequestStatus;
};
