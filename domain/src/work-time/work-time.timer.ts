import type { Instant, WorkLog } from "@workledger/event-schemas";
import { workedSeconds } from "./work-time.rules.ts";

/** The spec's work timer, for the dashboard and the drawer's running clock. */
export interface WorkTimer {
  readonly timeElapse: { readonly days: number; readonly hours: number; readonly minutes: number; readonly seconds: number };
  /** Worked seconds of the current work so far, pauses excluded. */
  readonly totalElapseTime: number;
  readonly currentWork: string | null;
  /** True while the work runs (started or resumed); a paused work's timer stands still. */
  readonly timerStarted: boolean;
}

export const splitSeconds = (total: number): WorkTimer["timeElapse"] => ({
  days: Math.floor(total / 86_400),
  hours: Math.floor((total % 86_400) / 3600),
  minutes: Math.floor((total % 3600) / 60),
  seconds: total % 60,
});

export const workTimerOf = (current: WorkLog | null | undefined, now: Instant): WorkTimer => {
  if (current === null || current === undefined || current.status === "stopped") {
    return { timeElapse: splitSeconds(0), totalElapseTime: 0, currentWork: null, timerStarted: false };
  }
  const total = workedSeconds(current, now);
  return {
    timeElapse: splitSeconds(total),
    totalElapseTime: total,
    currentWork: current.workId,
    timerStarted: current.status !== "paused",
  };
};
