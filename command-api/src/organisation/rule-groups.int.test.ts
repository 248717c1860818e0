import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisationTestApp, type OrganisationTestApp, type Person } from "./testing/organisation-test-app.ts";

const finnish = {
  daily: { threshold_seconds: 28800, tiers: [{ length_seconds: 7200, multiplier: 1.5 }, { length_seconds: null, multiplier: 2 }] },
  weekly: { threshold_seconds: 144000, tiers: [{ length_seconds: null, multiplier: 1.5 }] },
  monthly: null,
};

describe("rule groups, company settings and preferences API on PostgreSQL", () => {
  let t: OrganisationTestApp;
  let a: Person;
  let b: Person;
  let worker: Person;
  let other: Person;

  beforeAll(async () => {
    t = await createOrganisationTestApp("postgres");
    a = await t.founder("Company A");
    b = await t.founder("Company B");
    worker = await t.member(a, ["can_see_timesheets_or_overview"], 3);
    other = await t.member(a, ["can_see_timesheets_or_overview"], 3);
  });
  afterAll(async () => t?.close());

  const groups = (who: Person, kind: string, path = "") => `/api/companies/${who.companyId}/${kind}/groups${path}`;

  it("creates an overtime group with people, and moves a person between groups of a kind", async () => {
    const created = await t.call("POST", groups(a, "overtimes"), a.token, { name: "Finnish", rules: finnish, person_ids: [worker.id, other.id] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe("Overtime group successfully created");
    const second = await t.call("POST", groups(a, "overtimes"), a.token, { name: "Part time", rules: { daily: null, weekly: finnish.weekly, monthly: null } });
    const moved = await t.call("POST", groups(a, "overtimes", `/${second.json().data.id}/assign`), a.token, { person_ids: [worker.id] });
    expect(moved.statusCode, moved.body).toBe(200);
    const list = await t.read(groups(a, "overtimes"), a.token, moved);
    expect(list.json().data).toEqual([
      expect.objectContaining({ name: "Finnish", kind: "overtime", rules: finnish, person_ids: [other.id] }),
      expect.objectContaining({ name: "Part time", person_ids: [worker.id] }),
    ]);
  });

  it("serves every kind under its spec path", async () => {
    const bodies: Record<string, unknown> = {
      "work-rounds": { name: "Quarter", rules: { round_start_minutes: 15, round_end_minutes: 15 } },
      "allowed-pauses": { name: "Coffee", rules: { entitlements: [{ min_work_seconds: 14400, allowed_pause_seconds: 900 }] } },
      "daily-allowance": { name: "Per diem", rules: { tiers: [{ name: "Partial", min_seconds: 21600, amount_cents: 2400 }] } },
      compensation: { name: "Evenings", rules: { windows: [{ name: "Evening", weekdays: [1, 2, 3, 4, 5], from: "18:00", to: "22:00", kind: "Percent", percent: 15 }] } },
    };
    for (const [path, body] of Object.entries(bodies)) {
      const created = await t.call("POST", groups(a, path), a.token, body);
      expect(created.statusCode, `${path} ${created.body}`).toBe(201);
      const list = await t.read(groups(a, path), worker.token, created);
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([expect.objectContaining({ name: (body as { name: string }).name, rules: (body as { rules: unknown }).rules, person_ids: [] })]);
    }
  });

  it("renames, changes rules, unassigns and deletes", async () => {
    const id = (await t.call("POST", groups(a, "work-rounds"), a.token, { name: "Half", rules: { round_start_minutes: 30, round_end_minutes: null }, person_ids: [worker.id] })).json().data.id as string;
    const edited = await t.call("PUT", groups(a, "work-rounds", `/${id}`), a.token, { name: "Hour", rules: { round_start_minutes: 60, round_end_minutes: 60 } });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.call("POST", groups(a, "work-rounds", `/${id}/unassign`), a.token, { person_ids: [worker.id] });
    let list = await t.read(groups(a, "work-rounds"), a.token, edited);
    expect(list.json().data.find((g: { id: string }) => g.id === id)).toMatchObject({ name: "Hour", rules: { round_start_minutes: 60, round_end_minutes: 60 } });
    const deleted = await t.call("DELETE", groups(a, "work-rounds", `/${id}`), a.token);
    expect(deleted.json().message).toBe("Work round group successfully deleted");
    list = await t.read(groups(a, "work-rounds"), a.token, deleted);
    expect(list.json().data.map((g: { id: string }) => g.id)).not.toContain(id);
  });

  it("refuses bad rules, duplicate names and options with field errors", async () => {
    const rounding = await t.call("POST", groups(a, "work-rounds"), a.token, { name: "Odd", rules: { round_start_minutes: 7, round_end_minutes: null } });
    expect(rounding.statusCode).toBe(400);
    expect(Object.keys(rounding.json().errors)).toEqual(["rules.round_start_minutes"]);
    const duplicate = await t.call("POST", groups(a, "overtimes"), a.token, { name: "finnish", rules: finnish });
    expect(duplicate.json().errors).toEqual({ name: ["Option already exist"] });
    const repeated = await t.call("POST", groups(a, "allowed-pauses"), a.token, {
      name: "Twice",
      rules: { entitlements: [{ min_work_seconds: 3600, allowed_pause_seconds: 60 }, { min_work_seconds: 3600, allowed_pause_seconds: 120 }] },
    });
    expect(repeated.json().errors).toEqual({ "rules.entitlements": ["Option already exist"] });
    const tooLong = await t.call("POST", groups(a, "overtimes"), a.token, { name: "Long day", rules: { ...finnish, daily: { ...finnish.daily, threshold_seconds: 90000 } } });
    expect(Object.keys(tooLong.json().errors)).toEqual(["rules.daily.threshold_seconds"]);
    expect((await t.call("POST", groups(a, "overtimes"), a.token, { rules: finnish })).json().errors.name).toEqual(["This field is required"]);
    expect((await t.call("POST", groups(a, "overtimes"), a.token, { name: "Foreign", rules: finnish, person_ids: [b.id] })).statusCode).toBe(400);
  });

  it("needs manager rights to change groups; keeps tenants apart", async () => {
    expect((await t.call("POST", groups(a, "overtimes"), worker.token, { name: "W", rules: finnish })).statusCode).toBe(403);
    expect((await t.call("GET", groups(b, "overtimes"), a.token)).statusCode).toBe(403);
    const bGroup = (await t.call("POST", groups(b, "overtimes"), b.token, { name: "B", rules: finnish })).json().data.id as string;
    expect((await t.call("POST", groups(a, "overtimes", `/${bGroup}/assign`), a.token, { person_ids: [worker.id] })).statusCode).toBe(404);
    expect((await t.call("PUT", groups(a, "overtimes", `/${bGroup}`), a.token, { name: "Mine" })).statusCode).toBe(404);
    expect((await t.call("DELETE", groups(a, "overtimes", `/${bGroup}`), a.token)).statusCode).toBe(404);
  });

  describe("company settings", () => {
    const settings = (who: Person) => `/api/companies/${who.companyId}/settings`;

    it("answers booleans, defaults false, and reads the string 'true' as true", async () => {
      expect((await t.read(settings(a), worker.token)).json().data).toEqual({ auto_end_workday: false, show_time_decimal: false, apply_all_workspace: false, auto_add_pause_time: false });
      const changed = await t.call("POST", settings(a), a.token, { auto_end_workday: "true", show_time_decimal: true, auto_add_pause_time: "false", apply_all_workspace: 1 });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().message).toBe("Settings updated successfully");
      expect((await t.read(settings(a), worker.token, changed)).json().data).toEqual({ auto_end_workday: true, show_time_decimal: true, apply_all_workspace: true, auto_add_pause_time: false });
      expect((await t.read(settings(b), b.token, changed)).json().data.auto_end_workday).toBe(false);
    });

    it("needs can_edit_preferences; keeps tenants apart", async () => {
      expect((await t.call("POST", settings(a), worker.token, { auto_end_workday: true })).statusCode).toBe(403);
      expect((await t.call("POST", settings(b), a.token, { auto_end_workday: true })).statusCode).toBe(403);
      expect((await t.call("GET", settings(b), a.token)).statusCode).toBe(403);
    });
  });

  describe("preferences", () => {
    const prefs = (who: Person, path = "") => `/api/companies/${who.companyId}/preferences${path}`;

    it("answers the defaults (idle stop 60 minutes), the company's choices, and a person's own over them", async () => {
      const initial = (await t.read(prefs(a, "/me"), worker.token)).json().data;
      expect(initial).toMatchObject({ idle_stop_minutes: 60, sorting_order: "FirstName", time_as_decimals: false, rounding: null, holidays: { country_code: "FI" } });
      const company = await t.call("PUT", prefs(a), a.token, { rounding: 15, normal_workday_seconds: 28800, lunch_time: { starts_at: "11:30", length_seconds: 1800 } });
      expect(company.statusCode, company.body).toBe(200);
      const own = await t.call("PUT", prefs(a, "/me"), worker.token, { time_as_decimals: true, rounding: 30 });
      expect(own.statusCode, own.body).toBe(200);
      const mine = (await t.read(prefs(a, "/me"), worker.token, own)).json();
      expect(mine.data).toMatchObject({ rounding: 30, time_as_decimals: true, normal_workday_seconds: 28800, lunch_time: { starts_at: "11:30", length_seconds: 1800 }, idle_stop_minutes: 60 });
      expect(mine.chosen).toEqual({ time_as_decimals: true, rounding: 30 });
      expect((await t.read(prefs(a), worker.token, own)).json().data).toMatchObject({ rounding: 15, time_as_decimals: false });
      expect((await t.read(prefs(a, "/me"), other.token, own)).json().data).toMatchObject({ rounding: 15, time_as_decimals: false });
    });

    it("refuses an automatic end without a time, bad rounding and idle values; only preference editors change the company's", async () => {
      const autoEnd = await t.call("PUT", prefs(a, "/me"), worker.token, { auto_end: true });
      expect(autoEnd.statusCode).toBe(400);
      expect(autoEnd.json().errors).toEqual({ auto_end_at: ["This field is required"] });
      expect((await t.call("PUT", prefs(a, "/me"), worker.token, { rounding: 20 })).statusCode).toBe(400);
      expect((await t.call("PUT", prefs(a, "/me"), worker.token, { idle_stop_minutes: 0 })).statusCode).toBe(400);
      expect((await t.call("PUT", prefs(a), worker.token, { rounding: 10 })).statusCode).toBe(403);
      expect((await t.call("PUT", prefs(b), a.token, { rounding: 10 })).statusCode).toBe(403);
      expect((await t.call("PUT", prefs(b, "/me"), a.token, { rounding: 10 })).statusCode).toBe(403);
    });
  });
});
