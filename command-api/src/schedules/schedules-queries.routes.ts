import type { FastifyReply, FastifyRequest } from "fastify";
import { can, canReachPerson, formatTotal, ForbiddenError, ValidationError, type Action } from "@workledger/domain";
import type { Rights } from "@workledger/event-schemas";
import {
  listPlannedVsWorked,
  listSchedulePositions,
  listScheduleEventsCompact,
  listScheduleEventsForRead,
  scheduleCompanyVersion,
  schedulePeopleNames,
  scheduleWeeklyTotals,
  type Database,
  type ScheduleEventsFilter,
  type ScheduleNamedPerson,
  type WeeklyTotalRow,
} from "@workledger/projections";
import type { Kysely } from "kysely";
import type { RouteSlice } from "../build-app.ts";
import { fieldMessages } from "../http/field-messages.ts";
import { answers, obj } from "../identity/route-schemas.ts";
import { personInScopeOf } from "../identity/people-scope.ts";
import { requireSession, type SessionActor } from "../identity/session-actor.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import type { SchedulesDeps } from "./schedules-deps.ts";
import { zoneOf } from "./schedules-ledger.ts";
import { createScheduleReadCache } from "./schedule-read-cache.ts";
import { compactEventsSchema, compactReadText, eventResponseSchema, eventShapeOfRead, positionShape } from "./schedules-shape.ts";

const tags = ["schedules"];
const id = { type: "string", minLength: 1, maxLength: 64 } as const;
const localDate = { type: "string", maxLength: 10, pattern: "^\\d{4}-\\d{2}-\\d{2}$" } as const;
/** The longest range one read answers: two months and a bit (a month view with its edge weeks). */
const MAX_RANGE_DAYS = 62;
/** `format=compact`: the events as columns for the month grid (schedules-shape.ts); the default is the spec's event shape. */
const formatQuery = { format: { type: "string", enum: ["full", "compact"], description: "compact: the events as columns (the month grid's form); full (default): the spec's Schedule event objects" } } as const;
const rangeQuery = (more: Record<string, unknown> = {}) => ({
  type: "object",
  properties: { ...waitForQueryProperties, from: localDate, to: localDate, ...more },
  required: ["from", "to"],
  additionalProperties: false,
});
interface RangeQuery {
  from: string;
  to: string;
  user_ids?: string;
  position_id?: string;
  format?: "full" | "compact";
}

const checkRange = (q: RangeQuery): void => {
  const real = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
  if (!real(q.from)) throw ValidationError.of("from", fieldMessages.date, "validation_failed");
  if (!real(q.to)) throw ValidationError.of("to", fieldMessages.date, "validation_failed");
  const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000;
  if (Number.isNaN(days) || days < 0) throw ValidationError.of("to", "The end date must not be before the start date", "invalid_range");
  if (days > MAX_RANGE_DAYS) throw ValidationError.of("to", `At most ${MAX_RANGE_DAYS} days at once`, "range_too_long");
};

/** The company's people a manager reaches (workspace rights; deleted people left out). */
const peopleInScope = async (db: Kysely<Database>, actor: SessionActor): Promise<string[]> => {
  const rows = await db.selectFrom("directory_users").select(["id", "rights"]).where("company_id", "=", actor.companyId).where("status", "!=", "deleted").execute();
  return rows.filter((r) => r.id === actor.id || canReachPerson(actor.principal, (r.rights as Rights).general_rights_workspace_ids)).map((r) => r.id);
};

const allowed = (actor: SessionActor, action: Action): boolean => can(actor.principal, action, { companyId: actor.companyId });

/**
 * Whose schedule the actor may read in the path's company: a schedule manager reads the people in
 * their workspaces (one person: 404 another company's, 403 outside); a worker with
 * can_see_schedules reads only their own.
 */
const readablePeople = async (deps: SchedulesDeps, request: FastifyRequest<{ Params: { id: string } }>, only?: string, requested?: string): Promise<{ actor: SessionActor; people: string[] }> => {
  const actor = requireSession(request);
  if (request.params.id !== actor.companyId) throw new ForbiddenError("You are not allowed to do this", "forbidden_company");
  if (allowed(actor, "schedules.manage")) {
    if (only !== undefined) {
      await personInScopeOf(deps.db, actor, only);
      return { actor, people: [only] };
    }
    const scope = await peopleInScope(deps.db, actor);
    const asked = requested?.split(",").filter((s) => s !== "");
    if (asked !== undefined && asked.length > 0) {
      for (const person of asked) if (!scope.includes(person)) await personInScopeOf(deps.db, actor, person);
      return { actor, people: asked.filter((p) => scope.includes(p)) };
    }
    return { actor, people: scope };
  }
  if (allowed(actor, "schedules.view-own") && (only === undefined || only === actor.id) && (requested === undefined || requested === actor.id)) return { actor, people: [actor.id] };
  throw new ForbiddenError("You are not allowed to do this", "forbidden_permission");
};

const scheduleAnswer = answers({
  200: obj(
    {
      data: obj({
        from: { type: "string" },
        to: { type: "string" },
        time_zone: { type: "string" },
        format: { type: "string", enum: ["full", "compact"] },
        events: { anyOf: [{ type: "array", items: eventResponseSchema }, compactEventsSchema] },
        people: { type: "array", description: "format=compact: the people the events' person column points at", items: obj({ id: { type: "string" }, name: { type: "string" }, initials: { type: "string" } }) },
        positions: { type: "array", items: { type: "object", additionalProperties: true } },
        unconfirmed: { type: "array", items: { type: "string" } },
        totals: { type: "array", items: obj({ user_id: { type: "string" }, week: { type: "string" }, total: { type: "integer" }, total_time: { type: "string" } }) },
      }),
    },
    ["data"],
  ),
});

export const schedulesQueriesSlice =
  (deps: SchedulesDeps): RouteSlice =>
  async (app) => {
    const wait = waitForReadModels(deps.readModels, ["schedules"], deps.readYourWritesTimeoutMs);
    /**
     * The schedule answer as JSON text: the events come from a lean query (only the columns
     * answered, instants as epoch milliseconds) and are serialised with JSON.stringify in one go, so
     * a month of a large company (about 15,000 events) is not parsed and serialised field by field
     * twice. The route's response schema documents the shape; schedules-read.int.test.ts checks it.
     */
    const cache = createScheduleReadCache();
    /**
     * The grid's read: kept per company under its schedule version token, so reading the same month
     * again while nothing in the company's schedule changed costs a token lookup instead of building
     * 15,000 events again. The people are named with every answer, kept or built: a rename is a
     * directory change, not a schedule change.
     */
    const compactOf = async (
      companyId: string,
      filter: ScheduleEventsFilter & { readonly personIds: readonly string[] },
    ): Promise<{ eventsJson: string; people: ScheduleNamedPerson[]; totals: readonly WeeklyTotalRow[] }> => {
      const key = { companyId, from: filter.from, to: filter.to, positionId: filter.positionId, personIds: filter.personIds };
      const version = await scheduleCompanyVersion(deps.db, companyId);
      let columns = version === null ? undefined : cache.get(key, version);
      if (columns === undefined) {
        const built = await listScheduleEventsCompact(deps.db, companyId, filter);
        // Kept under the token read in the columns' own statement (it may be newer than `version`).
        if (built.version !== null) cache.set(key, built.version, built);
        columns = built;
      }
      return { eventsJson: columns.eventsJson, people: await schedulePeopleNames(deps.db, companyId, columns.personIds), totals: columns.totals };
    };
    const scheduleOf = async (actor: SessionActor, people: string[], q: RangeQuery): Promise<string> => {
      checkRange(q);
      const filter = { from: q.from, to: q.to, personIds: people, ...(q.position_id === undefined ? {} : { positionId: q.position_id }) };
      const compact = q.format === "compact";
      const [compactRows, fullRows, positions, fullTotals] = await Promise.all([
        compact ? compactOf(actor.companyId, filter) : undefined,
        compact ? undefined : listScheduleEventsForRead(deps.db, actor.companyId, filter),
        listSchedulePositions(deps.db, actor.companyId),
        compact ? undefined : scheduleWeeklyTotals(deps.db, actor.companyId, filter),
      ]);
      const totals = compactRows?.totals ?? fullTotals ?? [];
      const common = {
        from: q.from,
        to: q.to,
        time_zone: zoneOf(actor),
        positions: positions.map(positionShape),
        totals: totals.map((t) => ({ user_id: t.person_id, week: t.week, total: t.total_seconds, total_time: formatTotal(t.total_seconds) })),
      };
      // The grid's form: PostgreSQL builds the event columns; the people are named once.
      if (compactRows !== undefined) return compactReadText(common, compactRows);
      const events = fullRows ?? [];
      return JSON.stringify({
        data: {
          ...common,
          events: events.map(eventShapeOfRead),
          // Presets are not schedule events here, so they never count as unconfirmed.
          unconfirmed: events.filter((e) => !e.confirmed).map((e) => e.event_id),
        },
      });
    };
    const sendSchedule = (reply: FastifyReply, text: string) => reply.type("application/json; charset=utf-8").send(text);

    app.get<{ Params: { id: string }; Querystring: RangeQuery }>(
      "/schedules/:id",
      {
        schema: {
          tags,
          summary: "The schedule of the people a manager reaches (or one's own) between two local dates: events, positions, unconfirmed ids, weekly totals",
          params: obj({ id }, ["id"]),
          querystring: rangeQuery({ user_ids: { type: "string", maxLength: 20_000 }, position_id: id, ...formatQuery }),
          headers: waitForHeaderSchema,
          response: scheduleAnswer,
        },
        preHandler: wait,
      },
      async (request, reply) => {
        const { actor, people } = await readablePeople(deps, request, undefined, request.query.user_ids);
        return sendSchedule(reply, await scheduleOf(actor, people, request.query));
      },
    );

    app.get<{ Params: { id: string; userId: string }; Querystring: RangeQuery }>(
      "/schedules/:id/users/:userId",
      {
        schema: {
          tags,
          summary: "One person's schedule (a worker: their own, with can_see_schedules)",
          params: obj({ id, userId: id }, ["id", "userId"]),
          querystring: rangeQuery(formatQuery),
          headers: waitForHeaderSchema,
          response: scheduleAnswer,
        },
        preHandler: wait,
      },
      async (request, reply) => {
        const { actor, people } = await readablePeople(deps, request, request.params.userId);
        return sendSchedule(reply, await scheduleOf(actor, people, request.query));
      },
    );

    app.get<{ Params: { id: string }; Querystring: RangeQuery }>(
      "/schedules/:id/planned-vs-worked",
      {
        schema: {
          tags,
          summary: "Planned against worked per person and day: late start, early leave, no-show, unscheduled work",
          params: obj({ id }, ["id"]),
          querystring: rangeQuery({ user_ids: { type: "string", maxLength: 20_000 } }),
          headers: waitForHeaderSchema,
          response: answers({ 200: obj({ data: { type: "array", items: { type: "object", additionalProperties: true } } }, ["data"]) }),
        },
        preHandler: waitForReadModels(deps.readModels, ["schedules", "timesheet"], deps.readYourWritesTimeoutMs),
      },
      async (request) => {
        checkRange(request.query);
        const { actor, people } = await readablePeople(deps, request, undefined, request.query.user_ids);
        const rows = await listPlannedVsWorked(deps.db, actor.companyId, { from: request.query.from, to: request.query.to, personIds: people });
        const iso = (d: Date | null) => d?.toISOString() ?? null;
        return {
          data: rows.map((r) => ({
            user_id: r.person_id,
            date: r.date,
            planned_seconds: r.planned_seconds,
            worked_seconds: r.worked_seconds,
            planned_start: iso(r.planned_start),
            planned_end: iso(r.planned_end),
            first_start: iso(r.first_start),
            last_end: iso(r.last_end),
            late_start: r.planned_start !== null && r.first_start !== null && r.first_start.getTime() - r.planned_start.getTime() >= 60_000,
            early_leave: r.planned_end !== null && r.last_end !== null && r.planned_end.getTime() - r.last_end.getTime() >= 60_000,
            no_show: r.planned_seconds > 0 && r.first_start === null,
            unscheduled: r.planned_start === null && r.first_start !== null,
          })),
        };
      },
    );
  };
