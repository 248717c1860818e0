import type { FastifyRequest } from "fastify";
import { authorize, payrollExportDecider, payrollSettingsDecider, ValidationError } from "@workledger/domain";
import {
  MeritPalkSettings,
  NetvisorCompanySettings,
  PayrollExportRun,
  netvisorPartnerStreamName,
  payrollExportStreamName,
  payrollSettingsMessages,
  payrollSettingsStreamName,
} from "@workledger/event-schemas";
import { findNetvisorPartnerSettings, findPayrollSettings, listPayrollExports } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { assertBodyIds } from "../http/body-ids.ts";
import { nullFirst } from "../identity/people-salary-settings.routes.ts";
import { anyObject, answers, obj, text } from "../identity/route-schemas.ts";
import { requireSession, type SessionActor } from "../identity/session-actor.ts";
import { bodySchemaOf, decodeBody, toSnake } from "../organisation/api-fields.ts";
import { actorIn, companyParams, okAnswers, queryString, replyCommand, requireFeature, runOrganisationCommand, waitForHeaderSchema, type CompanyRequest } from "../organisation/organisation-http.ts";
import type { OrganisationDeps } from "../organisation/organisation-deps.ts";
import { waitForReadModels } from "../read-your-writes/wait-for-position.ts";

export type PayrollDeps = OrganisationDeps;

const partnerBody = obj({ url: text(255), partnerID: text(100), partnerKey: text(255) }, ["url", "partnerID", "partnerKey"]);

/** The admin persona with the admin-pages permission (clarification 28: the Connection Settings drawer). */
const adminOf = (request: FastifyRequest): SessionActor => {
  const actor = requireSession(request);
  authorize(actor.principal, "admin.pages", { companyId: actor.companyId });
  return actor;
};

const salaryManagerOf = (request: CompanyRequest, flag: "visma_active" | "merit_palk_active"): SessionActor => {
  const actor = actorIn(request, "salary.manage", request.params.id);
  requireFeature(actor, flag);
  return actor;
};

/** Section 5: every field of the accounting connection settings is required (blank counts as missing). */
const requireFilled = (body: Record<string, unknown>, fields: readonly string[]): void => {
  const errors = Object.fromEntries(fields.filter((f) => typeof body[f] !== "string" || (body[f] as string).trim() === "").map((f) => [f, [payrollSettingsMessages.required]]));
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
};

/**
 * Payroll connection settings (spec section 7) and the export history: admin Netvisor partner
 * settings, a company's Netvisor customer settings and Merit Palk credentials (section 5), and the
 * export runs recorded as ledger events with their provenance.
 */
export const payrollSlice =
  (deps: PayrollDeps): RouteSlice =>
  async (app) => {
    const readModels = waitForReadModels(deps.readModels, ["payroll"], deps.readYourWritesTimeoutMs);
    const headers = waitForHeaderSchema;

    app.get("/admin/netvisor/settings", { schema: { tags: ["payroll"], summary: "Netvisor partner settings (admin)", querystring: queryString(), headers, response: okAnswers }, preHandler: readModels }, async (request) => {
      adminOf(request);
      const settings = await findNetvisorPartnerSettings(deps.db);
      return { data: { url: settings?.url ?? "", partnerID: settings?.partnerId ?? "", partnerKey: settings?.partnerKey ?? "" } };
    });

    app.post<{ Body: { url: string; partnerID: string; partnerKey: string } }>(
      "/admin/netvisor/settings",
      { schema: { tags: ["payroll"], summary: "Save the Netvisor partner settings (admin)", body: partnerBody, response: okAnswers } },
      async (request, reply) => {
        const actor = adminOf(request);
        requireFilled(request.body, ["url", "partnerID", "partnerKey"]);
        const { url, partnerID, partnerKey } = request.body;
        const result = await runOrganisationCommand(deps, request, actor, netvisorPartnerStreamName, payrollSettingsDecider, {
          type: "ChangeNetvisorPartnerSettings",
          data: { settings: { url, partnerId: partnerID, partnerKey } },
        });
        return replyCommand(reply, result, payrollSettingsMessages.settingsUpdated);
      },
    );

    app.get<{ Params: { id: string } }>(
      "/netvisor/companies/:id/settings",
      { schema: { tags: ["payroll"], summary: "The company's Netvisor settings (can_manage_salary_extensions, visma_active)", params: companyParams, querystring: queryString(), headers, response: okAnswers }, preHandler: readModels },
      async (request) => {
        const actor = salaryManagerOf(request, "visma_active");
        const settings = await findPayrollSettings(deps.db, actor.companyId, "netvisor");
        return { data: settings === null ? null : toSnake(settings) };
      },
    );

    app.post<{ Params: { id: string }; Body: unknown }>(
      "/netvisor/companies/:id/settings",
      { schema: { tags: ["payroll"], summary: "Save the company's Netvisor settings", params: companyParams, body: bodySchemaOf(NetvisorCompanySettings), response: okAnswers } },
      async (request, reply) => {
        const actor = salaryManagerOf(request, "visma_active");
        const settings = decodeBody(NetvisorCompanySettings, "Netvisor settings", request.body);
        const result = await runOrganisationCommand(deps, request, actor, payrollSettingsStreamName(actor.companyId), payrollSettingsDecider, { type: "ChangeNetvisorCompanySettings", data: { settings } });
        return replyCommand(reply, result, payrollSettingsMessages.settingsUpdated);
      },
    );

    app.get<{ Params: { id: string } }>(
      "/merit-palk/companies/:id/settings",
      { schema: { tags: ["payroll"], summary: "The company's Merit Palk settings (can_manage_salary_extensions, merit_palk_active)", params: companyParams, querystring: queryString(), headers, response: okAnswers }, preHandler: readModels },
      async (request) => {
        const actor = salaryManagerOf(request, "merit_palk_active");
        const settings = await findPayrollSettings(deps.db, actor.companyId, "merit-palk");
        return { data: settings === null ? null : toSnake(settings) };
      },
    );

    app.post<{ Params: { id: string }; Body: unknown }>(
      "/merit-palk/companies/:id/settings",
      { schema: { tags: ["payroll"], summary: "Save Merit Palk settings: company credentials, or one workspace's when apply_all_workspace is false", params: companyParams, body: nullFirst(bodySchemaOf(MeritPalkSettings)), response: okAnswers } },
      async (request, reply) => {
        const actor = salaryManagerOf(request, "merit_palk_active");
        const settings = decodeBody(MeritPalkSettings, "Merit Palk settings", request.body);
        await assertBodyIds(deps, actor, {
          workspace_ids: ["workspace", settings.workspaceIds],
          ...(settings.workspaceId === null ? {} : { workspace_id: ["workspace", settings.workspaceId] }),
          ...Object.fromEntries(settings.workspaces.map((w, i) => [`workspaces.${i}.division_id`, ["workspace", w.divisionId] as const])),
        });
        const result = await runOrganisationCommand(deps, request, actor, payrollSettingsStreamName(actor.companyId), payrollSettingsDecider, { type: "ChangeMeritPalkSettings", data: { settings } });
        return replyCommand(reply, result, payrollSettingsMessages.settingsUpdated);
      },
    );

    app.get<{ Params: { id: string }; Querystring: { target?: string } }>(
      "/payroll/companies/:id/exports",
      {
        schema: { tags: ["payroll"], summary: "Export history with provenance (position, rule versions, payload hash, source events, answers per worker)", params: companyParams, querystring: queryString({ target: { type: "string", enum: ["netvisor", "merit-palk"] } }), headers, response: answers({ 200: anyObject }) },
        preHandler: readModels,
      },
      async (request) => {
        const actor = actorIn(request, "salary.manage", request.params.id);
        const runs = await listPayrollExports(deps.db, actor.companyId, request.query.target === undefined ? {} : { target: request.query.target });
        return { data: runs.map((run) => toSnake(run)) };
      },
    );

    app.post<{ Params: { id: string }; Body: unknown }>(
      "/payroll/companies/:id/exports",
      { schema: { tags: ["payroll"], summary: "Record an export run (what the exporter read and sent, and the answers per worker)", params: companyParams, body: nullFirst(bodySchemaOf(PayrollExportRun)), response: okAnswers } },
      async (request, reply) => {
        const actor = actorIn(request, "salary.manage", request.params.id);
        const run = decodeBody(PayrollExportRun, "payroll export", request.body);
        requireFeature(actor, run.target === "netvisor" ? "visma_active" : "merit_palk_active");
        await assertBodyIds(deps, actor, { worker_ids: ["person", run.workerIds] });
        const result = await runOrganisationCommand(deps, request, actor, payrollExportStreamName(actor.companyId, run.exportId), payrollExportDecider, { type: "RecordPayrollExport", data: { run } });
        return replyCommand(reply, result, "Export recorded", { export_id: run.exportId }, 201);
      },
    );
  };

export const payrollSlices = (deps: PayrollDeps): readonly RouteSlice[] => [payrollSlice(deps)];
