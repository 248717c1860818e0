import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkTimeTestApp, type Person, type WorkTimeTestApp } from "../work-time/testing/work-time-test-app.ts";

const H = 3600;

interface Premium {
  kind: string;
  multiplier: number;
  seconds: number;
  name: string;
}
interface ReportJson {
  data: {
    position: string;
    country: string;
    countries: { from: string; to: string; country: string }[];
    workers: { worker_id: string; days: { date: string; premiums: Premium[] }[] }[];
  };
}

describe("reports take the company's holiday country in force on each day, as of the asked position, on PostgreSQL", () => {
  let t: WorkTimeTestApp;
  let boss: Person;
  let worker: Person;
  let base: string;
  let beforeChange: string;
  let december: ReportJson;
  const pos = (r: { headers: Record<string, unknown> }) => ({ "x-wait-for-position": String(r.headers["x-ledger-position"]) });
  const report = async (from: string, to: string, query = "", headers?: Record<string, string>): Promise<ReportJson> => {
    const r = await t.send("GET", `${base}/reports?from=${from}&to=${to}${query}`, boss.token, undefined, headers);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as ReportJson;
  };
  const premiumsOf = (body: ReportJson): Record<string, Premium[]> =>
    Object.fromEntries((body.data.workers.find((w) => w.worker_id === worker.id)?.days ?? []).map((d) => [d.date, d.premiums]));
  const work = async (date: string, start = "08:00", end = "12:00") => {
    const r = await t.send("POST", `${base}/works`, boss.token, { worker_id: worker.id, date, start_time: start, end_time: end });
    expect(r.statusCode, r.body).toBe(201);
    return r;
  };

  beforeAll(async () => {
    // Monday 8 December 2025 in Helsinki.
    t = await createWorkTimeTestApp("postgres", { start: new Date("2025-12-08T10:00:00Z") });
    boss = await t.founder("Holiday Country Oy");
    base = `/api/companies/${boss.companyId}`;
    worker = await t.person(boss);
    const independenceDay = await work("2025-12-06"); // Finland's Independence Day (a Saturday)
    december = await report("2025-12-01", "2025-12-31", "", pos(independenceDay));
    // Tuesday 24 February 2026, 14:00 in Helsinki: Estonia's Independence Day, a working day in Finland.
    t.clock.set(new Date("2026-02-24T12:00:00Z"));
    await t.relogin(boss);
    await work("2026-02-22"); // a Sunday
    const today = await work("2026-02-24");
    beforeChange = (await report("2026-02-01", "2026-02-28", "", pos(today))).data.position;
    // The company moves to Estonian holidays today: from the 24th on (the local date of the change).
    const changed = await t.send("PUT", `${base}/preferences`, boss.token, { holidays: { countryCode: "EE", holidaysAreDaysOff: true } });
    expect(changed.statusCode, changed.body).toBe(200);
    await report("2026-02-01", "2026-02-28", "", pos(changed));
  }, 180_000);
  afterAll(async () => t?.close());

  it("keeps Finnish holidays and premiums for a past month after the country changed today", async () => {
    expect(december.data.country).toBe("FI");
    expect(premiumsOf(december)["2025-12-06"]).toEqual([{ kind: "holiday", multiplier: 2, seconds: 4 * H, name: "itsenäisyyspäivä" }]);
    const after = await report("2025-12-01", "2025-12-31");
    expect(after.data.position).not.toBe(december.data.position);
    expect(after.data.country).toBe("FI");
    expect(after.data.countries).toEqual([{ from: "2025-12-01", to: "2025-12-31", country: "FI" }]);
    expect(after.data.workers).toEqual(december.data.workers);
  });

  it("takes each day's country within the month of the change: Finnish Sunday premium before, Estonian holiday from the change on", async () => {
    const february = await report("2026-02-01", "2026-02-28");
    expect(february.data.country).toBe("FI");
    expect(february.data.countries).toEqual([
      { from: "2026-02-01", to: "2026-02-23", country: "FI" },
      { from: "2026-02-24", to: "2026-02-28", country: "EE" },
    ]);
    const premiums = premiumsOf(february);
    expect(premiums["2026-02-22"]).toEqual([{ kind: "sunday", multiplier: 2, seconds: 4 * H, name: "" }]);
    expect(premiums["2026-02-24"]).toEqual([{ kind: "holiday", multiplier: 2, seconds: 4 * H, name: "iseseisvuspäev" }]);
    expect((await report("2026-02-24", "2026-02-28")).data.countries).toEqual([{ from: "2026-02-24", to: "2026-02-28", country: "EE" }]);
  });

  it("as of a position before the change answers the old country, also for the days after it", async () => {
    const asOf = await report("2026-02-01", "2026-02-28", `&as_of=${encodeURIComponent(beforeChange)}`);
    expect(asOf.data.position).toBe(beforeChange);
    expect(asOf.data.countries).toEqual([{ from: "2026-02-01", to: "2026-02-28", country: "FI" }]);
    const premiums = premiumsOf(asOf);
    expect(premiums["2026-02-22"]).toEqual([{ kind: "sunday", multiplier: 2, seconds: 4 * H, name: "" }]);
    // A Tuesday in Finland: no premium.
    expect(premiums["2026-02-24"]).toEqual([]);
    const later = await report("2026-02-24", "2026-03-31", `&as_of=${encodeURIComponent(beforeChange)}`);
    expect(later.data.country).toBe("FI");
  });

  it("uses the Estonian rules in a month after the change: no Sunday premium", async () => {
    t.clock.set(new Date("2026-03-02T12:00:00Z"));
    await t.relogin(boss);
    const sunday = await work("2026-03-01");
    const march = await report("2026-03-01", "2026-03-31", "", pos(sunday));
    expect(march.data.country).toBe("EE");
    expect(premiumsOf(march)["2026-03-01"]).toEqual([]);
    // The same Sunday as of the position before the change (its log is not there yet) would be Finnish.
    expect((await report("2026-03-01", "2026-03-31", `&as_of=${encodeURIComponent(beforeChange)}`)).data.country).toBe("FI");
  });
});
