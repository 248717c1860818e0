import type {
  AddWorkLog,
  AutoStopWork,
  BlockedInterval,
  CloseWorkPeriod,
  ConfirmWorkLogs,
  DeleteWorkLog,
  EditWorkLog,
  EventSource,
  Instant,
  LocalDate,
  OpenWorkPeriod,
  PauseWork,
  ResumeWork,
  StartWork,
  StopWork,
  UnconfirmWorkLogs,
  WorkRoundRules,
  WorkTypePricing,
} from "@workledger/event-schemas";
import type { WorkTimeActor } from "./work-time.permissions.ts";

/**
 * What the API knows about a command besides its payload: the clock, the actor and their rights,
 * the client source, the company zone, and lookups from other streams (paid absences, work rounds).
 */
export interface WorkTimeContext extends WorkTimeActor {
  readonly now: Instant;
  /** Normalised with normaliseSource: an unknown device kind is web. */
  readonly source: EventSource;
  /**
   * The command came through a trusted device channel (a paired device's offline queue): its
   * punches may name an earlier moment without can_edit_own_work_time. Absent: a person's session.
   */
  readonly trustedDevice?: boolean;
  /** The company zone (the default Europe/Helsinki when none is set). */
  readonly timeZone: string;
  /** The worker's paid absences and work rounds around the command's times. */
  readonly blocked?: readonly BlockedInterval[];
  /** The worker's work-round group (start/end rounding), when they are in one: rounded logs must not overlap either. */
  readonly workRounds?: WorkRoundRules | null;
  /**
   * The last date of the pay periods closed for workers (the pay calendar's answer for `now`; null
   * or absent: none). Workers may not add, edit or delete logs dated on or before it.
   */
  readonly payPeriodsClosedThrough?: LocalDate | null;
  /** The work types' prices now, by id: confirming a log freezes its work type's (see work-time.pay-periods.ts). */
  readonly workTypePrices?: Readonly<Record<string, WorkTypePricing>>;
}

type Command<T extends string, D> = { readonly type: T; readonly data: D; readonly context: WorkTimeContext };

export type WorkTimeCommand =
  | Command<"StartWork", StartWork>
  | Command<"PauseWork", PauseWork>
  | Command<"ResumeWork", ResumeWork>
  | Command<"StopWork", StopWork>
  | Command<"AutoStopWork", AutoStopWork>
  | Command<"AddWorkLog", AddWorkLog>
  | Command<"EditWorkLog", EditWorkLog>
  | Command<"DeleteWorkLog", DeleteWorkLog>
  | Command<"ConfirmWorkLogs", ConfirmWorkLogs>
  | Command<"UnconfirmWorkLogs", UnconfirmWorkLogs>
  | Command<"OpenWorkPeriod", OpenWorkPeriod>
  | Command<"CloseWorkPeriod", CloseWorkPeriod>;

export type WorkTimeCommandType = WorkTimeCommand["type"];
