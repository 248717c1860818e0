import { NotFoundError, workTypeCatalogueDecider } from "@workledger/domain";
import { WorkTypeDetails, workTypeCatalogueStreamName } from "@workledger/event-schemas";
import { listWorkTypes } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { bodySchemaOf, decodeBody } from "./api-fields.ts";
import { partialStruct, withRequired } from "./catalogue-bodies.ts";
import { actorIn, companyParams, entityParams, loadState, newEntityId, okAnswers, queryString, replyCommand, runOrganisationCommand, waitForHeaderSchema } from "./organisation-http.ts";
import type { OrganisationDeps } from "./organisation-deps.ts";
import { workTypeShape } from "./organisation-shapes.ts";

const CreateBody = withRequired(WorkTypeDetails.fields, ["name"]);
const UpdateBody = partialStruct(WorkTypeDetails.fields);

/** What a new work type is when the form leaves a field out. */
export const workTypeDefaults: Omit<WorkTypeDetails, "name"> = {
  parentId: null,
  productNumber: null,
  vismaProductNumber: null,
  price: 0,
  unit: "Hour",
  showSeparatelyOnReport: false,
  costDescriptions: [],
  defaultPauseSeconds: 0,
  includeInOvertime: true,
  paidAbsenceExtras: false,
};

type Params = { Params: { id: string; workTypeId: string } };
const workTypeParams = entityParams("workTypeId");

/** Work types (the /worktype page): one catalogue stream per company, so duplicates answer 'Option already exist'. */
export const workTypesSlice =
  (deps: OrganisationDeps): RouteSlice =>
  async (app) => {
    const readModels = waitForReadModels(deps.readModels, ["organisation"], deps.readYourWritesTimeoutMs);

    app.get<{ Params: { id: string }; Querystring: { all?: string; waitFor?: string } }>(
      "/companies/:id/work-types",
      {
        schema: {
          tags: ["organisation"],
          summary: "Work types with active = 1 (all=true adds the inactive ones for managers of work types)",
          params: companyParams,
          querystring: queryString({ all: { type: "string", maxLength: 5 } }),
          headers: waitForHeaderSchema,
          response: okAnswers,
        },
        preHandler: readModels,
      },
      async (request) => {
        const all = request.query.all === "true" || request.query.all === "1";
        const actor = actorIn(request, all ? "work-types.manage" : "company.view", request.params.id);
        return { data: (await listWorkTypes(deps.db, actor.companyId, { onlyActive: !all })).map(workTypeShape) };
      },
    );

    app.post<{ Params: { id: string }; Body: unknown }>(
      "/companies/:id/work-types",
      { schema: { tags: ["organisation"], summary: "Create a work type (or a sub-type with parent_id)", params: companyParams, body: bodySchemaOf(CreateBody), response: okAnswers }, attachValidation: true },
      async (request, reply) => {
        const actor = actorIn(request, "work-types.manage", request.params.id);
        const body = decodeBody(CreateBody, "work type", request.body);
        const workTypeId = newEntityId(deps);
        const result = await runOrganisationCommand(deps, request, actor, workTypeCatalogueStreamName(actor.companyId), workTypeCatalogueDecider, {
          type: "CreateWorkType",
          data: { workTypeId, details: { ...workTypeDefaults, ...body } },
        });
        return replyCommand(reply, result, "Work type successfully created", { id: workTypeId }, 201);
      },
    );

    app.put<Params & { Body: unknown }>(
      "/companies/:id/work-types/:workTypeId",
      { schema: { tags: ["organisation"], summary: "Edit a work type; fields left out keep their value", params: workTypeParams, body: bodySchemaOf(UpdateBody), response: okAnswers }, attachValidation: true },
      async (request, reply) => {
        const actor = actorIn(request, "work-types.manage", request.params.id);
        const body = decodeBody(UpdateBody, "work type", request.body);
        const stream = workTypeCatalogueStreamName(actor.companyId);
        const current = (await loadState(deps, stream, workTypeCatalogueDecider)).workTypes.get(request.params.workTypeId);
        if (current === undefined) throw new NotFoundError("Work type not found", "work_type_not_found");
        const result = await runOrganisationCommand(deps, request, actor, stream, workTypeCatalogueDecider, {
          type: "UpdateWorkType",
          data: { workTypeId: current.workTypeId, details: { ...current.details, ...body } },
        });
        return replyCommand(reply, result, "Work type successfully updated", { id: current.workTypeId });
      },
    );

    const lifecycle = (method: "DELETE" | "POST", url: string, type: "DeactivateWorkType" | "ReactivateWorkType", message: string, summary: string) =>
      app.route<Params>({
        method,
        url,
        schema: { tags: ["organisation"], summary, params: workTypeParams, response: okAnswers },
        handler: async (request, reply) => {
          const actor = actorIn(request, "work-types.manage", request.params.id);
          const workTypeId = request.params.workTypeId;
          const result = await runOrganisationCommand(deps, request, actor, workTypeCatalogueStreamName(actor.companyId), workTypeCatalogueDecider, { type, data: { workTypeId } });
          return replyCommand(reply, result, message, { id: workTypeId });
        },
      });
    lifecycle("DELETE", "/companies/:id/work-types/:workTypeId", "DeactivateWorkType", "Work type successfully deleted", "Deactivate a work type and its sub-types (active becomes 0)");
    lifecycle("POST", "/companies/:id/work-types/:workTypeId/activate", "ReactivateWorkType", "Work type successfully updated", "Reactivate a work type (its parent first)");
  };
