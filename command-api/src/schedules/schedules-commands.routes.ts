import type { FastifyRequest } from "fastify";
import { ConflictError, NotFoundError, schedulePeriodOf, scheduleMessages, type NewScheduleEvent, type ScheduleState } from "@workledger/domain";
import { MAX_SCHEDULE_EVENTS_PER_CALL, scheduleStreamName, type ScheduleEventKind } from "@workledger/event-schemas";
import type { RouteSlice } from "../build-app.ts";
import { registerStrictBodyTypes } from "../http/strict-body-types.ts";
import { answers, anyObject, obj } from "../identity/route-schemas.ts";
import type { SessionActor } from "../identity/session-actor.ts";
import { assertScheduleIds, replySchedule, scheduleManager, warningsFor } from "./schedules-access.ts";
import type { SchedulesDeps } from "./schedules-deps.ts";
import { createInputSchema, editedValues, eventInputProperties, multipleInputSchema, plannedFrom, plannedFromAll, type EventInput, type PlannedNew } from "./schedules-input.ts";
import { byStream, loadSchedule, locateEvents, newScheduleId, recordLocations, runScheduleCommands, zoneOf, type StreamCommand } from "./schedules-ledger.ts";
import { savePreset } from "./schedules-presets.routes.ts";
import { warningsSchema } from "./schedules-shape.ts";

const idSchema = { type: "string", minLength: 1, maxLength: 64 } as const;
const idParams = obj({ id: idSchema }, ["id"]);
/** Events named at once (delete, confirm, shift manager): as many as one call may plan. */
const idList = { type: "array", minItems: 1, maxItems: MAX_SCHEDULE_EVENTS_PER_CALL, items: idSchema } as const;
export const commandAnswer = (status: 200 | 201) =>
  answers({ [status]: obj({ message: { type: "string" }, data: anyObject, warnings: warningsSchema, position: { type: "string" } }, ["message", "data", "position"]) });
const tags = ["schedules"];

/** The people, positions, absence types and shift managers the planned events name. */
const checkPlannedIds = (deps: SchedulesDeps, actor: SessionActor, inputs: readonly EventInput[]) =>
  assertScheduleIds(deps, actor, {
    people: { user_id: ["person", inputs.map((i) => i.user_id)], shift_manager: ["person", inputs.map((i) => i.shift_manager)] },
    positionIds: inputs.map((i) => i.position_id),
    absenceTypeIds: inputs.map((i) => i.type_id),
  });

/** New events grouped into one create command per person and month. */
const createCommands = (planned: readonly PlannedNew[]): StreamCommand[] => {
  const groups = new Map<string, { personId: string; period: string; events: NewScheduleEvent[] }>();
  for (const p of planned) {
    const key = `${p.personId} ${p.period}`;
    const group = groups.get(key) ?? { personId: p.personId, period: p.period, events: [] };
    group.events.push(p.event);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ type: "CreateScheduleEvents", data: g }));
};

const locationsOf = (planned: readonly PlannedNew[]) => planned.map((p) => ({ eventId: p.event.eventId, personId: p.personId, period: p.period, seriesId: p.event.series?.seriesId ?? null }));

/** Creates planned events: ids checked, every stream decided first, locators recorded, then the ledger written. */
const createPlanned = async (deps: SchedulesDeps, request: FastifyRequest, actor: SessionActor, planned: readonly PlannedNew[]) => {
  const commands = createCommands(planned);
  await recordLocations(deps, actor.companyId, locationsOf(planned));
  return runScheduleCommands(deps, request, actor, commands);
};

/** An event the manager may act on: located, read from its stream; another company's or unknown is 404. */
const eventFor = async (deps: SchedulesDeps, actor: SessionActor, eventId: string) => {
  const [located] = await locateEvents(deps, actor.companyId, [eventId]);
  const notFound = new NotFoundError(scheduleMessages.schedule_event_not_found, "schedule_event_not_found");
  if (located === undefined) throw notFound;
  const { state } = await loadSchedule(deps, actor.companyId, located.personId, located.period);
  const event = state.events.get(eventId);
  if (event === undefined) throw notFound;
  await assertScheduleIds(deps, actor, { people: { user_id: ["person", located.personId] } });
  return { located, event, state: state as ScheduleState };
};

/** Located events (all known, else 404), each person in the manager's scope. */
const locatedAll = async (deps: SchedulesDeps, actor: SessionActor, ids: readonly string[]) => {
  const located = await locateEvents(deps, actor.companyId, ids);
  if (located.length !== new Set(ids).size) throw new NotFoundError(scheduleMessages.schedule_event_not_found, "schedule_event_not_found");
  await assertScheduleIds(deps, actor, { people: { schedule_ids: ["person", [...new Set(located.map((l) => l.personId))]] } });
  return located;
};

export const schedulesCommandsSlice =
  (deps: SchedulesDeps): RouteSlice =>
  async (app) => {
    registerStrictBodyTypes(app);

    app.post<{ Params: { id: string }; Body: { events: (EventInput & { type: ScheduleEventKind })[] } }>(
      "/schedules/:id/multiple",
      {
        schema: {
          tags,
          summary: `Plan many shifts, tasks and absences at once (all or nothing): at most ${MAX_SCHEDULE_EVENTS_PER_CALL} events, recurrences expanded`,
          params: idParams,
          body: multipleInputSchema,
          response: commandAnswer(201),
        },
      },
      async (request, reply) => {
        const actor = scheduleManager(request, request.params.id);
        const inputs = request.body.events;
        await checkPlannedIds(deps, actor, inputs);
        const planned = await plannedFromAll(inputs, zoneOf(actor), () => newScheduleId(deps));
        const result = await createPlanned(deps, request, actor, planned);
        const warnings = await warningsFor(deps, actor, planned);
        return replySchedule(reply, result.position, "Schedule successfully created", { ids: planned.map((p) => p.event.eventId) }, warnings, 201);
      },
    );

    for (const [kind, path] of [
      ["shift", "shifts"],
      ["task", "tasks"],
      ["absence", "absences"],
    ] as const) {
      app.post<{ Body: EventInput }>(
        `/schedules/${path}`,
        { schema: { tags, summary: `Plan a ${kind} (with a recurrence: every occurrence, one series)${kind === "absence" ? "" : "; is_preset saves a preset instead"}`, body: createInputSchema, response: commandAnswer(201) } },
        async (request, reply) => {
          const actor = scheduleManager(request);
          const input = request.body;
          if (input.is_preset === true && kind !== "absence") return savePreset(deps, request, reply, actor, kind, input);
          await checkPlannedIds(deps, actor, [input]);
          const planned = plannedFrom(kind, input, zoneOf(actor), () => newScheduleId(deps));
          const result = await createPlanned(deps, request, actor, planned);
          const warnings = await warningsFor(deps, actor, planned);
          const first = planned[0]!.event;
          return replySchedule(reply, result.position, "Schedule successfully created", { id: first.eventId, ids: planned.map((p) => p.event.eventId), series_id: first.series?.seriesId ?? null }, warnings, 201);
        },
      );

      app.post<{ Params: { id: string }; Body: EventInput & { action?: "edit" | "move" | "resize" | "copy" } }>(
        `/schedules/:id/${path}`,
        {
          schema: {
            tags,
            summary: `Edit, move, resize or copy a ${kind} (action); a move to another person or month keeps the id`,
            params: idParams,
            body: obj({ ...eventInputProperties, action: { type: "string", enum: ["edit", "move", "resize", "copy"] } }),
            response: commandAnswer(200),
          },
        },
        async (request, reply) => {
          const actor = scheduleManager(request);
          const { located, event } = await eventFor(deps, actor, request.params.id);
          const input = request.body;
          const action = input.action ?? "edit";
          await checkPlannedIds(deps, actor, [input]);
          const values = editedValues(event.values, input, kind);
          const personId = input.user_id ?? located.personId;
          const period = schedulePeriodOf(values, zoneOf(actor));
          if (action === "copy") {
            const planned: PlannedNew[] = [{ personId, period, event: { eventId: newScheduleId(deps), values, series: null, shiftManagerId: null } }];
            const result = await createPlanned(deps, request, actor, planned);
            return replySchedule(reply, result.position, "Schedule successfully created", { id: planned[0]!.event.eventId }, await warningsFor(deps, actor, planned), 201);
          }
          const planned: PlannedNew[] = [{ personId, period, event: { eventId: event.eventId, values, series: event.series, shiftManagerId: event.shiftManagerId } }];
          if (personId === located.personId && period === located.period) {
            const result = await runScheduleCommands(deps, request, actor, [{ type: "ChangeScheduleEvent", data: { personId, period, eventId: event.eventId, action, values } }]);
            return replySchedule(reply, result.position, "Schedule successfully updated", { id: event.eventId }, await warningsFor(deps, actor, planned));
          }
          // Another person or month: created under the same id in the new stream, then removed ("moved") from the old one.
          if (event.confirmed) throw new ConflictError(scheduleMessages.schedule_event_confirmed, "schedule_event_confirmed");
          const movedFrom = scheduleStreamName(actor.companyId, located.personId, located.period);
          const result = await runScheduleCommands(deps, request, actor, [
            { type: "CreateScheduleEvents", data: { personId, period, events: [{ ...planned[0]!.event, movedFrom, confirmed: false }] } },
            { type: "RemoveScheduleEvents", data: { personId: located.personId, period: located.period, eventIds: [event.eventId], scope: "moved" } },
          ]);
          await recordLocations(deps, actor.companyId, [{ eventId: event.eventId, personId, period, seriesId: located.seriesId }]);
          return replySchedule(reply, result.position, "Schedule successfully updated", { id: event.eventId }, await warningsFor(deps, actor, planned));
        },
      );
    }

    app.post<{ Params: { id: string }; Body: { scope?: "this" | "following" | "all" } }>(
      "/schedules/:id/destroy",
      {
        schema: {
          tags,
          summary: "Delete an event; a recurring one with a scope: this event, this and following unconfirmed, all unconfirmed",
          params: idParams,
          body: obj({ scope: { type: "string", enum: ["this", "following", "all"] } }),
          response: commandAnswer(200),
        },
      },
      async (request, reply) => {
        const actor = scheduleManager(request);
        const { located, event } = await eventFor(deps, actor, request.params.id);
        const scope = request.body?.scope ?? "this";
        if (scope === "this" || event.series === null) {
          const result = await runScheduleCommands(deps, request, actor, [{ type: "RemoveScheduleEvents", data: { personId: located.personId, period: located.period, eventIds: [event.eventId], scope: "this" } }]);
          return replySchedule(reply, result.position, "Schedule successfully deleted", { ids: [event.eventId] });
        }
        const seriesId = event.series.seriesId;
        const streams = await deps.db
          .selectFrom("schedule_event_streams")
          .select(["person_id", "period"])
          .distinct()
          .where("company_id", "=", actor.companyId)
          .where("series_id", "=", seriesId)
          .execute();
        const from = scope === "following" ? event.values.start : null;
        const commands: StreamCommand[] = streams
          .filter((s) => scope === "all" || s.period >= located.period)
          .map((s) => ({ type: "RemoveScheduleSeries", data: { personId: s.person_id, period: s.period, seriesId, from } }));
        const result = await runScheduleCommands(deps, request, actor, commands);
        return replySchedule(reply, result.position, "Schedule successfully deleted", { series_id: seriesId, removed: result.events });
      },
    );

    app.post<{ Body: { schedule_ids: string[] } }>(
      "/schedules/destroy/bulk",
      { schema: { tags, summary: "Delete several events (unconfirmed ones; a confirmed one is 409)", body: obj({ schedule_ids: idList }, ["schedule_ids"]), response: commandAnswer(200) } },
      async (request, reply) => {
        const actor = scheduleManager(request);
        const located = await locatedAll(deps, actor, request.body.schedule_ids);
        const commands: StreamCommand[] = [...byStream(located).values()].map((g) => ({ type: "RemoveScheduleEvents", data: { ...g, scope: "this" } }));
        const result = await runScheduleCommands(deps, request, actor, commands);
        return replySchedule(reply, result.position, "Schedule successfully deleted", { ids: located.map((l) => l.eventId) });
      },
    );

    const confirmIds = async (request: FastifyRequest, actor: SessionActor, ids: readonly string[], confirm: boolean) => {
      const located = await locatedAll(deps, actor, ids);
      const commands: StreamCommand[] = [...byStream(located).values()].map((g) => ({ type: "ConfirmScheduleEvents", data: { ...g, confirm } }));
      return { located, result: await runScheduleCommands(deps, request, actor, commands) };
    };

    app.post<{ Params: { id: string }; Body: { confirm?: boolean } }>(
      "/schedules/:id/confirm",
      { schema: { tags, summary: "Confirm an event (confirmed, not editable, off the unconfirmed list); confirm: false unconfirms", params: idParams, body: obj({ confirm: { type: "boolean" } }), response: commandAnswer(200) } },
      async (request, reply) => {
        const actor = scheduleManager(request);
        const confirm = request.body?.confirm ?? true;
        const { result } = await confirmIds(request, actor, [request.params.id], confirm);
        return replySchedule(reply, result.position, confirm ? scheduleMessages.schedule_confirmed : scheduleMessages.schedule_unconfirmed, { ids: [request.params.id], confirmed: confirm });
      },
    );

    app.post<{ Body: { schedule_ids: string[]; confirm: boolean } }>(
      "/schedules/confirm/all",
      { schema: { tags, summary: "Confirm (or, with confirm: false, unconfirm) many events", body: obj({ schedule_ids: idList, confirm: { type: "boolean" } }, ["schedule_ids", "confirm"]), response: commandAnswer(200) } },
      async (request, reply) => {
        const actor = scheduleManager(request);
        const { located, result } = await confirmIds(request, actor, request.body.schedule_ids, request.body.confirm);
        return replySchedule(reply, result.position, request.body.confirm ? scheduleMessages.schedule_confirmed : scheduleMessages.schedule_unconfirmed, {
          ids: located.map((l) => l.eventId),
          confirmed: request.body.confirm,
        });
      },
    );

    app.post<{ Body: { schedule_ids: string[]; user_id: string | null } }>(
      "/schedules/shifts/managers",
      {
        schema: {
          tags,
          summary: "Name the shift manager of shifts (null removes); needs shift_manager_active",
          body: obj({ schedule_ids: idList, user_id: { type: ["string", "null"], minLength: 1, maxLength: 64 } }, ["schedule_ids", "user_id"]),
          response: commandAnswer(200),
        },
      },
      async (request, reply) => {
        const actor = scheduleManager(request);
        await assertScheduleIds(deps, actor, { people: { user_id: ["person", request.body.user_id] } });
        const located = await locatedAll(deps, actor, request.body.schedule_ids);
        const commands: StreamCommand[] = [...byStream(located).values()].map((g) => ({ type: "AssignShiftManager", data: { ...g, managerId: request.body.user_id } }));
        const result = await runScheduleCommands(deps, request, actor, commands);
        return replySchedule(reply, result.position, "Schedule successfully updated", { ids: located.map((l) => l.eventId), shift_manager: request.body.user_id });
      },
    );
  };
