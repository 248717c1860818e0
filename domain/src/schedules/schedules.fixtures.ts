import type { ScheduleEvent, ScheduleEventValues } from "@workledger/event-schemas";
import { deciderSpec } from "../testing/decider-spec.ts";
import { localDateTimeToInstant } from "../work-time/work-time.time.ts";
import type { ScheduleCommand, ScheduleContext } from "./schedules.commands.ts";
import { scheduleDecider } from "./schedules.decider.ts";

/** Shared fixtures of the schedule tests: one worker of one company in Helsinki. */
export const ZONE = "Europe/Helsinki";
export const PERSON = "w1";
export const at = (date: string, time: string) => localDateTimeToInstant(date, time, ZONE);

export const context = (overrides: Partial<ScheduleContext> = {}): ScheduleContext => ({
  now: at("2026-11-01", "12:00"),
  timeZone: ZONE,
  shiftManagerActive: true,
  neighbourShifts: [],
  ...overrides,
});

export const values = (date: string, from: string, to: string, overrides: Partial<ScheduleEventValues> = {}): ScheduleEventValues => {
  const start = at(date, from);
  let end = at(date, to);
  if (end <= start) {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    end = at(new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10), to);
  }
  return {
    kind: "shift",
    title: "Shift",
    start,
    end,
    positionId: "pos-1",
    isAllDay: false,
    pauseLengthMinutes: null,
    additionalBreakMinutes: 0,
    comment: "",
    color: null,
    absenceTypeId: null,
    workLeave: false,
    ...overrides,
  };
};

type Data<T extends ScheduleCommand["type"]> = Omit<Extract<ScheduleCommand, { type: T }>["data"], "personId" | "period">;
const command =
  <T extends ScheduleCommand["type"]>(type: T) =>
  (data: Data<T>, period = "2026-11", ctx: ScheduleContext = context()): Extract<ScheduleCommand, { type: T }> =>
    ({ type, data: { personId: PERSON, period, ...data }, context: ctx }) as unknown as Extract<ScheduleCommand, { type: T }>;

export const create = command("CreateScheduleEvents");
export const change = command("ChangeScheduleEvent");
export const remove = command("RemoveScheduleEvents");
export const removeSeries = command("RemoveScheduleSeries");
export const detach = command("DetachSchedulePosition");
export const confirm = command("ConfirmScheduleEvents");
export const assignManager = command("AssignShiftManager");

export const history = (...commands: ScheduleCommand[]): ScheduleEvent[] => {
  const events: ScheduleEvent[] = [];
  let state = scheduleDecider.initialState;
  for (const c of commands) {
    const decided = scheduleDecider.decide(c, state);
    events.push(...decided);
    state = decided.reduce(scheduleDecider.evolve, state);
  }
  return events;
};

export const { given } = deciderSpec(scheduleDecider);
