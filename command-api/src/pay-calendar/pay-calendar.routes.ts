import type { FastifyReply, FastifyRequest } from "fastify";
import { fieldMessages } from "../http/field-messages.ts";
import {
  earliestPayPeriodRuleChange,
  payCalendarDecider,
  personTimeZoneDecider,
  ValidationError,
  workDateOf,
  type PayCalendarCommand,
  type PersonTimeZoneCommand,
} from "@workledger/domain";
import { MAX_CLOSE_AFTER_DAYS, payCalendarStreamName, personTimeZoneStreamName, type PayPeriodKind } from "@workledger/event-schemas";
import type { RouteSlice } from "../build-app.ts";
import { commandMetadata } from "../commands/command-metadata.ts";
import { handleCommand, type CommandResult } from "../commands/handle-command.ts";
import { answers, anyObject, obj, str } from "../identity/route-schemas.ts";
import type { SessionActor } from "../identity/session-actor.ts";
import { actorIn, replyCommand } from "../organisation/organisation-http.ts";
import type { OrganisationDeps } from "../organisation/organisation-deps.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { loadPayCalendar, payPeriodSchema, payPeriodShape, payPeriodsNow, zoneOf } from "./pay-calendar-lookups.ts";

const companyParams = obj({ id: str }, ["id"]);
const localDate = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", maxLength: 10 } as const;
const timeZone = { type: "string", minLength: 1, maxLength: 64, description: "An IANA zone, e.g. Europe/Helsinki" } as const;
const commandAnswer = answers({ 200: obj({ message: str, data: anyObject, position: str, revision: str }, ["message", "position"]) });

/** Domain field paths as the API names them. */
const apiFields: Readonly<Record<string, string>> = { effectiveFrom: "effective_from", "rule.startDay": "start_day", timeZone: "time_zone", date: "date" };
const withApiFields = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [apiFields[field] ?? field, messages])), error.message, error.code);
  }
};

const jsTypeOf = (value: unknown): string => (value === null ? "null" : Number.isInteger(value) ? "integer" : typeof value);

/**
 * Types are strict: the app's validator coerces ("1" would pass as 1), so the raw body is checked
 * against the declared types first; a string where a number belongs is a 400, never a number.
 */
const refuseCoercion = async (request: FastifyRequest): Promise<void> => {
  const schema = request.routeOptions.schema?.body as { properties?: Record<string, { type?: string | readonly string[] }> } | undefined;
  const body = request.body;
  if (schema?.properties === undefined || typeof body !== "object" || body === null) return;
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    const declared = schema.properties[field]?.type;
    if (declared === undefined) continue;
    const types = typeof declared === "string" ? [declared] : declared;
    const actual = jsTypeOf(value);
    const fits = types.includes(actual) || (actual === "integer" && types.includes("number"));
    if (!fits) errors[field] = [types.includes("integer") || types.includes("number") ? "Must be a number" : fieldMessages.wrongType];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, Object.values(errors)[0]![0]!, "validation_failed");
};

interface PayPeriodBody {
  readonly kind: PayPeriodKind;
  readonly start_day: number;
  readonly close_after_days: number;
  readonly effective_from: string;
}
interface TimeZoneBody {
  readonly time_zone: string;
  readonly effective_from: string;
}

/**
 * The pay calendar (the company's pay period and time zone settings, the closing of pay periods): read
 * by everyone in the company, changed by managers with can_edit_preferences, closed by managers with
 * can_confirm_work_hours; a person sets their own zone. Every change names the date it applies from.
 */
export const payCalendarSlice =
  (deps: OrganisationDeps): RouteSlice =>
  async (app) => {
    const wait = waitForReadModels(deps.readModels, ["pay-calendar"], deps.readYourWritesTimeoutMs);

    const runCompany = (request: FastifyRequest, actor: SessionActor, command: Omit<PayCalendarCommand, "context">): Promise<CommandResult> => {
      const now = deps.clock();
      const registeredTimeZone = actor.company?.timezone ?? null;
      return withApiFields(() =>
        handleCommand({
          store: deps.eventStore,
          streamName: payCalendarStreamName(actor.companyId),
          decider: payCalendarDecider,
          command: { ...command, context: { now: now.toISOString(), registeredTimeZone } } as PayCalendarCommand,
          metadata: commandMetadata(request, actor, now),
        }),
      );
    };

    app.get<{ Params: { id: string } }>(
      "/companies/:id/pay-calendar",
      {
        schema: {
          tags: ["pay-calendar"],
          summary: "The pay calendar: the current and previous pay periods, what is closed for workers, the rules and zones with their dates",
          params: companyParams,
          querystring: obj({ ...waitForQueryProperties }),
          headers: waitForHeaderSchema,
          response: answers({
            200: obj(
              {
                data: obj({
                  today: str,
                  time_zone: { ...str, description: "The signed-in person's zone now" },
                  company_time_zone: str,
                  registered_time_zone: { type: ["string", "null"] },
                  pay_period: payPeriodSchema,
                  previous_pay_period: payPeriodSchema,
                  closed_through: { type: ["string", "null"] },
                  manager_closed_through: { type: ["string", "null"] },
                  earliest_rule_change: str,
                  rules: { type: "array", items: obj({ effective_from: str, kind: str, start_day: { type: "integer" }, close_after_days: { type: "integer" } }) },
                  company_time_zones: { type: "array", items: obj({ effective_from: str, time_zone: { type: ["string", "null"] } }) },
                  my_time_zones: { type: "array", items: obj({ effective_from: str, time_zone: { type: ["string", "null"] } }) },
                  closes: { type: "array", items: obj({ start: str, end: str, closed_by: str, closed_at: str }) },
                }),
              },
              ["data"],
            ),
          }),
        },
        preHandler: wait,
      },
      async (request) => {
        const actor = actorIn(request, "company.view", request.params.id);
        const now = deps.clock();
        const calendar = await loadPayCalendar(deps.db, actor.companyId, [actor.id]);
        const periods = payPeriodsNow(calendar, now);
        const zones = (list: readonly { effectiveFrom: string; timeZone: string | null }[]) => list.map((z) => ({ effective_from: z.effectiveFrom, time_zone: z.timeZone }));
        return {
          data: {
            today: periods.today,
            time_zone: zoneOf(calendar, actor.id, now),
            company_time_zone: zoneOf(calendar, null, now),
            registered_time_zone: calendar.rows.registeredTimeZone,
            pay_period: payPeriodShape(calendar.periods, periods.current, periods.closedThrough),
            previous_pay_period: payPeriodShape(calendar.periods, periods.previous, periods.closedThrough),
            closed_through: periods.closedThrough,
            manager_closed_through: calendar.rows.closedThrough,
            earliest_rule_change: earliestPayPeriodRuleChange(calendar.periods, periods.today),
            rules: calendar.rows.rules.map((r) => ({ effective_from: r.effectiveFrom, kind: r.rule.kind, start_day: r.rule.startDay, close_after_days: r.rule.closeAfterDays })),
            company_time_zones: zones(calendar.rows.companyTimeZones),
            my_time_zones: zones(calendar.rows.personTimeZones.get(actor.id) ?? []),
            closes: calendar.rows.closes.map((c) => ({ start: c.start_date, end: c.end_date, closed_by: c.closed_by, closed_at: c.closed_at.toISOString() })),
          },
        };
      },
    );

    app.put<{ Params: { id: string }; Body: PayPeriodBody }>(
      "/companies/:id/pay-calendar/pay-period",
      {
        schema: {
          tags: ["pay-calendar"],
          summary: "Set the pay period from a date on (weekly, biweekly, semimonthly or monthly, its start day, and how many days after its end it stays open for workers)",
          description:
            "start_day: ISO weekday 1-7 (weekly, biweekly), day of month 1-28 (monthly), 1-13 (semimonthly: the second half starts 15 days later). " +
            "effective_from must start a period under the new setting, lie in the current (open) pay period or later, and within a year. Rules planned for later dates are replaced.",
          params: companyParams,
          body: obj(
            {
              kind: { type: "string", enum: ["weekly", "biweekly", "semimonthly", "monthly"] },
              start_day: { type: "integer", minimum: 1, maximum: 28 },
              close_after_days: { type: "integer", minimum: 0, maximum: MAX_CLOSE_AFTER_DAYS },
              effective_from: localDate,
            },
            ["kind", "start_day", "close_after_days", "effective_from"],
          ),
          response: commandAnswer,
        },
        preValidation: refuseCoercion,
      },
      async (request, reply: FastifyReply) => {
        const actor = actorIn(request, "pay-calendar.edit", request.params.id);
        const { kind, start_day: startDay, close_after_days: closeAfterDays, effective_from: effectiveFrom } = request.body;
        const result = await runCompany(request, actor, { type: "ChangePayPeriodRule", data: { effectiveFrom, rule: { kind, startDay, closeAfterDays } } });
        return replyCommand(reply, result, "Settings updated successfully");
      },
    );

    app.put<{ Params: { id: string }; Body: TimeZoneBody }>(
      "/companies/:id/pay-calendar/time-zone",
      {
        schema: {
          tags: ["pay-calendar"],
          summary: "Set the company's time zone from a date on (today or later; the past keeps its dates)",
          params: companyParams,
          body: obj({ time_zone: timeZone, effective_from: localDate }, ["time_zone", "effective_from"]),
          response: commandAnswer,
        },
        preValidation: refuseCoercion,
      },
      async (request, reply) => {
        const actor = actorIn(request, "pay-calendar.edit", request.params.id);
        const result = await runCompany(request, actor, { type: "ChangeCompanyTimeZone", data: { effectiveFrom: request.body.effective_from, timeZone: request.body.time_zone } });
        return replyCommand(reply, result, "Settings updated successfully");
      },
    );

    app.post<{ Params: { id: string }; Body: { date: string } }>(
      "/companies/:id/pay-periods/close",
      {
        schema: {
          tags: ["pay-calendar"],
          summary: "Close the pay period a date falls in (and every earlier one) for workers, before its closing day",
          description: "The period must have ended (409 pay_period_not_over). Closing a closed period records nothing. Needs can_confirm_work_hours.",
          params: companyParams,
          body: obj({ date: localDate }, ["date"]),
          response: commandAnswer,
        },
        preValidation: refuseCoercion,
      },
      async (request, reply) => {
        const actor = actorIn(request, "pay-periods.close", request.params.id);
        const result = await runCompany(request, actor, { type: "ClosePayPeriod", data: { date: request.body.date } });
        return replyCommand(reply, result, "Pay period closed");
      },
    );

    app.put<{ Params: { id: string }; Body: { time_zone: string | null; effective_from: string } }>(
      "/companies/:id/pay-calendar/my-time-zone",
      {
        schema: {
          tags: ["pay-calendar"],
          summary: "Set one's own time zone from a date on (null: follow the company's again)",
          params: companyParams,
          body: obj({ time_zone: { ...timeZone, type: ["string", "null"] }, effective_from: localDate }, ["time_zone", "effective_from"]),
          response: commandAnswer,
        },
        preValidation: refuseCoercion,
      },
      async (request, reply) => {
        const actor = actorIn(request, "self.preferences.edit", request.params.id);
        const now = deps.clock();
        const calendar = await loadPayCalendar(deps.db, actor.companyId, [actor.id]);
        const command: PersonTimeZoneCommand = {
          type: "ChangePersonTimeZone",
          data: { personId: actor.id, effectiveFrom: request.body.effective_from, timeZone: request.body.time_zone },
          context: { now: now.toISOString(), today: workDateOf(now.toISOString(), zoneOf(calendar, actor.id, now)) },
        };
        const result = await withApiFields(() =>
          handleCommand({
            store: deps.eventStore,
            streamName: personTimeZoneStreamName(actor.companyId, actor.id),
            decider: personTimeZoneDecider,
            command,
            metadata: commandMetadata(request, actor, now),
          }),
        );
        return replyCommand(reply, result, "Settings updated successfully");
      },
    );
  };
