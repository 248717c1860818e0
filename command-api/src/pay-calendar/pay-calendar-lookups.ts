import type { Kysely } from "kysely";
import {
  payPeriodContaining,
  payPeriodsClosedThrough,
  previousPayPeriod,
  timeZoneAt,
  workDateOf,
  openForWorkersUntil,
  closeAfterDaysOf,
  isInClosedPayPeriod,
  type PayPeriod,
  type PayPeriodTimeline,
  type TimeZoneTimeline,
} from "@workledger/domain";
import type { LocalDate, PayPeriodRule, WorkTypePricing } from "@workledger/event-schemas";
import { findPayCalendar, listWorkTypes, type Database, type PayCalendarRows } from "@workledger/projections";

/**
 * The pay calendar as the API uses it: the read model's rows turned into the domain's timelines,
 * so periods, closing and zones are computed by the same pure rules as the decider and the web.
 */
export interface PayCalendar {
  readonly rows: PayCalendarRows;
  readonly periods: PayPeriodTimeline;
  /** A person's zone timeline (the company's alone when they set none). */
  readonly zonesOf: (personId: string | null) => TimeZoneTimeline;
}

export const loadPayCalendar = async (db: Kysely<Database>, companyId: string, personIds: readonly string[] = []): Promise<PayCalendar> => {
  const rows = await findPayCalendar(db, companyId, personIds);
  return {
    rows,
    periods: { rules: rows.rules.map((r) => ({ effectiveFrom: r.effectiveFrom, rule: r.rule as PayPeriodRule })), closedThrough: rows.closedThrough },
    zonesOf: (personId) => ({
      registered: rows.registeredTimeZone,
      company: rows.companyTimeZones,
      ...(personId === null ? {} : { person: rows.personTimeZones.get(personId) ?? [] }),
    }),
  };
};

/** A person's zone at `now` (their own, else the company's, else Europe/Helsinki). */
export const zoneOf = (calendar: PayCalendar, personId: string | null, now: Date): string => timeZoneAt(calendar.zonesOf(personId), now.toISOString());

/** Today in the company's zone: pay periods are cut and closed in company dates. */
export const companyToday = (calendar: PayCalendar, now: Date): LocalDate => workDateOf(now.toISOString(), zoneOf(calendar, null, now));

/** The last date closed for workers on `now` (null: nothing closed yet). */
export const closedThroughAt = (calendar: PayCalendar, now: Date): LocalDate | null => payPeriodsClosedThrough(calendar.periods, companyToday(calendar, now));

/** A pay period as the API answers it: its lock (close_after_days) is the company's calendar after it ends, as the domain decides. */
export const payPeriodShape = (timeline: PayPeriodTimeline, period: PayPeriod, closedThrough: LocalDate | null) => ({
  start: period.start,
  end: period.end,
  kind: period.rule.kind,
  start_day: period.rule.startDay,
  close_after_days: closeAfterDaysOf(timeline, period),
  open_for_workers_until: openForWorkersUntil(timeline, period),
  closed: isInClosedPayPeriod(period.end, closedThrough),
});

export const payPeriodSchema = {
  type: "object",
  required: ["start", "end", "kind", "start_day", "close_after_days", "open_for_workers_until", "closed"],
  properties: {
    start: { type: "string", format: "date" },
    end: { type: "string", format: "date" },
    kind: { type: "string", enum: ["weekly", "biweekly", "semimonthly", "monthly"] },
    start_day: { type: "integer", minimum: 1, maximum: 28 },
    close_after_days: { type: "integer", minimum: 0, maximum: 60 },
    open_for_workers_until: { type: "string", format: "date" },
    closed: { type: "boolean" },
  },
} as const;

/** The current and previous pay periods on `now`, and what is closed. */
export const payPeriodsNow = (calendar: PayCalendar, now: Date) => {
  const today = companyToday(calendar, now);
  const closedThrough = payPeriodsClosedThrough(calendar.periods, today);
  const current = payPeriodContaining(calendar.periods, today);
  return { today, closedThrough, current, previous: previousPayPeriod(calendar.periods, current) };
};

/** Every work type's pricing now, by id (inactive ones too: a log may name one), for confirmation to freeze. */
export const workTypePricesOf = async (db: Kysely<Database>, companyId: string): Promise<Record<string, WorkTypePricing>> => {
  const rows = await listWorkTypes(db, companyId, { onlyActive: false });
  return Object.fromEntries(
    rows.map((w) => [
      w.id,
      {
        workTypeId: w.id,
        workTypeName: w.name,
        productNumber: w.product_number,
        vismaProductNumber: w.visma_product_number,
        price: Number(w.price),
        unit: w.unit === "Piece" ? "Piece" : "Hour",
      } satisfies WorkTypePricing,
    ]),
  );
};
