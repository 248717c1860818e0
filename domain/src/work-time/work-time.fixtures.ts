import type { Instant, WorkTimeEvent } from "@workledger/event-schemas";
import { deciderSpec } from "../testing/decider-spec.ts";
import type { WorkTimeCommand, WorkTimeContext } from "./work-time.commands.ts";
import { workTimeDecider } from "./work-time.decider.ts";
import { localDateTimeToInstant } from "./work-time.time.ts";

/** Shared fixtures of the work-time tests: one worker of one company in Helsinki, November 2026. */
export const ZONE = "Europe/Helsinki";
export const WORKER = "w1";
export const MANAGER = "m1";
export const PERIOD = "2026-11";

/** A Helsinki wall-clock time as an instant: at("2026-11-20", "08:00"). */
export const at = (date: string, time: string): Instant => localDateTimeToInstant(date, time, ZONE);

const base = { source: "web", timeZone: ZONE } as const;

export const asWorker = (now: Instant, permissions: readonly string[] = ["can_edit_own_work_time"]): WorkTimeContext => ({
  ...base,
  now,
  actorId: WORKER,
  persona: "worker",
  permissions,
});

export const asManager = (
  now: Instant,
  permissions: readonly string[] = ["can_add_work_hours_of_users", "can_edit_work_hours_of_users", "can_confirm_work_hours"],
): WorkTimeContext => ({ ...base, now, actorId: MANAGER, persona: "manager", permissions });

export const asSystem = (now: Instant): WorkTimeContext => ({
  ...base,
  source: "automatic",
  now,
  actorId: "scheduler",
  persona: "system",
  permissions: [],
});

/** The period opened for a worker's first month. */
export const opened = (period = PERIOD): WorkTimeCommand => ({
  type: "OpenWorkPeriod",
  data: { workerId: WORKER, period, previousPeriod: null, summary: null },
  context: asSystem(at(`${period}-01`, "00:00")),
});

type Data<T extends WorkTimeCommand["type"]> = Omit<Extract<WorkTimeCommand, { type: T }>["data"], "workerId">;

const command =
  <T extends WorkTimeCommand["type"]>(type: T) =>
  (context: WorkTimeContext, data: Data<T>): Extract<WorkTimeCommand, { type: T }> =>
    ({ type, data: { workerId: WORKER, ...data }, context }) as unknown as Extract<WorkTimeCommand, { type: T }>;

export const start = command("StartWork");
export const pause = command("PauseWork");
export const resume = command("ResumeWork");
export const stop = command("StopWork");
export const autoStop = command("AutoStopWork");
export const add = command("AddWorkLog");
export const edit = command("EditWorkLog");
export const remove = command("DeleteWorkLog");
export const confirm = command("ConfirmWorkLogs");
export const unconfirm = command("UnconfirmWorkLogs");

/** The events the real decider records for a run of commands: histories for given(...). */
export const history = (...commands: WorkTimeCommand[]): WorkTimeEvent[] => {
  const events: WorkTimeEvent[] = [];
  let state = workTimeDecider.initialState;
  for (const c of commands) {
    const decided = workTimeDecider.decide(c, state);
    events.push(...decided);
    state = decided.reduce(workTimeDecider.evolve, state);
  }
  return events;
};

export const { given } = deciderSpec(workTimeDecider);
