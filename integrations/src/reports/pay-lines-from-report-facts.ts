import { formatReportPosition, type ReportFacts } from "@workledger/projections";
import type { PayrollTarget } from "../export/export-plan.ts";
import { roundTo, type PayLine } from "../pay-lines/pay-line.ts";

export interface ReportPayLineOptions {
  readonly target: PayrollTarget;
  /** Worker id → the id the target knows them by (Netvisor employee number, Palk id_code); missing → skipped. */
  readonly externalIds: ReadonlyMap<string, string | null>;
  /** Paid-absence type id → the target's absence code (Palk: 1 annual vacation, 7 sick leave, ...); missing → skipped. */
  readonly absenceCodes: Readonly<Record<string, string>>;
  /** Workspace id → the dimension item name sent ("Workspace" dimension; Palk DepCode). */
  readonly workspaceNames?: ReadonlyMap<string, string>;
  /** Work id → its normal seconds and overtime tiers (the rule engine's, through the composition root's port). */
  readonly paySplits?: ReadonlyMap<string, WorkPaySplit>;
  /** "daily:1" (period:tier) → the tier's pay code; a tier without one is paid under the work type's code. */
  readonly overtimeCodes?: Readonly<Record<string, string>>;
}

/** How a log's hours are paid: normal seconds and each overtime tier's seconds. */
export interface WorkPaySplit {
  readonly normalSeconds: number;
  readonly overtime: readonly { readonly period: "daily" | "weekly" | "monthly"; readonly tier: number; readonly seconds: number }[];
}

export interface SkippedFact {
  readonly workerId: string;
  readonly reason: "missing-identifier" | "unconfirmed-work" | "missing-pay-code" | "unmapped-absence-type";
  readonly sourceId: string;
}

export interface ReportPayLines {
  readonly lines: PayLine[];
  readonly skipped: SkippedFact[];
  /** The facts' ledger position, as the export records it. */
  readonly position: string;
  /** Rule group → latest version at the position ("kind:group-id" → version). */
  readonly ruleVersions: Record<string, number>;
}

const seconds = (from: Date | string, to: Date | string): number => Math.round((new Date(to).getTime() - new Date(from).getTime()) / 1000);
const parsed = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));
const isoDate = (instant: Date | string): string => new Date(instant).toISOString().slice(0, 10);

/**
 * Pay lines from the reports read model as the ledger stood at one position: one worked-time line
 * per finished, confirmed log (hours = end − start − pauses, pay code = the work type's Visma
 * product number for Netvisor, its product number for Palk, frozen at confirmation when priced),
 * one paid-absence line per approved absence. Every line names the events it came from. What
 * cannot be paid is listed, never silently dropped: a worker without the identifier, unconfirmed
 * work, a work type without a pay code, an absence type without a mapping.
 */
export const payLinesFromReportFacts = (facts: ReportFacts, options: ReportPayLineOptions): ReportPayLines => {
  const lines: PayLine[] = [];
  const skipped: SkippedFact[] = [];
  const workTypes = new Map(facts.workTypes.map((w) => [w.work_type_id, parsed<Record<string, unknown>>(w.details)]));
  const codeKey = options.target === "netvisor" ? "vismaProductNumber" : "productNumber";
  for (const entry of facts.entries) {
    const external = options.externalIds.get(entry.worker_id) ?? null;
    if (external === null) {
      skipped.push({ workerId: entry.worker_id, reason: "missing-identifier", sourceId: entry.work_id });
      continue;
    }
    if (!entry.confirmed) {
      skipped.push({ workerId: entry.worker_id, reason: "unconfirmed-work", sourceId: entry.work_id });
      continue;
    }
    const pricing = parsed<Record<string, unknown> | null>(entry.confirmed_pricing);
    const details = entry.work_type_id === null ? undefined : workTypes.get(entry.work_type_id);
    const code = (pricing?.[codeKey] ?? details?.[codeKey] ?? null) as string | null;
    if (code === null || code === "") {
      skipped.push({ workerId: entry.worker_id, reason: "missing-pay-code", sourceId: entry.work_id });
      continue;
    }
    const pauses = parsed<readonly { lengthSeconds: number | null }[]>(entry.pauses).reduce((sum, p) => sum + (p.lengthSeconds ?? 0), 0);
    const worked = Math.max(0, seconds(entry.start_at, entry.end_at!) - pauses);
    const workspace = entry.workspace_id === null ? undefined : (options.workspaceNames?.get(entry.workspace_id) ?? entry.workspace_id);
    const base = {
      workerId: entry.worker_id,
      workerExternalId: external,
      kind: "worked-time",
      unit: "hour",
      rate: null,
      when: { kind: "date", date: entry.date },
      dimensions: workspace === undefined ? [] : [{ name: options.target === "merit-palk" ? "department" : "Workspace", item: workspace }],
      sourceEventIds: parsed<readonly string[]>(entry.event_ids),
    } as const;
    // Overtime tiers leave the log's hours first; what is left is normal hours under the work type's code.
    const overtime = (options.paySplits?.get(entry.work_id)?.overtime ?? []).filter((o) => o.seconds > 0);
    let normal = worked;
    for (const tier of overtime) {
      const seconds = Math.min(tier.seconds, normal);
      if (seconds <= 0) continue;
      normal -= seconds;
      lines.push({ ...base, payCode: options.overtimeCodes?.[`${tier.period}:${tier.tier}`] ?? code, quantity: roundTo(seconds / 3600, 4) });
    }
    if (normal > 0 || overtime.length === 0) lines.push({ ...base, payCode: code, quantity: roundTo(normal / 3600, 4) });
  }
  for (const absence of facts.absences) {
    if (!absence.approved) continue;
    const external = options.externalIds.get(absence.worker_id) ?? null;
    if (external === null) {
      skipped.push({ workerId: absence.worker_id, reason: "missing-identifier", sourceId: absence.request_id });
      continue;
    }
    const code = absence.absence_type_id === null ? undefined : options.absenceCodes[absence.absence_type_id];
    if (code === undefined) {
      skipped.push({ workerId: absence.worker_id, reason: "unmapped-absence-type", sourceId: absence.request_id });
      continue;
    }
    const start = isoDate(absence.start_at);
    // The end instant is exclusive: an absence ending at midnight ends the day before.
    const end = isoDate(new Date(new Date(absence.end_at).getTime() - 1));
    const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
    lines.push({
      workerId: absence.worker_id,
      workerExternalId: external,
      kind: "paid-absence",
      payCode: code,
      quantity: days,
      unit: "day",
      rate: null,
      when: { kind: "period", start, end: end < start ? start : end },
      dimensions: [],
      sourceEventIds: [absence.event_id],
    });
  }
  const ruleVersions: Record<string, number> = {};
  for (const rule of facts.ruleVersions) {
    const key = `${rule.kind}:${rule.group_id}`.toLowerCase();
    ruleVersions[key] = Math.max(ruleVersions[key] ?? 0, rule.version);
  }
  return { lines, skipped, position: formatReportPosition(facts.position), ruleVersions };
};
