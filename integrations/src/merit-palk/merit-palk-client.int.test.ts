import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeMeritPalk, type FakeMeritPalk } from "../testing/fake-merit-palk-server.ts";
import type { PayLine } from "../pay-lines/pay-line.ts";
import { createMeritPalkClient } from "./merit-palk-client.ts";
import { absenceRows, meritBody, PALK_ABSENCE_CODES, salaryRows } from "./merit-palk-payloads.ts";

const credentials = { apiId: "670fe52f-0000-4000-8000-000000000001", apiKey: "c2VjcmV0LWtleS1iYXNlNjQ=" };
const idCode = "38001085718";

const line = (over: Partial<PayLine> = {}): PayLine => ({
  workerId: "w-1",
  workerExternalId: idCode,
  kind: "worked-time",
  payCode: "100",
  quantity: 7.5,
  unit: "hour",
  rate: 12.5,
  when: { kind: "date", date: "2025-10-30" },
  dimensions: [{ name: "department", item: "HARBOUR" }],
  sourceEventIds: ["e-1"],
  ...over,
});

describe("Merit Palk client against the fake Palk", () => {
  let fake: FakeMeritPalk;
  const slept: number[] = [];
  const client = () => createMeritPalkClient({ credentials, url: fake.url, sleep: async (ms) => void slept.push(ms) });

  beforeEach(async () => {
    slept.length = 0;
    fake = await startFakeMeritPalk({ companies: { [credentials.apiId]: credentials.apiKey }, contracts: { [credentials.apiId]: [idCode] }, salaryTypeCodes: [100, 110] });
  });
  afterEach(() => fake.close());

  it("sends hours and pieces per contract code and salary type code", async () => {
    const lines = [line(), line({ kind: "pieces", payCode: "110", unit: "piece", quantity: 42, rate: 0.35, dimensions: [] })];
    const outcome = await client().post("sendsalary", meritBody(salaryRows(lines, { month: 10, year: 2025 }, "WL-abc-38001085718")));
    expect(outcome.kind).toBe("sent");
    expect(fake.rows).toEqual([
      { apiId: credentials.apiId, endpoint: "sendsalary", ContractCode: idCode, Typecode: 100, Tariff: 12.5, Amount: 7.5, DepCode: "HARBOUR", CCCode: null, PrCode: null, Month: 10, Year: 2025, DocName: "WL-abc-38001085718" },
      { apiId: credentials.apiId, endpoint: "sendsalary", ContractCode: idCode, Typecode: 110, Tariff: 0.35, Amount: 42, DepCode: null, CCCode: null, PrCode: null, Month: 10, Year: 2025, DocName: "WL-abc-38001085718" },
    ]);
  });

  it("sends approved paid absences with Palk absence type codes", async () => {
    const sick = line({ kind: "paid-absence", payCode: String(PALK_ABSENCE_CODES.sickLeave), unit: "day", quantity: 3, rate: null, when: { kind: "period", start: "2025-10-06", end: "2025-10-08" } });
    const outcome = await client().post("sendabsence", meritBody(absenceRows([sick], { month: 10, year: 2025 }, "WL-abs-1")));
    expect(outcome.kind).toBe("sent");
    expect(fake.rows[0]).toMatchObject({ endpoint: "sendabsence", ContractCode: idCode, Typecode: 7, StartDate: "2025-10-06", EndDate: "2025-10-08" });
  });

  it("retries a 429 with a fresh timestamp and signature", async () => {
    let clock = Date.now();
    const ticking = createMeritPalkClient({ credentials, url: fake.url, now: () => new Date((clock += 1_000)), sleep: async (ms) => void slept.push(ms) });
    fake.rateLimitNext(2);
    const outcome = await ticking.post("sendsalary", meritBody(salaryRows([line()], { month: 10, year: 2025 }, "WL-429")));
    expect(outcome.kind).toBe("sent");
    expect(fake.refused.map((r) => r.status)).toEqual([429, 429]);
    expect(new Set(fake.stamps).size).toBe(3);
    expect(slept).toHaveLength(2);
    expect(fake.rows).toHaveLength(1);
  });

  it("gives up after the last attempt when Palk keeps answering 429", async () => {
    fake.rateLimitNext(10);
    const outcome = await createMeritPalkClient({ credentials, url: fake.url, maxAttempts: 3, sleep: async () => undefined, now: (() => { let t = Date.now(); return () => new Date((t += 1000)); })() }).post("sendsalary", meritBody(salaryRows([line()], { month: 10, year: 2025 }, "WL-x")));
    expect(outcome).toMatchObject({ kind: "failed", status: 429 });
    expect(fake.rows).toHaveLength(0);
  });

  it("is refused with a wrong key, a stale timestamp, or a replayed request", async () => {
    const body = meritBody(salaryRows([line()], { month: 10, year: 2025 }, "WL-1"));
    const wrong = createMeritPalkClient({ credentials: { ...credentials, apiKey: "d3Jvbmc=" }, url: fake.url });
    expect(await wrong.post("sendsalary", body)).toMatchObject({ kind: "failed", status: 401, message: "Signature is not valid" });
    const stale = createMeritPalkClient({ credentials, url: fake.url, now: () => new Date(Date.now() - 6 * 60_000) });
    expect(await stale.post("sendsalary", body)).toMatchObject({ kind: "failed", status: 401, message: "Timestamp is not current" });
    const fixedClock = new Date();
    const frozen = createMeritPalkClient({ credentials, url: fake.url, now: () => fixedClock, maxAttempts: 1 });
    expect((await frozen.post("sendsalary", body)).kind).toBe("sent");
    expect(await frozen.post("sendsalary", body)).toMatchObject({ kind: "failed", status: 401, message: "Request already used" });
  });

  it("answers a DocName it already holds as already received, so a resumed export does not pay twice", async () => {
    let t = Date.now();
    const ticking = createMeritPalkClient({ credentials, url: fake.url, now: () => new Date((t += 1_000)) });
    const body = meritBody(salaryRows([line()], { month: 10, year: 2025 }, "WL-doc-1"));
    expect((await ticking.post("sendsalary", body)).kind).toBe("sent");
    expect(await ticking.post("sendsalary", body)).toMatchObject({ kind: "already-received", status: 409 });
    expect(fake.rows).toHaveLength(1);
  });

  it("checks the payload shape and reports unknown contracts and server errors", async () => {
    let t = Date.now();
    const ticking = createMeritPalkClient({ credentials, url: fake.url, now: () => new Date((t += 1_000)) });
    expect(await ticking.post("sendsalary", JSON.stringify([{ ContractCode: idCode, Typecode: "100", Amount: 1, Month: 10, Year: 2025, DocName: "x" }]))).toMatchObject({ kind: "failed", status: 400, message: 'Invalid Typecode: "100"' });
    expect(await ticking.post("sendsalary", meritBody(salaryRows([line({ workerExternalId: "49002010976" })], { month: 10, year: 2025 }, "WL-2")))).toMatchObject({ kind: "failed", message: "Contract not found: 49002010976" });
    fake.failNext(500, "Internal error");
    expect(await ticking.post("sendsalary", meritBody(salaryRows([line()], { month: 10, year: 2025 }, "WL-3")))).toMatchObject({ kind: "failed", status: 500 });
    expect(fake.rows).toHaveLength(0);
  });
});
