import { initialTransition, transition } from "xstate";
import type { AutoStopWork, Instant, PauseWork, ResumeWork, StartWork, StopWork, WorkLog, WorkTimeEvent } from "@workledger/event-schemas";
import type { WorkTimeContext } from "./work-time.commands.ts";
import { assertWorkerMayChangeDates } from "./work-time.pay-periods.ts";
import { assertPunchAuthority } from "./work-time.permissions.ts";
import { conflict, forbidden, notFound } from "./work-time.errors.ts";
import { assertInWindow, isDeleted, punchMoment, targetLog } from "./work-time.guards.ts";
import {
  workLifecycleMachine,
  workLifecycleRejection,
  workLifecycleSnapshot,
  type WorkLifecycleContext,
  type WorkLifecycleEvent,
  type WorkLifecycleSnapshot,
} from "./work-lifecycle.machine.ts";
import { assertNoOverlap, assertNoWorkRoundOverlap, pauseSeconds, workedSeconds, workRoundsOf } from "./work-time.rules.ts";
import type { WorkTimeState } from "./work-time.state.ts";
import { instantMs, workDateOf } from "./work-time.time.ts";

/** The latest moment recorded on a log: punches must not go back before it. */
export const lastPunchOf = (log: WorkLog): Instant =>
  [log.start, log.end, ...log.pauses.flatMap((p) => [p.start, p.end])]
    .filter((i): i is Instant => i !== null)
    .reduce((a, b) => (instantMs(b) > instantMs(a) ? b : a));

/**
 * A stored log as a lifecycle snapshot, so the machine decides what may happen next. The web can
 * hydrate its punch buttons with it: createActor(workLifecycleMachine, { snapshot: workLifecycleOf(log) }).
 */
export const workLifecycleOf = (log: WorkLog): WorkLifecycleSnapshot => {
  const context: WorkLifecycleContext = {
    workId: log.workId,
    startedAt: log.start,
    lastPunchAt: lastPunchOf(log),
    pauses: log.pauses,
    stoppedAt: log.end,
  };
  return workLifecycleSnapshot(log.status, context);
};

/** Runs one punch through the machine; a refused punch throws the spec's rejection. */
const punch = (snapshot: WorkLifecycleSnapshot, event: WorkLifecycleEvent): WorkLifecycleSnapshot => {
  const rejection = workLifecycleRejection(snapshot, event);
  if (rejection !== null) throw rejection;
  return transition(workLifecycleMachine, snapshot, event)[0];
};

/** A punch that named its moment records when the server received it too (see PUNCH_CLOCK_SKEW_SECONDS). */
const receivedOf = (at: Instant | undefined, context: WorkTimeContext): { receivedAt?: Instant } => (at === undefined ? {} : { receivedAt: context.now });

export const decideStart = (state: WorkTimeState, data: StartWork, context: WorkTimeContext): WorkTimeEvent[] => {
  const authority = assertPunchAuthority(context, data.workerId);
  if (isDeleted(state, data.workId)) throw notFound("work_deleted");
  // The same work id again is a retried request: nothing more to record.
  // A work id names one log: a retried request is answered before the ledger (the API's replays), so here it is taken.
  if (state.logs[data.workId] !== undefined) throw conflict("work_id_taken");
  const at = punchMoment(data.at, context, authority);
  const current = state.currentWorkId === null ? undefined : state.logs[state.currentWorkId];
  const [idle] = initialTransition(workLifecycleMachine);
  const started = punch(current === undefined ? idle : workLifecycleOf(current), { type: "work.start", workId: data.workId, at });
  assertInWindow(state, at);
  // A start reported for an earlier moment may not open work in a period closed for workers.
  assertWorkerMayChangeDates(authority, [workDateOf(at, context.timeZone)], context);
  assertNoOverlap({ start: at, end: null }, Object.values(state.logs), context.blocked);
  assertNoWorkRoundOverlap({ start: at, end: null }, Object.values(state.logs), workRoundsOf(context));
  return [
    {
      type: "WorkStarted",
      data: {
        workerId: data.workerId,
        workId: data.workId,
        workNumber: state.nextWorkNumber,
        date: workDateOf(at, context.timeZone),
        startedAt: started.context.startedAt ?? at,
        source: context.source,
        workTypeId: data.workTypeId ?? null,
        workspaceId: data.workspaceId ?? null,
        comment: data.comment ?? "",
        ...(data.location === undefined ? {} : { location: data.location }),
        ...receivedOf(data.at, context),
      },
    },
  ];
};

type Punch = { readonly kind: "pause"; readonly data: PauseWork }
  | { readonly kind: "resume"; readonly data: ResumeWork }
  | { readonly kind: "stop"; readonly data: StopWork };

export const decidePunch = (state: WorkTimeState, { kind, data }: Punch, context: WorkTimeContext): WorkTimeEvent[] => {
  const authority = assertPunchAuthority(context, data.workerId);
  // No current work, yet the worker has one in this period: whoever asks saw it running (another
  // tab, another device) and it was stopped since. Say so, rather than 'Work not found'.
  if ((data.workId ?? null) === null && state.currentWorkId === null && Object.keys(state.logs).length > 0) throw conflict("work_changed_already");
  const log = targetLog(state, data.workId);
  const at = punchMoment(data.at, context, authority);
  const next = punch(workLifecycleOf(log), { type: `work.${kind}`, at });
  const base = { workerId: data.workerId, workId: log.workId, source: context.source, ...receivedOf(data.at, context) };
  switch (kind) {
    case "pause":
      return [{ type: "WorkPaused", data: { ...base, pausedAt: at } }];
    case "resume": {
      const closed = next.context.pauses.at(-1);
      return [{ type: "WorkResumed", data: { ...base, resumedAt: at, pauseSeconds: closed?.lengthSeconds ?? 0 } }];
    }
    case "stop": {
      const stopped = { start: log.start, end: at, pauses: next.context.pauses };
      return [
        {
          type: "WorkStopped",
          data: {
            ...base,
            stoppedAt: at,
            workedSeconds: workedSeconds(stopped),
            pauseSeconds: pauseSeconds(stopped),
            ...(data.location === undefined ? {} : { location: data.location }),
          },
        },
      ];
    }
  }
};

/**
 * A scheduled automatic stop. It may arrive late or after the worker acted, so it is re-checked
 * against the current state and decides nothing when it no longer applies.
 */
export const decideAutoStop = (state: WorkTimeState, data: AutoStopWork, context: WorkTimeContext): WorkTimeEvent[] => {
  if (context.persona !== "system") throw forbidden("no_rights_to_edit_work_time");
  const log = state.logs[data.workId];
  if (log === undefined || state.currentWorkId !== data.workId || log.status === "stopped") return [];
  if (instantMs(data.at) > instantMs(context.now)) return [];
  if (data.reason === "idle") {
    const open = log.pauses.at(-1);
    if (log.status !== "paused" || open === undefined || open.end !== null || open.start !== data.at) return [];
  }
  const snapshot = workLifecycleOf(log);
  const event: WorkLifecycleEvent = { type: "work.stop", at: data.at };
  if (!snapshot.can(event)) return [];
  const next = transition(workLifecycleMachine, snapshot, event)[0];
  const stopped = { start: log.start, end: data.at, pauses: next.context.pauses };
  return [
    {
      type: "WorkAutoStopped",
      data: {
        workerId: data.workerId,
        workId: data.workId,
        stoppedAt: data.at,
        reason: data.reason,
        workedSeconds: workedSeconds(stopped),
        pauseSeconds: pauseSeconds(stopped),
      },
    },
  ];
};
