import type { Instant, LocalDate, WorkLog, WorkPeriod, WorkTimeEvent } from "@workledger/event-schemas";

/**
 * The write model of one worker's work-time stream for one period. It holds only what a decision
 * needs: the logs the period may still touch (its own plus those carried over by the previous
 * period's closing summary), the current work, the deleted ids and the running work number.
 */
export interface WorkTimeState {
  readonly status: "initial" | "open" | "closed";
  readonly workerId: string | null;
  readonly period: WorkPeriod | null;
  /** Logs starting earlier are closed books. */
  readonly windowStart: Instant | null;
  readonly logs: Readonly<Record<string, WorkLog>>;
  readonly currentWorkId: string | null;
  readonly deletedWorks: readonly { readonly workId: string; readonly date: LocalDate }[];
  readonly nextWorkNumber: number;
}

export const initialWorkTimeState: WorkTimeState = {
  status: "initial",
  workerId: null,
  period: null,
  windowStart: null,
  logs: {},
  currentWorkId: null,
  deletedWorks: [],
  nextWorkNumber: 1,
};

const withLog = (state: WorkTimeState, workId: string, change: (log: WorkLog) => WorkLog): WorkTimeState => {
  const log = state.logs[workId];
  return log === undefined ? state : { ...state, logs: { ...state.logs, [workId]: change(log) } };
};

/** Closes an open pause at the stop; a pause beginning at the stop itself is dropped. */
const pausesAtStop = (log: WorkLog, stoppedAt: Instant): WorkLog["pauses"] =>
  log.pauses.flatMap((p) => {
    if (p.end !== null) return [p];
    const length = Math.trunc((Date.parse(stoppedAt) - Date.parse(p.start)) / 1000);
    return length <= 0 ? [] : [{ ...p, end: stoppedAt, lengthSeconds: length }];
  });

export const evolveWorkTime = (state: WorkTimeState, event: WorkTimeEvent): WorkTimeState => {
  switch (event.type) {
    case "WorkPeriodOpened": {
      const { summary } = event.data;
      return {
        status: "open",
        workerId: event.data.workerId,
        period: event.data.period,
        windowStart: summary.windowStart,
        logs: Object.fromEntries(summary.logs.map((log) => [log.workId, log])),
        currentWorkId: summary.currentWorkId,
        deletedWorks: summary.deletedWorks,
        nextWorkNumber: summary.nextWorkNumber,
      };
    }
    case "WorkPeriodClosed":
      return { ...state, status: "closed" };
    case "WorkStarted": {
      const d = event.data;
      const log: WorkLog = {
        workId: d.workId,
        workerId: d.workerId,
        workNumber: d.workNumber,
        date: d.date,
        status: "started",
        start: d.startedAt,
        end: null,
        pauses: [],
        workTypeId: d.workTypeId,
        workspaceId: d.workspaceId,
        comment: d.comment,
        workerComment: "",
        bonus: null,
        tags: [],
        files: [],
        confirmed: false,
        confirmedAt: null,
        confirmedBy: null,
        edited: false,
        startedBy: d.source,
        endedBy: null,
      };
      return {
        ...state,
        logs: { ...state.logs, [d.workId]: log },
        currentWorkId: d.workId,
        nextWorkNumber: Math.max(state.nextWorkNumber, d.workNumber + 1),
      };
    }
    case "WorkPaused":
      return withLog(state, event.data.workId, (log) => ({
        ...log,
        status: "paused",
        pauses: [...log.pauses, { start: event.data.pausedAt, end: null, lengthSeconds: null }],
      }));
    case "WorkResumed":
      return withLog(state, event.data.workId, (log) => ({
        ...log,
        status: "resumed",
        pauses: log.pauses.map((p) =>
          p.end === null ? { ...p, end: event.data.resumedAt, lengthSeconds: event.data.pauseSeconds } : p,
        ),
      }));
    case "WorkStopped":
    case "WorkAutoStopped": {
      const endedBy = event.type === "WorkStopped" ? event.data.source : "automatic";
      const stopped = withLog(state, event.data.workId, (log) => ({
        ...log,
        status: "stopped",
        end: event.data.stoppedAt,
        pauses: pausesAtStop(log, event.data.stoppedAt),
        endedBy,
      }));
      return stopped.currentWorkId === event.data.workId ? { ...stopped, currentWorkId: null } : stopped;
    }
    case "WorkLogAdded": {
      const d = event.data;
      const log: WorkLog = {
        ...d.values,
        workId: d.workId,
        workerId: d.workerId,
        workNumber: d.workNumber,
        date: d.date,
        status: "stopped",
        confirmed: false,
        confirmedAt: null,
        confirmedBy: null,
        edited: false,
        startedBy: d.source,
        endedBy: d.source,
      };
      return {
        ...state,
        logs: { ...state.logs, [d.workId]: log },
        nextWorkNumber: Math.max(state.nextWorkNumber, d.workNumber + 1),
      };
    }
    case "WorkLogEdited":
      return withLog(state, event.data.workId, (log) => ({ ...log, ...event.data.next, date: event.data.date, edited: true }));
    case "WorkLogDeleted": {
      const { [event.data.workId]: _deleted, ...logs } = state.logs;
      return {
        ...state,
        logs,
        currentWorkId: state.currentWorkId === event.data.workId ? null : state.currentWorkId,
        deletedWorks: [...state.deletedWorks, { workId: event.data.workId, date: event.data.date }],
      };
    }
    case "WorkLogConfirmed":
      return withLog(state, event.data.workId, (log) => ({
        ...log,
        confirmed: true,
        confirmedAt: event.data.confirmedAt,
        confirmedBy: event.data.confirmedBy,
      }));
    case "WorkLogUnconfirmed":
      return withLog(state, event.data.workId, (log) => ({ ...log, confirmed: false, confirmedAt: null, confirmedBy: null }));
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
};
