import type { FastifyReply, FastifyRequest } from "fastify";
import type { Bus } from "@workledger/bus";
import { authorize, canReachPerson, NotFoundError, payrollExportJobDecider, payrollSettingsDecider, ValidationError } from "@workledger/domain";
import {
  payrollExportJobStreamName,
  payrollExportRequestedSubject,
  type PayrollExportRequestedMessage,
  MeritPalkSettingsInput,
  PayrollPayCodesInput,
  NetvisorCompanySettingsInput,
  netvisorPartnerStreamName,
  payrollSettingsMessages,
  payrollSettingsStreamName,
  PAYROLL_FILE_BLOCKED_HEADER,
  PAYROLL_FILE_MAX_DAYS,
  payrollFileFormats,
  type PayrollFileBlocked,
  type PayrollFileDisagreement,
  type PayrollFileFormat,
  type PayrollFileRefusal,
} from "@workledger/event-schemas";
import { findNetvisorPartnerSettings, findPayrollExportJob, findPayrollPayCodes, findPayrollSettings, formatReportPosition, listPaidAbsenceTypes, listPayrollExports, payrollExportWorkers, reportsPosition } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { assertBodyIds } from "../http/body-ids.ts";
import { nullFirst } from "../identity/people-salary-settings.routes.ts";
import { anyObject, answers, obj, text } from "../identity/route-schemas.ts";
import { requireSession, type SessionActor } from "../identity/session-actor.ts";
import { bodySchemaOf, decodeBody, toSnake } from "../organisation/api-fields.ts";
import { actorIn, companyParams, entityParams, newEntityId, okAnswers, queryString, replyCommand, requireFeature, runOrganisationCommand, waitForHeaderSchema, type CompanyRequest } from "../organisation/organisation-http.ts";
import type { OrganisationDeps } from "../organisation/organisation-deps.ts";
import { waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { developmentPayrollKeysSecret, payrollSecrets, type PayrollSecrets } from "./payroll-secrets.ts";

/** Netvisor's dimension list, reached through the integrations' client (given by the composition root). */
export interface NetvisorDimensionsPort {
  readonly list: (companyId: string) => Promise<readonly { readonly name: string; readonly items: readonly string[] }[]>;
  readonly add: (companyId: string, dimension: { readonly name: string; readonly item: string }) => Promise<void>;
}

/** A payroll file of a period, made by the integrations from the same pay lines and reconciliation as an export. */
export type PayrollFilesPort = (
  companyId: string,
  request: { readonly format: PayrollFileFormat; readonly from: string; readonly to: string; readonly workerIds: readonly string[]; readonly position: string; readonly now: Date },
) => Promise<
  | { readonly kind: "file"; readonly fileName: string; readonly contentType: string; readonly body: string; readonly blocked: readonly PayrollFileBlocked[] }
  | { readonly kind: "refused"; readonly message: string; readonly disagreements: readonly PayrollFileDisagreement[]; readonly blocked: readonly PayrollFileBlocked[] }
>;

export interface PayrollDeps extends OrganisationDeps {
  /** Makes PAXml and Visma CSV files; without it (a process that composes no integrations) the files route answers 503. */
  readonly payrollFiles?: PayrollFilesPort;
  /** Without it (a process that composes no connectors) the dimension routes answer 503. */
  readonly netvisorDimensions?: NetvisorDimensionsPort;
  /** Announces export jobs to the integrations worker; without it the worker's sweep still finds them. */
  readonly bus?: Pick<Bus, "publish">;
  /** Encrypts API keys before their event is appended; server.ts gives the configured one (default: the development key, for test apps). */
  readonly secrets?: PayrollSecrets;
}

/** A key as a GET answers it: never the key, only whether one is stored. */
const masked = (settings: Record<string, unknown>, keyField: string, hasField: string): Record<string, unknown> => ({
  ...settings,
  [keyField]: "",
  [hasField]: typeof settings[keyField] === "string" && settings[keyField] !== "",
});

/** The Merit Palk settings without their keys (the company's and each workspace's). */
const maskedMerit = (settings: Record<string, unknown>): Record<string, unknown> => ({
  ...masked(settings, "apiKey", "hasApiKey"),
  workspaces: ((settings["workspaces"] as Record<string, unknown>[] | undefined) ?? []).map((w) => masked(w, "apiKey", "hasApiKey")),
});

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

/**
 * Decodes a body, answering as well that a key is required when it is blank and none is stored
 * (the decider decides the same from the ledger; this only completes the field errors).
 */
const decodeWithKeys = <T>(decode: () => T, missingKeys: readonly string[]): T => {
  const keyErrors = Object.fromEntries(missingKeys.map((f) => [f, [payrollSettingsMessages.required]]));
  let decoded: T;
  try {
    decoded = decode();
  } catch (error) {
    if (error instanceof ValidationError && missingKeys.length > 0) throw new ValidationError({ ...error.errors, ...keyErrors });
    throw error;
  }
  if (missingKeys.length > 0) throw new ValidationError(keyErrors);
  return decoded;
};
const blank = (value: unknown): boolean => typeof value === "string" && value.trim() === "";

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
    const secrets = deps.secrets ?? payrollSecrets(developmentPayrollKeysSecret);
    /** An empty key keeps the stored one (the decider substitutes it); any other is encrypted before its event is appended. */
    const sealed = (key: string): string => (key.trim() === "" ? "" : secrets.seal(key.trim()));

    app.get("/admin/netvisor/settings", { schema: { tags: ["payroll"], summary: "Netvisor partner settings (admin)", querystring: queryString(), headers, response: okAnswers }, preHandler: readModels }, async (request) => {
      adminOf(request);
      const settings = await findNetvisorPartnerSettings(deps.db);
      return { data: { url: settings?.url ?? "", partnerID: settings?.partnerId ?? "", partnerKey: "", hasPartnerKey: (settings?.partnerKey ?? "") !== "" } };
    });

    app.post<{ Body: { url: string; partnerID: string; partnerKey: string } }>(
      "/admin/netvisor/settings",
      { schema: { tags: ["payroll"], summary: "Save the Netvisor partner settings (admin)", body: partnerBody, response: okAnswers } },
      async (request, reply) => {
        const actor = adminOf(request);
        // An empty partnerKey keeps the stored one (the decider answers 'required' when there is none).
        const stored = await findNetvisorPartnerSettings(deps.db);
        requireFilled(request.body, (stored?.partnerKey ?? "") === "" ? ["url", "partnerID", "partnerKey"] : ["url", "partnerID"]);
        const { url, partnerID, partnerKey } = request.body;
        const result = await runOrganisationCommand(deps, request, actor, netvisorPartnerStreamName, payrollSettingsDecider, {
          type: "ChangeNetvisorPartnerSettings",
          data: { settings: { url, partnerId: partnerID, partnerKey: sealed(partnerKey) } },
        });
        return replyCommand(reply, result, payrollSettingsMessages.settingsUpdated);
      },
    );

    app.get<{ Params: { id: string } }>(
      "/netvisor/companies/:id/settings",
      { schema: { tags: ["payroll"], summary: "The company's Netvisor settings (can_manage_salary_extensions, visma_active)", params: companyParams, querystring: queryString(), headers, response: okAnswers }, preHandler: readModels },
      async (request) => {
        // Reading is not one of the feature's actions (clarification 3): only saving needs the flag.
        const actor = actorIn(request, "salary.manage", request.params.id);
        const settings = await findPayrollSettings(deps.db, actor.companyId, "netvisor");
        return { data: settings === null ? null : toSnake(masked(settings, "customerKey", "hasCustomerKey")) };
      },
    );

    app.post<{ Params: { id: string }; Body: unknown }>(
      "/netvisor/companies/:id/settings",
      { schema: { tags: ["payroll"], summary: "Save the company's Netvisor settings", params: companyParams, body: bodySchemaOf(NetvisorCompanySettingsInput), response: okAnswers } },
      async (request, reply) => {
        const actor = salaryManagerOf(request, "visma_active");
        const body = request.body as Record<string, unknown> | null;
        const stored = blank(body?.["customer_key"]) ? ((await findPayrollSettings(deps.db, actor.companyId, "netvisor")) as { customerKey?: string } | null) : null;
        const missing = blank(body?.["customer_key"]) && (stored?.customerKey ?? "") === "" ? ["customer_key"] : [];
        const input = decodeWithKeys(() => decodeBody(NetvisorCompanySettingsInput, "Netvisor settings", request.body), missing);
        const settings = { ...input, customerKey: sealed(input.customerKey) };
        const result = await runOrganisationCommand(deps, request, actor, payrollSettingsStreamName(actor.companyId), payrollSettingsDecider, { type: "ChangeNetvisorCompanySettings", data: { settings } });
        return replyCommand(reply, result, payrollSettingsMessages.settingsUpdated);
      },
    );

    app.get<{ Params: { id: string } }>(
      "/merit-palk/companies/:id/settings",
      { schema: { tags: ["payroll"], summary: "The company's Merit Palk settings (can_manage_salary_extensions, merit_palk_active)", params: companyParams, querystring: queryString(), headers, response: okAnswers }, preHandler: readModels },
      async (request) => {
        const actor = actorIn(request, "salary.manage", request.params.id);
        const settings = await findPayrollSettings(deps.db, actor.companyId, "merit-palk");
        return { data: settings === null ? null : toSnake(maskedMerit(settings)) };
      },
    );

    app.post<{ Params: { id: string }; Body: unknown }>(
      "/merit-palk/companies/:id/settings",
      { schema: { tags: ["payroll"], summary: "Save Merit Palk settings: company credentials, or one workspace's when apply_all_workspace is false", params: companyParams, body: nullFirst(bodySchemaOf(MeritPalkSettingsInput)), response: okAnswers } },
      async (request, reply) => {
        const actor = salaryManagerOf(request, "merit_palk_active");
        const body = request.body as Record<string, unknown> | null;
        const stored = blank(body?.["api_key"]) ? ((await findPayrollSettings(deps.db, actor.companyId, "merit-palk")) as { apiKey?: string; workspaces?: { divisionId: string; apiKey: string }[] } | null) : null;
        const storedKey = body?.["apply_all_workspace"] === false ? stored?.workspaces?.find((w) => w.divisionId === body["workspace_id"])?.apiKey : stored?.apiKey;
        const missing = blank(body?.["api_key"]) && (storedKey ?? "") === "" ? ["api_key"] : [];
        const input = decodeWithKeys(() => decodeBody(MeritPalkSettingsInput, "Merit Palk settings", request.body), missing);
        const settings = { ...input, apiKey: sealed(input.apiKey), workspaces: input.workspaces.map((w) => ({ ...w, apiKey: sealed(w.apiKey) })) };
        await assertBodyIds(deps, actor, {
          workspace_ids: ["workspace", settings.workspaceIds],
          ...(settings.workspaceId === null ? {} : { workspace_id: ["workspace", settings.workspaceId] }),
          ...Object.fromEntries(settings.workspaces.map((w, i) => [`workspaces.${i}.division_id`, ["workspace", w.divisionId] as const])),
        });
        const result = await runOrganisationCommand(deps, request, actor, payrollSettingsStreamName(actor.companyId), payrollSettingsDecider, { type: "ChangeMeritPalkSettings", data: { settings } });
        return replyCommand(reply, result, payrollSettingsMessages.settingsUpdated);
      },
    );

    // Pay codes per target: overtime tiers and paid-absence types (the exporter's lines use them).
    for (const [target, path, flag] of [
      ["netvisor", "netvisor", "visma_active"],
      ["merit-palk", "merit-palk", "merit_palk_active"],
    ] as const) {
      app.get<{ Params: { id: string } }>(
        `/${path}/companies/:id/pay-codes`,
        { schema: { tags: ["payroll"], summary: `The company's ${target} pay codes: one per overtime tier (period, tier) and per paid-absence type, and the bonus, daily allowance, compensation and Sunday, holiday and night premium codes (null: not sent) (can_manage_salary_extensions)`, params: companyParams, querystring: queryString(), headers, response: okAnswers }, preHandler: readModels },
        async (request) => {
          const actor = actorIn(request, "salary.manage", request.params.id);
          const codes = await findPayrollPayCodes(deps.db, actor.companyId, target);
          return {
            data: {
              overtime: codes.overtime,
              absences: codes.absences.map((a) => ({ absence_type_id: a.absenceTypeId, code: a.code })),
              bonus: codes.bonus ?? null,
              daily_allowance: codes.dailyAllowance ?? null,
              compensation: codes.compensation ?? null,
              sunday_premium: codes.sundayPremium ?? null,
              holiday_premium: codes.holidayPremium ?? null,
              night_premium: codes.nightPremium ?? null,
            },
          };
        },
      );
      app.post<{ Params: { id: string }; Body: unknown }>(
        `/${path}/companies/:id/pay-codes`,
        { schema: { tags: ["payroll"], summary: `Save the company's ${target} pay codes (overtime tiers, paid-absence types, bonus, daily allowance, compensation, premiums); a tier without a code is paid under the work type's code, another component without one is not sent`, params: companyParams, body: nullFirst(bodySchemaOf(PayrollPayCodesInput)), response: okAnswers } },
        async (request, reply) => {
          const actor = salaryManagerOf(request, flag);
          const input = decodeBody(PayrollPayCodesInput, "pay codes", request.body);
          // Every absence type named must be one of the company's (another company's is not found).
          if (input.absences.length > 0) {
            const own = new Set((await listPaidAbsenceTypes(deps.db, actor.companyId, { onlyActive: false })).map((t) => t.id));
            const foreign = input.absences.findIndex((a) => !own.has(a.absenceTypeId));
            if (foreign >= 0) throw new NotFoundError("Paid absence type not found", "paid_absence_type_not_found");
          }
          const result = await runOrganisationCommand(deps, request, actor, payrollSettingsStreamName(actor.companyId), payrollSettingsDecider, { type: "ChangePayrollPayCodes", data: { payCodes: { target, ...input } } });
          return replyCommand(reply, result, payrollSettingsMessages.settingsUpdated);
        },
      );
    }

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

    const exportWorkersReadModels = waitForReadModels(deps.readModels, ["timesheet", "salary-settings", "directory"], deps.readYourWritesTimeoutMs);
    const date = { type: "string", maxLength: 10, pattern: "^\\d{4}-\\d{2}-\\d{2}$" };
    app.get<{ Params: { id: string }; Querystring: { from: string; to: string } }>(
      "/payroll/companies/:id/export-workers",
      {
        schema: {
          tags: ["payroll"],
          summary: "Workers as read for export: payroll identifiers (visma id, id_code), unconfirmed work and dates with work in the period, within the actor's workspaces",
          params: companyParams,
          querystring: { ...queryString({ from: date, to: date }), required: ["from", "to"] },
          headers,
          response: answers({ 200: anyObject }),
        },
        preHandler: exportWorkersReadModels,
      },
      async (request) => {
        const actor = actorIn(request, "salary.manage", request.params.id);
        if (request.query.from > request.query.to) throw new ValidationError({ to: ["The period must end on or after its start"] });
        const workers = await payrollExportWorkers(deps.db, actor.companyId, request.query.from, request.query.to);
        const inScope = workers.filter((w) => w.id === actor.id || canReachPerson(actor.principal, w.generalWorkspaceIds));
        return {
          data: inScope.map((w) => ({
            id: w.id,
            name: w.name,
            visma: { id: w.vismaId },
            id_code: w.idCode,
            work_group: {
              hasUnConfirmed: w.hasUnconfirmed,
              // Spec 3: group_by_date entries of date and items (the date's work logs).
              group_by_date: w.dates.map((date) => ({
                date,
                items: (w.items[date] ?? []).map((i) => ({ id: i.workId, start: i.startAt, end: i.endAt, work_duration: i.workedSeconds, confirmed: i.confirmed })),
              })),
            },
          })),
        };
      },
    );

    // Files without a connector: the same pay lines, eligibility and reconciliation as an export, for any bounded period.
    const filesReadModels = waitForReadModels(deps.readModels, ["reports", "timesheet", "salary-settings", "directory", "organisation", "payroll"], deps.readYourWritesTimeoutMs);
    app.get<{ Params: { id: string }; Querystring: { format: PayrollFileFormat; from: string; to: string } }>(
      "/payroll/companies/:id/files",
      {
        schema: {
          tags: ["payroll"],
          summary: `A payroll file of a period without a connector: PAXml or a Visma transaction CSV (format), from and to at most ${PAYROLL_FILE_MAX_DAYS} days apart, the workers within the actor's workspaces; the same pay lines and reconciliation as an export; 409 names each disagreement with the report and the blocked workers; header ${PAYROLL_FILE_BLOCKED_HEADER} counts the workers left out (can_manage_salary_extensions)`,
          params: companyParams,
          querystring: { ...queryString({ format: { type: "string", enum: [...payrollFileFormats] }, from: date, to: date }), required: ["format", "from", "to"] },
          headers,
          // The refusal names each disagreement and the blocked workers (more than the common error shape).
          response: { ...answers({ 200: { description: "The file (application/xml or text/csv)", type: "string" } }), 409: anyObject, 503: anyObject },
        },
        preHandler: filesReadModels,
      },
      async (request, reply) => {
        const actor = actorIn(request, "salary.manage", request.params.id);
        const { format, from, to } = request.query;
        if (from > to) throw new ValidationError({ to: ["The period must end on or after its start"] });
        const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
        if (!Number.isFinite(days)) throw new ValidationError({ from: ["Enter a date"] });
        if (days > PAYROLL_FILE_MAX_DAYS) throw new ValidationError({ to: [`A payroll file covers at most ${PAYROLL_FILE_MAX_DAYS} days`] });
        if (deps.payrollFiles === undefined) return reply.code(503).send({ message: "Payroll files are not made by this process" });
        const workers = await payrollExportWorkers(deps.db, actor.companyId, from, to);
        const workerIds = workers.filter((w) => w.id === actor.id || canReachPerson(actor.principal, w.generalWorkspaceIds)).map((w) => w.id);
        const position = await reportsPosition(deps.db);
        const answer = await deps.payrollFiles(actor.companyId, { format, from, to, workerIds, position: formatReportPosition(position), now: deps.clock() });
        if (answer.kind === "refused") {
          const refusal: PayrollFileRefusal = { message: answer.message, code: "payroll_file_disagrees", disagreements: [...answer.disagreements], blocked: [...answer.blocked] };
          return reply.code(409).send(refusal);
        }
        return reply
          .header("content-type", answer.contentType)
          .header("content-disposition", `attachment; filename="${answer.fileName}"`)
          .header(PAYROLL_FILE_BLOCKED_HEADER, String(answer.blocked.length))
          .send(answer.body);
      },
    );
  };

const jobBody = obj(
  {
    target: { type: "string", enum: ["netvisor", "merit-palk"] },
    period_start: { type: "string", maxLength: 10, pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    period_end: { type: "string", maxLength: 10, pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    worker_ids: { type: "array", minItems: 1, maxItems: 10_000, items: { type: "string", minLength: 1, maxLength: 64 } },
  },
  ["target", "period_start", "period_end", "worker_ids"],
);

/**
 * Export jobs: the salary manager asks for an export and is answered at once (202 with the job
 * id); the integrations worker hears the request on the bus, runs it and records every answer in
 * the ledger; the export screen polls the job's progress and answers per worker.
 */
export const payrollExportJobsSlice =
  (deps: PayrollDeps): RouteSlice =>
  async (app) => {
    const readModels = waitForReadModels(deps.readModels, ["payroll"], deps.readYourWritesTimeoutMs);
    type JobBody = { target: "netvisor" | "merit-palk"; period_start: string; period_end: string; worker_ids: string[] };
    const requestJob = async (request: CompanyRequest & { body: JobBody }, reply: FastifyReply) => {
      const { target, period_start: periodStart, period_end: periodEnd, worker_ids: workerIds } = request.body;
      const actor = salaryManagerOf(request, target === "netvisor" ? "visma_active" : "merit_palk_active");
      await assertBodyIds(deps, actor, { worker_ids: ["person", workerIds] });
      const jobId = newEntityId(deps);
      const result = await runOrganisationCommand(deps, request, actor, payrollExportJobStreamName(actor.companyId, jobId), payrollExportJobDecider, {
        type: "RequestPayrollExportJob",
        data: { request: { jobId, target, periodStart, periodEnd, workerIds } },
      });
      // The job is in the ledger already: a lost announcement only delays it until the worker's sweep.
      await deps.bus?.publish<PayrollExportRequestedMessage>(payrollExportRequestedSubject, { companyId: actor.companyId, jobId }, { id: jobId }).catch((error: unknown) => request.log.warn({ err: error, jobId }, "export request not announced; the exporter's sweep will find it"));
      return replyCommand(reply, result, "Export requested", { job_id: jobId }, 202);
    };
    app.post<{ Params: { id: string }; Body: JobBody }>(
      "/payroll/companies/:id/export-jobs",
      { schema: { tags: ["payroll"], summary: "Request an export: answered at once with the job id; the integrations worker runs it (progress: GET export-jobs/{job})", params: companyParams, body: jobBody, response: answers({ 202: anyObject }) } },
      requestJob,
    );
    // A person asks for a run; only the exporter writes its outcome, from what it sent and was answered.
    // The body is the request's (a body carrying responses, a payload hash or an export id is refused field by field).
    app.post<{ Params: { id: string }; Body: JobBody }>(
      "/payroll/companies/:id/exports",
      { schema: { tags: ["payroll"], summary: "Ask for an export run (as POST export-jobs): the exporter sends it and alone records what it sent and received; outcomes cannot be written", params: companyParams, body: jobBody, response: answers({ 202: anyObject }) } },
      requestJob,
    );

    app.get<{ Params: { id: string; jobId: string } }>(
      "/payroll/companies/:id/export-jobs/:jobId",
      { schema: { tags: ["payroll"], summary: "An export job's progress (done of total), blocked workers and answers per worker", params: entityParams("jobId"), querystring: queryString(), headers: waitForHeaderSchema, response: okAnswers }, preHandler: readModels },
      async (request) => {
        const actor = actorIn(request, "salary.manage", request.params.id);
        const job = await findPayrollExportJob(deps.db, actor.companyId, request.params.jobId);
        if (job === null) throw new NotFoundError("Export job not found", "payroll_export_job_not_found");
        return { data: toSnake(job) };
      },
    );

    app.post<{ Params: { id: string; jobId: string } }>(
      "/payroll/companies/:id/export-jobs/:jobId/cancel",
      {
        schema: { tags: ["payroll"], summary: "Cancel an export job: nothing more is sent; answers to requests already sent are still recorded (PayrollExportJobCancelled names who cancelled)", params: entityParams("jobId"), body: obj({}), response: okAnswers },
      },
      async (request, reply) => {
        const actor = actorIn(request, "salary.manage", request.params.id);
        // The stream is the session company's: another company's job id is an empty stream, answered 404.
        const result = await runOrganisationCommand(deps, request, actor, payrollExportJobStreamName(actor.companyId, request.params.jobId), payrollExportJobDecider, { type: "CancelPayrollExportJob", data: {} });
        return replyCommand(reply, result, "Export cancelled", { job_id: request.params.jobId });
      },
    );
  };

const dimensionBody = obj({ name: text(100), item: text(100) }, ["name", "item"]);

/**
 * The company's Netvisor dimensions (spec section 7: GET /netvisor/companies/{id}/dimension):
 * read and add items, live from Netvisor. A failed update says 'Dimension updated unsuccessfully'
 * (section 8); before the settings are saved the list is empty (configured: false); Netvisor not
 * answering is a 502.
 */
export const netvisorDimensionSlice =
  (deps: PayrollDeps): RouteSlice =>
  async (app) => {
    const unavailable = { statusCode: 503, message: "Netvisor is not reachable from this process" };
    app.get<{ Params: { id: string } }>(
      "/netvisor/companies/:id/dimension",
      { schema: { tags: ["payroll"], summary: "The company's Netvisor dimensions and their items, read live from Netvisor (can_manage_salary_extensions, visma_active); empty with configured false before the settings are saved", params: companyParams, querystring: queryString(), headers: waitForHeaderSchema, response: answers({ 200: anyObject, 502: anyObject, 503: anyObject }) }, preHandler: waitForReadModels(deps.readModels, ["payroll"], deps.readYourWritesTimeoutMs) },
      async (request, reply) => {
        const actor = salaryManagerOf(request, "visma_active");
        // Before the settings are saved there is nothing to ask Netvisor: an empty list that says so.
        const [partner, settings] = await Promise.all([findNetvisorPartnerSettings(deps.db), findPayrollSettings(deps.db, actor.companyId, "netvisor")]);
        if (partner === null || settings === null) return { data: [], configured: false };
        if (deps.netvisorDimensions === undefined) return reply.code(unavailable.statusCode).send({ message: unavailable.message });
        try {
          const dimensions = await deps.netvisorDimensions.list(actor.companyId);
          return { data: dimensions.map((d) => ({ name: d.name, items: [...d.items] })), configured: true };
        } catch (error) {
          request.log.warn({ err: error }, "Netvisor dimension list failed");
          return reply.code(502).send({ message: "Netvisor did not answer", code: "netvisor_unavailable" });
        }
      },
    );
    app.post<{ Params: { id: string }; Body: { name: string; item: string } }>(
      "/netvisor/companies/:id/dimension",
      { schema: { tags: ["payroll"], summary: "Add an item to one of the company's Netvisor dimensions", params: companyParams, body: dimensionBody, response: answers({ 200: anyObject, 502: anyObject, 503: anyObject }) } },
      async (request, reply) => {
        const actor = salaryManagerOf(request, "visma_active");
        requireFilled(request.body, ["name", "item"]);
        if (deps.netvisorDimensions === undefined) return reply.code(unavailable.statusCode).send({ message: unavailable.message });
        try {
          await deps.netvisorDimensions.add(actor.companyId, { name: request.body.name.trim(), item: request.body.item.trim() });
        } catch (error) {
          request.log.warn({ err: error }, "Netvisor dimension update failed");
          return reply.code(502).send({ message: payrollSettingsMessages.dimensionUpdateFailed, code: "netvisor_dimension_update_failed" });
        }
        return { message: "Dimension updated successfully", data: { name: request.body.name.trim(), item: request.body.item.trim() } };
      },
    );
  };

export const payrollSlices = (deps: PayrollDeps): readonly RouteSlice[] => [payrollSlice(deps), payrollExportJobsSlice(deps), netvisorDimensionSlice(deps)];
