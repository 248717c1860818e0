import { Schema } from "effect";
import { NotFoundError, ValidationError, deviceCatalogueDecider, workTypeCatalogueDecider } from "@workledger/domain";
import {
  DoorDetails,
  EntityId,
  GeofenceGatewayDetails,
  LoginBoxDetails,
  deviceStreamName,
  workTypeCatalogueStreamName,
  type CompanyFlags,
  type DeviceKind,
} from "@workledger/event-schemas";
import { listDevices } from "@workledger/projections";
import type { FastifyRequest } from "fastify";
import type { Action } from "@workledger/domain";
import type { RouteSlice } from "../build-app.ts";
import { waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { bodySchemaOf, decodeBody } from "./api-fields.ts";
import { partialStruct, withRequired } from "./catalogue-bodies.ts";
import { assertBodyIds } from "../http/body-ids.ts";
import type { SessionActor } from "../identity/session-actor.ts";
import { actorIn, loadState, newEntityId, okAnswers, queryString, replyCommand, requireFeature, runOrganisationCommand, waitForHeaderSchema } from "./organisation-http.ts";
import type { OrganisationDeps } from "./organisation-deps.ts";
import { deviceShape } from "./organisation-shapes.ts";

interface DeviceRoutes {
  readonly kind: DeviceKind;
  readonly noun: string;
  readonly action: Action;
  readonly flag: keyof CompanyFlags;
  readonly fields: Schema.Struct.Fields;
  readonly required: readonly string[];
  readonly defaults: Record<string, unknown>;
  readonly commands: { readonly add: string; readonly update: string; readonly remove: string };
  /** Where the company comes from: the path (/inner-range/companies/{id}/doors) or company_id (/box?company_id=). */
  readonly collection: string;
  readonly item: string;
  readonly companyOf: (request: FastifyRequest) => string | undefined;
}

const fromPath = (request: FastifyRequest) => (request.params as { id?: string }).id;
const fromQueryOrBody = (request: FastifyRequest) => {
  const q = (request.query as { company_id?: unknown } | undefined)?.company_id;
  const b = (request.body as { company_id?: unknown } | undefined)?.company_id;
  const value = q ?? b;
  return value === undefined || value === null ? undefined : String(value);
};

const routes: readonly DeviceRoutes[] = [
  {
    kind: "loginBox",
    noun: "Box",
    action: "boxes.manage",
    flag: "boxes_active",
    fields: LoginBoxDetails.fields,
    required: ["name"],
    defaults: { mainScreen: "WithWorkerList", message: null, visibleWorkspaceIds: [] },
    commands: { add: "RegisterLoginBox", update: "UpdateLoginBox", remove: "RemoveLoginBox" },
    collection: "/box",
    item: "/box/:deviceId",
    companyOf: fromQueryOrBody,
  },
  {
    kind: "door",
    noun: "Door",
    action: "manager.rights",
    flag: "inner_range_active",
    fields: DoorDetails.fields,
    required: ["doorId", "name"],
    defaults: { workspaceId: null, mainDoor: false, frontDoor: false, changeWorkTypeOnEntry: null, resumeWorkOnEntry: false },
    commands: { add: "ConfigureDoor", update: "UpdateDoor", remove: "RemoveDoor" },
    collection: "/inner-range/companies/:id/doors",
    item: "/inner-range/companies/:id/doors/:deviceId",
    companyOf: fromPath,
  },
  {
    kind: "geofenceGateway",
    noun: "Gateway",
    action: "manager.rights",
    flag: "geofence_active",
    fields: GeofenceGatewayDetails.fields,
    required: ["name", "location", "radiusMeters"],
    defaults: { workspaceId: null },
    commands: { add: "AddGeofenceGateway", update: "UpdateGeofenceGateway", remove: "RemoveGeofenceGateway" },
    collection: "/geofence-api/companies/:id/gateways",
    item: "/geofence-api/companies/:id/gateways/:deviceId",
    companyOf: fromPath,
  },
];

const CompanyIdField = { companyId: Schema.optionalKey(Schema.Union([EntityId, Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2_147_483_647 }))])) };

/**
 * Login boxes, doors (Inner Range) and geofence gateways as configuration. Changing them needs the
 * permission of the route table and the company's feature flag (clarification 3); the API checks
 * what lives in other streams: the workspaces they point at (the shared body-id check: the actor's
 * company and workspace scope) and a door's work type. A company_id in the body or query must be
 * the company the request acts in: one naming another company is refused, not ignored.
 */
export const devicesSlice =
  (deps: OrganisationDeps): RouteSlice =>
  async (app) => {
    const checkReferences = async (actor: SessionActor, details: Record<string, unknown>): Promise<void> => {
      await assertBodyIds(deps, actor, {
        workspace_id: ["workspace", details.workspaceId],
        visible_workspace_ids: ["workspace", details.visibleWorkspaceIds],
      });
      const workTypeId = details.changeWorkTypeOnEntry;
      if (typeof workTypeId === "string") {
        const type = (await loadState(deps, workTypeCatalogueStreamName(actor.companyId), workTypeCatalogueDecider)).workTypes.get(workTypeId);
        if (type === undefined || !type.active) throw ValidationError.of("change_work_type_on_entry", "Work type not found", "work_type_not_found");
      }
    };
    const assertSameCompany = (request: FastifyRequest, actor: SessionActor): void => {
      const named = fromQueryOrBody(request);
      if (named !== undefined && named !== actor.companyId) throw ValidationError.of("company_id", "Company not found", "company_not_found");
    };

    for (const r of routes) {
      const CreateBody = Schema.Struct({ ...withRequired(r.fields, r.required as never).fields, ...CompanyIdField });
      const UpdateBody = Schema.Struct({ ...partialStruct(r.fields).fields, ...CompanyIdField });
      const actorFor = (request: FastifyRequest, write: boolean) => {
        const session = actorIn(request, r.action, r.companyOf(request) ?? requireCompany(request));
        if (write) requireFeature(session, r.flag);
        assertSameCompany(request, session);
        return session;
      };
      const requireCompany = (request: FastifyRequest): string => {
        const actor = (request as { actor: { companyId: string } | null }).actor;
        return actor?.companyId ?? "";
      };
      const stream = (companyId: string) => deviceStreamName(companyId);
      const run = (request: FastifyRequest, actor: ReturnType<typeof actorIn>, type: string, data: Record<string, unknown>) =>
        runOrganisationCommand(deps, request, actor, stream(actor.companyId), deviceCatalogueDecider, { type, data } as never);
      const params = r.collection.includes(":id") ? { type: "object", properties: { id: { type: "string" } }, required: ["id"] } : undefined;
      const itemParams = { type: "object", properties: { ...(params === undefined ? {} : { id: { type: "string" } }), deviceId: { type: "string" } }, required: [...(params === undefined ? [] : ["id"]), "deviceId"] };
      const tags = ["organisation"];

      app.get(
        r.collection,
        {
          schema: { tags, summary: `${r.noun} list`, ...(params === undefined ? {} : { params }), querystring: queryString({ company_id: { type: "string", maxLength: 128 }, timestamp: { type: "string", maxLength: 40 } }), headers: waitForHeaderSchema, response: okAnswers },
          preHandler: waitForReadModels(deps.readModels, ["organisation"], deps.readYourWritesTimeoutMs),
        },
        async (request) => {
          const actor = actorFor(request, false);
          return { data: (await listDevices(deps.db, actor.companyId, r.kind)).map(deviceShape) };
        },
      );

      app.post(r.collection, { schema: { tags, summary: `Add a ${r.noun.toLowerCase()}`, ...(params === undefined ? {} : { params }), body: bodySchemaOf(CreateBody), response: okAnswers }, attachValidation: true }, async (request, reply) => {
        const actor = actorFor(request, true);
        const { companyId: _company, ...body } = decodeBody(CreateBody, r.noun, request.body) as Record<string, unknown>;
        const details = { ...r.defaults, ...body };
        await checkReferences(actor, details);
        const deviceId = newEntityId(deps);
        const result = await run(request, actor, r.commands.add, { deviceId, details });
        return replyCommand(reply, result, `${r.noun} successfully created`, { id: deviceId }, 201);
      });

      app.put<{ Params: { deviceId: string } }>(r.item, { schema: { tags, summary: `Edit a ${r.noun.toLowerCase()}; fields left out keep their value`, params: itemParams, body: bodySchemaOf(UpdateBody), response: okAnswers }, attachValidation: true }, async (request, reply) => {
        const actor = actorFor(request, true);
        const { companyId: _company, ...body } = decodeBody(UpdateBody, r.noun, request.body) as Record<string, unknown>;
        const current = (await loadState(deps, stream(actor.companyId), deviceCatalogueDecider)).devices.get(request.params.deviceId);
        if (current === undefined || current.kind !== r.kind) throw new NotFoundError(`${r.noun} not found`, "device_not_found");
        const details = { ...current.details, ...body };
        await checkReferences(actor, details);
        const result = await run(request, actor, r.commands.update, { deviceId: current.deviceId, details });
        return replyCommand(reply, result, `${r.noun} successfully updated`, { id: current.deviceId });
      });

      app.delete<{ Params: { deviceId: string } }>(r.item, { schema: { tags, summary: `Remove a ${r.noun.toLowerCase()}`, params: itemParams, querystring: { type: "object", properties: { company_id: { type: "string", maxLength: 128 } } }, response: okAnswers } }, async (request, reply) => {
        const actor = actorFor(request, true);
        const result = await run(request, actor, r.commands.remove, { deviceId: request.params.deviceId });
        return replyCommand(reply, result, `${r.noun} successfully deleted`, { id: request.params.deviceId });
      });
    }
  };
