import { NotFoundError, paidAbsenceTypeCatalogueDecider } from "@workledger/domain";
import { PaidAbsenceTypeDetails, paidAbsenceTypeCatalogueStreamName } from "@workledger/event-schemas";
import { listPaidAbsenceTypes } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { bodySchemaOf, decodeBody } from "./api-fields.ts";
import { partialStruct, withRequired } from "./catalogue-bodies.ts";
import { actorIn, companyParams, entityParams, loadState, newEntityId, okAnswers, queryString, replyCommand, runOrganisationCommand, waitForHeaderSchema } from "./organisation-http.ts";
import type { OrganisationDeps } from "./organisation-deps.ts";
import { paidAbsenceTypeShape } from "./organisation-shapes.ts";

const CreateBody = withRequired(PaidAbsenceTypeDetails.fields, ["name"]);
const UpdateBody = partialStruct(PaidAbsenceTypeDetails.fields);
const defaults: Omit<PaidAbsenceTypeDetails, "name"> = { timeUnit: "Day", length: 1, doNotCountAsWorkday: false };

type Params = { Params: { id: string; typeId: string } };
const typeParams = entityParams("typeId");

/** Paid absence types (leave types): name, time unit, length, do not count as workday. Managers with manager rights edit them. */
export const paidAbsenceTypesSlice =
  (deps: OrganisationDeps): RouteSlice =>
  async (app) => {
    const stream = paidAbsenceTypeCatalogueStreamName;

    app.get<{ Params: { id: string }; Querystring: { all?: string; waitFor?: string } }>(
      "/companies/:id/work-leaves/types",
      {
        schema: { tags: ["organisation"], summary: "Active paid absence types (all=true adds inactive ones)", params: companyParams, querystring: queryString({ all: { type: "string", maxLength: 5 } }), headers: waitForHeaderSchema, response: okAnswers },
        preHandler: waitForReadModels(deps.readModels, ["organisation"], deps.readYourWritesTimeoutMs),
      },
      async (request) => {
        const all = request.query.all === "true" || request.query.all === "1";
        const actor = actorIn(request, all ? "manager.rights" : "company.view", request.params.id);
        return { data: (await listPaidAbsenceTypes(deps.db, actor.companyId, { onlyActive: !all })).map(paidAbsenceTypeShape) };
      },
    );

    app.post<{ Params: { id: string }; Body: unknown }>(
      "/companies/:id/work-leaves/types",
      { schema: { tags: ["organisation"], summary: "Create a paid absence type", params: companyParams, body: bodySchemaOf(CreateBody), response: okAnswers }, attachValidation: true },
      async (request, reply) => {
        const actor = actorIn(request, "manager.rights", request.params.id);
        const body = decodeBody(CreateBody, "paid absence type", request.body);
        const absenceTypeId = newEntityId(deps);
        const result = await runOrganisationCommand(deps, request, actor, stream(actor.companyId), paidAbsenceTypeCatalogueDecider, {
          type: "CreatePaidAbsenceType",
          data: { absenceTypeId, details: { ...defaults, ...body } },
        });
        return replyCommand(reply, result, "Paid absence type successfully created", { id: absenceTypeId }, 201);
      },
    );

    app.put<Params & { Body: unknown }>(
      "/companies/:id/work-leaves/types/:typeId",
      { schema: { tags: ["organisation"], summary: "Edit a paid absence type; fields left out keep their value", params: typeParams, body: bodySchemaOf(UpdateBody), response: okAnswers }, attachValidation: true },
      async (request, reply) => {
        const actor = actorIn(request, "manager.rights", request.params.id);
        const body = decodeBody(UpdateBody, "paid absence type", request.body);
        const current = (await loadState(deps, stream(actor.companyId), paidAbsenceTypeCatalogueDecider)).types.get(request.params.typeId);
        if (current === undefined) throw new NotFoundError("Paid absence type not found", "paid_absence_type_not_found");
        const result = await runOrganisationCommand(deps, request, actor, stream(actor.companyId), paidAbsenceTypeCatalogueDecider, {
          type: "UpdatePaidAbsenceType",
          data: { absenceTypeId: current.absenceTypeId, details: { ...current.details, ...body } },
        });
        return replyCommand(reply, result, "Paid absence type successfully updated", { id: current.absenceTypeId });
      },
    );

    app.delete<Params>(
      "/companies/:id/work-leaves/types/:typeId",
      { schema: { tags: ["organisation"], summary: "Deactivate a paid absence type", params: typeParams, response: okAnswers } },
      async (request, reply) => {
        const actor = actorIn(request, "manager.rights", request.params.id);
        const absenceTypeId = request.params.typeId;
        const result = await runOrganisationCommand(deps, request, actor, stream(actor.companyId), paidAbsenceTypeCatalogueDecider, { type: "DeactivatePaidAbsenceType", data: { absenceTypeId } });
        return replyCommand(reply, result, "Paid absence type successfully deleted", { id: absenceTypeId });
      },
    );
  };
