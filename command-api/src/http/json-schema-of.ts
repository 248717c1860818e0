import { Schema } from "effect";

/**
 * A route schema (JSON Schema, for Fastify's validation and the OpenAPI document) derived from
 * the Effect Schema in event-schemas, so a contract is written once. Unknown properties are
 * refused. JSON Schema cannot say everything an Effect Schema checks (custom filters, some
 * patterns), so handlers still decode with `decodeOrThrow`, which answers the same 400 shape.
 */
export const jsonSchemaOf = (schema: Schema.Top): Record<string, unknown> => {
  const { schema: root, definitions } = Schema.toJsonSchemaDocument(schema, { onExcessProperty: "error" });
  return Object.keys(definitions).length === 0 ? { ...root } : { ...root, $defs: definitions };
};
