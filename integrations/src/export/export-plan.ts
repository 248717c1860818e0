import { createHash } from "node:crypto";
import { canonicalPayLines, payLineDifference, payloadHash, type PayLine } from "../pay-lines/pay-line.ts";
import { periodCollectorXml, workdayXml, type NetvisorAcceptance } from "../netvisor/netvisor-xml.ts";
import { absenceRows, meritBody, salaryRows } from "../merit-palk/merit-palk-payloads.ts";

export type PayrollTarget = "netvisor" | "merit-palk";

/** What an export read: the provenance recorded with the run and shown in its history. */
export interface ExportBasis {
  readonly companyId: string;
  readonly target: PayrollTarget;
  readonly period: { readonly start: string; readonly end: string };
  /** The ledger position the read models had reached when the lines were read. */
  readonly position: string;
  /** Rule group id → version the lines were computed with. */
  readonly ruleVersions: Readonly<Record<string, number>>;
}

/** One HTTP call of an export; `key` names it stably (and derives its transaction id / DocName). */
export interface ExportRequest {
  readonly key: string;
  readonly workerId: string;
  readonly workerExternalId: string;
  readonly resource: string;
  readonly date: string | null;
  readonly body: string;
}

export interface ExportPlan {
  readonly exportId: string;
  readonly basis: ExportBasis;
  readonly lines: readonly PayLine[];
  readonly requests: readonly ExportRequest[];
  /** The exact bytes sent, request by request; its hash is recorded and the history offers it for download. */
  readonly payload: string;
  readonly payloadHash: string;
}

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const sortedJson = (value: Readonly<Record<string, number>>): string => JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => byCodePoint(a, b))));

/**
 * A run's id from what it read and what it sends: the same basis and the same lines give the
 * same id, so its transaction ids and DocNames are stable across a crash and a restart.
 */
export const exportIdOf = (basis: ExportBasis, lines: readonly PayLine[], correctionOf: string | null): string =>
  sha256([basis.companyId, basis.target, basis.period.start, basis.period.end, basis.position, sortedJson(basis.ruleVersions), correctionOf ?? "", JSON.stringify(canonicalPayLines(lines))].join("\n")).slice(0, 32);

/** Netvisor transaction id: unique per request, stable per (export, request). */
export const transactionIdOf = (exportId: string, key: string): string => `${exportId.slice(0, 16)}${sha256(key).slice(0, 16)}`;

/** Palk DocName (Str 64): the export id and the worker's contract code. */
export const docNameOf = (exportId: string, workerExternalId: string): string => `WL-${exportId.slice(0, 24)}-${workerExternalId}`;

const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return new Map([...groups.entries()].sort(([a], [b]) => byCodePoint(a, b)));
};

/** Dated lines → one `workday.nv` per worker and date; period lines → one `payrollperiodcollector.nv` per worker. */
export const netvisorRequests = (lines: readonly PayLine[], acceptance: NetvisorAcceptance, days: readonly { workerId: string; workerExternalId: string; date: string }[] = []): ExportRequest[] => {
  const dated = lines.filter((line) => line.when.kind === "date");
  const byDay = groupBy(dated, (line) => `${line.workerExternalId}|${line.when.kind === "date" ? line.when.date : ""}`);
  // Days that must be cleared (a correction removed every line of the day) are sent empty.
  for (const day of days) if (!byDay.has(`${day.workerExternalId}|${day.date}`)) byDay.set(`${day.workerExternalId}|${day.date}`, []);
  const requests: ExportRequest[] = [];
  for (const [dayKey, dayLines] of [...byDay.entries()].sort(([a], [b]) => byCodePoint(a, b))) {
    const [externalId, date] = dayKey.split("|") as [string, string];
    const workerId = dayLines[0]?.workerId ?? days.find((d) => d.workerExternalId === externalId)?.workerId ?? externalId;
    requests.push({ key: `workday.nv ${externalId} ${date}`, workerId, workerExternalId: externalId, resource: "workday.nv", date, body: workdayXml({ workerId, employeeNumber: externalId, date, lines: dayLines }, acceptance) });
  }
  const periodic = groupBy(lines.filter((line) => line.when.kind === "period" && line.quantity !== 0), (line) => line.workerExternalId);
  for (const [externalId, workerLines] of periodic) {
    const date = workerLines.reduce((latest, line) => (line.when.kind === "period" && line.when.end > latest ? line.when.end : latest), "");
    requests.push({ key: `payrollperiodcollector.nv ${externalId}`, workerId: workerLines[0]!.workerId, workerExternalId: externalId, resource: "payrollperiodcollector.nv", date, body: periodCollectorXml({ workerId: workerLines[0]!.workerId, employeeNumber: externalId, date, lines: workerLines }) });
  }
  return requests;
};

/** Per worker: one `sendsalary` and, when they have approved paid absences, one `sendabsence`. */
export const meritRequests = (lines: readonly PayLine[], period: { start: string }, exportId: string): ExportRequest[] => {
  const [year, month] = period.start.split("-").map(Number) as [number, number];
  const requests: ExportRequest[] = [];
  for (const [externalId, workerLines] of groupBy(lines, (line) => line.workerExternalId)) {
    const name = docNameOf(exportId, externalId);
    const salary = salaryRows(workerLines.filter((line) => line.quantity !== 0), { month, year }, name);
    // A removed absence cannot be sent as a negative one; only new or longer absences go out.
    const absences = absenceRows(workerLines.filter((line) => line.quantity > 0), { month, year }, name);
    const workerId = workerLines[0]!.workerId;
    if (salary.length > 0) requests.push({ key: `sendsalary ${externalId}`, workerId, workerExternalId: externalId, resource: "sendsalary", date: null, body: meritBody(salary) });
    if (absences.length > 0) requests.push({ key: `sendabsence ${externalId}`, workerId, workerExternalId: externalId, resource: "sendabsence", date: null, body: meritBody(absences) });
  }
  return requests;
};

export const payloadOf = (requests: readonly ExportRequest[]): string => requests.map((request) => `### ${request.key}\n${request.body}\n`).join("");

export interface PlanOptions {
  readonly acceptance?: NetvisorAcceptance;
  /** Lines of the runs already sent for this basis' period: the plan then carries only the difference. */
  readonly alreadySent?: { readonly exportId: string; readonly lines: readonly PayLine[] } | null;
}

/**
 * The plan of one run. Same basis and lines → byte-identical payload. A correction (lines already
 * sent) carries only the difference: Palk gets the change in quantity per key, Netvisor gets the
 * changed days again in full (workday.nv replaces a day) and the change of period amounts.
 */
export const planExport = (basis: ExportBasis, currentLines: readonly PayLine[], options: PlanOptions = {}): ExportPlan => {
  const current = canonicalPayLines(currentLines);
  const previous = options.alreadySent ?? null;
  const delta = previous === null ? current : payLineDifference(previous.lines, current);
  const exportId = exportIdOf(basis, delta, previous?.exportId ?? null);
  let requests: ExportRequest[];
  if (basis.target === "merit-palk") {
    requests = meritRequests(delta, basis.period, exportId);
  } else if (previous === null) {
    requests = netvisorRequests(current, options.acceptance ?? "accepted");
  } else {
    const changedDays = new Map<string, { workerId: string; workerExternalId: string; date: string }>();
    for (const line of delta) if (line.when.kind === "date") changedDays.set(`${line.workerExternalId}|${line.when.date}`, { workerId: line.workerId, workerExternalId: line.workerExternalId, date: line.when.date });
    const dayLines = current.filter((line) => line.when.kind === "date" && changedDays.has(`${line.workerExternalId}|${line.when.date}`));
    const periodDelta = delta.filter((line) => line.when.kind === "period");
    requests = netvisorRequests([...dayLines, ...periodDelta], options.acceptance ?? "accepted", [...changedDays.values()]);
  }
  const payload = payloadOf(requests);
  return { exportId, basis, lines: previous === null ? current : delta, requests, payload, payloadHash: payloadHash(payload) };
};

/** The request of a plan that carries a line (how a run's per-request outcomes map back to lines). */
export const requestKeyOfLine = (target: PayrollTarget, line: PayLine): string => {
  if (target === "merit-palk") return `${line.kind === "paid-absence" ? "sendabsence" : "sendsalary"} ${line.workerExternalId}`;
  return line.when.kind === "date" ? `workday.nv ${line.workerExternalId} ${line.when.date}` : `payrollperiodcollector.nv ${line.workerExternalId}`;
};
