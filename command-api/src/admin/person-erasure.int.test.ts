import { sql } from "kysely";
import { parsePosition } from "@workledger/event-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Person } from "../work-time/testing/work-time-test-app.ts";
import { createAdminTestApp, type AdminTestApp } from "./testing/admin-test-app.ts";

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const HOUR = 3_600_000;

describe("erasing a person as an admin (GDPR) through the API on PostgreSQL", () => {
  let t: AdminTestApp;
  let boss: Person;
  let worker: Person;
  const mark = crypto.randomUUID().slice(0, 8);
  const secrets = { lastName: `Erasmesk-${mark}`, phone: `+372 5${mark.replace(/\D/g, "7").slice(0, 7)}`, idCode: `3900${mark.replace(/\D/g, "1").slice(0, 7)}`, comment: `child ill ${mark}`, planned: `bring keys ${mark}`, asked: `dentist ${mark}`, place: "59.437123" };
  const all = () => [worker.email, secrets.lastName, secrets.phone, secrets.idCode, secrets.comment, secrets.planned, secrets.asked, secrets.place];
  const everyText = async (): Promise<string[]> => {
    const { rows: tables } = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.db);
    const texts: string[] = [];
    for (const { table_name } of tables) {
      const { rows } = await sql<{ row: string }>`select to_jsonb(x)::text as row from ${sql.table(table_name)} x`.execute(t.db);
      texts.push(...rows.map((r) => `${table_name}: ${r.row}`));
    }
    return texts;
  };
  const worked = async () => Number((await sql<{ s: string }>`select coalesce(sum(worked_seconds), 0)::text as s from timesheet_logs where worker_id = ${worker.id}`.execute(t.db)).rows[0]!.s);
  const erase = (userId: string, token = t.adminToken) => t.send("POST", `/api/admin/users/${userId}/erase`, token, {});

  beforeAll(async () => {
    t = await createAdminTestApp("postgres", { start: new Date("2026-11-20T06:00:00Z") });
    boss = await t.founder("Erasure Co");
    worker = await t.person(boss);
    const profile = await t.send("PUT", `/api/companies/${boss.companyId}/users/${worker.id}`, boss.token, {
      email: worker.email,
      first_name: "Kaarel",
      last_name: secrets.lastName,
      phone_numbers: [secrets.phone],
      id_code: secrets.idCode,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    // A planned shift and a paid-absence request with comments, a punch with its location.
    await t.setFlags(boss.companyId, { schedule_active: true });
    const shift = await t.send("POST", "/api/schedules/shifts", boss.token, { user_id: worker.id, start: "2026-11-24T06:00:00.000Z", end: "2026-11-24T14:00:00.000Z", comment: secrets.planned });
    expect(shift.statusCode, shift.body).toBe(201);
    const type = await t.send("POST", `/api/companies/${boss.companyId}/work-leaves/types`, boss.token, { name: "Annual leave" });
    const asked = await t.send("POST", "/api/users/work-leaves/request", worker.token, { type_id: type.json().data.id, started_at: Date.UTC(2026, 11, 1), ended_at: Date.UTC(2026, 11, 2), comment: secrets.asked });
    expect(asked.statusCode, asked.body).toBe(201);
    const started = await t.send("POST", `/api/companies/${boss.companyId}/works/start`, worker.token, { comment: secrets.comment, latitude: Number(secrets.place), longitude: 24.745 });
    expect(started.statusCode, started.body).toBe(201);
    await t.advance(2 * HOUR, worker, boss);
    const stopped = await t.send("POST", `/api/companies/${boss.companyId}/works/stop`, worker.token, {});
    expect(stopped.statusCode, stopped.body).toBe(200);
    await t.readModels.waitForPosition("timesheet", parsePosition(stopped.json().position as string), { timeoutMs: 15_000 });
  }, 180_000);
  afterAll(async () => t?.close());

  it("is refused to a manager persona and for oneself, and answers 404 for nobody", async () => {
    const manager = await erase(worker.id, t.managerToken);
    expect(manager.statusCode).toBe(403);
    expect((await erase(worker.id, boss.token)).statusCode).toBe(403);
    expect((await erase(crypto.randomUUID())).statusCode).toBe(404);
    const admin = (await t.send("GET", "/api/current-user", t.adminToken)).json() as Row;
    const adminId = (admin.data?.id ?? admin.id) as string;
    expect((await erase(adminId)).json()).toMatchObject({ code: "forbidden_self_erase" });
    // Nothing was erased by any of these.
    expect((await everyText()).some((r) => r.includes(secrets.lastName))).toBe(true);
  });

  it("leaves no name, email, phone, id code or comment in any table nor the raw events; totals and the chain hold; it is audited once", async () => {
    const before = await everyText();
    for (const secret of all()) expect(before.some((r) => r.includes(secret)), secret).toBe(true);
    const total = await worked();
    expect(total).toBe(2 * 3600);

    const answer = await erase(worker.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ message: "Person erased", data: { user_id: worker.id } });

    // The projections that do not wait on the answer (timesheet, notifications, ...) follow the log.
    const leaks = async () => (await everyText()).filter((r) => all().some((s) => r.toLowerCase().includes(s.toLowerCase())));
    await expect.poll(leaks, { timeout: 15_000, interval: 200 }).toEqual([]);
    expect(await worked()).toBe(total);

    // Signed out everywhere, and the address signs in nobody.
    expect((await t.send("GET", "/api/current-user", worker.token)).statusCode).toBe(401);

    // The admin pages show the person as erased; the erasure is one audited event, by the admin.
    const accounts = (await t.send("GET", `/api/admin/accounts?q=${worker.id.slice(0, 8)}&limit=50`, t.adminToken)).json() as { data: Row[] };
    const account = (await t.send("GET", `/api/admin/accounts?status=erased&limit=250`, t.adminToken)).json() as { data: Row[] };
    expect(account.data.find((r) => r.user_id === worker.id)).toMatchObject({ status: "erased", name: "Erased person", email: `erased-${worker.id}@erased.invalid` });
    expect(accounts.data.every((r) => r.user_id !== worker.id || r.status === "erased")).toBe(true);
    const audit = (await t.send("GET", "/api/admin/audits?type=UserErased&limit=50", t.adminToken)).json() as { data: Row[] };
    expect(audit.data.filter((r) => r.stream_name === `user-${boss.companyId}-${worker.id}`)).toHaveLength(1);

    const chain = (await t.send("POST", "/api/admin/ledger/verify", t.adminToken, {})).json() as { data: Row };
    expect(chain.data).toMatchObject({ supported: true, ok: true, first_break: null });

    // Not twice; a retry finishes a command-side scrub that did not run (simulated: the address back on the credential).
    await sql`update identity_credentials set email = ${worker.email} where user_id = ${worker.id}`.execute(t.db);
    const again = await erase(worker.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "This person has already been erased", code: "person_erased_already" });
    expect(await leaks()).toEqual([]);
  });
});
