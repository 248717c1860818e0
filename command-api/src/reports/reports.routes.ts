import type { FastifyRequest } from "fastify";
import { authorize, can, ForbiddenError, ValidationError } from "@workledger/domain";
import { chosenCompanySettings, findDirectoryCompany, loadReportAbsences, parseReportPosition, reportLabelNames } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { stringifyInSlices } from "../http/event-loop-slices.ts";
import { identityDbOf } from "../identity/identity.tables.ts";
import { assertPersonInScope, personInScopeOf } from "../identity/people-scope.ts";
import { answers, anyObject, obj, str } from "../identity/route-schemas.ts";
import type { SessionActor } from "../identity/session-actor.ts";
import { loadPayCalendar, zoneOf } from "../pay-calendar/pay-calendar-lookups.ts";
import { waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { actorInCompany } from "../work-time/work-time-access.ts";
import { exportLocales, isExportLocale, type ExportLocale } from "./report-export-texts.ts";
import { defaultColumns, reportCsv, reportXlsx, rowColumnKeys, type AbsenceLine, type CsvTable, type PdfBranding, type DurationDisplay, type RowColumn, type XlsxLayout } from "./report-exports.ts";
import { absencesOf } from "./report-inputs.ts";
import { reportPdfOffThread } from "./report-pdf-thread.ts";
import { buildReport, reportMessages, type Report, type ReportAsOf, type ReportQuery } from "./report-service.ts";
import type { ReportsDeps } from "./reports-deps.ts";

const localDate = { type: "string", maxLength: 10, pattern: "^\\d{4}-\\d{2}-\\d{2}$" } as const;
const idList = { type: "array", maxItems: 500, items: str } as const;
const reportQueryProperties = {
  from: localDate,
  to: localDate,
  worker_ids: idList,
  workspace_ids: idList,
  work_type_ids: idList,
  confirmation: { type: "string", enum: ["all", "confirmed", "unconfirmed"] },
  as_of: { type: "string", maxLength: 40, description: "A ledger position 'commit/prepare' or an ISO instant: the report as the ledger stood then" },
  ...waitForQueryProperties,
} as const;
const jsonQueryProperties = {
  ...reportQueryProperties,
  detail: { type: "string", enum: ["rows", "summary"], description: "summary: totals per worker (weeks, months) and grand totals without rows or days; ask a worker's rows with worker_ids" },
} as const;
const exportQueryProperties = {
  ...reportQueryProperties,
  format: { type: "string", enum: ["csv", "xlsx", "pdf"] },
  layout: { type: "string", enum: ["combined", "per_worker"] },
  display: { type: "string", enum: ["hhmm", "decimal"], description: "Hours as h:mm or decimal hours (money is always euros with cents)" },
  table: { type: "string", enum: ["detail", "summary"], description: "CSV only: the detail (work logs and paid absences) or the summary per worker; each file is one table" },
  locale: { type: "string", enum: exportLocales, description: "The language of headers and the PDF; the PDF writes numbers as the locale does (0,00 outside en)" },
  columns: { type: "array", maxItems: 20, items: { type: "string", enum: rowColumnKeys } },
} as const;

interface ReportQuerystring {
  from: string;
  to: string;
  worker_ids?: string[];
  workspace_ids?: string[];
  work_type_ids?: string[];
  confirmation?: "all" | "confirmed" | "unconfirmed";
  as_of?: string;
  detail?: "rows" | "summary";
}
interface ExportQuerystring extends ReportQuerystring {
  format: "csv" | "xlsx" | "pdf";
  layout?: XlsxLayout;
  display?: DurationDisplay;
  table?: CsvTable;
  locale?: ExportLocale;
  columns?: RowColumn[];
}

const parseAsOf = (text: string | undefined): ReportAsOf => {
  if (text === undefined || text === "") return { kind: "now" };
  const position = parseReportPosition(text);
  if (position !== null) return { kind: "position", position };
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw ValidationError.of("as_of", "Must be a ledger position or an ISO instant");
  return { kind: "instant", at };
};

/**
 * Who the actor may report on (spec section 2, any-of for /raport): a manager persona with
 * can_generate_reports_for_workers reports on the people in its workspace scope; anyone else with
 * can_generate_reports on themselves only.
 */
const reachableWorkers = async (deps: ReportsDeps, actor: SessionActor, asked: readonly string[] | undefined): Promise<readonly string[] | null> => {
  authorize(actor.principal, "reports.generate", { companyId: actor.companyId });
  const forWorkers = can(actor.principal, "reports.link-for-workers", { companyId: actor.companyId });
  if (!forWorkers) {
    if (asked !== undefined && asked.some((id) => id !== actor.id)) throw new ForbiddenError("You are not allowed to do this", "forbidden_report_for_workers");
    return [actor.id];
  }
  if (asked !== undefined) {
    for (const id of asked) await personInScopeOf(deps.db, actor, id);
    return [...new Set(asked)];
  }
  const rights = actor.principal.rights as { manager_rights_workspace_ids?: readonly string[] };
  if ((rights.manager_rights_workspace_ids ?? []).length === 0) return null;
  // A manager of some workspaces: the company's people in reach.
  const people = await deps.db.selectFrom("directory_users").select(["id", "rights"]).where("company_id", "=", actor.companyId).execute();
  return people.flatMap((p) => {
    try {
      assertPersonInScope(actor, p);
      return [p.id];
    } catch {
      return [];
    }
  });
};

/** Noon (UTC) of a period's first day, null for a date the calendar does not have (validated later). */
const periodStart = (from: string): Date | null => {
  const at = new Date(`${from}T12:00:00.000Z`);
  return Number.isNaN(at.getTime()) ? null : at;
};

const reportQueryOf = async (deps: ReportsDeps, actor: SessionActor, q: ReportQuerystring): Promise<ReportQuery> => {
  const workerIds = await reachableWorkers(deps, actor, q.worker_ids);
  const calendar = await loadPayCalendar(deps.db, actor.companyId, []);
  return {
    companyId: actor.companyId,
    from: q.from,
    to: q.to,
    workerIds,
    workspaceIds: q.workspace_ids ?? null,
    workTypeIds: q.work_type_ids ?? null,
    confirmation: q.confirmation ?? "all",
    asOf: parseAsOf(q.as_of),
    // The company's zone in force for the period (at its first day), not today's: a later zone change
    // leaves earlier months' reports as they were, as a rule group's change applies from its date.
    timeZone: zoneOf(calendar, null, periodStart(q.from) ?? deps.clock()),
    ...(q.detail === "summary" ? { detail: "summary" as const } : {}),
  };
};

const companyLogo = async (deps: ReportsDeps, companyId: string): Promise<PdfBranding> => {
  const company = await findDirectoryCompany(deps.db, companyId);
  const fileId = company?.logo?.split("/").pop();
  const file =
    fileId === undefined || fileId === ""
      ? undefined
      : await identityDbOf(deps.db).selectFrom("stored_files").select(["data", "content_type"]).where("id", "=", fileId).where("company_id", "=", companyId).executeTakeFirst();
  return { companyName: company?.name ?? "", registrationNumber: company?.tax_number ?? null, logo: file !== undefined && /png|jpe?g/.test(file.content_type) ? file.data : null };
};

const contentTypes = { csv: "text/csv; charset=utf-8", xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", pdf: "application/pdf" } as const;
const companyParams = obj({ id: str }, ["id"]);

/** GET /companies/{id}/reports (JSON) and /companies/{id}/reports/export (CSV, XLSX, PDF), as of now or any past moment. */
export const reportsSlice =
  (deps: ReportsDeps): RouteSlice =>
  async (app) => {
    const wait = waitForReadModels(deps.readModels, ["reports"], deps.readYourWritesTimeoutMs);
    app.get<{ Params: { id: string }; Querystring: ReportQuerystring }>(
      "/companies/:id/reports",
      {
        schema: {
          tags: ["reports"],
          summary: "The report of a period: rows (spec work entry row), per-worker days, weeks and months with overtime, totals; as of any ledger position",
          params: companyParams,
          querystring: obj(jsonQueryProperties, ["from", "to"]),
          response: answers({ 200: anyObject }),
        },
        preHandler: wait,
      },
      async (request, reply) => {
        const actor = actorInCompany(request);
        // Written in slices: a year's report may hold 60,000 rows (tens of megabytes of JSON).
        return reply.type("application/json; charset=utf-8").send(await stringifyInSlices({ data: await buildCompanyReport(deps, actor, request.query) }));
      },
    );

    app.get<{ Params: { id: string }; Querystring: ExportQuerystring }>(
      "/companies/:id/reports/export",
      {
        schema: {
          tags: ["reports"],
          summary: "The report as CSV, XLSX (typed cells, combined or one sheet per worker) or PDF; same position, same bytes",
          params: companyParams,
          querystring: obj(exportQueryProperties, ["from", "to", "format"]),
          response: answers({ 200: { description: "The document", type: "string" } }),
        },
        preHandler: wait,
      },
      async (request: FastifyRequest<{ Params: { id: string }; Querystring: ExportQuerystring }>, reply) => {
        const actor = actorInCompany(request);
        const q = request.query;
        let columns: readonly RowColumn[] = defaultColumns;
        if (q.columns !== undefined) {
          const settings = await chosenCompanySettings(deps.db, actor.companyId);
          if (settings.custom_report_active !== true) throw new ForbiddenError("Custom reports are not active for this company", "custom_report_inactive");
          columns = q.columns;
        }
        const query = await reportQueryOf(deps, actor, { ...q, detail: "rows" });
        const report = await buildReport(deps.db, query);
        const display = q.display ?? "hhmm";
        const locale: ExportLocale = q.locale ?? (isExportLocale(actor.user.language.slice(0, 2)) ? (actor.user.language.slice(0, 2) as ExportLocale) : "en");
        const table = q.format === "csv" ? (q.table ?? "detail") : "detail";
        const fileName = `report-${report.from}-${report.to}${q.format === "csv" ? `-${table}` : ""}-${report.position.replace("/", "-")}.${q.format}`;
        let body: Buffer | string;
        try {
          if (q.format === "pdf") {
            const branding = await companyLogo(deps, actor.companyId);
            body = await reportPdfOffThread(report, branding, { display, locale }, deps.clock());
          } else {
            const names = await reportLabelNames(deps.db, actor.companyId);
            const absences = exportsAbsences(query) ? await absenceLines(deps, query, report, names.absenceTypes) : [];
            const options = { display, locale, workspaceNames: names.workspaces, absences };
            body = q.format === "csv" ? await reportCsv(report, columns, options, table) : await reportXlsx(report, columns, q.layout ?? "combined", options);
          }
        } catch (error) {
          request.log.error({ err: error }, "report export failed");
          throw new ValidationError({ format: [reportMessages.exportFailed.replace(":type", q.format.toUpperCase())] }, reportMessages.exportFailed.replace(":type", q.format.toUpperCase()), "export_failed");
        }
        return reply
          .header("content-type", contentTypes[q.format])
          .header("content-disposition", `${q.format === "pdf" ? "inline" : "attachment"}; filename="${fileName}"`)
          .header("x-ledger-position", report.position)
          .header("cache-control", "private, no-store")
          .send(body);
      },
    );
  };

/** Paid absences are rows of the detail unless the report is narrowed to workspaces, work types or unconfirmed work (which an absence has none of). */
const exportsAbsences = (query: ReportQuery): boolean => query.workspaceIds === null && query.workTypeIds === null && query.confirmation !== "unconfirmed";

/**
 * The paid absences of the report's workers and period at the report's position, a line per local
 * date with the seconds the report's days count (`absencesOf`, the same function), named by type.
 */
const absenceLines = async (deps: ReportsDeps, query: ReportQuery, report: Report, typeNames: ReadonlyMap<string, string>): Promise<AbsenceLine[]> => {
  const position = parseReportPosition(report.position);
  if (position === null || report.workers.length === 0) return [];
  const workers = new Map(report.workers.map((w) => [w.worker_id, w.name]));
  const absences = await loadReportAbsences(deps.db, { companyId: query.companyId, from: query.from, to: query.to, workerIds: [...workers.keys()], asOf: position });
  return absencesOf({ absences }, query.timeZone)
    .filter((a) => a.date >= query.from && a.date <= query.to)
    .map((a) => ({ worker_id: a.workerId, worker_name: workers.get(a.workerId) ?? a.workerId, date: a.date, seconds: a.seconds, type_name: a.absenceTypeId === null ? "" : (typeNames.get(a.absenceTypeId) ?? "") }));
};

const buildCompanyReport = async (deps: ReportsDeps, actor: SessionActor, q: ReportQuerystring) => {
  const query = await reportQueryOf(deps, actor, q);
  return buildReport(deps.db, query);
};
