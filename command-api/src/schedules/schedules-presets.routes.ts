import type { FastifyReply, FastifyRequest } from "fastify";
import { localTimeOf, schedulePresetsDecider, ValidationError, type PresetsCommand } from "@workledger/domain";
import { schedulePresetsStreamName, type SchedulePresetValues } from "@workledger/event-schemas";
import { listSchedulePresets } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { fieldMessages } from "../http/field-messages.ts";
import { registerStrictBodyTypes } from "../http/strict-body-types.ts";
import { answers, obj, str, text } from "../identity/route-schemas.ts";
import type { SessionActor } from "../identity/session-actor.ts";
import { actorIn, loadState, runOrganisationCommand } from "../organisation/organisation-http.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { replySchedule, scheduleManager } from "./schedules-access.ts";
import type { SchedulesDeps } from "./schedules-deps.ts";
import type { EventInput } from "./schedules-input.ts";
import { newScheduleId, zoneOf } from "./schedules-ledger.ts";
import { presetShape } from "./schedules-shape.ts";
import { commandAnswer } from "./schedules-commands.routes.ts";

const tags = ["schedules"];
const time = { type: "string", maxLength: 5, pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" } as const;
const presetBody = obj(
  {
    title: str,
    start_time: time,
    end_time: time,
    pause_length: { type: ["integer", "null"], minimum: 0, maximum: 180 },
    additional_break_time: { type: "integer", minimum: 0, maximum: 180 },
    comment: text(2000),
    customColor: { type: ["string", "null"], maxLength: 32, pattern: "^#[0-9a-fA-F]{3,8}$" },
  },
  ["title", "start_time", "end_time"],
);
interface PresetBody {
  title: string;
  start_time: string;
  end_time: string;
  pause_length?: number | null;
  additional_break_time?: number;
  comment?: string;
  customColor?: string | null;
}

const runPresets = (deps: SchedulesDeps, request: FastifyRequest, actor: SessionActor, command: PresetsCommand) =>
  runOrganisationCommand(deps, request, actor, schedulePresetsStreamName(actor.companyId), schedulePresetsDecider, command);

/** POST /schedules/shifts|tasks with is_preset: the event's times of day become a preset. */
export const savePreset = async (deps: SchedulesDeps, request: FastifyRequest, reply: FastifyReply, actor: SessionActor, kind: "shift" | "task", input: EventInput) => {
  if (input.start === undefined || input.end === undefined) throw new ValidationError({ start: [fieldMessages.required] }, fieldMessages.required, "validation_failed");
  const zone = zoneOf(actor);
  const values: SchedulePresetValues = {
    kind,
    title: input.title ?? (kind === "shift" ? "Shift" : "Task"),
    startTime: localTimeOf(input.start, zone).slice(0, 5),
    endTime: localTimeOf(input.end, zone).slice(0, 5),
    pauseLengthMinutes: input.pause_length ?? null,
    additionalBreakMinutes: input.additional_break_time ?? 0,
    comment: input.comment ?? "",
    color: input.customColor ?? null,
  };
  const presetId = newScheduleId(deps);
  const result = await runPresets(deps, request, actor, { type: "SaveSchedulePreset", data: { presetId, values } });
  return replySchedule(reply, result.position, "Preset successfully created", { id: presetId, preset: true }, [], 201);
};

export const schedulesPresetsSlice =
  (deps: SchedulesDeps): RouteSlice =>
  async (app) => {
    registerStrictBodyTypes(app);
    const wait = waitForReadModels(deps.readModels, ["schedules"], deps.readYourWritesTimeoutMs);

    app.get<{ Params: { id: string }; Querystring: { type?: "shift" | "task" } }>(
      "/schedules/:id/presets",
      {
        schema: {
          tags,
          summary: "The company's presets (saved shift and task templates)",
          params: obj({ id: { type: "string", maxLength: 64 } }, ["id"]),
          querystring: { type: "object", properties: { ...waitForQueryProperties, type: { type: "string", enum: ["shift", "task"] } } },
          headers: waitForHeaderSchema,
          response: answers({ 200: { type: "object", properties: { data: { type: "array", items: { type: "object", additionalProperties: true } } } } }),
        },
        preHandler: wait,
      },
      async (request) => {
        const actor = actorIn(request, "schedules.manage", request.params.id);
        return { data: (await listSchedulePresets(deps.db, actor.companyId, request.query.type)).map(presetShape) };
      },
    );

    app.post<{ Params: { id: string }; Body: PresetBody & { type?: "shift" | "task" } }>(
      "/schedules/presets/:id/update",
      {
        schema: { tags, summary: "Update a preset", params: obj({ id: { type: "string", minLength: 1, maxLength: 64 } }, ["id"]), body: { ...presetBody, properties: { ...presetBody.properties, type: { type: "string", enum: ["shift", "task"] } } }, response: commandAnswer(200) },
      },
      async (request, reply) => {
        const actor = scheduleManager(request);
        const b = request.body;
        const current = (await loadState(deps, schedulePresetsStreamName(actor.companyId), schedulePresetsDecider)).presets.get(request.params.id);
        const values: SchedulePresetValues = {
          kind: b.type ?? current?.kind ?? "shift",
          title: b.title,
          startTime: b.start_time,
          endTime: b.end_time,
          pauseLengthMinutes: b.pause_length ?? null,
          additionalBreakMinutes: b.additional_break_time ?? 0,
          comment: b.comment ?? "",
          color: b.customColor ?? null,
        };
        const result = await runPresets(deps, request, actor, { type: "UpdateSchedulePreset", data: { presetId: request.params.id, values } });
        return replySchedule(reply, result.position, "Preset successfully updated", { id: request.params.id });
      },
    );

    app.post<{ Params: { id: string } }>(
      "/schedules/presets/:id/destroy",
      { schema: { tags, summary: "Delete a preset", params: obj({ id: { type: "string", minLength: 1, maxLength: 64 } }, ["id"]), response: commandAnswer(200) } },
      async (request, reply) => {
        const actor = scheduleManager(request);
        const result = await runPresets(deps, request, actor, { type: "DestroySchedulePreset", data: { presetId: request.params.id } });
        return replySchedule(reply, result.position, "Preset successfully deleted", { id: request.params.id });
      },
    );
  };
