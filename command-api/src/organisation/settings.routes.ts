import { companySettingsDecider, effectivePreferences, preferencesDecider } from "@workledger/domain";
import {
  ChangePreferences,
  CompanySettingsInput,
  companySettingsStreamName,
  defaultCompanySettings,
  preferencesStreamName,
  type PreferenceChanges,
  type PreferencesScope,
} from "@workledger/event-schemas";
import { chosenCompanySettings, chosenPreferences } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { requireSession } from "../identity/session-actor.ts";
import { waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { bodySchemaOf, decodeBody, toSnake } from "./api-fields.ts";
import { actorIn, companyParams, okAnswers, queryString, replyCommand, runOrganisationCommand, waitForHeaderSchema } from "./organisation-http.ts";
import type { OrganisationDeps } from "./organisation-deps.ts";

const PreferencesBody = ChangePreferences.data.fields.changes;

/**
 * Company settings (auto_end_workday, show_time_decimal, apply_all_workspace, auto_add_pause_time;
 * the string 'true' reads as true) and preferences: the company's defaults and each person's own.
 */
export const settingsSlice =
  (deps: OrganisationDeps): RouteSlice =>
  async (app) => {
    const readModels = waitForReadModels(deps.readModels, ["organisation"], deps.readYourWritesTimeoutMs);
    type CompanyRoute = { Params: { id: string }; Querystring: { waitFor?: string } };
    const getSchema = (summary: string) => ({ tags: ["organisation"], summary, params: companyParams, querystring: queryString(), headers: waitForHeaderSchema, response: okAnswers });

    app.get<CompanyRoute>("/companies/:id/settings", { schema: getSchema("Company settings as booleans"), preHandler: readModels }, async (request) => {
      const actor = actorIn(request, "company.view", request.params.id);
      return { data: { ...defaultCompanySettings, ...(await chosenCompanySettings(deps.db, actor.companyId)) } };
    });

    const changeSettings = async (request: Parameters<typeof actorIn>[0] & { params: { id: string }; body: unknown }, reply: Parameters<typeof replyCommand>[0]) => {
      const actor = actorIn(request, "company.preferences.edit", request.params.id);
      const settings = decodeBody(CompanySettingsInput, "settings", request.body, "snake");
      const result = await runOrganisationCommand(deps, request, actor, companySettingsStreamName(actor.companyId), companySettingsDecider, { type: "ChangeCompanySettings", data: { settings } });
      return replyCommand(reply, result, "Settings updated successfully");
    };
    const settingsBody = { schema: { tags: ["organisation"], summary: "Change company settings (booleans; 'true' and 1 read as true)", params: companyParams, body: bodySchemaOf(CompanySettingsInput), response: okAnswers }, attachValidation: true };
    app.post<{ Params: { id: string }; Body: unknown }>("/companies/:id/settings", settingsBody, changeSettings);
    app.put<{ Params: { id: string }; Body: unknown }>("/companies/:id/settings", settingsBody, changeSettings);

    app.get<CompanyRoute>("/companies/:id/preferences", { schema: getSchema("The company's preferences (defaults for everyone) and what was chosen"), preHandler: readModels }, async (request) => {
      const actor = actorIn(request, "company.view", request.params.id);
      const chosen = (await chosenPreferences(deps.db, actor.companyId, null)) as PreferenceChanges;
      return { data: toSnake(effectivePreferences(chosen)), chosen: toSnake(chosen) };
    });

    app.get<CompanyRoute>("/companies/:id/preferences/me", { schema: getSchema("The preferences that apply to the signed-in person (defaults < company < own)"), preHandler: readModels }, async (request) => {
      const actor = actorIn(request, "company.view", request.params.id);
      const company = (await chosenPreferences(deps.db, actor.companyId, null)) as PreferenceChanges;
      const own = (await chosenPreferences(deps.db, actor.companyId, actor.id)) as PreferenceChanges;
      return { data: toSnake(effectivePreferences(company, own)), chosen: toSnake(own) };
    });

    const change = (path: string, summary: string, scopeOf: (request: Parameters<typeof actorIn>[0] & { params: { id: string } }) => { scope: PreferencesScope; actor: ReturnType<typeof actorIn> }) =>
      app.put<{ Params: { id: string }; Body: unknown }>(
        path,
        { schema: { tags: ["organisation"], summary, params: companyParams, body: bodySchemaOf(PreferencesBody), response: okAnswers }, attachValidation: true },
        async (request, reply) => {
          const { scope, actor } = scopeOf(request);
          const changes = decodeBody(PreferencesBody, "preferences", request.body);
          const result = await runOrganisationCommand(deps, request, actor, preferencesStreamName(actor.companyId, scope), preferencesDecider, { type: "ChangePreferences", data: { scope, changes } });
          return replyCommand(reply, result, "Settings updated successfully");
        },
      );
    change("/companies/:id/preferences", "Change the company's preferences (can_edit_preferences)", (request) => ({
      scope: { kind: "company" },
      actor: actorIn(request, "company.preferences.edit", request.params.id),
    }));
    change("/companies/:id/preferences/me", "Change one's own preferences", (request) => {
      const session = requireSession(request);
      const actor = actorIn(request, "self.preferences.edit", request.params.id);
      return { scope: { kind: "person", personId: session.id }, actor };
    });
  };
