import type { AllowedPauseRules } from "@workledger/event-schemas";

export interface PauseOutcome {
  /** Pause seconds that count as paid work (within the allowance). */
  readonly paidPauseSeconds: number;
  readonly unpaidPauseSeconds: number;
  /** Presence minus unpaid pauses. */
  readonly workedSeconds: number;
}

/** The allowance for a stretch of presence: the entitlement with the highest minimum reached, else 0. */
export const allowedPauseSecondsFor = (presenceSeconds: number, rules: AllowedPauseRules): number => {
  let best: { min: number; allowed: number } | null = null;
  for (const e of rules.entitlements) {
    if (e.minWorkSeconds <= presenceSeconds && (best === null || e.minWorkSeconds >= best.min)) best = { min: e.minWorkSeconds, allowed: e.allowedPauseSeconds };
  }
  return best?.allowed ?? 0;
};

/**
 * Allowed pauses: up to the allowance, pauses are paid (e.g. a 15-minute coffee break after 4 h);
 * the rest is deducted. The entitlement is judged on presence (end minus start), since the pause
 * itself must not shrink the time that earns it.
 */
export const applyAllowedPause = (presenceSeconds: number, pauseSeconds: number, rules: AllowedPauseRules): PauseOutcome => {
  if (pauseSeconds > presenceSeconds) throw new RangeError("A pause cannot be longer than the work");
  const paidPauseSeconds = Math.min(pauseSeconds, allowedPauseSecondsFor(presenceSeconds, rules));
  const unpaidPauseSeconds = pauseSeconds - paidPauseSeconds;
  return { paidPauseSeconds, unpaidPauseSeconds, workedSeconds: presenceSeconds - unpaidPauseSeconds };
};
