import { readStored, storageKeys, writeStored } from "../../lib/storage.ts";

/** The report page's filters, kept locally (spec: report filters in local persistence). */
export interface ReportFilters {
  readonly from: string;
  readonly to: string;
  /** Empty: everyone in reach. */
  readonly workerIds: readonly string[];
  readonly workspaceIds: readonly string[];
  readonly workTypeIds: readonly string[];
  readonly confirmation: "all" | "confirmed" | "unconfirmed";
  readonly display: "hhmm" | "decimal";
}

/** The columns of the people report a user may show or hide (kept locally too). */
export const peopleReportColumns = ["worked", "regular", "overtime", "weighted", "absences", "allowance", "bonus", "unconfirmed"] as const;
export type PeopleReportColumn = (typeof peopleReportColumns)[number];

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The current calendar month of `today`. */
export const monthOf = (today: string): { from: string; to: string } => {
  const [y, m] = today.split("-").map(Number) as [number, number];
  return { from: `${today.slice(0, 7)}-01`, to: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
};

export const defaultReportFilters = (today: string, decimal: boolean): ReportFilters => ({
  ...monthOf(today),
  workerIds: [],
  workspaceIds: [],
  workTypeIds: [],
  confirmation: "all",
  display: decimal ? "decimal" : "hhmm",
});

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").slice(0, 500) : []);

/** Stored filters over the defaults; anything unreadable falls back. */
export const readReportFilters = (today: string, decimal: boolean): ReportFilters => {
  const fallback = defaultReportFilters(today, decimal);
  let s: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(readStored(storageKeys.reportFilters) ?? "{}");
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return fallback;
    s = parsed as Record<string, unknown>;
  } catch {
    return fallback;
  }
  const from = typeof s.from === "string" && datePattern.test(s.from) ? s.from : fallback.from;
  const to = typeof s.to === "string" && datePattern.test(s.to) ? s.to : fallback.to;
  return {
    ...(from <= to ? { from, to } : { from: fallback.from, to: fallback.to }),
    workerIds: ids(s.workerIds),
    workspaceIds: ids(s.workspaceIds),
    workTypeIds: ids(s.workTypeIds),
    confirmation: s.confirmation === "confirmed" || s.confirmation === "unconfirmed" ? s.confirmation : "all",
    display: s.display === "decimal" || s.display === "hhmm" ? s.display : fallback.display,
  };
};

export const writeReportFilters = (filters: ReportFilters): void => writeStored(storageKeys.reportFilters, JSON.stringify(filters));

export const readPeopleReportColumns = (): PeopleReportColumn[] => {
  try {
    const parsed: unknown = JSON.parse(readStored(storageKeys.peopleReportColumns) ?? "null");
    if (!Array.isArray(parsed)) return [...peopleReportColumns];
    return peopleReportColumns.filter((c) => parsed.includes(c));
  } catch {
    return [...peopleReportColumns];
  }
};

export const writePeopleReportColumns = (columns: readonly PeopleReportColumn[]): void => writeStored(storageKeys.peopleReportColumns, JSON.stringify(columns));

/** An as-of value from a local date-time input ('2026-11-18T12:00', seconds optional) as an instant, read in the browser's zone. */
export const asOfInstant = (local: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
};
