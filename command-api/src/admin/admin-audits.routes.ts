import { auditActorKindWords, auditChangeText, auditEventWords, auditTimeText, auditTypesWithWords, companyTimeZoneAt, ValidationError } from "@workledger/domain";
import { parsePosition } from "@workledger/event-store";
import { auditEventTypes, findCompanyTimeZones, listAdminAuditEvents, type AdminAuditQuery, type AdminAuditRow, type Database } from "@workledger/projections";
import type { Kysely } from "kysely";
import ExcelJS from "exceljs";
import type { RouteSlice } from "../build-app.ts";
import { answers, anyObject, obj, str, text } from "../identity/route-schemas.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { requireAdmin } from "./admin-access.ts";
import { timesheetAsOf } from "./time-travel.ts";
import type { AdminDeps } from "./admin-deps.ts";
import { streamNameSchema } from "./ledger-verify.routes.ts";

/** A date (YYYY-MM-DD, midnight UTC) or an instant. */
const instantPattern = "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$";

const filterProperties = {
  company_id: str,
  person_id: str,
  /** Event types, comma-separated. */
  type: text(2000),
  stream: streamNameSchema,
  from: { type: "string", maxLength: 40, pattern: instantPattern },
  to: { type: "string", maxLength: 40, pattern: instantPattern },
};

interface AuditFilterQuery {
  company_id?: string;
  person_id?: string;
  type?: string;
  stream?: string;
  from?: string;
  to?: string;
}

export const DEFAULT_AUDIT_PAGE = 50;
/** The export's bound: the filtered trail up to this many rows (narrow the filter for more). */
export const MAX_AUDIT_EXPORT_ROWS = 100_000;

const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === "" ? undefined : v.trim());

/** The filters of the query string; 400 with field errors for a date that does not exist. */
const filtersOf = (q: AuditFilterQuery): Omit<AdminAuditQuery, "limit" | "before"> => {
  const errors: Record<string, string[]> = {};
  const when = (field: "from" | "to") => {
    const raw = blankToUndefined(q[field]);
    if (raw === undefined) return undefined;
    const date = new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw);
    if (Number.isNaN(date.getTime()) || (raw.length === 10 && date.toISOString().slice(0, 10) !== raw)) {
      errors[field] = ["Must be a valid date"];
      return undefined;
    }
    return date;
  };
  const from = when("from");
  const to = when("to");
  if (from !== undefined && to !== undefined && to < from) errors["to"] = ["Must not be before the start"];
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new ValidationError(errors, first);
  const types = (q.type ?? "").split(",").map((t) => t.trim()).filter((t) => t !== "");
  return {
    ...(blankToUndefined(q.company_id) === undefined ? {} : { companyId: blankToUndefined(q.company_id)! }),
    ...(blankToUndefined(q.person_id) === undefined ? {} : { personId: blankToUndefined(q.person_id)! }),
    ...(types.length === 0 ? {} : { types: types.slice(0, 100) }),
    ...(blankToUndefined(q.stream) === undefined ? {} : { streamName: blankToUndefined(q.stream)! }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
};

/** Each row's company zone at the moment it was recorded (the zone the people of the company saw then). */
const zonesOf = async (db: Kysely<Database>, rows: readonly AdminAuditRow[]): Promise<(row: AdminAuditRow) => string> => {
  const zones = await findCompanyTimeZones(db, rows.map((r) => r.companyId));
  return (row) => {
    const z = zones.get(row.companyId);
    return companyTimeZoneAt(z?.registered ?? null, z?.changes ?? [], row.recordedAt);
  };
};

export const auditRowShape = (row: AdminAuditRow, language: string, timeZone: string) => ({
  position: row.position,
  event_id: row.eventId,
  stream_name: row.streamName,
  revision: row.revision,
  type: row.type,
  what: auditEventWords(row.type, language),
  company_id: row.companyId,
  company_name: row.companyName,
  actor_id: row.actorId,
  actor_name: row.actorName,
  actor_kind: row.actorKind,
  persona: row.persona,
  source: row.source,
  person_id: row.subjectId,
  person_name: row.subjectName,
  occurred_at: row.occurredAt,
  recorded_at: row.recordedAt,
  /** The company's zone when the event was recorded: the page shows times in it (UTC on hover). */
  time_zone: timeZone,
  changes: row.changes,
  data: row.data,
});

/** The changes in words: field labels and values formatted in the company's zone (the page shows the same). */
export const changesText = (row: AdminAuditRow, timeZone: string, language: string): string => row.changes.map((c) => auditChangeText(c, timeZone, language)).join("; ");

const exportHeader = ["Time", "Time zone", "Time (UTC)", "Company", "Actor", "Actor kind", "Source", "What happened", "Person", "Changes", "Stream", "Revision", "Event id", "Position"];

const exportCells = (row: AdminAuditRow, language: string, timeZone: string): string[] => [
  auditTimeText(row.recordedAt, timeZone),
  timeZone,
  row.recordedAt,
  row.companyName ?? row.companyId,
  row.actorName ?? row.actorId,
  auditActorKindWords(row.actorKind, language),
  row.source,
  auditEventWords(row.type, language),
  row.subjectName ?? row.subjectId ?? "",
  changesText(row, timeZone, language),
  row.streamName,
  String(row.revision),
  row.eventId,
  row.position,
];

/** A CSV cell: quoted, and a leading formula character defused so a spreadsheet shows it as text. */
const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

export const adminAuditsSlice =
  (deps: AdminDeps): RouteSlice =>
  async (app) => {
    const languageOf = (lang: string | undefined, fallback: string) => (lang === undefined || lang === "" ? fallback : lang);

    app.get<{ Querystring: AuditFilterQuery & { limit?: number; cursor?: string; lang?: string } }>(
      "/admin/audits",
      {
        schema: {
          tags: ["admin"],
          summary: "The audit log: every ledger event of every company, newest first, filtered; keyset paging with cursor",
          description:
            "Filters: company_id, person_id (events by or about the person), type (comma-separated event types), stream, from/to (recorded at, a date or an instant; to is exclusive). next_cursor pages on; null at the end.",
          querystring: obj({ ...filterProperties, limit: { type: "integer", minimum: 1, maximum: 500 }, cursor: { type: "string", maxLength: 60, pattern: "^\\d+/\\d+$" }, lang: text(16), ...waitForQueryProperties }),
          headers: waitForHeaderSchema,
          response: answers({ 200: anyObject }),
        },
        preHandler: waitForReadModels(deps.readModels, ["audit", "directory"], deps.readYourWritesTimeoutMs),
      },
      async (request) => {
        const actor = requireAdmin(request);
        const q = request.query;
        const limit = q.limit ?? DEFAULT_AUDIT_PAGE;
        const rows = await listAdminAuditEvents(deps.db, { ...filtersOf(q), limit: limit + 1, ...(q.cursor === undefined ? {} : { before: parsePosition(q.cursor) }) });
        const page = rows.slice(0, limit);
        const language = languageOf(q.lang, actor.user.language);
        const zoneOf = await zonesOf(deps.db, page);
        return { data: page.map((r) => auditRowShape(r, language, zoneOf(r))), next_cursor: rows.length > limit ? page.at(-1)!.position : null };
      },
    );

    app.get(
      "/admin/audits/types",
      { schema: { tags: ["admin"], summary: "Event types for the audit log's type filter (those in the log and those with words of their own)", response: answers({ 200: anyObject }) } },
      async (request) => {
        const actor = requireAdmin(request);
        const types = [...new Set([...(await auditEventTypes(deps.db)), ...auditTypesWithWords()])].sort();
        return { data: types.map((type) => ({ type, what: auditEventWords(type, actor.user.language) })) };
      },
    );

    app.get<{ Querystring: { company_id: string; person_id: string; position?: string } }>(
      "/admin/audits/timesheet",
      {
        schema: {
          tags: ["admin"],
          summary: "Time travel: a worker's timesheet as it was right after the event at position (without position: now)",
          description: "Every event of the worker's work-time streams up to and including the position, folded as the command path folds them; later edits do not show.",
          querystring: obj({ company_id: str, person_id: str, position: { type: "string", maxLength: 60, pattern: "^\\d+/\\d+$" }, ...waitForQueryProperties }, ["company_id", "person_id"]),
          headers: waitForHeaderSchema,
          response: answers({ 200: anyObject }),
        },
        preHandler: waitForReadModels(deps.readModels, ["audit"], deps.readYourWritesTimeoutMs),
      },
      async (request) => {
        requireAdmin(request);
        const q = request.query;
        return { data: await timesheetAsOf(deps, q.company_id, q.person_id, q.position === undefined ? undefined : parsePosition(q.position)) };
      },
    );

    app.get<{ Querystring: { company_id: string } }>(
      "/admin/audits/people",
      {
        schema: {
          tags: ["admin"],
          summary: "The people of a company, for the audit log's person filter",
          querystring: obj({ company_id: str }, ["company_id"]),
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        requireAdmin(request);
        const rows = await deps.db
          .selectFrom("directory_users")
          .select(["id", "first_name", "last_name", "email"])
          .where("company_id", "=", request.query.company_id)
          .orderBy("first_name")
          .orderBy("last_name")
          .limit(5000)
          .execute();
        return { data: rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`.trim() || r.email, email: r.email })) };
      },
    );

    app.get<{ Querystring: AuditFilterQuery & { format: "csv" | "xlsx"; lang?: string } }>(
      "/admin/audits/export",
      {
        schema: {
          tags: ["admin"],
          summary: "The filtered audit trail as CSV or XLSX (newest first, at most 100,000 rows)",
          querystring: obj({ ...filterProperties, format: { type: "string", enum: ["csv", "xlsx"] }, lang: text(16) }, ["format"]),
          response: { 200: { type: "string" }, ...answers({}) },
        },
      },
      async (request, reply) => {
        const actor = requireAdmin(request);
        const filters = filtersOf(request.query);
        const language = languageOf(request.query.lang, actor.user.language);
        const rows: AdminAuditRow[] = [];
        let before: AdminAuditQuery["before"];
        while (rows.length < MAX_AUDIT_EXPORT_ROWS) {
          const page = await listAdminAuditEvents(deps.db, { ...filters, limit: Math.min(1000, MAX_AUDIT_EXPORT_ROWS - rows.length), ...(before === undefined ? {} : { before }) });
          rows.push(...page);
          if (page.length < 1000) break;
          before = parsePosition(page.at(-1)!.position);
        }
        const stamp = deps.clock().toISOString().slice(0, 10);
        const zoneOf = await zonesOf(deps.db, rows);
        if (request.query.format === "csv") {
          const lines = [exportHeader, ...rows.map((r) => exportCells(r, language, zoneOf(r)))].map((cells) => cells.map(csvCell).join(","));
          return reply
            .header("content-type", "text/csv; charset=utf-8")
            .header("content-disposition", `attachment; filename="audit-log-${stamp}.csv"`)
            .send(`\uFEFF${lines.join("\r\n")}\r\n`);
        }
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet("Audit log");
        sheet.addRow(exportHeader).font = { bold: true };
        for (const r of rows) sheet.addRow(exportCells(r, language, zoneOf(r)));
        sheet.columns.forEach((c) => (c.width = 24));
        const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
        return reply
          .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
          .header("content-disposition", `attachment; filename="audit-log-${stamp}.xlsx"`)
          .send(buffer);
      },
    );
  };
