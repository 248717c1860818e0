import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { instantOfLocal } from "@workledger/domain";
import type { ReportFacts } from "@workledger/projections";
import {
  createMeritPalkClient,
  createNetvisorClient,
  deliveredLines,
  parseNetvisorXml,
  payLineOfSent,
  payLinesFromBasis,
  paxml,
  planExport,
  runExport,
  sendToMeritPalk,
  sendToNetvisor,
  sentLineSlices,
  transactionCsv,
  type ExportJournal,
  type PayLine,
  type RequestOutcome,
} from "@workledger/integrations";
import { startFakeMeritPalk } from "@workledger/integrations/testing/fake-merit-palk-server.ts";
import { startFakeNetvisor } from "@workledger/integrations/testing/fake-netvisor-server.ts";
import { payBasisOfFacts } from "./payroll/payroll-pay-basis.ts";
import {
  ANNA,
  BEN,
  GOLDEN_ZONE,
  VILLE,
  WORKSPACE,
  goldenCountryRows,
  goldenFacts,
  goldenMeritCodes,
  goldenMeritIds,
  goldenNetvisorCodes,
  goldenNetvisorIds,
} from "./payroll/testing/golden-month.fixture.ts";

/**
 * The golden month (fixture: ./payroll/testing/golden-month.fixture.ts): the report's figures, the
 * Merit Palk and Netvisor pay lines and the PAXml / Visma CSV files, against values computed by
 * hand from the rules (arithmetic in the comments), not copied from the program's output. 16 logs
 * instead of the 61 of a full month: each rule appears at least once (paid pause, 11-hour days,
 * daily tiers, the 40-hour week passed on a Saturday, night shifts, the October DST night,
 * rounding, compensation, Sunday and holiday premiums, bonuses, allowances, a sick day).
 *
 * Rules: overtime daily 8 h (first 2 h ×1.5, then ×2), weekly 40 h (×1.5); 15 min of pause paid
 * after 4 h at work; Ville: rounding to 15 min and the daily allowance (≥ 6 h 25.00 €, ≥ 10 h
 * 54.00 €); Ben: the Evening window Mon-Fri 18:00-22:00 at 2.50 €/h. Finland: Sunday and holiday work ×2.
 */
const H = 3600;
const basisOf = (target: "merit-palk" | "netvisor", from: string, to: string, workerIds: readonly string[], facts: ReportFacts = goldenFacts) =>
  payBasisOfFacts(facts, {
    codes: target === "merit-palk" ? goldenMeritCodes : goldenNetvisorCodes,
    timeZone: GOLDEN_ZONE,
    countryRows: goldenCountryRows,
    query: { from, to, workerIds, externalIds: target === "merit-palk" ? goldenMeritIds : goldenNetvisorIds },
  });
const workspaceNames = new Map([[WORKSPACE, "HARBOUR"]]);
const linesOf = (target: "merit-palk" | "netvisor", basis: ReturnType<typeof basisOf>): PayLine[] =>
  payLinesFromBasis(basis, { target, externalIds: target === "merit-palk" ? goldenMeritIds : goldenNetvisorIds, workspaceNames });

const november = { start: "2026-11-01", end: "2026-11-30" };
const october = { start: "2026-10-01", end: "2026-10-31" };
const everyone = [ANNA, BEN, VILLE];

/** [date, worked, regular, overtime, absence, allowance cents, bonus €] of one worker's report days. */
const reportDays = (basis: ReturnType<typeof basisOf>, workerId: string) =>
  basis.days.filter((d) => d.workerId === workerId).map((d) => [d.date, d.workedSeconds, d.regularSeconds, d.overtimeSeconds, d.absenceSeconds, d.dailyAllowance?.amountCents ?? 0, d.bonus]);

/** Merit rows of a plan as [contract, Typecode, Amount, Tariff, DepCode] (salary) and [contract, Typecode, start, end] (absence). */
const meritRowsOf = (lines: readonly PayLine[], period: { start: string; end: string }) => {
  const plan = planExport({ companyId: "c", target: "merit-palk", period, position: "900/900", ruleVersions: {} }, lines);
  const salary: unknown[][] = [];
  const absence: unknown[][] = [];
  for (const request of plan.requests) {
    for (const row of JSON.parse(request.body) as Record<string, unknown>[]) {
      expect(row["Month"]).toBe(Number(period.start.slice(5, 7)));
      if (request.resource === "sendsalary") salary.push([row["ContractCode"], row["Typecode"], row["Amount"], row["Tariff"], row["DepCode"]]);
      else absence.push([row["ContractCode"], row["Typecode"], row["StartDate"], row["EndDate"]]);
    }
  }
  return { salary: salary.map((r) => JSON.stringify(r)).sort(), absence: absence.map((r) => JSON.stringify(r)).sort() };
};

/** Netvisor requests as [employee, date, code, hours] per workdayhour and [employee, code, amount] per payrollratioline. */
const netvisorOf = (lines: readonly PayLine[], period: { start: string; end: string }) => {
  const plan = planExport({ companyId: "c", target: "netvisor", period, position: "900/900", ruleVersions: {} }, lines);
  const hours: string[] = [];
  const amounts: string[] = [];
  for (const request of plan.requests) {
    const root = parseNetvisorXml(request.body)["root"] as Record<string, Record<string, unknown>>;
    if (request.resource === "workday.nv") {
      for (const h of root["workday"]!["workdayhour"] as Record<string, unknown>[]) {
        hours.push(`${request.workerExternalId} ${request.date} ${String((h["collectorratio"] as Record<string, unknown>)["#text"])} ${String(h["hours"])}`);
      }
    } else {
      const list = root["payrollperiodcollector"]!["payrollratioline"];
      for (const l of (Array.isArray(list) ? list : [list]) as Record<string, unknown>[]) amounts.push(`${request.workerExternalId} ${String((l["payrollratio"] as Record<string, unknown>)["#text"])} ${String(l["amount"])}`);
    }
  }
  return { hours: hours.sort(), amounts: amounts.sort() };
};

const json = (rows: unknown[][]) => rows.map((r) => JSON.stringify(r)).sort();

describe("the payroll golden month: report, pay lines and files against hand-computed values", () => {
  const merit = basisOf("merit-palk", november.start, november.end, everyone);

  it("the report's November days, by the rules", () => {
    expect(reportDays(merit, ANNA)).toEqual([
      // 07:00-15:00 = 8 h presence; the 15-min pause is within the 15 min paid after 4 h → 8 h worked; 50 € bonus.
      ["2026-11-02", 8 * H, 8 * H, 0, 0, 0, 50],
      // 06:00-17:00 = 11 h; pause 30 min, 15 paid, 15 unpaid → 10 h 45 = 38 700 s; over 8 h: 2 h 45 overtime (9 900 s).
      ["2026-11-03", 38_700, 8 * H, 9_900, 0, 0, 0],
      ["2026-11-04", 8 * H, 8 * H, 0, 0, 0, 0],
      ["2026-11-05", 8 * H, 8 * H, 0, 0, 0, 0],
      ["2026-11-06", 8 * H, 8 * H, 0, 0, 0, 0],
      // Saturday 08:00-12:00 = 4 h; Mon-Fri left 5 × 8 h = 40 h outside daily overtime, so all 4 h are weekly overtime.
      ["2026-11-07", 4 * H, 0, 4 * H, 0, 0, 0],
      ["2026-11-17", 8 * H, 8 * H, 0, 0, 0, 0],
      // Sick leave 18 Nov 00:00-24:00 Helsinki: one local day, counted as a working day of 8 h.
      ["2026-11-18", 0, 0, 0, 8 * H, 0, 0],
    ]);
    expect(reportDays(merit, BEN)).toEqual([
      // Mon 20:00 → Tue 04:00 = 8 h; pause 30 min, 15 paid → 7 h 45 = 27 900 s.
      ["2026-11-09", 27_900, 27_900, 0, 0, 0, 0],
      ["2026-11-10", 27_900, 27_900, 0, 0, 0, 0],
      // Wed 18:00 → Thu 05:00 = 11 h; pause 30, 15 paid → 38 700 s; 9 900 s over 8 h.
      ["2026-11-11", 38_700, 8 * H, 9_900, 0, 0, 0],
      // Sunday 08:00-16:00 = 8 h; 30 € bonus; the week has 27 900 + 27 900 + 28 800 + 28 800 = 113 400 s < 40 h.
      ["2026-11-15", 8 * H, 8 * H, 0, 0, 0, 30],
    ]);
    expect(reportDays(merit, VILLE)).toEqual([
      // 06:07 rounds to 06:00 (7 min down), 17:08 to 17:15 (7 min up): 11 h 15 presence, 15 of 30 pause unpaid → 11 h;
      // 3 h overtime; ≥ 10 h: the full allowance 54.00 €.
      ["2026-11-16", 11 * H, 8 * H, 3 * H, 0, 5_400, 0],
      // 07:00-14:00 = 7 h ≥ 6 h: partial allowance 25.00 €.
      ["2026-11-17", 7 * H, 7 * H, 0, 0, 2_500, 0],
      // 3 h: no allowance.
      ["2026-11-18", 3 * H, 3 * H, 0, 0, 0, 0],
    ]);
    // Overtime tiers: Anna 3 Nov 2 h ×1.5 + 45 min ×2; Saturday 4 h weekly ×1.5; Ville 16 Nov 2 h ×1.5 + 1 h ×2.
    const tiers = (workerId: string, date: string) => merit.days.find((d) => d.workerId === workerId && d.date === date)?.overtime.map((o) => [o.period, o.multiplier, o.seconds]);
    expect(tiers(ANNA, "2026-11-03")).toEqual([["daily", 1.5, 2 * H], ["daily", 2, 2_700]]);
    expect(tiers(ANNA, "2026-11-07")).toEqual([["weekly", 1.5, 4 * H]]);
    expect(tiers(VILLE, "2026-11-16")).toEqual([["daily", 1.5, 2 * H], ["daily", 2, 1 * H]]);
    // Ben's Sunday: 8 h at ×2. His evening window: 20-22 on 9 and 10 Nov (2 h × 2.50 = 5.00 €), 18-22 on 11 Nov (4 h = 10.00 €).
    const ben = (date: string) => merit.days.find((d) => d.workerId === BEN && d.date === date)!;
    expect(ben("2026-11-15").premiums.map((p) => [p.kind, p.multiplier, p.seconds])).toEqual([["sunday", 2, 8 * H]]);
    expect(["2026-11-09", "2026-11-10", "2026-11-11"].map((d) => ben(d).compensation.map((c) => [c.name, c.seconds, c.amountCents]))).toEqual([
      [["Evening", 2 * H, 500]],
      [["Evening", 2 * H, 500]],
      [["Evening", 4 * H, 1_000]],
    ]);
    expect(merit.blocked.size).toBe(0);
    expect(merit.unpaid).toEqual([]);
  });

  it("Merit Palk gets a row per pay code and day with the work type's rate, the bonuses, allowances, compensation and the sick day", () => {
    const rows = meritRowsOf(linesOf("merit-palk", merit), november);
    const a = "38001085718";
    const b = "38502020011";
    const v = "39001010022";
    expect(rows.salary).toEqual(
      json([
        // Anna, Assembly at 20.00: 8 h normal on 2, 3, 4, 5, 6 and 17 Nov (one row per day, none on Saturday, all of it overtime).
        ...["02", "03", "04", "05", "06", "17"].map(() => [a, 100, 8, 20, "HARBOUR"]),
        // 3 Nov: 2 h at tier 1 (51), 45 min = 0.75 h at tier 2 (52); Saturday 4 h of weekly overtime (53).
        [a, 51, 2, 20, "HARBOUR"],
        [a, 52, 0.75, 20, "HARBOUR"],
        [a, 53, 4, 20, "HARBOUR"],
        [a, 401, 50, null, "HARBOUR"],
        // Ben, Night at 25.50: 7.75 h, 7.75 h, 8 h (of 10.75), 8 h.
        [b, 200, 7.75, 25.5, "HARBOUR"],
        [b, 200, 7.75, 25.5, "HARBOUR"],
        [b, 200, 8, 25.5, "HARBOUR"],
        [b, 200, 8, 25.5, "HARBOUR"],
        [b, 51, 2, 25.5, "HARBOUR"],
        [b, 52, 0.75, 25.5, "HARBOUR"],
        // Sunday premium: the 8 Sunday hours under 404.
        [b, 404, 8, 25.5, "HARBOUR"],
        // Evening compensation 5.00, 5.00 and 10.00 € (403), the 30 € bonus (401).
        [b, 403, 5, null, "HARBOUR"],
        [b, 403, 5, null, "HARBOUR"],
        [b, 403, 10, null, "HARBOUR"],
        [b, 401, 30, null, "HARBOUR"],
        // Ville: 8 + 7 + 3 h normal, 2 h tier 1, 1 h tier 2, allowances 54.00 and 25.00 € (402, no workspace).
        [v, 100, 8, 20, "HARBOUR"],
        [v, 100, 7, 20, "HARBOUR"],
        [v, 100, 3, 20, "HARBOUR"],
        [v, 51, 2, 20, "HARBOUR"],
        [v, 52, 1, 20, "HARBOUR"],
        [v, 402, 54, null, null],
        [v, 402, 25, null, null],
      ]),
    );
    // Sick leave: Wednesday 18 November only (a UTC date would make it 17-18).
    expect(rows.absence).toEqual(json([[a, 7, "2026-11-18", "2026-11-18"]]));
  });

  it("Netvisor gets each day's hours under their collector ratios, and the amounts and the sick day in the period collector", () => {
    const netvisor = basisOf("netvisor", november.start, november.end, everyone);
    const sent = netvisorOf(linesOf("netvisor", netvisor), november);
    expect(sent.hours).toEqual(
      [
        "1001 2026-11-02 11 8,00",
        "1001 2026-11-03 11 8,00",
        "1001 2026-11-03 21 2,00",
        "1001 2026-11-03 22 0,75",
        "1001 2026-11-04 11 8,00",
        "1001 2026-11-05 11 8,00",
        "1001 2026-11-06 11 8,00",
        "1001 2026-11-07 23 4,00",
        "1001 2026-11-17 11 8,00",
        "1002 2026-11-09 12 7,75",
        "1002 2026-11-10 12 7,75",
        "1002 2026-11-11 12 8,00",
        "1002 2026-11-11 21 2,00",
        "1002 2026-11-11 22 0,75",
        "1002 2026-11-15 12 8,00",
        "1002 2026-11-15 44 8,00",
        "1003 2026-11-16 11 8,00",
        "1003 2026-11-16 21 2,00",
        "1003 2026-11-16 22 1,00",
        "1003 2026-11-17 11 7,00",
        "1003 2026-11-18 11 3,00",
      ].sort(),
    );
    // Anna: 50 € bonus, 1 sick day (not 2,00); Ben: 5 + 5 + 10 € compensation, 30 € bonus; Ville: 54 + 25 € allowance.
    expect(sent.amounts).toEqual(["1001 31 1,00", "1001 41 50,00", "1002 41 30,00", "1002 43 10,00", "1002 43 5,00", "1002 43 5,00", "1003 42 25,00", "1003 42 54,00"].sort());
  });

  it("October: the night across the end of summer time is 9 real hours, 7 of them on Sunday, and All Saints' Day is a holiday", () => {
    const basis = basisOf("merit-palk", october.start, october.end, [BEN]);
    // Sat 24 Oct 22:00 EEST (19:00Z) to Sun 25 Oct 06:00 EET (04:00Z) = 9 h; 1 h over 8 h. Sat 31 Oct 08:00-14:00 = 6 h.
    expect(reportDays(basis, BEN)).toEqual([
      ["2026-10-24", 9 * H, 8 * H, 1 * H, 0, 0, 0],
      ["2026-10-31", 6 * H, 6 * H, 0, 0, 0, 0],
    ]);
    // Sunday from 00:00 EEST (21:00Z) to 04:00Z = 7 h at ×2; All Saints' Day 6 h at ×2.
    expect(basis.days.map((d) => d.premiums.map((p) => [p.kind, p.seconds]))).toEqual([[["sunday", 7 * H]], [["holiday", 6 * H]]]);
    const b = "38502020011";
    expect(meritRowsOf(linesOf("merit-palk", basis), october).salary).toEqual(
      json([
        [b, 200, 8, 25.5, "HARBOUR"],
        [b, 51, 1, 25.5, "HARBOUR"],
        [b, 404, 7, 25.5, "HARBOUR"],
        [b, 200, 6, 25.5, "HARBOUR"],
        [b, 405, 6, 25.5, "HARBOUR"],
      ]),
    );
    expect(netvisorOf(linesOf("netvisor", basisOf("netvisor", october.start, october.end, [BEN])), october).hours).toEqual(
      ["1002 2026-10-24 12 8,00", "1002 2026-10-24 21 1,00", "1002 2026-10-24 44 7,00", "1002 2026-10-31 12 6,00", "1002 2026-10-31 45 6,00"].sort(),
    );
  });

  it("the Visma transaction CSV and PAXml of Anna's priced lines carry the same money", () => {
    // Merit's priced codes with Netvisor's numeric employee numbers (the transaction import takes at most 9 digits).
    const lines = payLinesFromBasis({ ...merit, lines: merit.lines.filter((l) => l.workerId === ANNA) }, { target: "merit-palk", externalIds: goldenNetvisorIds, workspaceNames });
    const plan = planExport({ companyId: "c", target: "merit-palk", period: november, position: "900/900", ruleVersions: {} }, lines);
    const csv = transactionCsv(plan.lines, { costCarriers: ["department"] });
    const rows = csv.trimEnd().split("\r\n").map((r) => r.split(";").slice(2, 8).join(";"));
    expect(rows).toEqual([
      // employee;wage type;basis;quantity;rate;amount — bonus 50.00 €, the sick day (priced by payroll), then hours × 20.00.
      "1001;401;0.00;50.00;0.00;50.00",
      "1001;7;0.00;1.00;0.00;0.00",
      ...Array.from({ length: 6 }, () => "1001;100;0.00;8.00;20.00;160.00"),
      "1001;51;0.00;2.00;20.00;40.00",
      "1001;52;0.00;0.75;20.00;15.00",
      "1001;53;0.00;4.00;20.00;80.00",
    ]);
    // 6 × 160 + 40 + 15 + 80 = 1 095.00 € of hours, plus the 50.00 € bonus.
    expect(rows.reduce((sum, r) => sum + Number(r.split(";")[5]), 0)).toBeCloseTo(1_145, 2);
    const xml = paxml(plan.lines, { createdAt: "2026-12-01" });
    expect(xml.match(/<lonetrans /g)).toHaveLength(11);
    const squeezed = xml.replace(/\n\s*/g, "");
    expect(squeezed).toContain("<lonart>401</lonart><datum>2026-11-02</datum><antal>50.00</antal><belopp>50.00</belopp>");
    // The sick day has no workspace, so no cost dimension.
    expect(squeezed).toContain("<lonart>7</lonart><datum>2026-11-18</datum><antal>1.00</antal></lonetrans>");
    expect([...xml.matchAll(/<belopp>([\d.]+)<\/belopp>/g)].reduce((s, m) => s + Number(m[1]), 0)).toBeCloseTo(1_145, 2);
  });

  it("the reconciliation finds the lines equal to the report for every worker", () => {
    expect(merit.reconcile(linesOf("merit-palk", merit), new Set(everyone))).toEqual([]);
  });
  describe("a re-export after a one-hour correction, through the exporter's plan and runner against the fakes", () => {
    const closers: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const close of closers.splice(0)) await close();
    });
    /** The runner's journal, in memory (the exporter keeps it in the ledger). */
    const journal = (): ExportJournal => {
      const entries = new Map<string, RequestOutcome[]>();
      return { outcomes: async (id) => entries.get(id) ?? [], record: async (id, outcome) => void entries.set(id, [...(entries.get(id) ?? []), outcome]) };
    };
    /** What the ledger keeps of a run's delivered lines and gives back to the next plan (the exporter's round trip). */
    const kept = (lines: readonly PayLine[]): PayLine[] => sentLineSlices("x", lines).flatMap((slice) => slice.lines.map(payLineOfSent));
    // The correction: Ville's 18 November, 09:00-12:00, ends an hour later at 13:00 (a new event on the log).
    const corrected = {
      ...goldenFacts,
      entries: goldenFacts.entries.map((e) => (e.work_id === "v-1118" ? { ...e, end_at: new Date(instantOfLocal("2026-11-18", "13:00", GOLDEN_ZONE)), event_ids: [...e.event_ids, "v-1118-edited"] } : e)),
    } as ReportFacts;
    const workedHours = (basis: ReturnType<typeof basisOf>) => basis.days.reduce((sum, d) => sum + d.workedSeconds, 0) / H;
    /** Hour codes of worked time (normal and overtime tiers); premiums (404, 405, 44, 45) are extra pay on hours already counted. */
    const meritHourCodes = new Set([100, 200, 51, 52, 53]);
    const netvisorHourRatios = new Set(["11", "12", "21", "22", "23"]);

    it("the report: 110 h in November, 111 h after the correction", () => {
      // Anna 8 + 10.75 + 8 + 8 + 8 + 4 + 8 = 54.75; Ben 7.75 + 7.75 + 10.75 + 8 = 34.25; Ville 11 + 7 + 3 = 21 → 110 h.
      expect(workedHours(basisOf("merit-palk", november.start, november.end, everyone))).toBe(110);
      // Ville's 18th: 09:00-13:00 = 4 h (on the quarter hour, no pause, under 8 h, week 11 + 7 + 4 = 22 h < 40 h, under 6 h: no allowance) → 111 h.
      const after = basisOf("merit-palk", november.start, november.end, everyone, corrected);
      expect(workedHours(after)).toBe(111);
      expect(reportDays(after, VILLE).at(-1)).toEqual(["2026-11-18", 4 * H, 4 * H, 0, 0, 0, 0]);
    });

    it("Merit Palk receives exactly the extra hour as a new row; the month's hours in the fake equal the report's", async () => {
      const apiId = "golden-api";
      const palk = await startFakeMeritPalk({ companies: { [apiId]: "a2V5" }, contracts: { [apiId]: [...goldenMeritIds.values()].filter((c): c is string => c !== null) } });
      closers.push(palk.close);
      let clock = Date.now();
      const client = createMeritPalkClient({ credentials: { apiId, apiKey: "a2V5" }, url: palk.url, now: () => new Date((clock += 1000)) });
      const hours = () => palk.rows.filter((r) => r.endpoint === "sendsalary" && meritHourCodes.has(r["Typecode"] as number)).reduce((sum, r) => sum + (r["Amount"] as number), 0);
      const basisAt = (position: string) => ({ companyId: "c", target: "merit-palk" as const, period: november, position, ruleVersions: {} });

      const first = planExport(basisAt("900/900"), linesOf("merit-palk", merit));
      const firstRun = await runExport({ plan: first, send: sendToMeritPalk(client), journal: journal() });
      expect(firstRun.responses.map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
      expect(hours()).toBeCloseTo(110, 4);
      const sent = kept(deliveredLines("merit-palk", first.lines, firstRun.outcomes));

      const rowsBefore = palk.rows.length;
      const correction = planExport(basisAt("901/901"), linesOf("merit-palk", basisOf("merit-palk", november.start, november.end, everyone, corrected)), { alreadySent: { exportId: first.exportId, lines: sent } });
      // One line: Ville, 18 November, code 100, 4 h now − 3 h sent = +1.00 h at 20.00.
      expect(correction.lines.map((l) => [l.workerId, l.when, l.payCode, l.quantity])).toEqual([[VILLE, { kind: "date", date: "2026-11-18" }, "100", 1]]);
      const secondRun = await runExport({ plan: correction, send: sendToMeritPalk(client), journal: journal() });
      expect(secondRun.responses).toEqual([{ workerId: VILLE, status: "sent", messages: [], approvedDates: [] }]);
      // The fake got one new document with one row, under a new DocName; nothing else.
      const added = palk.rows.slice(rowsBefore);
      expect(added.map((r) => [r.endpoint, r["ContractCode"], r["Typecode"], r["Amount"], r["Tariff"], r["DepCode"]])).toEqual([["sendsalary", "39001010022", 100, 1, 20, "HARBOUR"]]);
      expect(new Set(palk.rows.slice(0, rowsBefore).map((r) => r["DocName"]))).not.toContain(added[0]!["DocName"]);
      // 110 + 1 = 111 h in the fake: the report's total, not 110 + 111.
      expect(hours()).toBeCloseTo(111, 4);

      // Nothing changed since: the next plan is empty.
      const both = kept([...sent, ...deliveredLines("merit-palk", correction.lines, secondRun.outcomes)]);
      expect(planExport(basisAt("902/902"), linesOf("merit-palk", basisOf("merit-palk", november.start, november.end, everyone, corrected)), { alreadySent: { exportId: correction.exportId, lines: both } }).requests).toEqual([]);
    });

    it("Netvisor receives only the changed day, in full; the month's hours in the fake equal the report's", async () => {
      const partner = { url: "", partnerId: "P", partnerKey: "pk" };
      const customer = { customerId: "C", customerKey: "ck", organisationId: "1-1" };
      const fake = await startFakeNetvisor({ partners: { P: "pk" }, customers: { C: { customerKey: "ck", organisationId: "1-1" } }, employees: [...goldenNetvisorIds.values()].filter((n): n is string => n !== null) });
      closers.push(fake.close);
      const client = createNetvisorClient({ partner: { ...partner, url: fake.url }, customer, sender: "Workledger", newTransactionId: randomUUID });
      const hours = () => [...fake.workdays.values()].flat().filter((h) => netvisorHourRatios.has(h.collectorRatio)).reduce((sum, h) => sum + Number(h.hours.replace(",", ".")), 0);
      const basisAt = (position: string) => ({ companyId: "c", target: "netvisor" as const, period: november, position, ruleVersions: {} });

      const first = planExport(basisAt("900/900"), linesOf("netvisor", basisOf("netvisor", november.start, november.end, everyone)));
      const firstRun = await runExport({ plan: first, send: sendToNetvisor(client), journal: journal() });
      expect(firstRun.outcomes.every((o) => o.status === "sent")).toBe(true);
      // 14 worked days (Anna 7, Ben 4, Ville 3) and 3 period collectors.
      expect(first.requests).toHaveLength(17);
      expect(hours()).toBeCloseTo(110, 4);
      const sent = kept(deliveredLines("netvisor", first.lines, firstRun.outcomes));

      const applied = fake.applied.length;
      const correction = planExport(basisAt("901/901"), linesOf("netvisor", basisOf("netvisor", november.start, november.end, everyone, corrected)), { alreadySent: { exportId: first.exportId, lines: sent } });
      await runExport({ plan: correction, send: sendToNetvisor(client), journal: journal() });
      // workday.nv replaces a day: Ville's 18th goes again whole (4,00 h under ratio 11), no other day, no period collector.
      expect(fake.applied.slice(applied).map((a) => a.split(" ").slice(0, 3).join(" "))).toEqual(["workday.nv 1003 2026-11-18"]);
      expect(fake.workdays.get("1003|2026-11-18")?.map((h) => [h.collectorRatio, h.hours])).toEqual([["11", "4,00"]]);
      // 110 − 3 + 4 = 111 h: the report's total.
      expect(hours()).toBeCloseTo(111, 4);
    });
  });
});
