import type { FastifyInstance, FastifyRequest } from "fastify";
import { ValidationError } from "@workledger/domain";
import { fieldMessages } from "./field-messages.ts";

type Schema = { readonly type?: string | readonly string[]; readonly properties?: Record<string, Schema>; readonly items?: Schema };

const typesOf = (schema: Schema): readonly string[] => (schema.type === undefined ? [] : typeof schema.type === "string" ? [schema.type] : schema.type);

/** Where a value's JSON type is not one its schema allows (the coercions the app-wide validator would make). */
const mismatches = (schema: Schema, value: unknown, path: string, out: Record<string, string[]>): void => {
  if (value === undefined) return;
  const types = typesOf(schema);
  if (types.length > 0) {
    const actual = value === null ? "null" : Array.isArray(value) ? "array" : typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : typeof value;
    const fits = types.some((t) => t === actual || (t === "number" && actual === "integer"));
    if (!fits) {
      out[path === "" ? "body" : path] = [fieldMessages.wrongType];
      return;
    }
  }
  if (Array.isArray(value) && schema.items !== undefined) value.forEach((v, i) => mismatches(schema.items!, v, `${path}.${i}`.replace(/^\./, ""), out));
  else if (value !== null && typeof value === "object" && schema.properties !== undefined) {
    for (const [key, sub] of Object.entries(schema.properties)) mismatches(sub, (value as Record<string, unknown>)[key], path === "" ? key : `${path}.${key}`, out);
  }
};

/**
 * Strict JSON types for the bodies of the routes registered after it in this scope: the app-wide
 * validator coerces ("100" to 100, a lone value to an array, "true" to true), which money and
 * times must not get. Checked on the raw body before validation; a mismatch is a 400 with field errors.
 */
export const registerStrictBodyTypes = (app: FastifyInstance): void => {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema?.body as Schema | undefined;
    if (schema === undefined || request.body === undefined) return;
    const errors: Record<string, string[]> = {};
    mismatches(schema, request.body, "", errors);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  });
};
