import { readStored, storageKeys, writeStored } from "../../lib/storage.ts";
import { payPeriodOf } from "./work-time-format.ts";

/** The timesheet's filters, kept locally (spec: page filters in local persistence). */
export interface TimesheetFilters {
  /** 'own': the signed-in worker's hours; 'people': a manager's people. */
  readonly scope: "own" | "people";
  readonly from: string;
  readonly to: string;
  /** Empty: everyone in reach. */
  readonly workerId: string | null;
  readonly status: "all" | "unconfirmed" | "confirmed";
}

const PAGE = "timesheet";
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The default range is the company's current pay period (the spec's past two weeks until it is known). */
export const defaultFilters = (today: string, manager: boolean, payPeriod?: { readonly start: string; readonly end: string }): TimesheetFilters => ({
  scope: manager ? "people" : "own",
  ...(payPeriod === undefined ? payPeriodOf(today) : { from: payPeriod.start, to: payPeriod.end }),
  workerId: null,
  status: "all",
});

const allPageFilters = (): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(readStored(storageKeys.pageFilters) ?? "{}");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Stored filters over the defaults; anything unreadable falls back. A worker never gets 'people'. */
export const readTimesheetFilters = (today: string, manager: boolean, payPeriod?: { readonly start: string; readonly end: string }): TimesheetFilters => {
  const fallback = defaultFilters(today, manager, payPeriod);
  const stored = allPageFilters()[PAGE];
  if (typeof stored !== "object" || stored === null) return fallback;
  const s = stored as Record<string, unknown>;
  const from = typeof s["from"] === "string" && datePattern.test(s["from"]) ? s["from"] : fallback.from;
  const to = typeof s["to"] === "string" && datePattern.test(s["to"]) ? s["to"] : fallback.to;
  return {
    scope: manager && s["scope"] === "own" ? "own" : fallback.scope,
    ...(from <= to ? { from, to } : { from: fallback.from, to: fallback.to }),
    workerId: manager && typeof s["workerId"] === "string" ? s["workerId"] : null,
    status: s["status"] === "unconfirmed" || s["status"] === "confirmed" ? s["status"] : "all",
  };
};

/** Other pages' filters in the same entry are kept. */
export const writeTimesheetFilters = (filters: TimesheetFilters): void =>
  writeStored(storageKeys.pageFilters, JSON.stringify({ ...allPageFilters(), [PAGE]: filters }));
