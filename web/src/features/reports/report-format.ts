/** Durations as hh:mm or decimal hours (spec section 9; clarification 26: up to 2 decimals). */
export const formatReportDuration = (seconds: number, display: "hhmm" | "decimal"): string => {
  const s = Math.max(0, Math.floor(seconds));
  if (display === "decimal") return (s / 3600).toFixed(2);
  const minutes = Math.floor(s / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
};

export const formatCents = (cents: number): string => (cents / 100).toFixed(2);

/** Bar heights in percent of the largest value (0 stays 0). */
export const barHeights = (values: readonly number[]): number[] => {
  const max = Math.max(0, ...values);
  return values.map((v) => (max === 0 ? 0 : Math.round((v / max) * 100)));
};
