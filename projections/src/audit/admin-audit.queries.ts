import { formatPosition, type Position } from "@workledger/event-store";
import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import type { AuditEventRow } from "./audit-events.table.ts";
import type { FieldChange } from "./audit-changes.ts";

/** Who acted: a person, the system itself, a device (login box, door, reader) or a connector (integrations). */
export type ActorKind = "user" | "system" | "device" | "connector";

const deviceSources = new Set(["box", "door", "fingerprint", "beacon", "qr", "mobile_device"]);

export const actorKindOf = (persona: string, source: string, actorId: string): ActorKind => {
  if (actorId.startsWith("connector")) return "connector";
  if (persona === "system" || source === "automatic") return "system";
  if (deviceSources.has(source)) return "device";
  return "user";
};

/** One row of the admin audit log across every company, with the names an auditor reads. */
export interface AdminAuditRow {
  readonly position: string;
  readonly eventId: string;
  readonly streamName: string;
  readonly revision: number;
  readonly type: string;
  readonly companyId: string;
  readonly companyName: string | null;
  readonly actorId: string;
  readonly actorName: string | null;
  readonly actorKind: ActorKind;
  readonly persona: string;
  readonly source: string;
  readonly subjectId: string | null;
  readonly subjectName: string | null;
  readonly occurredAt: string;
  readonly recordedAt: string;
  readonly changes: readonly FieldChange[];
  readonly data: unknown;
}

export interface AdminAuditQuery {
  readonly companyId?: string;
  /** Events by this person or about them. */
  readonly personId?: string;
  readonly types?: readonly string[];
  readonly streamName?: string;
  /** Recorded at or after. */
  readonly from?: Date;
  /** Recorded before. */
  readonly to?: Date;
  readonly limit: number;
  /** Keyset paging: events strictly older than this position. */
  readonly before?: Position;
}

export const MAX_ADMIN_AUDIT_PAGE = 1000;

const HOUR_MS = 3_600_000;
const hourOf = (d: Date): Date => new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS);

/**
 * A time window as a commit range that holds every row recorded in it (audit_time_marks): rows
 * recorded before `to` lie in hours up to to's hour, rows from `from` on in hours from from's hour.
 * The exact recorded_at test still applies; the range only lets an index seek instead of scan.
 * Scalar subqueries of the page query (one round trip, evaluated once as init plans); no hour at
 * all on a side means nothing was recorded there, so the window is empty.
 */
const lowestCommitFrom = (from: Date) =>
  sql<string>`coalesce((SELECT min(min_commit) FROM audit_time_marks WHERE hour >= ${hourOf(from)}), 9223372036854775807)`;
const highestCommitTo = (to: Date) => sql<string>`coalesce((SELECT max(max_commit) FROM audit_time_marks WHERE hour <= ${hourOf(to)}), -1)`;

/**
 * Newest first, by log position. Each filter has an index that keeps that order (migration
 * 2026-11-26-5000), so a page reads only its own rows however deep the cursor is: the person filter
 * is two index-ordered branches (by them; about them and not by them) merged, and a time window
 * is narrowed to a commit range (audit_time_marks, subqueries of the same statement), so neither sorts nor scans the log.
 */
export const listAdminAuditEvents = async (db: Kysely<Database>, query: AdminAuditQuery): Promise<AdminAuditRow[]> => {
  const limit = Math.max(1, Math.min(Math.trunc(query.limit), MAX_ADMIN_AUDIT_PAGE));
  const branch = () => {
    let q = db.selectFrom("audit_events as e").selectAll("e");
    if (query.companyId !== undefined) q = q.where("e.company_id", "=", query.companyId);
    if (query.types !== undefined && query.types.length > 0) q = q.where("e.type", "in", [...query.types]);
    if (query.streamName !== undefined) q = q.where("e.stream_name", "=", query.streamName);
    if (query.from !== undefined) q = q.where("e.recorded_at", ">=", query.from).where("e.position_commit", ">=", lowestCommitFrom(query.from));
    if (query.to !== undefined) q = q.where("e.recorded_at", "<", query.to).where("e.position_commit", "<=", highestCommitTo(query.to));
    const before = query.before;
    if (before !== undefined) {
      q = q.where(sql<boolean>`(e.position_commit, e.position_prepare) < (${String(before.commit)}::bigint, ${String(before.prepare)}::bigint)`);
    }
    return q.orderBy("e.position_commit", "desc").orderBy("e.position_prepare", "desc").limit(limit);
  };
  const p = query.personId;
  const source =
    p === undefined
      ? sql<AuditEventRow>`(${branch()})`
      : sql<AuditEventRow>`((${branch().where("e.actor_id", "=", p)}) UNION ALL (${branch().where("e.subject_id", "=", p).where("e.actor_id", "<>", p)}))`;
  const rows = await db
    .selectFrom(source.as("a"))
    .leftJoin("directory_companies as c", "c.id", "a.company_id")
    .leftJoin("directory_users as au", "au.id", "a.actor_id")
    .leftJoin("directory_users as su", "su.id", "a.subject_id")
    .select([
      "a.position_commit",
      "a.position_prepare",
      "a.event_id",
      "a.stream_name",
      "a.revision",
      "a.type",
      "a.company_id",
      "a.actor_id",
      "a.persona",
      "a.source",
      "a.subject_id",
      "a.occurred_at",
      "a.recorded_at",
      "a.changes",
      "a.data",
      "c.name as company_name",
      sql<string | null>`coalesce(nullif(trim(au.first_name || ' ' || au.last_name), ''), au.email)`.as("actor_name"),
      sql<string | null>`coalesce(nullif(trim(su.first_name || ' ' || su.last_name), ''), su.email)`.as("subject_name"),
    ])
    .orderBy("a.position_commit", "desc")
    .orderBy("a.position_prepare", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    position: formatPosition({ commit: BigInt(r.position_commit), prepare: BigInt(r.position_prepare) }),
    eventId: r.event_id,
    streamName: r.stream_name,
    revision: Number(r.revision),
    type: r.type,
    companyId: r.company_id,
    companyName: r.company_name,
    actorId: r.actor_id,
    actorName: r.actor_name,
    actorKind: actorKindOf(r.persona, r.source, r.actor_id),
    persona: r.persona,
    source: r.source,
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    occurredAt: new Date(r.occurred_at).toISOString(),
    recordedAt: new Date(r.recorded_at).toISOString(),
    changes: (r.changes ?? []) as FieldChange[],
    data: r.data,
  }));
};

/** The event types in the log, for the type filter. */
export const auditEventTypes = async (db: Kysely<Database>): Promise<string[]> => {
  // A loose index scan: one index probe per distinct type, not a scan of the log.
  const { rows } = await sql<{ type: string }>`
    WITH RECURSIVE t AS (
      (SELECT type FROM audit_events ORDER BY type LIMIT 1)
      UNION ALL
      SELECT (SELECT type FROM audit_events WHERE type > t.type ORDER BY type LIMIT 1) FROM t WHERE t.type IS NOT NULL
    )
    SELECT type FROM t WHERE type IS NOT NULL`.execute(db);
  return rows.map((r) => r.type);
};
