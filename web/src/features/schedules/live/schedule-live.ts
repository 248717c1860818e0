/**
 * Live schedule updates over the users_{id} channel (command-api/src/schedules/schedule-change-publisher.ts):
 * a `schedule-changed` frame for this company names the dates changed (null: the whole schedule,
 * positions or presets), who changed them and the ledger position to read at.
 */
export interface ScheduleChange {
  /** First and last local date changed; null: every range (positions, presets). */
  readonly from: string | null;
  readonly to: string | null;
  /** Read at this ledger position (waitFor) so the answer has the change in it; null when the frame has none. */
  readonly position: string | null;
  /** Who made the change; empty when the frame does not say. */
  readonly actorIds: readonly string[];
}

const date = /^\d{4}-\d{2}-\d{2}$/;
const ledgerPosition = /^\d+\/\d+$/;

/** The change a frame announces for this company, or null (another company, another kind of frame, garbage). */
export const scheduleChangeOf = (frame: string, companyId: string): ScheduleChange | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { type, data } = parsed as { type?: unknown; data?: unknown };
  if (typeof type !== "string" || !type.startsWith("schedule")) return null;
  const payload = (typeof data === "object" && data !== null ? data : {}) as { company_id?: unknown; from?: unknown; to?: unknown; position?: unknown; actor_ids?: unknown };
  if (payload.company_id !== undefined && String(payload.company_id) !== companyId) return null;
  const from = typeof payload.from === "string" && date.test(payload.from) ? payload.from : null;
  const to = typeof payload.to === "string" && date.test(payload.to) ? payload.to : null;
  return {
    from: from !== null && to !== null ? from : null,
    to: from !== null && to !== null ? to : null,
    position: typeof payload.position === "string" && ledgerPosition.test(payload.position) ? payload.position : null,
    actorIds: Array.isArray(payload.actor_ids) ? payload.actor_ids.filter((a): a is string => typeof a === "string") : [],
  };
};

export const isScheduleChange = (frame: string, companyId: string): boolean => scheduleChangeOf(frame, companyId) !== null;

/**
 * Whether a cached schedule query (its key after ["schedules", company]) must be read again for a
 * change: a range ("schedule" or "own" reads) overlapping the changed dates, or anything when the
 * change is company-wide (positions, presets).
 */
export const queryAffectedBy = (keyRest: readonly unknown[], change: ScheduleChange): boolean => {
  if (change.from === null || change.to === null) return true;
  const [kind] = keyRest;
  const range = kind === "schedule" ? keyRest.slice(1, 3) : kind === "own" ? keyRest.slice(2, 4) : null;
  if (range === null) return false;
  const [from, to] = range as [unknown, unknown];
  if (typeof from !== "string" || typeof to !== "string") return true;
  return from <= change.to && to >= change.from;
};

/** Whether someone other than this user made the change (the page says so; its own writes it already shows). */
export const changedBySomeoneElse = (change: ScheduleChange, userId: string): boolean => change.actorIds.length === 0 || change.actorIds.some((a) => a !== userId);

/**
 * How often the schedule is read again while the page is open, besides the pushes: a frame lost
 * while the socket reconnected is made good within this time.
 */
export const SCHEDULE_REFRESH_MS = 120_000;
