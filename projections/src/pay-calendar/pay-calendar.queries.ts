import type { Kysely } from "kysely";
import type { Database } from "../database.ts";
import type { PayPeriodCloseRow } from "./pay-calendar.tables.ts";

export interface PayCalendarRows {
  /** In effective-date order. */
  readonly rules: readonly { readonly effectiveFrom: string; readonly rule: { readonly kind: string; readonly startDay: number; readonly closeAfterDays: number } }[];
  /** The end of the latest period a manager closed (null: none). */
  readonly closedThrough: string | null;
  /** Explicit closes, latest first. */
  readonly closes: readonly PayPeriodCloseRow[];
  /** The zone the company registered with (its profile's). */
  readonly registeredTimeZone: string | null;
  readonly companyTimeZones: readonly { readonly effectiveFrom: string; readonly timeZone: string | null }[];
  /** The asked persons' own zone changes, by person id. */
  readonly personTimeZones: ReadonlyMap<string, readonly { readonly effectiveFrom: string; readonly timeZone: string | null }[]>;
}

/** Everything the pay calendar knows about a company (and, for the given people, their own zones). */
export const findPayCalendar = async (db: Kysely<Database>, companyId: string, personIds: readonly string[] = []): Promise<PayCalendarRows> => {
  const [rules, closes, zones, company] = await Promise.all([
    db.selectFrom("pay_period_rules").selectAll().where("company_id", "=", companyId).orderBy("effective_from").execute(),
    db.selectFrom("pay_period_closes").selectAll().where("company_id", "=", companyId).orderBy("end_date", "desc").execute(),
    db
      .selectFrom("time_zone_changes")
      .selectAll()
      .where("company_id", "=", companyId)
      .where("person_id", "in", ["", ...personIds])
      .orderBy("effective_from")
      .execute(),
    db.selectFrom("directory_companies").select("timezone").where("id", "=", companyId).executeTakeFirst(),
  ]);
  const personTimeZones = new Map<string, { effectiveFrom: string; timeZone: string | null }[]>();
  for (const z of zones) {
    if (z.person_id === "") continue;
    const list = personTimeZones.get(z.person_id) ?? [];
    list.push({ effectiveFrom: z.effective_from, timeZone: z.time_zone });
    personTimeZones.set(z.person_id, list);
  }
  return {
    rules: rules.map((r) => ({ effectiveFrom: r.effective_from, rule: { kind: r.kind, startDay: r.start_day, closeAfterDays: r.close_after_days } })),
    closedThrough: closes[0]?.end_date ?? null,
    closes,
    registeredTimeZone: company?.timezone ?? null,
    companyTimeZones: zones.filter((z) => z.person_id === "").map((z) => ({ effectiveFrom: z.effective_from, timeZone: z.time_zone })),
    personTimeZones,
  };
};

/** Several companies' zone histories at once (the audit log shows each row in its company's zone): the registered zone and the dated changes. */
export const findCompanyTimeZones = async (
  db: Kysely<Database>,
  companyIds: readonly string[],
): Promise<Map<string, { registered: string | null; changes: { effectiveFrom: string; timeZone: string | null }[] }>> => {
  const ids = [...new Set(companyIds)].filter((id) => id !== "");
  const out = new Map<string, { registered: string | null; changes: { effectiveFrom: string; timeZone: string | null }[] }>();
  if (ids.length === 0) return out;
  const [companies, changes] = await Promise.all([
    db.selectFrom("directory_companies").select(["id", "timezone"]).where("id", "in", ids).execute(),
    db.selectFrom("time_zone_changes").select(["company_id", "effective_from", "time_zone"]).where("company_id", "in", ids).where("person_id", "=", "").orderBy("effective_from").execute(),
  ]);
  for (const id of ids) out.set(id, { registered: null, changes: [] });
  for (const c of companies) out.get(c.id)!.registered = c.timezone;
  for (const z of changes) out.get(z.company_id)?.changes.push({ effectiveFrom: z.effective_from, timeZone: z.time_zone });
  return out;
};
