import type { Kysely } from "kysely";
import { overtimeRangeStart, workerPaySplit, type PayTierPart } from "@workledger/domain";
import { loadHolidayCountries, loadReportFacts, parseReportPosition, type Database } from "@workledger/projections";
import { loadPayCalendar, zoneOf } from "../pay-calendar/pay-calendar-lookups.ts";
import { absencesOf, entriesOf, holidayCountryChangesOf, holidayCountryContext, timelineOf, workTypesOf } from "../reports/report-inputs.ts";

export interface PaySplitQuery {
  readonly from: string;
  readonly to: string;
  readonly workerIds: readonly string[];
  /** The reports position the export reads ("commit/prepare"). */
  readonly position: string;
}

/** Per work log: its normal seconds and the overtime tiers that fell on it. */
export type PaySplits = ReadonlyMap<string, { readonly normalSeconds: number; readonly overtime: readonly PayTierPart[] }>;

/**
 * The payroll exporter's port to the overtime rules (integrations may not import domain): the
 * same rule engine and facts as the reports, at the export's position, so a re-export at the same
 * position gives the same split. Facts are read from the Monday of the week the period's first
 * month begins in, since earlier days decide the first days' overtime.
 */
export const payrollPaySplit =
  (db: Kysely<Database>) =>
  async (companyId: string, query: PaySplitQuery): Promise<PaySplits> => {
    const asOf = parseReportPosition(query.position);
    if (asOf === null || query.workerIds.length === 0) return new Map();
    const start = overtimeRangeStart(query.from);
    const [facts, calendar, countryRows] = await Promise.all([
      loadReportFacts(db, { companyId, from: start, to: query.to, workerIds: [...query.workerIds], asOf }),
      loadPayCalendar(db, companyId, []),
      loadHolidayCountries(db, companyId, asOf),
    ]);
    // The zone of the period's first day (not of now), so the split of a period never moves.
    const timeZone = zoneOf(calendar, null, new Date(`${query.from}T12:00:00Z`));
    // The holiday country in force on each day as it stood at the position, as the reports take it.
    const context = { timeZone, ...holidayCountryContext(holidayCountryChangesOf(countryRows, timeZone), start, query.to) };
    const timeline = timelineOf(facts, timeZone);
    const entries = entriesOf(facts, workTypesOf(facts));
    const absences = absencesOf(facts, timeZone);
    const splits = new Map<string, { normalSeconds: number; overtime: readonly PayTierPart[] }>();
    const group = <T extends { readonly workerId: string }>(list: readonly T[]): Map<string, T[]> => {
      const map = new Map<string, T[]>();
      for (const item of list) map.set(item.workerId, [...(map.get(item.workerId) ?? []), item]);
      return map;
    };
    const entriesOfWorker = group(entries);
    const absencesOfWorker = group(absences);
    for (const workerId of query.workerIds) {
      const own = { workerId, entries: entriesOfWorker.get(workerId) ?? [], absences: absencesOfWorker.get(workerId) ?? [] };
      for (const split of workerPaySplit(own, timeline, context, query.from, query.to)) splits.set(split.workId, { normalSeconds: split.normalSeconds, overtime: split.overtime });
    }
    return splits;
  };
