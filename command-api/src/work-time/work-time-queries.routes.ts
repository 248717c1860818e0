import { canReachWorkspace, ForbiddenError, seesOwnTimesheet, seesPeoplesHours as seesPeoplesHoursOf, NotFoundError, ValidationError, workDateOf, workspaceRightsOf, workTimeMessages, workTimerOf } from "@workledger/domain";
import type { WorkLog } from "@workledger/event-schemas";
import {
  findTimesheetLog,
  findWorkTimer,
  findWorkTimeSettings,
  listMissingWorks,
  listOverlapRows,
  listTimesheetLogs,
  listWorkLogHistory,
  loadReportRules,
  type WorkTimeSettings,
} from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { answers, anyObject, obj, str } from "../identity/route-schemas.ts";
import type { SessionActor } from "../identity/session-actor.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { formatDuration, reportedWorkedSeconds, timesheetDays } from "./timesheet-days.ts";
import { timelineOf } from "../reports/report-inputs.ts";
import { actorInCompany, assertWorkerInCompany, timeZoneOf } from "./work-time-access.ts";
import type { WorkTimeDeps } from "./work-time-deps.ts";
import { historyShape, workLogSchema, workLogShape } from "./work-log-shape.ts";
import { instantPattern, toUtc } from "./work-log-input.ts";
import { approvedPaidAbsencesIn } from "../requests/timesheet-paid-absences.ts";
import { loadPayCalendar, payPeriodSchema, payPeriodShape, payPeriodsNow, zoneOf } from "../pay-calendar/pay-calendar-lookups.ts";

const companyParams = obj({ id: str }, ["id"]);
/** The longest timesheet one request may ask for. */
const MAX_DAYS = 366;
const localDate = { type: "string", maxLength: 10, pattern: "^\\d{4}-\\d{2}-\\d{2}$" } as const;

/** A manager persona who may look at people's hours (confirm, add or edit them, or manager rights): the domain's rule. */
export const seesPeoplesHours = (actor: SessionActor): boolean => seesPeoplesHoursOf(actor.principal);

/** Workspaces in the actor's reach: undefined means all (an empty rights list). */
export const workspaceFilter = (actor: SessionActor): readonly string[] | undefined => {
  const listed = workspaceRightsOf(actor.principal);
  return listed.length === 0 ? undefined : listed;
};

/** Whether the actor may read a log of this worker in this workspace: their own, or people's hours within their workspaces. */
export const mayReadLog = (actor: SessionActor, workerId: string, workspaceId: string | null): boolean => {
  if (workerId === actor.id) return true;
  return seesPeoplesHours(actor) && canReachWorkspace(actor.principal, workspaceId);
};

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * Decimals or h:mm: the user's own setting (user_settings.show_time_decimal, else their "time as
 * decimals" preference) overrides the company's (company setting show_time_decimal, else the
 * company preference), clarification 26.
 */
const showsDecimal = (actor: SessionActor, settings: WorkTimeSettings): boolean => {
  const own = (actor.user.preferences as Record<string, unknown>).show_time_decimal;
  if (typeof own === "boolean") return own;
  return settings.personTimeAsDecimals ?? settings.companyShowTimeDecimal ?? settings.companyTimeAsDecimals ?? false;
};

/** One log as GET answers it: the log, and its worked time as the report counts it. */
const oneLogSchema = {
  ...workLogSchema,
  properties: { ...workLogSchema.properties, rounded_worked_seconds: { type: "integer", description: "Worked seconds as the report counts them: after the work-round group, with pauses within the allowed-pause group paid" } },
};

const timesheetQuery = obj({ from: localDate, to: localDate, worker_ids: { type: "array", maxItems: 500, items: str }, ...waitForQueryProperties });
const timesheetResponse = obj(
  {
    from: str,
    to: str,
    time_zone: str,
    show_time_decimal: { type: "boolean" },
    days: { type: "array", items: anyObject },
    totals: obj({ worked_seconds: { type: "integer" }, rounded_worked_seconds: { type: "integer" }, total: str }),
    pay_period: { ...payPeriodSchema, description: "The company's pay period that today falls in (the default range)" },
    previous_pay_period: { ...payPeriodSchema, description: "The period before it: early in a period it is often still open for workers (open_for_workers_until)" },
    closed_through: { type: ["string", "null"], description: "Logs dated on or before this are in pay periods closed for workers" },
    paid_absences: { type: "array", items: anyObject, description: "Approved paid absences reaching into the range (part of the ledger): id, worker_id, type_id, type_name, start, end, comment" },
  },
  ["from", "to", "time_zone", "show_time_decimal", "days", "totals", "pay_period", "closed_through"],
);

/** Query routes of the work-time ledger: timesheets, one log with its history, the work timer, missing works, overlaps. */
export const workTimeQueriesSlice =
  (deps: WorkTimeDeps): RouteSlice =>
  async (app) => {
    const wait = (...projections: string[]) => waitForReadModels(deps.readModels, projections, deps.readYourWritesTimeoutMs);

    const timesheet = async (actor: SessionActor, query: { from?: string; to?: string }, workerIds: readonly string[] | undefined, workspaceIds: readonly string[] | undefined) => {
      const now = deps.clock();
      const calendar = await loadPayCalendar(deps.db, actor.companyId, [actor.id]);
      // One's own hours in one's own zone; a manager's people's in the company's.
      const own = workerIds?.length === 1 && workerIds[0] === actor.id;
      const zone = zoneOf(calendar, own ? actor.id : null, now);
      // The pay period view: the company's pay period that today falls in.
      const periods = payPeriodsNow(calendar, now);
      const to = query.to ?? periods.current.end;
      const from = query.from ?? periods.current.start;
      if (from > to) throw ValidationError.of("from", "Must not be after to");
      if (addDays(from, MAX_DAYS) < to) throw ValidationError.of("to", `At most ${MAX_DAYS} days at once`);
      const rows = await listTimesheetLogs(deps.db, {
        companyId: actor.companyId,
        from,
        to,
        ...(workerIds === undefined ? {} : { workerIds }),
        ...(workspaceIds === undefined ? {} : { workspaceIds }),
      });
      const logs = rows.map((row) => workLogShape(row, now));
      // Worked time as the report counts it (work rounds, paid pauses), under the company zone's rules as the report reads them.
      const companyZone = zoneOf(calendar, null, now);
      const timeline = timelineOf(await loadReportRules(deps.db, actor.companyId, null), companyZone);
      const settings = await findWorkTimeSettings(deps.db, actor.companyId, actor.id);
      const decimal = showsDecimal(actor, settings);
      const days = timesheetDays(logs, timeline, companyZone, decimal);
      const absences = await approvedPaidAbsencesIn(deps.db, actor.companyId, workerIds ?? [...new Set(logs.map((l) => l.worker_id))], from, to, zone);
      const worked = days.reduce((s, d) => s + d.worked_seconds, 0);
      const rounded = days.reduce((s, d) => s + d.rounded_worked_seconds, 0);
      return {
        from,
        to,
        time_zone: zone,
        show_time_decimal: decimal,
        days,
        totals: { worked_seconds: worked, rounded_worked_seconds: rounded, total: formatDuration(rounded, decimal) },
        pay_period: payPeriodShape(calendar.periods, periods.current, periods.closedThrough),
        previous_pay_period: payPeriodShape(calendar.periods, periods.previous, periods.closedThrough),
        closed_through: periods.closedThrough,
        paid_absences: absences,
      };
    };

    app.get<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>(
      "/companies/:id/timesheet",
      {
        schema: {
          tags: ["work-time"],
          summary: "The signed-in worker's own timesheet per local day (default: the company's current pay period)",
          description: "Days in the company zone with totals, pauses, work-round rounding and total formatted as hh:mm or decimals (user setting over company).",
          params: companyParams,
          querystring: obj({ from: localDate, to: localDate, ...waitForQueryProperties }),
          headers: waitForHeaderSchema,
          response: answers({ 200: timesheetResponse }),
        },
        preHandler: wait("timesheet", "work-time-settings", "requests", "reports", "pay-calendar"),
      },
      async (request) => {
        const actor = actorInCompany(request);
        // The worker persona's timesheet and overview (dashboard Today and pay period) need can_see_timesheets_or_overview.
        if (!seesOwnTimesheet(actor.principal)) throw new ForbiddenError("You are not allowed to do this", "forbidden_permission");
        return timesheet(actor, request.query, [actor.id], undefined);
      },
    );

    app.get<{ Params: { id: string }; Querystring: { from?: string; to?: string; worker_ids?: string[] } }>(
      "/companies/:id/workers/timesheet",
      {
        schema: {
          tags: ["work-time"],
          summary: "A manager's people's timesheet, limited to the manager's workspace rights",
          params: companyParams,
          querystring: timesheetQuery,
          headers: waitForHeaderSchema,
          response: answers({ 200: timesheetResponse }),
        },
        preHandler: wait("timesheet", "work-time-settings", "requests", "reports", "pay-calendar"),
      },
      async (request) => {
        const actor = actorInCompany(request);
        if (!seesPeoplesHours(actor)) throw new ForbiddenError("You are not allowed to do this", "forbidden_permission");
        for (const workerId of new Set(request.query.worker_ids ?? [])) await assertWorkerInCompany(deps, actor, workerId);
        return timesheet(actor, request.query, request.query.worker_ids, workspaceFilter(actor));
      },
    );

    app.get<{ Params: { id: string; workId: string } }>(
      "/companies/:id/works/:workId",
      {
        schema: {
          tags: ["work-time"],
          summary: "One work log with its history (every change: who, when, source, values before and after)",
          params: obj({ id: str, workId: str }, ["id", "workId"]),
          querystring: obj({ ...waitForQueryProperties }),
          headers: waitForHeaderSchema,
          response: answers({ 200: obj({ data: oneLogSchema, history: { type: "array", items: anyObject } }, ["data", "history"]) }),
        },
        preHandler: wait("timesheet", "reports", "pay-calendar"),
      },
      async (request) => {
        const actor = actorInCompany(request);
        const row = await findTimesheetLog(deps.db, actor.companyId, request.params.workId);
        // Another person's log out of reach reads as not found; a deleted log keeps its history.
        if (row === undefined || !mayReadLog(actor, row.worker_id, row.workspace_id)) throw new NotFoundError(workTimeMessages.work_not_found, "work_not_found");
        await assertWorkerInCompany(deps, actor, row.worker_id);
        const log = row;
        const history = await listWorkLogHistory(deps.db, actor.companyId, log.work_id, log.worker_id);
        const now = deps.clock();
        const shaped = workLogShape(log, now);
        // The log's own worked time as the report and the timesheet count it (work rounds, paid pauses).
        const companyZone = zoneOf(await loadPayCalendar(deps.db, actor.companyId, [actor.id]), null, now);
        const timeline = timelineOf(await loadReportRules(deps.db, actor.companyId, null), companyZone);
        return { data: { ...shaped, rounded_worked_seconds: reportedWorkedSeconds(shaped, timeline, companyZone) }, history: history.map(historyShape) };
      },
    );

    app.get<{ Params: { id: string }; Querystring: { worker_id?: string } }>(
      "/companies/:id/works/timer",
      {
        schema: {
          tags: ["work-time"],
          summary: "The work timer (time_elapse days/hours/minutes/seconds, total_elapse_time, current_work, timer_started)",
          params: companyParams,
          querystring: obj({ worker_id: str, ...waitForQueryProperties }),
          headers: waitForHeaderSchema,
          response: answers({
            200: obj(
              {
                time_elapse: obj({ days: { type: "integer" }, hours: { type: "integer" }, minutes: { type: "integer" }, seconds: { type: "integer" } }),
                total_elapse_time: { type: "integer" },
                current_work: { type: ["string", "null"] },
                timer_started: { type: "boolean" },
                status: { type: ["string", "null"] },
                started_at: { type: ["string", "null"] },
                work_type_id: { type: ["string", "null"] },
                workspace_id: { type: ["string", "null"] },
              },
              ["time_elapse", "total_elapse_time", "current_work", "timer_started"],
            ),
          }),
        },
        preHandler: wait("work-timer"),
      },
      async (request) => {
        const actor = actorInCompany(request);
        const workerId = request.query.worker_id ?? actor.id;
        if (workerId !== actor.id) {
          if (!seesPeoplesHours(actor)) throw new ForbiddenError("You are not allowed to do this", "forbidden_permission");
          await assertWorkerInCompany(deps, actor, workerId);
        }
        const row = await findWorkTimer(deps.db, actor.companyId, workerId);
        const current: WorkLog | null =
          row?.current_work_id == null || row.started_at === null || row.status === null
            ? null
            : ({
                workId: row.current_work_id,
                workerId,
                status: row.status,
                start: row.started_at.toISOString(),
                end: null,
                pauses: row.pauses,
              } as unknown as WorkLog);
        const timer = workTimerOf(current, deps.clock().toISOString());
        return {
          time_elapse: timer.timeElapse,
          total_elapse_time: timer.totalElapseTime,
          current_work: timer.currentWork,
          timer_started: timer.timerStarted,
          status: row?.status ?? null,
          started_at: row?.started_at?.toISOString() ?? null,
          work_type_id: row?.work_type_id ?? null,
          workspace_id: row?.workspace_id ?? null,
        };
      },
    );

    app.get<{ Params: { id: string } }>(
      "/companies/:id/workers/works/missing",
      {
        schema: {
          tags: ["work-time"],
          summary: "Missing works: work started on an earlier day and never stopped (own; a manager also sees people in reach)",
          params: companyParams,
          querystring: obj({ ...waitForQueryProperties }),
          headers: waitForHeaderSchema,
          response: answers({ 200: obj({ data: { type: "array", items: workLogSchema } }, ["data"]) }),
        },
        preHandler: wait("timesheet"),
      },
      async (request) => {
        const actor = actorInCompany(request);
        const now = deps.clock();
        const today = workDateOf(now.toISOString(), timeZoneOf(actor));
        const manager = seesPeoplesHours(actor);
        const scope = manager ? workspaceFilter(actor) : undefined;
        const rows = await listMissingWorks(deps.db, {
          companyId: actor.companyId,
          today,
          ...(manager ? {} : { workerIds: [actor.id] }),
          ...(scope === undefined ? {} : { workspaceIds: scope }),
        });
        return { data: rows.map((row) => workLogShape(row, now)) };
      },
    );

    app.get<{ Params: { id: string }; Querystring: { start: string; end?: string; worker_id?: string; except_work_id?: string } }>(
      "/companies/:id/works/overlaps",
      {
        schema: {
          tags: ["work-time"],
          summary: "Work logs overlapping an interval (the Conflicting dates dialog's rows)",
          description: "Rows: worker_name, worker_thumbnail, photo_cache, work_date, start_utc, end_utc, timezone_area, start_device, started_at, ended_at, coordinates_start/end ('lat,lng').",
          params: companyParams,
          querystring: obj({ start: { type: "string", maxLength: 40, pattern: instantPattern }, end: { type: "string", maxLength: 40, pattern: instantPattern }, worker_id: str, except_work_id: str, ...waitForQueryProperties }, ["start"]),
          headers: waitForHeaderSchema,
          response: answers({ 200: obj({ data: { type: "array", items: anyObject } }, ["data"]) }),
        },
        preHandler: wait("timesheet", "work-log-locations"),
      },
      async (request) => {
        const actor = actorInCompany(request);
        const workerId = request.query.worker_id ?? actor.id;
        if (workerId !== actor.id) {
          if (!seesPeoplesHours(actor)) throw new ForbiddenError("You are not allowed to do this", "forbidden_permission");
          await assertWorkerInCompany(deps, actor, workerId);
        }
        const rows = await listOverlapRows(deps.db, {
          companyId: actor.companyId,
          workerIds: [workerId],
          start: toUtc(request.query.start),
          end: request.query.end === undefined ? null : toUtc(request.query.end),
          ...(request.query.except_work_id === undefined ? {} : { exceptWorkId: request.query.except_work_id }),
        });
        return { data: rows };
      },
    );
  };
