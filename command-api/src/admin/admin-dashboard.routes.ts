import { sql } from "kysely";
import type { RouteSlice } from "../build-app.ts";
import { answers, anyObject } from "../identity/route-schemas.ts";
import { requireAdmin } from "./admin-access.ts";
import type { AdminDeps } from "./admin-deps.ts";

/** Days the dashboard's chart of events per day covers, today included. */
export const DASHBOARD_DAYS = 30;
/** A trial ending within this many days counts as a warning. */
export const TRIAL_WARNING_DAYS = 7;

const DAY_MS = 86_400_000;

/** GET /api/admin/dashboard: counts of companies, active users, events today and warnings, and events per day (UTC days). */
export const adminDashboardSlice =
  (deps: AdminDeps): RouteSlice =>
  async (app) => {
    app.get("/admin/dashboard", { schema: { tags: ["admin"], summary: "The admin dashboard: companies, active users, events today, warnings and events per day over 30 days", response: answers({ 200: anyObject }) } }, async (request) => {
      requireAdmin(request);
      const now = deps.clock();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const first = new Date(today.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
      const soon = new Date(now.getTime() + TRIAL_WARNING_DAYS * DAY_MS);
      const [companies, users, perDay] = await Promise.all([
        deps.db
          .selectFrom("directory_companies")
          .select([
            sql<string>`count(*) FILTER (WHERE name <> '')`.as("companies"),
            sql<string>`count(*) FILTER (WHERE trial_ends_at > ${now} AND trial_ends_at <= ${soon})`.as("trial_ending"),
            sql<string>`count(*) FILTER (WHERE trial_ends_at <= ${now})`.as("trial_over"),
            sql<string>`count(*) FILTER (WHERE is_login_disabled OR disabled)`.as("blocked"),
          ])
          .executeTakeFirstOrThrow(),
        deps.db.selectFrom("directory_users").select(sql<string>`count(*)`.as("n")).where("status", "=", "active").executeTakeFirstOrThrow(),
        deps.db
          .selectFrom("audit_events")
          .select([sql<string>`to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`.as("day"), sql<string>`count(*)`.as("n")])
          .where("recorded_at", ">=", first)
          .groupBy(sql`1`)
          .execute(),
      ]);
      const counts = new Map(perDay.map((r) => [r.day, Number(r.n)]));
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10));
      const todayKey = today.toISOString().slice(0, 10);
      return {
        data: {
          companies: Number(companies.companies),
          active_users: Number(users.n),
          events_today: counts.get(todayKey) ?? 0,
          warnings: { trial_ending: Number(companies.trial_ending), trial_over: Number(companies.trial_over), login_blocked: Number(companies.blocked) },
          events_per_day: days.map((day) => ({ day, count: counts.get(day) ?? 0 })),
        },
      };
    });
  };
