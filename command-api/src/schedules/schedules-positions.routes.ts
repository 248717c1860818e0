import type { FastifyRequest } from "fastify";
import { localDateTimeToInstant, schedulePositionsDecider, workDateOf, type PositionsCommand } from "@workledger/domain";
import { schedulePositionsStreamName } from "@workledger/event-schemas";
import { listSchedulePositions } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { registerStrictBodyTypes } from "../http/strict-body-types.ts";
import { answers, obj, str } from "../identity/route-schemas.ts";
import type { SessionActor } from "../identity/session-actor.ts";
import { actorIn, runOrganisationCommand } from "../organisation/organisation-http.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { assertScheduleIds, loadPositions, replySchedule, scheduleManager } from "./schedules-access.ts";
import { commandAnswer } from "./schedules-commands.routes.ts";
import type { SchedulesDeps } from "./schedules-deps.ts";
import { newScheduleId, runScheduleCommands, zoneOf, type StreamCommand } from "./schedules-ledger.ts";
import { positionShape } from "./schedules-shape.ts";

const tags = ["schedules"];
const id = { type: "string", minLength: 1, maxLength: 64 } as const;
const idParams = obj({ id }, ["id"]);
const personParams = obj({ id, userId: id }, ["id", "userId"]);
const nameBody = obj({ name: { ...str, minLength: 1 } }, ["name"]);

const runPositions = (deps: SchedulesDeps, request: FastifyRequest, actor: SessionActor, command: PositionsCommand) =>
  runOrganisationCommand(deps, request, actor, schedulePositionsStreamName(actor.companyId), schedulePositionsDecider, command);

/**
 * Positions (the schedule's rows) and the people in each. Reordering positions changes their order
 * numbers, and with them every event's resource id (order number + person) in the answers.
 * Removing a worker detaches them: that position's unconfirmed events of theirs from today on go.
 */
export const schedulesPositionsSlice =
  (deps: SchedulesDeps): RouteSlice =>
  async (app) => {
    registerStrictBodyTypes(app);
    const wait = waitForReadModels(deps.readModels, ["schedules"], deps.readYourWritesTimeoutMs);

    app.get<{ Params: { id: string } }>(
      "/schedules/:id/positions",
      {
        schema: {
          tags,
          summary: "The schedule's positions in order, with their people",
          params: idParams,
          querystring: { type: "object", properties: { ...waitForQueryProperties } },
          headers: waitForHeaderSchema,
          response: answers({ 200: { type: "object", properties: { data: { type: "array", items: { type: "object", additionalProperties: true } } } } }),
        },
        preHandler: wait,
      },
      async (request) => {
        const actor = actorIn(request, "schedules.manage", request.params.id);
        return { data: (await listSchedulePositions(deps.db, actor.companyId)).map(positionShape) };
      },
    );

    app.post<{ Params: { id: string }; Body: { name: string } }>(
      "/schedules/:id/positions",
      { schema: { tags, summary: "Add a position (order number: the highest plus 1, or 1)", params: idParams, body: nameBody, response: commandAnswer(201) } },
      async (request, reply) => {
        const actor = scheduleManager(request, request.params.id);
        const positionId = newScheduleId(deps);
        const result = await runPositions(deps, request, actor, { type: "AddSchedulePosition", data: { positionId, name: request.body.name } });
        const added = (await loadPositions(deps, actor.companyId)).positions.get(positionId);
        return replySchedule(reply, result.position, "Position successfully created", { id: positionId, order_number: added?.orderNumber ?? null }, [], 201);
      },
    );

    app.post<{ Params: { id: string }; Body: { name: string } }>(
      "/schedules/positions/:id",
      { schema: { tags, summary: "Rename a position", params: idParams, body: nameBody, response: commandAnswer(200) } },
      async (request, reply) => {
        const actor = scheduleManager(request);
        const result = await runPositions(deps, request, actor, { type: "RenameSchedulePosition", data: { positionId: request.params.id, name: request.body.name } });
        return replySchedule(reply, result.position, "Position successfully updated", { id: request.params.id });
      },
    );

    app.post<{ Params: { id: string }; Body: { position_ids: string[] } }>(
      "/schedules/:id/positions/reorder",
      {
        schema: { tags, summary: "Reorder every position (events follow: resource = order number + person)", params: idParams, body: obj({ position_ids: { type: "array", maxItems: 500, items: id } }, ["position_ids"]), response: commandAnswer(200) },
      },
      async (request, reply) => {
        const actor = scheduleManager(request, request.params.id);
        const result = await runPositions(deps, request, actor, { type: "ReorderSchedulePositions", data: { positionIds: request.body.position_ids } });
        return replySchedule(reply, result.position, "Position successfully updated", { position_ids: request.body.position_ids });
      },
    );

    app.post<{ Params: { id: string } }>(
      "/schedules/positions/:id/delete",
      { schema: { tags, summary: "Delete a position", params: idParams, response: commandAnswer(200) } },
      async (request, reply) => {
        const actor = scheduleManager(request);
        const result = await runPositions(deps, request, actor, { type: "DeleteSchedulePosition", data: { positionId: request.params.id } });
        return replySchedule(reply, result.position, "Position successfully deleted", { id: request.params.id });
      },
    );

    app.post<{ Params: { id: string; userId: string } }>(
      "/schedules/:id/workers/:userId/assign",
      { schema: { tags, summary: "Put a person in a position (id: the position)", params: personParams, response: commandAnswer(200) } },
      async (request, reply) => {
        const actor = scheduleManager(request);
        await assertScheduleIds(deps, actor, { people: { userId: ["person", request.params.userId] } });
        const result = await runPositions(deps, request, actor, { type: "AssignScheduleWorker", data: { positionId: request.params.id, personId: request.params.userId } });
        return replySchedule(reply, result.position, "Worker successfully assigned", { position_id: request.params.id, user_id: request.params.userId });
      },
    );

    app.post<{ Params: { id: string }; Body: { user_ids: string[] } }>(
      "/schedules/:id/workers/reorder",
      { schema: { tags, summary: "Reorder a position's people (id: the position; every one of them, in order)", params: idParams, body: obj({ user_ids: { type: "array", maxItems: 1000, items: id } }, ["user_ids"]), response: commandAnswer(200) } },
      async (request, reply) => {
        const actor = scheduleManager(request);
        await assertScheduleIds(deps, actor, { people: { user_ids: ["person", request.body.user_ids] } });
        const result = await runPositions(deps, request, actor, { type: "ReorderScheduleWorkers", data: { positionId: request.params.id, personIds: request.body.user_ids } });
        return replySchedule(reply, result.position, "Workers successfully reordered", { position_id: request.params.id, user_ids: request.body.user_ids });
      },
    );

    app.post<{ Params: { id: string; userId: string } }>(
      "/schedules/:id/workers/:userId/remove",
      { schema: { tags, summary: "Take a person out of a position (id: the position) and detach: that position's unconfirmed events of theirs from today on are removed", params: personParams, response: commandAnswer(200) } },
      async (request, reply) => {
        const actor = scheduleManager(request);
        await assertScheduleIds(deps, actor, { people: { userId: ["person", request.params.userId] } });
        const positionId = request.params.id;
        const personId = request.params.userId;
        const removed = await runPositions(deps, request, actor, { type: "RemoveScheduleWorker", data: { positionId, personId } });
        const zone = zoneOf(actor);
        const today = workDateOf(deps.clock().toISOString(), zone);
        const from = localDateTimeToInstant(today, "00:00", zone);
        const streams = await deps.db
          .selectFrom("schedule_event_streams")
          .select("period")
          .distinct()
          .where("company_id", "=", actor.companyId)
          .where("person_id", "=", personId)
          .where("period", ">=", today.slice(0, 7))
          .execute();
        const commands: StreamCommand[] = streams.map((s) => ({ type: "DetachSchedulePosition", data: { personId, period: s.period, positionId, from } }));
        const detached = await runScheduleCommands(deps, request, actor, commands);
        const position = detached.events > 0 ? detached.position : removed.position;
        return replySchedule(reply, position, "Worker successfully removed", { position_id: positionId, user_id: personId, removed_events: detached.events });
      },
    );
  };
