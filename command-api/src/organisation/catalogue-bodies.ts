import { Schema } from "effect";

/** A struct of the same fields, each optional: what PUT (partial edit) and POST (with defaults) accept. */
export const partialStruct = <F extends Schema.Struct.Fields>(fields: F) =>
  Schema.Struct(Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, Schema.optionalKey(schema as Schema.Top)])) as unknown as { [K in keyof F]: Schema.optionalKey<F[K]> });

/** Like partialStruct, but the listed keys stay required. */
export const withRequired = <F extends Schema.Struct.Fields, R extends keyof F & string>(fields: F, required: readonly R[]) =>
  Schema.Struct(
    Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, required.includes(key as R) ? schema : Schema.optionalKey(schema as Schema.Top)])) as unknown as {
      [K in keyof F]: K extends R ? F[K] : Schema.optionalKey<F[K]>;
    },
  );
