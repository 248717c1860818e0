import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";

describe("payroll export workers", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let withIds: Person;
  let missingCode: Person;
  let unconfirmed: Person;
  let base: string;
  const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });

  beforeAll(async () => {
    t = await createWorkTimeTestApp("pglite", { start: new Date("2026-11-18T06:00:00Z") });
    boss = await t.founder("Company A");
    base = `/api/companies/${boss.companyId}`;
    [withIds, missingCode, unconfirmed] = [await t.person(boss), await t.person(boss), await t.person(boss)];
  }, 180_000);
  afterAll(async () => t?.close());

  it("reads each worker with their identifiers, unconfirmed work and dates (spec: worker as read for export)", async () => {
    for (const [person, settings] of [
      [withIds, { netvisor_employee_number: "1407", merit_contract_code: "38001085718", work_type_prices: [] }],
      [unconfirmed, { netvisor_employee_number: null, merit_contract_code: "49002010976", work_type_prices: [] }],
    ] as const) {
      const saved = await t.send("PUT", `${base}/users/${person.id}/salary-settings`, boss.token, settings);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    let last;
    for (const [person, date, confirm] of [
      [withIds, "2026-11-02", true],
      [withIds, "2026-11-03", true],
      [missingCode, "2026-11-02", true],
      [unconfirmed, "2026-11-04", false],
    ] as const) {
      const added = await t.send("POST", `${base}/works`, boss.token, { worker_id: person.id, date, start_time: "08:00", end_time: "16:00" });
      expect(added.statusCode, added.body).toBe(201);
      last = added;
      if (confirm) last = await t.send("POST", `${base}/works/${added.json().work_id as string}/confirm`, boss.token, undefined, pos(added));
    }
    const read = await t.send("GET", `/api/payroll/companies/${boss.companyId}/export-workers?from=2026-11-01&to=2026-11-30`, boss.token, undefined, pos(last!));
    expect(read.statusCode, read.body).toBe(200);
    const byId = new Map((read.json().data as { id: string; work_group: { group_by_date: unknown[] } }[]).map((w) => [w.id, w]));
    expect(byId.get(withIds.id)).toMatchObject({ visma: { id: "1407" }, id_code: "38001085718", work_group: { hasUnConfirmed: false, group_by_date: [{ date: "2026-11-02" }, { date: "2026-11-03" }] } });
    // Each date's entry carries its items: the work logs of that date (8 h each here).
    const item = { id: expect.any(String), start: expect.any(String), end: expect.any(String), work_duration: 8 * 3600, confirmed: true };
    expect(byId.get(withIds.id)?.work_group.group_by_date).toEqual([
      { date: "2026-11-02", items: [item] },
      { date: "2026-11-03", items: [item] },
    ]);
    expect(byId.get(missingCode.id)).toMatchObject({ visma: { id: null }, id_code: null, work_group: { hasUnConfirmed: false } });
    expect(byId.get(unconfirmed.id)).toMatchObject({ id_code: "49002010976", work_group: { hasUnConfirmed: true, group_by_date: [{ date: "2026-11-04", items: [{ ...item, confirmed: false }] }] } });
    expect(byId.size).toBe(3);
  });

  it("refuses a period that ends before it starts, and a worker without the salary permission", async () => {
    expect((await t.send("GET", `/api/payroll/companies/${boss.companyId}/export-workers?from=2026-11-30&to=2026-11-01`, boss.token)).statusCode).toBe(400);
    expect((await t.send("GET", `/api/payroll/companies/${boss.companyId}/export-workers?from=2026-11-01&to=2026-11-30`, withIds.token)).statusCode).toBe(403);
  });
});
