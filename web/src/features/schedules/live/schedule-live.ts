/**
 * Live schedule updates over the users_{id} channel (command-api/src/realtime): a frame whose type
 * names the schedule ('schedule-changed', or any 'schedule…' type) for this company means another
 * manager changed it; the page then reads it again.
 */
export const isScheduleChange = (frame: string, companyId: string): boolean => {
  let data: unknown;
  try {
    data = JSON.parse(frame);
  } catch {
    return false;
  }
  if (typeof data !== "object" || data === null) return false;
  const { type, data: payload } = data as { type?: unknown; data?: unknown };
  if (typeof type !== "string" || !type.startsWith("schedule")) return false;
  const company = typeof payload === "object" && payload !== null ? (payload as { company_id?: unknown }).company_id : undefined;
  return company === undefined || String(company) === companyId;
};

/** How often the schedule is read again while the page is open, so another manager's changes arrive even without a pushed frame. */
export const SCHEDULE_REFRESH_MS = 20_000;
