import { formatPosition, type Position } from "@workledger/event-store";
import type { Kysely } from "kysely";
import type { Database } from "../database.ts";
import type { AuditEventRow } from "./audit-events.table.ts";

/** One line of the admin audit log, JSON-safe (positions as "commit/prepare", instants as ISO strings). */
export interface AuditEvent {
  readonly position: string;
  readonly eventId: string;
  readonly streamName: string;
  readonly revision: number;
  readonly type: string;
  readonly schemaVersion: number;
  readonly companyId: string;
  readonly actorId: string;
  readonly persona: string;
  readonly source: string;
  readonly commandId: string;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly occurredAt: string;
  readonly recordedAt: string;
  readonly data: unknown;
}

export interface ListAuditEventsQuery {
  /** From the session, never from the request: the log never crosses tenants. */
  readonly companyId: string;
  readonly streamName?: string;
  readonly limit: number;
  /** Keyset paging: events strictly older than this position (pass the last one of the previous page). */
  readonly before?: Position;
}

export const MAX_AUDIT_PAGE = 500;

/** Newest first. */
export const listAuditEvents = async (db: Kysely<Database>, query: ListAuditEventsQuery): Promise<AuditEvent[]> => {
  const limit = Math.max(1, Math.min(Math.trunc(query.limit), MAX_AUDIT_PAGE));
  let q = db.selectFrom("audit_events").selectAll().where("company_id", "=", query.companyId);
  if (query.streamName !== undefined) q = q.where("stream_name", "=", query.streamName);
  const before = query.before;
  if (before !== undefined) {
    q = q.where((eb) =>
      eb.or([
        eb("position_commit", "<", String(before.commit)),
        eb.and([eb("position_commit", "=", String(before.commit)), eb("position_prepare", "<", String(before.prepare))]),
      ]),
    );
  }
  const rows = await q.orderBy("position_commit", "desc").orderBy("position_prepare", "desc").limit(limit).execute();
  return rows.map(toAuditEvent);
};

const toAuditEvent = (row: AuditEventRow): AuditEvent => ({
  position: formatPosition({ commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) }),
  eventId: row.event_id,
  streamName: row.stream_name,
  revision: Number(row.revision),
  type: row.type,
  schemaVersion: row.schema_version,
  companyId: row.company_id,
  actorId: row.actor_id,
  persona: row.persona,
  source: row.source,
  commandId: row.command_id,
  correlationId: row.correlation_id,
  causationId: row.causation_id,
  occurredAt: new Date(row.occurred_at).toISOString(),
  recordedAt: new Date(row.recorded_at).toISOString(),
  data: row.data,
});
