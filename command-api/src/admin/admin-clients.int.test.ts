import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "./testing/admin-test-app.ts";

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("admin clients: the company/account form through the API on PostgreSQL", () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp("postgres");
  }, 180_000);
  afterAll(async () => t?.close());

  it("creates a client with every field of the form, edits it, sets its flags, subscription and status; GET shows the account", async () => {
    const email = `client-${crypto.randomUUID().slice(0, 8)}@x.io`;
    const created = await t.send("POST", "/api/admin/companies", t.adminToken, {
      name: "Client Oy",
      has_user: true,
      email,
      phone: "+358 40 1",
      address: "Street 1",
      addresses: ["Street 1", "", "PO Box 2"],
      phone_numbers: ["+358 40 1"],
      company_address: "Main street 5",
      activity: "Cleaning",
      tax_number: "FI123",
      bank_account: "FI49 5000 9420 0287 30",
      telephone_number: "+358 9 1",
      apiKey: "k-1",
      comment: "Pays on time",
      trial_ends_at: "2026-12-31T00:00:00.000Z",
      is_email_spoof: true,
      price_admin: "12,50",
      price_user: 4,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const listed = async () => ((await t.send("GET", "/api/admin/companies", t.adminToken)).json().data as Row[]).find((c) => c.id === id)!;
    const shown = await listed();
    expect(shown).toMatchObject({ name: "Client Oy", tax_number: "FI123", address: "Main street 5", activity: "Cleaning", telephone_number: "+358 9 1", subscription: { trial_ends_at: "2026-12-31T00:00:00.000Z" } });
    expect(shown.account).toEqual({
      email,
      phone: "+358 40 1",
      address: "Street 1",
      addresses: ["Street 1", "PO Box 2"],
      phone_numbers: ["+358 40 1"],
      company_address: "Main street 5",
      bank_account: "FI49 5000 9420 0287 30",
      api_key: "k-1",
      comment: "Pays on time",
      is_email_spoof: true,
      price_admin: 12.5,
      price_user: 4,
    });

    const edited = await t.send("PUT", `/api/admin/companies/${id}`, t.adminToken, { name: "Client Oy Ab", comment: "Late twice", price_user: "5", activity: "" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: "Client Oy Ab", activity: null, account: { comment: "Late twice", price_user: 5, price_admin: 12.5 } });

    const flags = await t.send("PUT", `/api/admin/companies/${id}/features`, t.adminToken, { schedule_active: true, boxes_active: true });
    expect(flags.statusCode, flags.body).toBe(200);
    expect(flags.json().data).toMatchObject({ schedule_active: true, boxes_active: true });
    const sub = await t.send("PUT", `/api/admin/companies/${id}/subscription`, t.adminToken, { trial_ends_at: null, is_login_disabled: true });
    expect(sub.json().data.subscription).toMatchObject({ trial_ends_at: null, is_login_disabled: true });
    expect((await t.send("POST", `/api/admin/companies/${id}/status`, t.adminToken, { disabled: true, reason: "unpaid" })).json().data.disabled).toBe(true);

    // The audit log shows the account change with its before and after.
    const audit = await t.send("GET", `/api/admin/audits?company_id=${id}&type=CompanyAccountUpdated&limit=10`, t.adminToken, undefined, { "x-wait-for-position": "0/0" });
    const changes = (audit.json().data as Row[])[0]!.changes as Row[];
    expect(changes).toEqual(expect.arrayContaining([{ field: "comment", before: "Pays on time", after: "Late twice" }, { field: "price_user", before: 4, after: 5 }]));
  });

  it("saving a client whole records only what changed: no flag event for flags left off, no account event for empty fields, the trial end kept", async () => {
    const created = await t.send("POST", "/api/admin/companies", t.adminToken, { name: "Untouched Oy", has_user: false, trial_ends_at: "2026-12-31T00:09:54.000Z" });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const pool = t.testDatabase.database.pool;
    const eventsOf = async () => (await pool.query<{ type: string; data: Row }>("SELECT type, data FROM wl_events WHERE stream_name = $1 ORDER BY stream_revision", [`company-${id}`])).rows;
    const before = (await eventsOf()).length;
    // The whole form as the drawer held it, untouched: every text empty, every flag off, the same subscription.
    const form = { name: "Untouched Oy", email: "", phone: "", address: "", addresses: [""], phone_numbers: [""], company_address: "", activity: "", tax_number: "", bank_account: "", telephone_number: "", apiKey: "", comment: "", is_email_spoof: false, price_admin: "", price_user: "" };
    expect((await t.send("PUT", `/api/admin/companies/${id}`, t.adminToken, form)).statusCode).toBe(200);
    const allOff = { visma_active: false, merit_palk_active: false, custom_report_active: false, boxes_active: false, inner_range_active: false, geofence_active: false, schedule_active: false, shift_manager_active: false, production_bonus_active: false };
    expect((await t.send("PUT", `/api/admin/companies/${id}/features`, t.adminToken, allOff)).statusCode).toBe(200);
    expect((await t.send("PUT", `/api/admin/companies/${id}/subscription`, t.adminToken, { trial_ends_at: "2026-12-31T00:09:54.000Z", is_login_disabled: false })).statusCode).toBe(200);
    expect((await eventsOf()).slice(before)).toEqual([]);

    // Ticking two flags records those two, and nothing else.
    const ticked = await t.send("PUT", `/api/admin/companies/${id}/features`, t.adminToken, { ...allOff, geofence_active: true, schedule_active: true });
    expect(ticked.json().data.subscription.trial_ends_at).toBe("2026-12-31T00:09:54.000Z");
    expect((await eventsOf()).slice(before)).toEqual([{ type: "CompanyFeatureFlagsChanged", data: { flags: { geofence_active: true, schedule_active: true } } }]);
  });

  it("the dashboard counts companies, active users, events today and warnings, with events per day", async () => {
    const pool = t.testDatabase.database.pool;
    const one = async (q: string) => Number((await pool.query<{ n: string }>(q)).rows[0]!.n);
    const eventsToday = "SELECT count(*)::text AS n FROM audit_events WHERE recorded_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'";
    // The projections may still be applying the previous test's events: the dashboard and the tables
    // are read again until both sides agree (a wrong count never agrees and fails after the timeout).
    let d: Row = {};
    await expect
      .poll(
        async () => {
          const answer = await t.send("GET", "/api/admin/dashboard", t.adminToken);
          expect(answer.statusCode, answer.body).toBe(200);
          d = answer.json().data as Row;
          const tables = {
            companies: await one("SELECT count(*)::text AS n FROM directory_companies WHERE name <> ''"),
            active_users: await one("SELECT count(*)::text AS n FROM directory_users WHERE status = 'active'"),
            events_today: await one(eventsToday),
          };
          return { dashboard: { companies: d.companies, active_users: d.active_users, events_today: d.events_today }, tables };
        },
        { timeout: 10_000 },
      )
      .toSatisfy(({ dashboard, tables }: { dashboard: object; tables: object }) => isDeepStrictEqual(dashboard, tables));
    expect(d.events_per_day).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(d.events_per_day.at(-1)).toEqual({ day: today, count: d.events_today });
    expect(d.warnings.login_blocked).toBeGreaterThanOrEqual(1);
    expect((await t.send("GET", "/api/admin/dashboard", t.managerToken)).statusCode).toBe(403);
  });

  it("reports every problem by field and writes nothing; the manager persona is refused", async () => {
    const before = (await t.send("GET", "/api/admin/companies", t.adminToken)).json().data.length as number;
    const bad = await t.send("POST", "/api/admin/companies", t.adminToken, { name: " ", email: "nope", trial_ends_at: "soon", price_admin: "-3", price_user: "1.999" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: ["This field is required"],
      email: ["Invalid email address"],
      trial_ends_at: ["Must be a date"],
      price_admin: ["Must be a price between 0 and 9999999.99"],
      price_user: ["Must be a price between 0 and 9999999.99"],
    });
    expect((await t.send("GET", "/api/admin/companies", t.adminToken)).json().data.length).toBe(before);
    const some = (await t.send("GET", "/api/admin/companies", t.adminToken)).json().data[0].id as string;
    expect((await t.send("PUT", `/api/admin/companies/${some}`, t.adminToken, { name: "" })).json().errors).toEqual({ name: ["This field is required"] });
    expect((await t.send("PUT", `/api/admin/companies/${some}`, t.managerToken, { name: "Hijack" })).statusCode).toBe(403);
    expect((await t.send("GET", "/api/admin/companies", t.managerToken)).statusCode).toBe(403);
    expect((await t.send("PUT", "/api/admin/companies/no-such-company", t.adminToken, { name: "X" })).statusCode).toBe(404);
  });
});
