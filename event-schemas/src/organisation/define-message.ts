import { Schema } from "effect";
import { OrganisationCommandMetadata } from "./organisation-values.ts";

/** An event as the deciders speak it: a type and its data; `version` is its schema version. */
export const defineEvent = <const T extends string, const F extends Schema.Struct.Fields>(type: T, version: number, fields: F) => ({
  type,
  version,
  schema: Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct(fields) }),
});

/** A command: imperative type, the validated payload, and metadata from the session and clock. */
export const defineCommand = <const T extends string, const F extends Schema.Struct.Fields>(type: T, fields: F) => {
  const data = Schema.Struct(fields);
  return { type, data, schema: Schema.Struct({ type: Schema.Literal(type), data, metadata: OrganisationCommandMetadata }) };
};
