/** Spec section 9 and clarification 27: 15..180 minutes in 15-minute steps; '15m', '1h', '1h 30m'. */

export const DURATION_STEP_MINUTES = 15;
export const DURATION_MAX_MINUTES = 180;

export const durationLabel = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
};

export interface DurationOption {
  readonly value: number;
  readonly label: string;
}

export const DURATION_OPTIONS: readonly DurationOption[] = Array.from(
  { length: DURATION_MAX_MINUTES / DURATION_STEP_MINUTES },
  (_, i) => {
    const value = (i + 1) * DURATION_STEP_MINUTES;
    return { value, label: durationLabel(value) };
  },
);
