import type { Schema } from "effect";
import { ValidationError, type FieldErrors } from "@workledger/domain";
import { SchemaValidationError, decodeOrThrow, organisationMessages } from "@workledger/event-schemas";
import { personFacingMessage } from "../http/field-messages.ts";
import { jsonSchemaOf } from "../http/json-schema-of.ts";

/**
 * The API speaks snake_case (spec section 3: show_time_decimal, default_work_type_id); the event
 * language is camelCase. Keys are converted at the edge, both ways, and so are error field paths.
 */
export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const camelCase = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const convertKeys = (value: unknown, convert: (key: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [convert(k), convertKeys(v, convert)]));
  }
  return value;
};
export const toSnake = <T = unknown>(value: unknown): T => convertKeys(value, snakeCase) as T;
export const toCamel = <T = unknown>(value: unknown): T => convertKeys(value, camelCase) as T;

/** A domain path ("details.radiusMeters") as the API's field ("radius_meters"); wrapper objects are dropped. */
export const apiFieldPath = (path: string): string =>
  path
    .replace(/^(details|changes|settings)\./, "")
    .split(".")
    .map(snakeCase)
    .join(".");

const apiFieldErrors = (errors: FieldErrors): FieldErrors => {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) (out[apiFieldPath(field)] ??= []).push(...messages);
  return out;
};

// Effect's words for a missing key are not the spec's.
const specMessage = (message: string): string => (/^missing key/i.test(message) ? organisationMessages.required : personFacingMessage(message));

/**
 * Decodes a snake_case body with the event language's schema, so the spec's messages ('Must be
 * greater than or equal to 100 meters', 'Must be a number', 'This field is required') reach the
 * client as 400 field errors keyed by the API's field names. The first message is the toast text.
 */
export const decodeBody = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  what: string,
  body: unknown,
  /** "snake" when the schema already speaks the API's names (company settings). */
  keys: "camel" | "snake" = "camel",
): S["Type"] => {
  try {
    return decodeOrThrow(schema, what)(keys === "camel" ? toCamel(body ?? {}) : (body ?? {}));
  } catch (error) {
    if (!(error instanceof SchemaValidationError)) throw error;
    const errors: Record<string, string[]> = {};
    for (const { field, message } of error.fieldErrors) {
      const messages = (errors[field === "(root)" ? field : apiFieldPath(field)] ??= []);
      if (!messages.includes(specMessage(message))) messages.push(specMessage(message));
    }
    const first = Object.values(errors)[0]?.[0] ?? "The request has invalid fields";
    throw new ValidationError(errors, first, first === organisationMessages.optionAlreadyExists ? "option_already_exists" : "validation_failed");
  }
};

/** Runs a command path and renames a domain ValidationError's fields to the API's. */
export const withApiFields = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError(apiFieldErrors(error.errors), error.message, error.code);
    throw error;
  }
};

const renameProperties = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(renameProperties);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === "properties" && value !== null && typeof value === "object") {
        return [key, Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeCase(k), renameProperties(v)]))];
      }
      if (key === "required" && Array.isArray(value)) return [key, value.map((k) => (typeof k === "string" ? snakeCase(k) : k))];
      return [key, renameProperties(value)];
    }),
  );
};

/**
 * The body's JSON Schema for OpenAPI, derived from the same Effect Schema with snake_case names.
 * Routes attach (rather than answer) Fastify's validation: `decodeBody` answers with the spec's
 * own messages, which JSON Schema validation cannot produce.
 */
export const bodySchemaOf = (schema: Schema.Top): Record<string, unknown> => renameProperties(jsonSchemaOf(schema)) as Record<string, unknown>;
