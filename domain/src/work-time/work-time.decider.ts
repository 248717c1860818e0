import type { WorkTimeEvent } from "@workledger/event-schemas";
import type { WorkTimeCommand } from "./work-time.commands.ts";
import { decideConfirm, decideUnconfirm } from "./work-time.confirmation.ts";
import { conflict, forbidden, invalid } from "./work-time.errors.ts";
import { assertOpenFor } from "./work-time.guards.ts";
import { decideAdd, decideDelete, decideEdit } from "./work-time.logs.ts";
import { closingSummary, firstPeriodSummary } from "./work-time.period.ts";
import { decideAutoStop, decidePunch, decideStart } from "./work-time.punches.ts";
import { evolveWorkTime, initialWorkTimeState, type WorkTimeState } from "./work-time.state.ts";
import { workPeriodOf } from "./work-time.time.ts";

/**
 * The decider of one worker's work-time stream for one period (see work-time.period.ts). A broken
 * rule throws a typed error before any event is built; a command that changes nothing returns [].
 */
export const decideWorkTime = (command: WorkTimeCommand, state: WorkTimeState): WorkTimeEvent[] => {
  const { context } = command;
  switch (command.type) {
    case "OpenWorkPeriod": {
      if (state.status !== "initial") throw conflict("work_period_already_open");
      const { workerId, period, previousPeriod, summary } = command.data;
      return [
        {
          type: "WorkPeriodOpened",
          data: { workerId, period, previousPeriod, summary: summary ?? firstPeriodSummary(period, context.timeZone) },
        },
      ];
    }
    case "CloseWorkPeriod": {
      if (state.status === "initial" || state.period === null) throw conflict("work_period_not_open");
      if (state.status === "closed") return [];
      if (state.workerId !== command.data.workerId) throw conflict("wrong_worker");
      const { nextPeriod } = command.data;
      if (nextPeriod <= state.period) throw invalid("nextPeriod", "work_period_not_over");
      if (workPeriodOf(context.now, context.timeZone) < nextPeriod) throw conflict("work_period_not_over");
      return [
        {
          type: "WorkPeriodClosed",
          data: {
            workerId: command.data.workerId,
            period: state.period,
            nextPeriod,
            summary: closingSummary(state, nextPeriod, context.timeZone),
          },
        },
      ];
    }
    default:
      // 'automatic' is the ledger's own doing (the scheduler); no person may claim it.
      if (context.source === "automatic" && context.persona !== "system") throw forbidden("source_not_allowed");
      assertOpenFor(state, command.data.workerId, context);
  }
  switch (command.type) {
    case "StartWork":
      return decideStart(state, command.data, context);
    case "PauseWork":
      return decidePunch(state, { kind: "pause", data: command.data }, context);
    case "ResumeWork":
      return decidePunch(state, { kind: "resume", data: command.data }, context);
    case "StopWork":
      return decidePunch(state, { kind: "stop", data: command.data }, context);
    case "AutoStopWork":
      return decideAutoStop(state, command.data, context);
    case "AddWorkLog":
      return decideAdd(state, command.data, context);
    case "EditWorkLog":
      return decideEdit(state, command.data, context);
    case "DeleteWorkLog":
      return decideDelete(state, command.data, context);
    case "ConfirmWorkLogs":
      return decideConfirm(state, command.data, context);
    case "UnconfirmWorkLogs":
      return decideUnconfirm(state, command.data, context);
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
};

export const workTimeDecider = { decide: decideWorkTime, evolve: evolveWorkTime, initialState: initialWorkTimeState } as const;
