import { Schema } from "effect";
import { NotFoundError, ValidationError, canReachWorkspace, workTypeCatalogueDecider, workspaceDecider } from "@workledger/domain";
import { EntityId, GeoLocation, RadiusMeters, RequiredText, workTypeCatalogueStreamName, workspaceStreamName } from "@workledger/event-schemas";
import { findWorkspace, listAuditEvents, listWorkspaces } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { bodySchemaOf, decodeBody } from "./api-fields.ts";
import {
  actorIn,
  checkPeople,
  companyParams,
  entityParams,
  loadState,
  newEntityId,
  okAnswers,
  queryString,
  replyCommand,
  runOrganisationCommand,
  waitForHeaderSchema,
} from "./organisation-http.ts";
import type { OrganisationDeps } from "./organisation-deps.ts";
import { divisionShape, historyShape } from "./organisation-shapes.ts";

const workspaceFields = {
  name: RequiredText,
  location: GeoLocation,
  radiusMeters: RadiusMeters,
  defaultWorkTypeId: Schema.optionalKey(Schema.NullOr(EntityId)),
};
const WorkspaceBody = Schema.Struct({ ...workspaceFields, personIds: Schema.optionalKey(Schema.Array(EntityId)) });
/** People are changed by their own routes, so an edit never drops someone by accident. */
const WorkspaceUpdateBody = Schema.Struct(workspaceFields);
const PeopleBody = Schema.Struct({ personIds: Schema.Array(EntityId) });

type Params = { Params: { id: string; divisionId: string } };
const divisionParams = entityParams("divisionId");
const truthy = (value: unknown): boolean => value === true || value === "true" || value === "1" || value === 1;

/** Workspaces (divisions): the /workspace page's list, overview, history, and its commands. */
export const workspacesSlice =
  (deps: OrganisationDeps): RouteSlice =>
  async (app) => {
    const readModels = waitForReadModels(deps.readModels, ["organisation"], deps.readYourWritesTimeoutMs);
    const stream = (companyId: string, id: string) => workspaceStreamName(companyId, id);

    /** A workspace's default work type must exist in the company and be active (another stream than the workspace's). */
    const checkDefaultWorkType = async (companyId: string, workTypeId: string | null | undefined): Promise<void> => {
      if (workTypeId === null || workTypeId === undefined) return;
      const catalogue = await loadState(deps, workTypeCatalogueStreamName(companyId), workTypeCatalogueDecider);
      const type = catalogue.workTypes.get(workTypeId);
      if (type === undefined) throw ValidationError.of("default_work_type_id", "Work type not found", "work_type_not_found");
      if (!type.active) throw ValidationError.of("default_work_type_id", "The work type is inactive", "work_type_inactive");
    };

    app.get<{ Params: { id: string }; Querystring: { is_notDeleted?: string; waitFor?: string } }>(
      "/companies/:id/divisions",
      {
        schema: {
          tags: ["organisation"],
          summary: "Divisions (workspaces) in the actor's reach; is_notDeleted=true keeps only active (non-zero) ones",
          params: companyParams,
          querystring: queryString({ is_notDeleted: { type: "string", maxLength: 5 } }),
          headers: waitForHeaderSchema,
          response: okAnswers,
        },
        preHandler: readModels,
      },
      async (request) => {
        const actor = actorIn(request, "company.view", request.params.id);
        const rows = await listWorkspaces(deps.db, actor.companyId, { onlyActive: truthy(request.query.is_notDeleted) });
        return { data: rows.filter((w) => canReachWorkspace(actor.principal, w.id)).map(divisionShape) };
      },
    );

    app.get<Params & { Querystring: { waitFor?: string } }>(
      "/companies/:id/divisions/:divisionId",
      { schema: { tags: ["organisation"], summary: "One workspace (overview)", params: divisionParams, querystring: queryString(), headers: waitForHeaderSchema, response: okAnswers }, preHandler: readModels },
      async (request) => {
        const actor = actorIn(request, "company.view", request.params.id, request.params.divisionId);
        const row = await findWorkspace(deps.db, actor.companyId, request.params.divisionId);
        if (row === undefined) throw new NotFoundError("Workspace not found", "workspace_not_found");
        return { data: divisionShape(row) };
      },
    );

    app.get<Params & { Querystring: { waitFor?: string; limit?: number } }>(
      "/companies/:id/divisions/:divisionId/history",
      {
        schema: {
          tags: ["organisation"],
          summary: "A workspace's history: its own events, newest first",
          params: divisionParams,
          querystring: queryString({ limit: { type: "integer", minimum: 1, maximum: 500 } }),
          headers: waitForHeaderSchema,
          response: okAnswers,
        },
        preHandler: waitForReadModels(deps.readModels, ["audit"], deps.readYourWritesTimeoutMs),
      },
      async (request) => {
        const actor = actorIn(request, "workspaces.manage", request.params.id, request.params.divisionId);
        const events = await listAuditEvents(deps.db, { companyId: actor.companyId, streamName: stream(actor.companyId, request.params.divisionId), limit: request.query.limit ?? 200 });
        if (events.length === 0) throw new NotFoundError("Workspace not found", "workspace_not_found");
        return { data: events.map(historyShape) };
      },
    );

    app.post<{ Params: { id: string }; Body: unknown }>(
      "/companies/:id/divisions",
      { schema: { tags: ["organisation"], summary: "Create a workspace (radius at least 100 m)", params: companyParams, body: bodySchemaOf(WorkspaceBody), response: okAnswers }, attachValidation: true },
      async (request, reply) => {
        const actor = actorIn(request, "workspaces.manage", request.params.id);
        const body = decodeBody(WorkspaceBody, "workspace", request.body);
        await checkDefaultWorkType(actor.companyId, body.defaultWorkTypeId);
        await checkPeople(deps, actor, body.personIds ?? []);
        const workspaceId = newEntityId(deps);
        const result = await runOrganisationCommand(deps, request, actor, stream(actor.companyId, workspaceId), workspaceDecider, {
          type: "CreateWorkspace",
          data: { workspaceId, name: body.name, location: body.location, radiusMeters: body.radiusMeters, defaultWorkTypeId: body.defaultWorkTypeId ?? null, personIds: body.personIds ?? [] },
        });
        return replyCommand(reply, result, "Division successfully created", { id: workspaceId }, 201);
      },
    );

    app.put<Params & { Body: unknown }>(
      "/companies/:id/divisions/:divisionId",
      { schema: { tags: ["organisation"], summary: "Edit a workspace's name, location, radius and default work type", params: divisionParams, body: bodySchemaOf(WorkspaceUpdateBody), response: okAnswers }, attachValidation: true },
      async (request, reply) => {
        const actor = actorIn(request, "workspaces.manage", request.params.id, request.params.divisionId);
        const body = decodeBody(WorkspaceUpdateBody, "workspace", request.body);
        const workspaceId = request.params.divisionId;
        const current = await loadState(deps, stream(actor.companyId, workspaceId), workspaceDecider);
        if (current.status === "none") throw new NotFoundError("Workspace not found", "workspace_not_found");
        const defaultWorkTypeId = body.defaultWorkTypeId === undefined ? current.workspace.defaultWorkTypeId : body.defaultWorkTypeId;
        if (defaultWorkTypeId !== current.workspace.defaultWorkTypeId) await checkDefaultWorkType(actor.companyId, defaultWorkTypeId);
        const result = await runOrganisationCommand(deps, request, actor, stream(actor.companyId, workspaceId), workspaceDecider, {
          type: "UpdateWorkspace",
          data: { workspaceId, name: body.name, location: body.location, radiusMeters: body.radiusMeters, defaultWorkTypeId },
        });
        return replyCommand(reply, result, "Division successfully updated", { id: workspaceId });
      },
    );

    const lifecycle = (path: string, type: "DeactivateWorkspace" | "ReactivateWorkspace", method: "DELETE" | "POST", message: string, summary: string) =>
      app.route<Params>({
        method,
        url: path,
        schema: { tags: ["organisation"], summary, params: divisionParams, response: okAnswers },
        handler: async (request, reply) => {
          const actor = actorIn(request, "workspaces.manage", request.params.id, request.params.divisionId);
          const workspaceId = request.params.divisionId;
          const result = await runOrganisationCommand(deps, request, actor, stream(actor.companyId, workspaceId), workspaceDecider, { type, data: { workspaceId } });
          return replyCommand(reply, result, message, { id: workspaceId });
        },
      });
    lifecycle("/companies/:id/divisions/:divisionId", "DeactivateWorkspace", "DELETE", "Division successfully deleted", "Deactivate a workspace (active becomes 0; its history stays)");
    lifecycle("/companies/:id/divisions/:divisionId/activate", "ReactivateWorkspace", "POST", "Division successfully updated", "Reactivate a workspace");

    const people = (path: string, type: "AssignPeopleToWorkspace" | "UnassignPeopleFromWorkspace", summary: string) =>
      app.post<Params & { Body: unknown }>(
        path,
        { schema: { tags: ["organisation"], summary, params: divisionParams, body: bodySchemaOf(PeopleBody), response: okAnswers }, attachValidation: true },
        async (request, reply) => {
          const actor = actorIn(request, "workspaces.manage", request.params.id, request.params.divisionId);
          const { personIds } = decodeBody(PeopleBody, "people", request.body);
          await checkPeople(deps, actor, personIds);
          const workspaceId = request.params.divisionId;
          const result = await runOrganisationCommand(deps, request, actor, stream(actor.companyId, workspaceId), workspaceDecider, { type, data: { workspaceId, personIds } });
          return replyCommand(reply, result, "Division successfully updated", { id: workspaceId });
        },
      );
    people("/companies/:id/divisions/:divisionId/people", "AssignPeopleToWorkspace", "Assign people to a workspace");
    people("/companies/:id/divisions/:divisionId/people/remove", "UnassignPeopleFromWorkspace", "Take people off a workspace");
  };
