import type { RoundingMinutes, WorkRoundRules } from "@workledger/event-schemas";
import { offsetMsAt } from "./zoned-time.ts";

/**
 * Work rounds: a start or end is moved to the nearest point of a grid of `step` minutes.
 *
 * Anchor: the grid is the local clock of the company's zone: points are the instants whose local
 * minute is a multiple of the step (xx:00, xx:15, xx:30, xx:45 for 15). Every step divides an hour,
 * so with whole-hour zones the grid is the same in UTC; in a zone such as Asia/Kathmandu (+05:45)
 * it is not, and the local anchor is what people expect to see. Distances to the grid are elapsed
 * time between instants, so across a DST switch rounding never jumps an hour (02:55 EET rounds to
 * 04:00 EEST, the instant the clock jumps). Only where a switch is smaller than the step (Lord Howe's
 * 30 minutes with a 60-minute step) are grid points further apart than a step, and a time may then
 * move by more than half a step to reach the nearest one.
 *
 * Ties (exactly half a step) go in the worker's favour: a start rounds down (earlier) and an end
 * rounds up (later). Away from ties it is plain nearest rounding in both directions, so a rounded
 * time moves at most half a step, rounding twice changes nothing, and with one step for both edges
 * a start never rounds past its end.
 */
export type WorkEdge = "start" | "end";

export const roundToGrid = (instantMs: number, stepMinutes: RoundingMinutes, edge: WorkEdge, timeZone: string): number => {
  const stepMs = stepMinutes * 60_000;
  /** How far an instant is past the last grid point of its own local clock. */
  const sinceGrid = (t: number): number => (((t + offsetMsAt(t, timeZone)) % stepMs) + stepMs) % stepMs;
  const off = sinceGrid(instantMs);
  if (off === 0) return instantMs;
  // Step back (or forward) until the local clock shows a grid minute; only a zone whose offset
  // changes by less than the step (Australia/Lord_Howe, 30 min) ever needs a second step.
  let down = instantMs - off;
  for (let i = 0; i < 4 && sinceGrid(down) !== 0; i += 1) down -= sinceGrid(down);
  let up = down + stepMs;
  for (let i = 0; i < 4 && sinceGrid(up) !== 0; i += 1) up += stepMs - sinceGrid(up);
  const toDown = instantMs - down;
  const toUp = up - instantMs;
  if (toDown < toUp) return down;
  if (toDown > toUp) return up;
  return edge === "start" ? down : up;
};

export const roundWorkStart = (instantMs: number, stepMinutes: RoundingMinutes, timeZone: string): number =>
  roundToGrid(instantMs, stepMinutes, "start", timeZone);

export const roundWorkEnd = (instantMs: number, stepMinutes: RoundingMinutes, timeZone: string): number =>
  roundToGrid(instantMs, stepMinutes, "end", timeZone);

export interface MsInterval {
  readonly startMs: number;
  readonly endMs: number;
}

/**
 * Applies a work-round group to a work log's start and end (a null option leaves that edge as it is).
 * With different steps a short log could round to an end before its start; it then collapses to
 * zero length at the rounded start rather than turning negative.
 */
export const applyWorkRounds = (interval: MsInterval, rules: WorkRoundRules, timeZone: string): MsInterval => {
  const startMs = rules.roundStartMinutes === null ? interval.startMs : roundWorkStart(interval.startMs, rules.roundStartMinutes, timeZone);
  const endMs = rules.roundEndMinutes === null ? interval.endMs : roundWorkEnd(interval.endMs, rules.roundEndMinutes, timeZone);
  return { startMs, endMs: Math.max(startMs, endMs) };
};
