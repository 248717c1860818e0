import { describe, expect, it } from "vitest";
import { decodeOrThrow, SchemaValidationError } from "../field-errors.ts";
import { WorkTimeEvent } from "../work-time/work-time.events.ts";
import { PayCalendarEvent, PersonTimeZoneChanged } from "./pay-calendar.schema.ts";

const decode = decodeOrThrow(PayCalendarEvent, "pay calendar event");
const rule = { kind: "monthly", startDay: 1, closeAfterDays: 5 };

describe("pay calendar events", () => {
  it("read a rule, a close and a zone change, and refuse what is out of bounds", () => {
    expect(decode({ type: "PayPeriodRuleChanged", data: { effectiveFrom: "2026-11-01", rule } })).toMatchObject({ data: { rule } });
    expect(decode({ type: "PayPeriodClosed", data: { start: "2026-10-01", end: "2026-10-31" } }).type).toBe("PayPeriodClosed");
    expect(decode({ type: "CompanyTimeZoneChanged", data: { effectiveFrom: "2026-12-01", timeZone: "America/Argentina/Buenos_Aires" } }).type).toBe("CompanyTimeZoneChanged");
    for (const bad of [{ ...rule, closeAfterDays: 61 }, { ...rule, startDay: 29 }, { ...rule, kind: "daily" }, { ...rule, startDay: 1.5 }]) {
      expect(() => decode({ type: "PayPeriodRuleChanged", data: { effectiveFrom: "2026-11-01", rule: bad } })).toThrow(SchemaValidationError);
    }
    expect(() => decode({ type: "CompanyTimeZoneChanged", data: { effectiveFrom: "2026-12-01", timeZone: "Europe/Helsinki; drop" } })).toThrow(SchemaValidationError);
    expect(decodeOrThrow(PersonTimeZoneChanged, "person zone")({ type: "PersonTimeZoneChanged", data: { personId: "p", effectiveFrom: "2026-12-01", timeZone: null } }).data.timeZone).toBeNull();
  });

  it("work-log events take the new optional flags and frozen pricing, and still read without them", () => {
    const decodeWork = decodeOrThrow(WorkTimeEvent, "work-time event");
    const confirmed = { workerId: "w", workId: "a", date: "2026-11-20", confirmedAt: "2026-11-21T08:00:00.000Z", confirmedBy: "m" };
    expect(decodeWork({ type: "WorkLogConfirmed", data: confirmed })).toEqual({ type: "WorkLogConfirmed", data: confirmed });
    const pricing = { workTypeId: "wt", workTypeName: "Cleaning", productNumber: null, vismaProductNumber: null, price: 25.5, unit: "Hour" };
    expect(decodeWork({ type: "WorkLogConfirmed", data: { ...confirmed, pricing } })).toMatchObject({ data: { pricing } });
    expect(() => decodeWork({ type: "WorkLogConfirmed", data: { ...confirmed, pricing: { ...pricing, unit: "Litre" } } })).toThrow(SchemaValidationError);
    expect(decodeWork({ type: "WorkLogDeleted", data: { workerId: "w", workId: "a", date: "2026-11-20", flags: ["changed_after_pay_period_closed"] } })).toMatchObject({ data: { flags: ["changed_after_pay_period_closed"] } });
    expect(() => decodeWork({ type: "WorkLogDeleted", data: { workerId: "w", workId: "a", date: "2026-11-20", flags: ["whatever"] } })).toThrow(SchemaValidationError);
  });
});
