import type { JsonSchema, Operation } from "./openapi-operations.ts";

/**
 * The declared range of each top-level body field and query parameter: a number's minimum and
 * maximum, a free-text string's length, an array's size. The boundary sweep sends each side of
 * each range (accepted from the owner) and one past it (refused, the field named).
 */
export interface BoundedField {
  readonly name: string;
  readonly in: "body" | "query";
  readonly kind: "number" | "string" | "array";
  readonly integer: boolean;
  readonly min?: number;
  readonly max?: number;
  /** exclusiveMinimum / exclusiveMaximum: the bound itself is out of range. */
  readonly exclusiveMin?: boolean;
  readonly exclusiveMax?: boolean;
  /** null is allowed: an empty text reads as null (the API's type coercion), so it is no text shorter than the minimum. */
  readonly nullable: boolean;
}

type Bounds = JsonSchema & {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly pattern?: string;
  readonly format?: string;
};

const typesOf = (s: Bounds): string[] => (s.type === undefined ? [] : typeof s.type === "string" ? [s.type] : [...s.type]);
const idLike = /(^id$|_ids?$|Ids?$)/;

/** The field's range from its schema (the first branch of a union that has one), or undefined when unbounded. */
export const boundedField = (name: string, where: "body" | "query", schema: JsonSchema): BoundedField | undefined => {
  const branches = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])] as Bounds[];
  const nullable = branches.some((b) => typesOf(b).includes("null"));
  // A reference (an id that may also be written as a number): what it names decides, not its size.
  if (idLike.test(name) && branches.some((b) => typesOf(b).includes("string"))) return undefined;
  for (const s of branches) {
    const types = typesOf(s);
    if (s.enum !== undefined) continue;
    if (types.includes("integer") || types.includes("number")) {
      const min = s.minimum ?? s.exclusiveMinimum;
      const max = s.maximum ?? s.exclusiveMaximum;
      if (min === undefined && max === undefined) continue;
      return {
        name,
        in: where,
        kind: "number",
        nullable,
        integer: types.includes("integer"),
        ...(min === undefined ? {} : { min, exclusiveMin: s.minimum === undefined }),
        ...(max === undefined ? {} : { max, exclusiveMax: s.maximum === undefined }),
      };
    }
    // Free text only: a pattern, format or id has values of its own shape, not of any length.
    if (types.includes("string") && (s.minLength !== undefined || s.maxLength !== undefined) && s.pattern === undefined && s.format === undefined && !idLike.test(name)) {
      return { name, in: where, kind: "string", nullable, integer: true, ...(s.minLength === undefined ? {} : { min: s.minLength }), ...(s.maxLength === undefined ? {} : { max: s.maxLength }) };
    }
    if (types.includes("array") && where === "body" && (s.minItems !== undefined || s.maxItems !== undefined)) {
      return { name, in: where, kind: "array", nullable, integer: true, ...(s.minItems === undefined ? {} : { min: s.minItems }), ...(s.maxItems === undefined ? {} : { max: s.maxItems }) };
    }
  }
  return undefined;
};

interface QueryParameter {
  readonly name: string;
  readonly in: string;
  readonly schema?: JsonSchema;
}
export interface BoundsDoc {
  readonly paths: Record<string, Record<string, { parameters?: readonly QueryParameter[] }>>;
}

/** An operation's bounded fields: top-level body fields of a write, query parameters of any. */
export const boundedFieldsOf = (doc: BoundsDoc, o: Operation): BoundedField[] => [
  ...(o.method === "GET" ? [] : Object.entries(o.body?.properties ?? {}).flatMap(([name, s]) => boundedField(name, "body", s) ?? [])),
  ...(doc.paths[o.path]?.[o.method.toLowerCase()]?.parameters ?? []).filter((p) => p.in === "query").flatMap((p) => boundedField(p.name, "query", p.schema ?? {}) ?? []),
];

/** Free text of a length: unique, so names that must differ (work types, doors) do. */
export const textOfLength = (length: number): string => {
  const head = crypto.randomUUID().replaceAll("-", "");
  return length <= head.length ? head.slice(0, length) : head + "a".repeat(length - head.length);
};

/** An array of a size, its items repeating the owner's (undefined when the owner's call has none to repeat). */
const arrayOfSize = (items: unknown, size: number): unknown[] | undefined => {
  if (size === 0) return [];
  if (!Array.isArray(items) || items.length === 0) return undefined;
  return Array.from({ length: size }, (_, i) => items[i % items.length]);
};

/** The value of a field at `size` (a number itself, a string's length, an array's size), or undefined when it cannot be made. */
const valueAt = (field: BoundedField, size: number, ownerValue: unknown): unknown =>
  field.kind === "number" ? size : field.kind === "string" ? (size < 0 ? undefined : textOfLength(size)) : size < 0 ? undefined : arrayOfSize(ownerValue, size);

const step = (field: BoundedField) => (field.integer ? 1 : 0.5);

/** Each side of the range, inside it: [label, value]; the value is undefined when it cannot be made (no item to repeat). */
export const inRange = (field: BoundedField, ownerValue: unknown): [string, unknown][] => {
  const sides: [string, number | undefined][] = [
    ["min", field.min === undefined ? undefined : field.exclusiveMin === true ? field.min + step(field) : field.min],
    ["max", field.max === undefined ? undefined : field.exclusiveMax === true ? field.max - step(field) : field.max],
  ];
  return sides.flatMap(([label, size]) => (size === undefined ? [] : [[label, valueAt(field, size, ownerValue)] as [string, unknown]]));
};

/** One past each side of the range: [label, value]. */
export const outOfRange = (field: BoundedField, ownerValue: unknown): [string, unknown][] => {
  const sides: [string, number | undefined][] = [
    ["min-1", field.min === undefined ? undefined : field.exclusiveMin === true ? field.min : field.min - step(field)],
    ["max+1", field.max === undefined ? undefined : field.exclusiveMax === true ? field.max : field.max + step(field)],
  ];
  return sides.flatMap(([label, size]) => {
    if (size === undefined || (field.kind === "string" && field.nullable && size === 0)) return [];
    const value = valueAt(field, size, ownerValue);
    return value === undefined ? [] : [[label, value] as [string, unknown]];
  });
};

/**
 * Text fields whose values have a shape of their own (checked after the length), so no text of a
 * chosen length is one of them: their ends are not sent as accepted values; one past each end is
 * still refused with the field named.
 */
export const shapedText: readonly (readonly [RegExp, string])[] = [
  [/email/, "an email address, checked as one"],
  [/password/, "a password: the strength rule, and its confirmation must match"],
  [/^token$/, "a token the server issued"],
  [/time_?zone/, "an IANA time zone name"],
  [/^(effective_from|auto_end_at|trial_ends_at|period_start|period_end|as_of|position)$/, "a date, time or ledger position"],
  [/^(company_id|shift_manager|change_work_type_on_entry|workspace)$/, "the id of something that exists"],
  [/^options$/, "a JSON object as text"],
  [/^netvisor_employee_number$/, "digits only"],
  [/^(bonus|daily_allowance|compensation|sunday_premium|holiday_premium|night_premium)$/, "a pay code: a whole number of at most 9 digits"],
  [/^url$/, "an https address"],
];
export const shapeOf = (field: BoundedField): string | undefined => (field.kind === "string" ? shapedText.find(([re]) => re.test(field.name))?.[1] : undefined);

/** Whether a 400's field errors name the field (itself, or one of its items or members). */
export const namesField = (errors: unknown, field: string): boolean =>
  errors !== null && typeof errors === "object" && Object.keys(errors).some((k) => k === field || k.startsWith(`${field}.`) || k.startsWith(`${field}[`));
