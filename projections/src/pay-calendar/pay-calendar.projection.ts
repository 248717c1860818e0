import type { PayCalendarEvent, PersonTimeZoneEvent } from "@workledger/event-schemas";
import { payCalendarEventTypes, personTimeZoneEventTypes } from "@workledger/event-schemas";
import type { Projection } from "../runner/projection.ts";

/**
 * The pay calendar read model: a change that takes effect on a date replaces the rows planned from
 * that date on (as the decider's timeline does), so the rows are the timeline itself.
 */
export const payCalendarProjection: Projection = {
  name: "pay-calendar",
  eventTypes: [...payCalendarEventTypes, ...personTimeZoneEventTypes],
  tables: ["pay_period_rules", "pay_period_closes", "time_zone_changes"],
  apply: async (trx, recorded) => {
    const { companyId, actorId, occurredAt } = recorded.metadata;
    const event = { type: recorded.type, data: recorded.data } as PayCalendarEvent | PersonTimeZoneEvent;
    const zoneChange = async (personId: string, effectiveFrom: string, timeZone: string | null) => {
      await trx.deleteFrom("time_zone_changes").where("company_id", "=", companyId).where("person_id", "=", personId).where("effective_from", ">=", effectiveFrom).execute();
      await trx
        .insertInto("time_zone_changes")
        .values({ company_id: companyId, person_id: personId, effective_from: effectiveFrom, time_zone: timeZone, changed_by: actorId, changed_at: occurredAt })
        .execute();
    };
    switch (event.type) {
      case "PayPeriodRuleChanged": {
        const { effectiveFrom, rule } = event.data;
        await trx.deleteFrom("pay_period_rules").where("company_id", "=", companyId).where("effective_from", ">=", effectiveFrom).execute();
        await trx
          .insertInto("pay_period_rules")
          .values({
            company_id: companyId,
            effective_from: effectiveFrom,
            kind: rule.kind,
            start_day: rule.startDay,
            close_after_days: rule.closeAfterDays,
            changed_by: actorId,
            changed_at: occurredAt,
          })
          .execute();
        return;
      }
      case "PayPeriodClosed":
        await trx
          .insertInto("pay_period_closes")
          .values({ company_id: companyId, start_date: event.data.start, end_date: event.data.end, closed_by: actorId, closed_at: occurredAt })
          .onConflict((oc) => oc.columns(["company_id", "end_date"]).doNothing())
          .execute();
        return;
      case "CompanyTimeZoneChanged":
        await zoneChange("", event.data.effectiveFrom, event.data.timeZone);
        return;
      case "PersonTimeZoneChanged":
        await zoneChange(event.data.personId, event.data.effectiveFrom, event.data.timeZone);
        return;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown pay calendar event ${JSON.stringify(unknown)}`);
      }
    }
  },
};
