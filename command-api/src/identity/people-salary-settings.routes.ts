import { ForbiddenError, salarySettingsDecider } from "@workledger/domain";
import { SalarySettings, salarySettingsStreamName } from "@workledger/event-schemas";
import { findSalarySettings } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { assertBodyIds } from "../http/body-ids.ts";
import { bodySchemaOf, decodeBody, toSnake } from "../organisation/api-fields.ts";
import { okAnswers, queryString, replyCommand, runOrganisationCommand, waitForHeaderSchema } from "../organisation/organisation-http.ts";
import { waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { actorFor, manageablePersonOf, personOf } from "./people.routes.ts";
import { obj, str } from "./route-schemas.ts";

type UserParams = { Params: { id: string; userId: string }; Querystring: { waitFor?: string } };
const userParams = obj({ id: str, userId: str }, ["id", "userId"]);

/**
 * The body schema with `null` tried first in each nullable field: the app's ajv coerces scalars,
 * and tried first a string branch would turn a null identifier into "" before it is decoded.
 */
export const nullFirst = (schema: Record<string, unknown>): Record<string, unknown> => {
  const properties = schema["properties"] as Record<string, { anyOf?: { type?: string }[] }>;
  const reordered = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, s.anyOf === undefined ? s : { ...s, anyOf: [...s.anyOf].sort((a, b) => Number(b.type === "null") - Number(a.type === "null")) }]),
  );
  return { ...schema, properties: reordered };
};

export const ownSalarySettingsMessage = "You cannot change your own salary settings";

/**
 * The person profile's Salary settings tab: payroll identifiers (Netvisor employee number, Merit
 * contract code; the ID code is the profile's own and shown here read-only) and work-type price
 * overrides. Managers who may edit users read and write them, within their workspaces and the
 * rights hierarchy; nobody writes their own.
 */
export const peopleSalarySettingsSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    const readModels = waitForReadModels(deps.readModels, ["salary-settings"], deps.readYourWritesTimeoutMs);

    app.get<UserParams>(
      "/companies/:id/users/:userId/salary-settings",
      {
        schema: { tags: ["people"], summary: "A person's salary settings (payroll identifiers and work-type prices; can_edit_users)", params: userParams, querystring: queryString(), headers: waitForHeaderSchema, response: okAnswers },
        preHandler: readModels,
      },
      async (request) => {
        const actor = actorFor(request, "people.edit");
        const user = await personOf(deps, actor, request.params.userId);
        const { changedBy, changedAt, ...settings } = await findSalarySettings(deps.db, actor.companyId, user.id);
        return { data: { user_id: user.id, ...toSnake<Record<string, unknown>>(settings), id_code: typeof user.profile["id_code"] === "string" && user.profile["id_code"] !== "" ? user.profile["id_code"] : null, changed_by: changedBy, changed_at: changedAt } };
      },
    );

    app.put<{ Params: { id: string; userId: string }; Body: unknown }>(
      "/companies/:id/users/:userId/salary-settings",
      {
        schema: { tags: ["people"], summary: "Replace a person's salary settings (can_edit_users; never one's own)", params: userParams, body: nullFirst(bodySchemaOf(SalarySettings)), response: okAnswers },
        attachValidation: true,
      },
      async (request, reply) => {
        const actor = actorFor(request, "people.edit");
        const user = await manageablePersonOf(deps, actor, request.params.userId);
        if (user.id === actor.id) throw new ForbiddenError(ownSalarySettingsMessage, "own_salary_settings");
        const settings = decodeBody(SalarySettings, "salary settings", request.body);
        await assertBodyIds(
          deps,
          actor,
          Object.fromEntries(settings.workTypePrices.map((p, index) => [`work_type_prices.${index}.work_type_id`, ["work_type", p.workTypeId] as const])),
        );
        const result = await runOrganisationCommand(deps, request, actor, salarySettingsStreamName(actor.companyId, user.id), salarySettingsDecider, {
          type: "ChangeSalarySettings",
          data: { personId: user.id, settings },
        });
        return replyCommand(reply, result, "Salary settings updated successfully");
      },
    );
  };
