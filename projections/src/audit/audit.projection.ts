import type { RecordedEvent } from "@workledger/event-store";
import { sql, type Transaction } from "kysely";
import type { Database } from "../database.ts";
import type { Projection } from "../runner/projection.ts";
import { scrubAuditPerson } from "../erasure/person-erasure.scrub.ts";
import { entityOf, fieldChanges, subjectOf } from "./audit-changes.ts";

const stateKey = (streamName: string, entity: string) => `${entity.length}:${entity}|${streamName}`;

/**
 * Applies events in log order: each row gets the person it is about and the before/after of the
 * fields it changed, from its entity's fields so far (read once per batch, written back once).
 */
const applyEvents = async (trx: Transaction<Database>, events: readonly RecordedEvent[]): Promise<void> => {
  // An erasure masks the rows kept so far about the person: apply up to it, scrub, go on.
  const erasure = events.findIndex((e) => e.type === "UserErased");
  if (erasure === -1) return applyInOrder(trx, events);
  await applyInOrder(trx, events.slice(0, erasure + 1));
  const erased = events[erasure]!;
  await scrubAuditPerson(trx, erased.metadata.companyId, erased.streamName.slice(`user-${erased.metadata.companyId}-`.length));
  await applyEvents(trx, events.slice(erasure + 1));
};

const applyInOrder = async (trx: Transaction<Database>, events: readonly RecordedEvent[]): Promise<void> => {
  if (events.length === 0) return;
  const wanted = new Map<string, { stream_name: string; entity: string }>();
  for (const e of events) {
    const entity = entityOf(e.data, e.type);
    wanted.set(stateKey(e.streamName, entity), { stream_name: e.streamName, entity });
  }
  const states = new Map<string, Record<string, unknown>>();
  const keys = [...wanted.values()];
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    const rows = await trx
      .selectFrom("audit_entity_state")
      .select(["stream_name", "entity", "fields"])
      .where((eb) => eb.or(chunk.map((k) => eb.and([eb("stream_name", "=", k.stream_name), eb("entity", "=", k.entity)]))))
      .execute();
    for (const r of rows) states.set(stateKey(r.stream_name, r.entity), r.fields);
  }
  const touched = new Set<string>();
  const rows = events.map((event) => {
    const m = event.metadata;
    const key = stateKey(event.streamName, entityOf(event.data, event.type));
    const { changes, after } = fieldChanges(event.data, states.get(key) ?? {});
    states.set(key, after);
    touched.add(key);
    return {
      position_commit: String(event.position.commit),
      position_prepare: String(event.position.prepare),
      event_id: event.id,
      stream_name: event.streamName,
      revision: String(event.revision),
      type: event.type,
      schema_version: event.schemaVersion,
      company_id: m.companyId,
      actor_id: m.actorId,
      persona: m.persona,
      source: m.source,
      command_id: m.commandId,
      correlation_id: m.correlationId,
      causation_id: m.causationId,
      occurred_at: m.occurredAt,
      recorded_at: event.recordedAt,
      data: JSON.stringify(event.data ?? null),
      subject_id: subjectOf(event.data),
      changes: JSON.stringify(changes),
    };
  });
  for (let i = 0; i < rows.length; i += 200) {
    await trx.insertInto("audit_events").values(rows.slice(i, i + 200)).onConflict((oc) => oc.column("event_id").doNothing()).execute();
  }
  // Each hour's commit range grows to take in this batch's rows.
  const hours = new Map<string, { min: bigint; max: bigint }>();
  for (const e of events) {
    const hour = new Date(Math.floor(e.recordedAt.getTime() / 3_600_000) * 3_600_000).toISOString();
    const mark = hours.get(hour);
    const c = e.position.commit;
    hours.set(hour, mark === undefined ? { min: c, max: c } : { min: c < mark.min ? c : mark.min, max: c > mark.max ? c : mark.max });
  }
  await trx
    .insertInto("audit_time_marks")
    .values([...hours].map(([hour, m]) => ({ hour, min_commit: String(m.min), max_commit: String(m.max) })))
    .onConflict((oc) =>
      oc.column("hour").doUpdateSet({
        min_commit: sql<string>`least(audit_time_marks.min_commit, excluded.min_commit)`,
        max_commit: sql<string>`greatest(audit_time_marks.max_commit, excluded.max_commit)`,
      }),
    )
    .execute();
  const stateRows = [...touched].map((key) => ({ ...wanted.get(key)!, fields: JSON.stringify(states.get(key)) }));
  for (let i = 0; i < stateRows.length; i += 500) {
    await trx
      .insertInto("audit_entity_state")
      .values(stateRows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(["stream_name", "entity"]).doUpdateSet((eb) => ({ fields: eb.ref("excluded.fields") })))
      .execute();
  }
};

/**
 * The auditor's view is the event history itself, so every event type is kept, as recorded, with
 * the person it is about and the before/after of each changed field. Idempotent on the event id,
 * though the checkpoint already makes redelivery a no-op.
 */
export const auditProjection: Projection = {
  name: "audit",
  tables: ["audit_events", "audit_entity_state", "audit_time_marks"],
  apply: (trx, event) => applyEvents(trx, [event]),
  applyBatch: (trx, events) => applyEvents(trx, events),
};
