import { apportion, formatEuros, formatHoursUnits, hoursUnitSeconds } from "@workledger/domain/reports/report-numbers.ts";
import type { PeopleReportColumn, ReportFilters } from "./report-filters.ts";
import type { ReportDto, ReportTotalsDto } from "./reports.api.ts";

const hourColumns = { worked: "worked_seconds", regular: "regular_seconds", overtime: "overtime_seconds", weighted: "weighted_overtime_seconds", absences: "absence_seconds" } as const;

/**
 * A summary cell in the reader's locale (0,00 outside English). Hours come as display units
 * (hundredths or minutes) apportioned over the workers, so each column adds up to its total row.
 */
export const summaryCell = (column: PeopleReportColumn, t: ReportTotalsDto, units: number | undefined, display: ReportFilters["display"], lang: string): string => {
  switch (column) {
    case "worked":
    case "regular":
    case "overtime":
    case "weighted":
    case "absences":
      return formatHoursUnits(units ?? Math.round(t[hourColumns[column]] / hoursUnitSeconds(display)), display, lang);
    case "allowance":
      return formatEuros(t.daily_allowance_cents, lang);
    case "bonus":
      return formatEuros(t.bonus * 100, lang);
    case "unconfirmed":
      return String(t.unconfirmed);
  }
};

/** Each hours column's display units per worker, apportioned so the workers add up to the total. */
export const workerUnits = (workers: ReportDto["workers"], display: ReportFilters["display"]): Partial<Record<PeopleReportColumn, number[]>> =>
  Object.fromEntries(Object.entries(hourColumns).map(([c, k]) => [c, apportion(workers.map((w) => w.totals[k]), hoursUnitSeconds(display))]));

/** Bar heights in percent of the largest value (0 stays 0). */
export const barHeights = (values: readonly number[]): number[] => {
  const max = Math.max(0, ...values);
  return values.map((v) => (max === 0 ? 0 : Math.round((v / max) * 100)));
};
