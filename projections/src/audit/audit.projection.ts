import type { Projection } from "../runner/projection.ts";

/**
 * The auditor's view is the event history itself, so every event type is kept, as recorded.
 * Idempotent on the event id, though the checkpoint already makes redelivery a no-op.
 */
export const auditProjection: Projection = {
  name: "audit",
  tables: ["audit_events"],
  apply: async (trx, event) => {
    const m = event.metadata;
    await trx
      .insertInto("audit_events")
      .values({
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
      })
      .onConflict((oc) => oc.column("event_id").doNothing())
      .execute();
  },
};
