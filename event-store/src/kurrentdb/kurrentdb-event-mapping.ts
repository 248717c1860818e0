import {
  jsonEvent,
  type AllStreamResolvedEvent,
  type EventData,
  type JSONType,
  type Position as KurrentPosition,
  type ResolvedEvent,
} from "@kurrent/kurrentdb-client";
import type { EventMetadata } from "@workledger/event-schemas";
import type { NewEvent, Position, RecordedEvent } from "../port.ts";

/**
 * What goes into KurrentDB's metadata: ours plus the schema version, and KurrentDB's own
 * `$correlationId`/`$causationId` so its `$by_correlation_id` system projection works too.
 */
interface StoredMetadata extends EventMetadata {
  readonly schemaVersion: number;
  readonly $correlationId?: string;
  readonly $causationId?: string;
}

export const toEventData = (event: NewEvent): EventData => {
  const metadata: StoredMetadata = {
    ...event.metadata,
    schemaVersion: event.schemaVersion,
    $correlationId: event.metadata.correlationId,
    ...(event.metadata.causationId === null ? {} : { $causationId: event.metadata.causationId }),
  };
  // The client serialises data with JSON.stringify; a bare null or number is valid JSON too.
  return jsonEvent({ id: event.id, type: event.type, data: (event.data ?? null) as JSONType, metadata: metadata as unknown as JSONType });
};

const decoder = new TextDecoder();
const NO_POSITION = 2n ** 64n - 1n;
const parseJson = (value: unknown): unknown =>
  value instanceof Uint8Array ? (value.length === 0 ? null : JSON.parse(decoder.decode(value))) : value;

export const fromKurrentPosition = (position: KurrentPosition): Position => ({
  commit: position.commit,
  prepare: position.prepare,
});

/** System events ($-typed, or in $-streams) are KurrentDB's own bookkeeping, never ours. */
export const isSystemEvent = (resolved: ResolvedEvent | AllStreamResolvedEvent): boolean => {
  const event = resolved.event;
  return event === undefined || event.type.startsWith("$") || event.streamId.startsWith("$");
};

export const toRecordedEvent = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent => {
  const event = resolved.event;
  if (event === undefined) throw new Error("KurrentDB returned an unresolved link");
  // Stream reads carry $all positions since EventStoreDB 22.6; older servers send none or 2^64-1.
  if (event.position === undefined || event.position.commit === NO_POSITION) {
    throw new Error(`KurrentDB returned event ${event.id} without its $all position (EventStoreDB 22.6+/KurrentDB needed)`);
  }
  // Events written by other tools may have no metadata or no version: they read as version 1.
  const stored = (parseJson(event.metadata) ?? {}) as Partial<StoredMetadata>;
  const { schemaVersion = 1, $correlationId: _c, $causationId: _d, ...metadata } = stored;
  return {
    id: event.id,
    type: event.type,
    schemaVersion,
    data: parseJson(event.data),
    metadata: metadata as EventMetadata,
    streamName: event.streamId,
    revision: event.revision,
    position: fromKurrentPosition(event.position),
    recordedAt: event.created,
  };
};
