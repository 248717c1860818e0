/**
 * Where a pause added to a work log by hand starts. Lunch is the usual pause: when the person's
 * lunch time (their effective preference: own over the company's) starts inside the log, the new
 * pause starts then and lasts the lunch length, cut at the log's end. Otherwise, or when lunch
 * already lies in a pause of the log, the pause starts at the log's start for 30 minutes (at
 * 12:00 while the log has no start yet).
 *
 * Times are local HH:mm of the log's day; a log whose end is earlier than its start runs past
 * midnight, and a lunch time before its start then falls on the next day.
 */

export interface LogTimes {
  /** HH:mm, or "" while not filled in. */
  readonly start: string;
  /** HH:mm, or "" while running or not filled in. */
  readonly end: string;
  /** The log's pauses so far: start HH:mm and minutes (null while open). */
  readonly pauses?: readonly { readonly start: string; readonly minutes: number | null }[];
}

export interface LunchTime {
  readonly startsAt: string;
  readonly lengthSeconds: number;
}

export interface NewPause {
  readonly start: string;
  readonly minutes: number;
}

export const FALLBACK_PAUSE_MINUTES = 30;
const DAY_MINUTES = 24 * 60;

const minutesOf = (hhmm: string): number | null => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** Minutes since the log's start day began, on the log's own timeline (past midnight: + a day). */
const onTimeline = (minutes: number, start: number): number => (minutes < start ? minutes + DAY_MINUTES : minutes);

export const defaultPause = (log: LogTimes, lunch: LunchTime | null | undefined): NewPause => {
  const fallback: NewPause = { start: log.start || "12:00", minutes: FALLBACK_PAUSE_MINUTES };
  const start = minutesOf(log.start);
  const lunchAt = lunch ? minutesOf(lunch.startsAt) : null;
  const lunchMinutes = lunch ? Math.floor(lunch.lengthSeconds / 60) : 0;
  if (start === null || lunchAt === null || lunchMinutes <= 0) return fallback;
  const endMinutes = minutesOf(log.end);
  // A running log (no end yet) ends, for this purpose, at the end of its day.
  const end = endMinutes === null ? DAY_MINUTES : endMinutes <= start ? endMinutes + DAY_MINUTES : endMinutes;
  const at = onTimeline(lunchAt, start);
  if (at >= end) return fallback;
  const inPause = (log.pauses ?? []).some((p) => {
    const s = minutesOf(p.start);
    if (s === null) return false;
    const from = onTimeline(s, start);
    return at >= from && at < from + (p.minutes ?? DAY_MINUTES);
  });
  if (inPause) return fallback;
  return { start: lunch!.startsAt, minutes: Math.min(lunchMinutes, end - at) };
};
