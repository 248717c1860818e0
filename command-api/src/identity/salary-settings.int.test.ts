import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultWorkerRights } from "@workledger/domain";
import { salarySettingsMessages } from "@workledger/event-schemas";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";
import { ownSalarySettingsMessage } from "./people-salary-settings.routes.ts";

/**
 * Salary settings on the person profile: a manager who may edit users sets a worker's payroll
 * identifiers and work-type prices and reads them back; bad values are 400 field errors with
 * nothing written; another company's work type is unknown; nobody writes their own; a worker
 * cannot read them.
 */
describe("salary settings of a person (PostgreSQL)", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let worker: Person;
  let other: Person;
  let cleaning: string;
  let foreignType: string;
  const url = (who: Person, userId: string) => `/api/companies/${who.companyId}/users/${userId}/salary-settings`;
  const eventCount = async (userId: string) =>
    Number((await t.testDatabase.database.pool.query<{ n: string }>("select count(*)::text as n from wl_events where type = 'SalarySettingsChanged' and data::text like $1", [`%${userId}%`])).rows[0]!.n);

  beforeAll(async () => {
    t = await createWorkTimeTestApp("postgres");
    boss = await t.founder("Salary A");
    other = await t.founder("Salary B");
    worker = await t.person(boss, defaultWorkerRights.permissions);
    cleaning = await t.workType(boss, "Cleaning");
    foreignType = await t.workType(other, "Foreign");
  });
  afterAll(async () => t?.close());

  it("lets a manager set and read back the identifiers and prices", async () => {
    const empty = await t.send("GET", url(boss, worker.id), boss.token);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toMatchObject({ netvisor_employee_number: null, merit_contract_code: null, work_type_prices: [], id_code: null });
    const put = await t.send("PUT", url(boss, worker.id), boss.token, { netvisor_employee_number: "1407", merit_contract_code: "EE-7", work_type_prices: [{ work_type_id: cleaning, price: 21.5 }] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toBe("Salary settings updated successfully");
    const read = await t.send("GET", url(boss, worker.id), boss.token, undefined, { "x-wait-for-position": put.json().position });
    expect(read.json().data).toMatchObject({ netvisor_employee_number: "1407", merit_contract_code: "EE-7", work_type_prices: [{ work_type_id: cleaning, price: 21.5 }], changed_by: boss.id });
  });

  it("answers bad values with field errors and writes nothing", async () => {
    const before = await eventCount(worker.id);
    const cases = [
      [{ netvisor_employee_number: "12a", merit_contract_code: null, work_type_prices: [] }, { netvisor_employee_number: [salarySettingsMessages.netvisorEmployeeNumber] }],
      [{ netvisor_employee_number: null, merit_contract_code: "TWELVE-CHARS", work_type_prices: [] }, { merit_contract_code: [salarySettingsMessages.meritContractCode] }],
      [{ netvisor_employee_number: null, merit_contract_code: null, work_type_prices: [{ work_type_id: cleaning, price: 1.234 }] }, { "work_type_prices.0.price": [salarySettingsMessages.price] }],
      [{ netvisor_employee_number: null, merit_contract_code: null, work_type_prices: [{ work_type_id: foreignType, price: 1 }] }, { "work_type_prices.0.work_type_id": ["Work type not found"] }],
      [
        { netvisor_employee_number: null, merit_contract_code: null, work_type_prices: [{ work_type_id: cleaning, price: 1 }, { work_type_id: cleaning, price: 2 }] },
        { "work_type_prices.1.work_type_id": [salarySettingsMessages.duplicateWorkType] },
      ],
    ] as const;
    for (const [body, errors] of cases) {
      const answer = await t.send("PUT", url(boss, worker.id), boss.token, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errors).toEqual(errors);
    }
    const negative = await t.send("PUT", url(boss, worker.id), boss.token, { netvisor_employee_number: null, merit_contract_code: null, work_type_prices: [{ work_type_id: cleaning, price: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(await eventCount(worker.id)).toBe(before);
  });

  it("refuses one's own write, a worker's read, and another company's manager", async () => {
    const own = await t.send("PUT", url(boss, boss.id), boss.token, { netvisor_employee_number: "1", merit_contract_code: null, work_type_prices: [] });
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json().message).toBe(ownSalarySettingsMessage);
    const workerRead = await t.send("GET", url(worker, worker.id), worker.token);
    expect(workerRead.statusCode).toBe(403);
    const workerWrite = await t.send("PUT", url(worker, worker.id), worker.token, { netvisor_employee_number: "1", merit_contract_code: null, work_type_prices: [] });
    expect(workerWrite.statusCode).toBe(403);
    const foreign = await t.send("GET", url(other, worker.id), other.token);
    expect(foreign.statusCode).toBe(404);
  });
});
