import { describe, expect, it } from "vitest";
import type { ReportFacts } from "@workledger/projections";
import { planExport } from "../export/export-plan.ts";
import { payLinesFromReportFacts } from "./pay-lines-from-report-facts.ts";

const versioned = { company_id: "c", from_commit: "10", from_prepare: "10", to_commit: null, to_prepare: null, recorded_at: new Date("2025-11-01T00:00:00Z") };
const entry = (workId: string, workerId: string, date: string, confirmed = true) => ({
  ...versioned,
  work_id: workId,
  worker_id: workerId,
  date,
  start_at: new Date(`${date}T05:00:00Z`),
  end_at: new Date(`${date}T13:30:00Z`),
  pauses: JSON.stringify([{ start: `${date}T09:00:00Z`, end: `${date}T09:30:00Z`, lengthSeconds: 1800 }]),
  work_type_id: "wt-1",
  workspace_id: "ws-1",
  bonus: null,
  confirmed,
  deleted: false,
  confirmed_pricing: JSON.stringify(confirmed ? { productNumber: "100", vismaProductNumber: "11" } : null),
  event_ids: JSON.stringify([`${workId}-start`, `${workId}-stop`]),
});

const facts = {
  position: { commit: "42", prepare: "42" },
  entries: [entry("w1", "anna", "2025-10-06"), entry("w2", "anna", "2025-10-07", false), entry("w3", "bert", "2025-10-06")],
  absences: [
    { ...versioned, request_id: "r1", worker_id: "anna", absence_type_id: "sick", start_at: new Date("2025-10-13T00:00:00Z"), end_at: new Date("2025-10-16T00:00:00Z"), approved: true, event_id: "r1-approved" },
    { ...versioned, request_id: "r2", worker_id: "anna", absence_type_id: "other", start_at: new Date("2025-10-20T00:00:00Z"), end_at: new Date("2025-10-21T00:00:00Z"), approved: true, event_id: "r2-approved" },
  ],
  workTypes: [{ ...versioned, work_type_id: "wt-1", details: JSON.stringify({ productNumber: "100", vismaProductNumber: "11" }), active: true, event_id: "wt" }],
  ruleVersions: [
    { company_id: "c", kind: "overtime", group_id: "G1", version: 1, position_commit: "1", position_prepare: "1", recorded_at: new Date(), effective_at: null, rules: "{}", event_id: "g1" },
    { company_id: "c", kind: "overtime", group_id: "G1", version: 3, position_commit: "5", position_prepare: "5", recorded_at: new Date(), effective_at: null, rules: "{}", event_id: "g3" },
  ],
  assignments: [],
} as unknown as ReportFacts;

describe("pay lines from the reports read model", () => {
  const result = payLinesFromReportFacts(facts, { target: "merit-palk", externalIds: new Map([["anna", "38001085718"], ["bert", null]]), absenceCodes: { sick: "7" }, workspaceNames: new Map([["ws-1", "HARBOUR"]]) });

  it("makes one line per confirmed log (worked time less pauses) with its source events", () => {
    expect(result.lines.filter((l) => l.kind === "worked-time")).toEqual([
      { workerId: "anna", workerExternalId: "38001085718", kind: "worked-time", payCode: "100", quantity: 8, unit: "hour", rate: null, when: { kind: "date", date: "2025-10-06" }, dimensions: [{ name: "department", item: "HARBOUR" }], sourceEventIds: ["w1-start", "w1-stop"] },
    ]);
  });

  it("maps approved paid absences to the target's absence codes, days counted with an exclusive end", () => {
    expect(result.lines.filter((l) => l.kind === "paid-absence")).toEqual([
      expect.objectContaining({ payCode: "7", quantity: 3, unit: "day", when: { kind: "period", start: "2025-10-13", end: "2025-10-15" }, sourceEventIds: ["r1-approved"] }),
    ]);
  });

  it("lists what cannot be paid instead of dropping it", () => {
    expect(result.skipped).toEqual([
      { workerId: "anna", reason: "unconfirmed-work", sourceId: "w2" },
      { workerId: "bert", reason: "missing-identifier", sourceId: "w3" },
      { workerId: "anna", reason: "unmapped-absence-type", sourceId: "r2" },
    ]);
  });

  it("records the position and the latest rule versions, and the plan is reproducible from them", () => {
    expect(result.position).toBe("42/42");
    expect(result.ruleVersions).toEqual({ "overtime:g1": 3 });
    const basis = { companyId: "c", target: "merit-palk" as const, period: { start: "2025-10-01", end: "2025-10-31" }, position: result.position, ruleVersions: result.ruleVersions };
    expect(planExport(basis, result.lines).payload).toBe(planExport(basis, [...result.lines].reverse()).payload);
    expect(planExport(basis, result.lines).requests.map((r) => r.key)).toEqual(["sendsalary 38001085718", "sendabsence 38001085718"]);
  });
});

describe("pay lines split into normal hours and overtime tiers", () => {
  // w1 is 8 h worked; its split says 6 h normal, 1.5 h at daily tier 1 and 0.5 h at daily tier 2.
  const paySplits = new Map([["w1", { normalSeconds: 6 * 3600, overtime: [{ period: "daily" as const, tier: 1, seconds: 5400 }, { period: "daily" as const, tier: 2, seconds: 1800 }] }]]);
  const overtimeCodes = { "daily:1": "51", "daily:2": "52" };
  const options = (target: "merit-palk" | "netvisor") => ({
    target,
    externalIds: new Map([["anna", target === "netvisor" ? "1407" : "38001085718"]]),
    absenceCodes: {},
    paySplits,
    overtimeCodes: target === "netvisor" ? { "daily:1": "21", "daily:2": "22" } : overtimeCodes,
  });
  const basis = (target: "merit-palk" | "netvisor") => ({ companyId: "c", target, period: { start: "2025-10-01", end: "2025-10-31" }, position: "42/42", ruleVersions: {} });

  it("pays the normal hours under the work type's code and each tier under the tier's code", () => {
    const lines = payLinesFromReportFacts(facts, options("merit-palk")).lines.filter((l) => l.workerId === "anna" && l.kind === "worked-time");
    expect(lines.map((l) => [l.payCode, l.quantity])).toEqual([
      ["51", 1.5],
      ["52", 0.5],
      ["100", 6],
    ]);
  });

  it("Merit Palk sendsalary carries one row per code (Typecode, Amount)", () => {
    const plan = planExport(basis("merit-palk"), payLinesFromReportFacts(facts, options("merit-palk")).lines);
    const salary = JSON.parse(plan.requests.find((r) => r.resource === "sendsalary")!.body) as { Typecode: number; Amount: number }[];
    expect(salary.map((r) => [r.Typecode, r.Amount])).toEqual([
      [100, 6],
      [51, 1.5],
      [52, 0.5],
    ]);
  });

  it("Netvisor workday.nv carries one workdayhour per collectorratio, and the same read gives the same bytes", () => {
    const lines = payLinesFromReportFacts(facts, options("netvisor")).lines;
    const plan = planExport(basis("netvisor"), lines);
    const body = plan.requests.find((r) => r.key.startsWith("workday.nv 1407 2025-10-06"))!.body;
    expect([...body.matchAll(/<hours>([^<]+)<\/hours>\s*<collectorratio type="number">(\d+)<\/collectorratio>/g)].map((m) => [m[2], m[1]])).toEqual([
      ["11", "6,00"],
      ["21", "1,50"],
      ["22", "0,50"],
    ]);
    expect(planExport(basis("netvisor"), [...lines].reverse()).payload).toBe(plan.payload);
  });

  it("a tier without a code is paid under the work type's code: the same lines as without a split", () => {
    const unsplit = payLinesFromReportFacts(facts, { ...options("merit-palk"), paySplits: new Map(), overtimeCodes: {} }).lines;
    const fallback = payLinesFromReportFacts(facts, { ...options("merit-palk"), overtimeCodes: {} }).lines;
    expect(planExport(basis("merit-palk"), fallback).payload).toBe(planExport(basis("merit-palk"), unsplit).payload);
  });
});
