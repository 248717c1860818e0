import type { Kysely } from "kysely";
import {
  describeDisagreement,
  overtimeRangeStart,
  overtimeTierOf,
  payLinesOfFigures,
  payrollBlockOf,
  reconcilePayLines,
  workerFigures,
  type DayFigures,
  type PayCodeBook,
  type PayDisagreement,
  type ReconciledLine,
  type UnpaidFigure,
  type WorkerPayLine,
} from "@workledger/domain";
import type { PayrollPayCodes } from "@workledger/event-schemas";
import {
  findPayrollPayCodes,
  loadHolidayCountries,
  loadReportFacts,
  parseReportPosition,
  type Database,
  type ReportFacts,
  type ReportHolidayCountryRow,
} from "@workledger/projections";
import { loadPayCalendar, zoneOf } from "../pay-calendar/pay-calendar-lookups.ts";
import { absencesOf, byWorker, entriesOf, holidayCountryChangesOf, holidayCountryContext, timelineOf, workTypesOf } from "../reports/report-inputs.ts";

export interface PayBasisQuery {
  readonly target: "netvisor" | "merit-palk";
  readonly from: string;
  readonly to: string;
  readonly workerIds: readonly string[];
  /** The reports position the export reads ("commit/prepare"). */
  readonly position: string;
  /** Worker id → the id the target knows them by (null: missing). */
  readonly externalIds: ReadonlyMap<string, string | null>;
}

/** What the exporter is paid from: the report's figures turned into pay lines, who is blocked, and the reconciliation. */
export interface PayBasis {
  readonly timeZone: string;
  /** The report's day figures of every worker asked (what the report shows for them). */
  readonly days: readonly DayFigures[];
  readonly lines: readonly WorkerPayLine[];
  readonly unpaid: readonly UnpaidFigure[];
  /** Workers not exported, and why (payroll eligibility: domain's `payrollBlockOf`). */
  readonly blocked: ReadonlyMap<string, "missing-identifier" | "unconfirmed-work">;
  /** Rule group → latest version at the position ("kind:group-id" → version). */
  readonly ruleVersions: Readonly<Record<string, number>>;
  /** Compares lines about to be sent with what the report pays the given workers. */
  readonly reconcile: (lines: readonly ReconciledLine[], workerIds: ReadonlySet<string>) => PayDisagreement[];
  readonly describe: (disagreement: PayDisagreement) => string;
}

const parsed = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

/** The pay codes of a target resolved for one read of the facts: work codes and rates frozen at confirmation. */
export const payCodeBookOf = (facts: Pick<ReportFacts, "entries" | "workTypes">, codes: PayrollPayCodes): PayCodeBook => {
  const codeKey = codes.target === "netvisor" ? "vismaProductNumber" : "productNumber";
  const workTypes = new Map(facts.workTypes.map((w) => [w.work_type_id, parsed<Record<string, unknown>>(w.details)]));
  const pricing = new Map(facts.entries.map((e) => [e.work_id, parsed<Record<string, unknown> | null>(e.confirmed_pricing)]));
  const detail = (workId: string, workTypeId: string | null, key: string): unknown =>
    pricing.get(workId)?.[key] ?? (workTypeId === null ? undefined : workTypes.get(workTypeId)?.[key]) ?? null;
  return {
    workCode: (e) => {
      const code = detail(e.workId, e.workTypeId, codeKey);
      return typeof code === "string" && code.trim() !== "" ? code.trim() : null;
    },
    // The rate goes only where the target has a field for it (Palk Tariff); Netvisor prices hours itself.
    workRate: (e) => {
      if (codes.target !== "merit-palk") return null;
      const price = detail(e.workId, e.workTypeId, "price");
      return typeof price === "number" && price > 0 ? price : null;
    },
    overtime: Object.fromEntries(codes.overtime.map((o) => [`${o.period}:${o.tier}`, o.code])),
    absences: Object.fromEntries(codes.absences.map((a) => [a.absenceTypeId, a.code])),
    bonus: codes.bonus ?? null,
    dailyAllowance: codes.dailyAllowance ?? null,
    compensation: codes.compensation ?? null,
    premiums: {
      sunday: codes.sundayPremium ?? null,
      holiday: codes.holidayPremium ?? null,
      night: codes.nightPremium ?? null,
    },
  };
};

/**
 * The payroll exporter's port to the one source of money (integrations may not import domain): the
 * report engine's per-day figures of each worker at the export's position, in the company's zone
 * for the period, turned into pay lines by domain's `payLinesOfFigures`, with domain's eligibility
 * and reconciliation. Facts are read from the Monday of the week the period's first month begins
 * in, since earlier days decide the first days' overtime (as the report reads them).
 */
export const payrollPayBasis =
  (db: Kysely<Database>) =>
  async (companyId: string, query: PayBasisQuery): Promise<PayBasis> => {
    const asOf = parseReportPosition(query.position);
    if (asOf === null) throw new RangeError(`Unreadable position ${query.position}`);
    const [facts, calendar, countryRows, codes] = await Promise.all([
      loadReportFacts(db, {
        companyId,
        from: overtimeRangeStart(query.from),
        to: query.to,
        workerIds: [...query.workerIds],
        asOf,
      }),
      loadPayCalendar(db, companyId, []),
      loadHolidayCountries(db, companyId, asOf),
      findPayrollPayCodes(db, companyId, query.target),
    ]);
    // The zone of the period's first day (not of now), as the report takes it: the period never moves.
    const timeZone = zoneOf(calendar, null, new Date(`${query.from}T12:00:00Z`));
    return payBasisOfFacts(facts, { codes, timeZone, countryRows, query });
  };

/**
 * The pure part of the port: from the facts at a position to the pay basis. The report engine's
 * figures of each worker (same timeline, zone, holidays and premiums as the report), domain's pay
 * lines of them, eligibility and reconciliation.
 */
export const payBasisOfFacts = (
  facts: ReportFacts,
  given: {
    readonly codes: PayrollPayCodes;
    readonly timeZone: string;
    readonly countryRows: readonly Pick<ReportHolidayCountryRow, "effective_at" | "country_code">[];
    readonly query: Omit<PayBasisQuery, "position" | "target">;
  },
): PayBasis => {
  const { codes, timeZone, countryRows, query } = given;
  const start = overtimeRangeStart(query.from);
  const context = {
    timeZone,
    ...holidayCountryContext(holidayCountryChangesOf(countryRows, timeZone), start, query.to),
  };
  const timeline = timelineOf(facts, timeZone);
  const entries = entriesOf(facts, workTypesOf(facts));
  const absences = absencesOf(facts, timeZone);
  const book = payCodeBookOf(facts, codes);
  const tierOf = (figure: Parameters<typeof overtimeTierOf>[1]) => overtimeTierOf(timeline, figure);
  const lines: WorkerPayLine[] = [];
  const unpaid: UnpaidFigure[] = [];
  const days: DayFigures[] = [];
  const blocked = new Map<string, "missing-identifier" | "unconfirmed-work">();
  const entriesOfWorker = byWorker(entries);
  const absencesOfWorker = byWorker(absences);
  for (const workerId of [...new Set(query.workerIds)].sort()) {
    const own = {
      workerId,
      entries: entriesOfWorker.get(workerId) ?? [],
      absences: absencesOfWorker.get(workerId) ?? [],
    };
    const figures = workerFigures(own, timeline, context, query.from, query.to);
    days.push(...figures.days);
    const block = payrollBlockOf(figures, query.externalIds.get(workerId) ?? null);
    if (block !== null) blocked.set(workerId, block);
    const pay = payLinesOfFigures(
      {
        ...figures,
        absences: own.absences.filter((a) => a.date >= query.from && a.date <= query.to),
      },
      book,
      tierOf,
    );
    lines.push(...pay.lines);
    unpaid.push(...pay.unpaid);
  }
  const ruleVersions: Record<string, number> = {};
  for (const rule of facts.ruleVersions) {
    const key = `${rule.kind}:${rule.group_id}`.toLowerCase();
    ruleVersions[key] = Math.max(ruleVersions[key] ?? 0, rule.version);
  }
  return {
    timeZone,
    days,
    lines,
    unpaid,
    blocked,
    ruleVersions,
    reconcile: (sent, workerIds) => reconcilePayLines(lines, sent, workerIds),
    describe: (d) => describeDisagreement(d),
  };
};
