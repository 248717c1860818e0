import { assign, setup, type SnapshotFrom } from "xstate";
import type { Instant, WorkPause } from "@workledger/event-schemas";
import type { DomainError } from "../errors.ts";
import { conflict, invalid, notFound } from "./work-time.errors.ts";
import { instantMs, secondsBetween } from "./work-time.time.ts";

/**
 * One work's lifecycle: started -> paused -> resumed -> ... -> stopped. Free of side effects: the
 * server evaluates it with initialTransition/transition inside the decider, the web runs it with
 * @xstate/react to enable the punch buttons (snapshot.can). Every punch names its moment (`at`).
 */
export interface WorkLifecycleContext {
  readonly workId: string | null;
  readonly startedAt: Instant | null;
  readonly lastPunchAt: Instant | null;
  readonly pauses: readonly WorkPause[];
  readonly stoppedAt: Instant | null;
}

export type WorkLifecycleEvent =
  | { readonly type: "work.start"; readonly workId: string; readonly at: Instant }
  | { readonly type: "work.pause"; readonly at: Instant }
  | { readonly type: "work.resume"; readonly at: Instant }
  | { readonly type: "work.stop"; readonly at: Instant };

export type WorkLifecycleEventType = WorkLifecycleEvent["type"];

export const emptyWorkLifecycleContext: WorkLifecycleContext = {
  workId: null,
  startedAt: null,
  lastPunchAt: null,
  pauses: [],
  stoppedAt: null,
};

const closeOpenPause = (pauses: readonly WorkPause[], at: Instant): WorkPause[] =>
  pauses.flatMap((p) => {
    if (p.end !== null) return [p];
    // A pause that begins at the stop adds nothing (an idle stop at the moment the pause began).
    return instantMs(p.start) >= instantMs(at) ? [] : [{ ...p, end: at, lengthSeconds: secondsBetween(p.start, at) }];
  });

export const workLifecycleMachine = setup({
  types: {
    context: {} as WorkLifecycleContext,
    events: {} as WorkLifecycleEvent,
  },
  guards: {
    /** Punches move forward in time: none may be earlier than the last one. */
    notBeforeLastPunch: ({ context, event }) =>
      context.lastPunchAt === null || instantMs(event.at) >= instantMs(context.lastPunchAt),
  },
  actions: {
    recordStart: assign(({ event }) => {
      if (event.type !== "work.start") return {};
      return { ...emptyWorkLifecycleContext, workId: event.workId, startedAt: event.at, lastPunchAt: event.at };
    }),
    openPause: assign(({ context, event }) => ({
      lastPunchAt: event.at,
      pauses: [...context.pauses, { start: event.at, end: null, lengthSeconds: null }],
    })),
    closePause: assign(({ context, event }) => ({
      lastPunchAt: event.at,
      pauses: closeOpenPause(context.pauses, event.at),
    })),
    recordStop: assign(({ context, event }) => ({
      lastPunchAt: event.at,
      stoppedAt: event.at,
      pauses: closeOpenPause(context.pauses, event.at),
    })),
  },
}).createMachine({
  id: "workLifecycle",
  initial: "idle",
  // No input: a running work is hydrated as a whole snapshot (workLifecycleOf), not as context.
  context: emptyWorkLifecycleContext,
  states: {
    idle: {
      on: { "work.start": { target: "started", actions: "recordStart" } },
    },
    started: {
      on: {
        "work.pause": { guard: "notBeforeLastPunch", target: "paused", actions: "openPause" },
        "work.stop": { guard: "notBeforeLastPunch", target: "stopped", actions: "recordStop" },
      },
    },
    paused: {
      on: {
        "work.resume": { guard: "notBeforeLastPunch", target: "resumed", actions: "closePause" },
        "work.stop": { guard: "notBeforeLastPunch", target: "stopped", actions: "recordStop" },
      },
    },
    resumed: {
      on: {
        "work.pause": { guard: "notBeforeLastPunch", target: "paused", actions: "openPause" },
        "work.stop": { guard: "notBeforeLastPunch", target: "stopped", actions: "recordStop" },
      },
    },
    // Not a final state: the same punch clock starts the worker's next work.
    stopped: {
      on: { "work.start": { guard: "notBeforeLastPunch", target: "started", actions: "recordStart" } },
    },
  },
});

export type WorkLifecycleSnapshot = SnapshotFrom<typeof workLifecycleMachine>;
export type WorkLifecycleState = "idle" | "started" | "paused" | "resumed" | "stopped";

const rejections: Record<WorkLifecycleState, Partial<Record<WorkLifecycleEventType, () => DomainError>>> = {
  idle: {
    "work.pause": () => notFound("work_not_found"),
    "work.resume": () => notFound("work_not_found"),
    "work.stop": () => notFound("work_not_found"),
  },
  started: {
    "work.start": () => conflict("user_currently_working"),
    "work.resume": () => conflict("work_resumed_already"),
  },
  paused: {
    "work.start": () => conflict("user_currently_working"),
    "work.pause": () => conflict("work_paused_already"),
  },
  resumed: {
    "work.start": () => conflict("user_currently_working"),
    "work.resume": () => conflict("work_resumed_already"),
  },
  stopped: {
    "work.pause": () => conflict("work_stopped_already"),
    "work.resume": () => conflict("work_stopped_already"),
    "work.stop": () => conflict("work_stopped_already"),
  },
};

/**
 * Why an event is refused in a state, with the spec's message, or null when the machine takes it.
 * A punch earlier than the last one is refused as conflicting times.
 */
export const workLifecycleRejection = (snapshot: WorkLifecycleSnapshot, event: WorkLifecycleEvent): DomainError | null => {
  if (snapshot.can(event)) return null;
  const reject = rejections[snapshot.value as WorkLifecycleState][event.type];
  return reject === undefined ? invalid("at", "punch_before_last_punch") : reject();
};

/** A snapshot in a given state, e.g. rebuilt from a stored work log. */
export const workLifecycleSnapshot = (state: WorkLifecycleState, context: WorkLifecycleContext): WorkLifecycleSnapshot =>
  workLifecycleMachine.resolveState({ value: state, context });
