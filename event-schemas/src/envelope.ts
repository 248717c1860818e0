import { Schema } from "effect";

export const Uuid = Schema.String.check(Schema.isUUID());
export type Uuid = typeof Uuid.Type;

/** Where a fact came from. An unknown device kind is recorded as web (see normaliseSource). */
export const EventSource = Schema.Literals(["web", "mobile", "box", "door", "fingerprint", "beacon", "qr", "automatic"]);
export type EventSource = typeof EventSource.Type;

export const normaliseSource = (kind: unknown): EventSource =>
  Schema.is(EventSource)(kind) ? kind : "web";

export const Persona = Schema.Literals(["worker", "manager", "admin", "system"]);
export type Persona = typeof Persona.Type;

/** ISO-8601 instant in UTC, e.g. 2026-11-22T10:00:00.000Z. */
export const Instant = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/),
);
export type Instant = typeof Instant.Type;

export const EventMetadata = Schema.Struct({
  companyId: Schema.String,
  actorId: Schema.String,
  persona: Persona,
  source: EventSource,
  commandId: Schema.String,
  correlationId: Schema.String,
  causationId: Schema.NullOr(Schema.String),
  occurredAt: Instant,
});
export type EventMetadata = typeof EventMetadata.Type;

/** What is written to the store: a client-side id makes appends idempotent. */
export const EventEnvelope = Schema.Struct({
  id: Uuid,
  type: Schema.NonEmptyString,
  schemaVersion: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  data: Schema.Unknown,
  metadata: EventMetadata,
});
export type EventEnvelope = typeof EventEnvelope.Type;
