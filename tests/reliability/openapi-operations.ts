/** The operations of /api/openapi.json, flattened for the sweeps. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
}

export interface Operation {
  readonly method: string;
  readonly path: string;
  readonly body: JsonSchema | undefined;
  readonly params: readonly string[];
  /** Required query parameters. */
  readonly query: readonly string[];
  /** A valid value for each required query parameter that has an enum (its first), e.g. an export's format. */
  readonly queryValues: Readonly<Record<string, string>>;
}

interface OpenApiDoc {
  readonly paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: readonly { name: string; in: string; required?: boolean; schema?: JsonSchema }[] }>>;
}

export const operationsOf = (doc: OpenApiDoc): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.["application/json"]?.schema,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        query: (op.parameters ?? []).filter((p) => p.in === "query" && p.required === true).map((p) => p.name),
        queryValues: Object.fromEntries(
          (op.parameters ?? []).flatMap((p) => (p.in === "query" && p.required === true && p.schema?.enum?.[0] !== undefined ? [[p.name, String(p.schema.enum[0])]] : [])),
        ),
      })),
  );

const plausible = (name: string): string =>
  /date|from|to$/.test(name) ? "2026-11-01" : /start|end|at$/.test(name) ? "2026-11-02T08:00:00.000Z" : "00000000-0000-4000-8000-000000000000";

/** The operation's URL with path parameters from `values` (else a valid-looking uuid) and its required query parameters. */
export const fillPath = (path: string, values: Readonly<Record<string, string>>, query: readonly string[] = []): string => {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? "00000000-0000-4000-8000-000000000000"));
  return query.length === 0 ? url : `${url}?${new URLSearchParams(query.map((q): [string, string] => [q, values[q] ?? plausible(q)])).toString()}`;
};

const typesOf = (s: JsonSchema): string[] => {
  if (s.anyOf !== undefined || s.oneOf !== undefined) return [...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(typesOf);
  if (s.type === undefined) return s.enum !== undefined ? [...new Set(s.enum.map((v) => (v === null ? "null" : typeof v)))] : ["any"];
  return typeof s.type === "string" ? [s.type] : [...s.type];
};

/**
 * A hostile value the property's JSON type can never take, even with the API's type coercion
 * (coerceTypes "array" turns numbers, booleans and null into strings and back, and wraps scalars
 * in arrays): objects for scalars and arrays, a string for objects. Undefined when anything goes.
 */
export const wrongValueFor = (s: JsonSchema, pick: number): unknown => {
  const allowed = new Set(typesOf(s));
  if (allowed.has("any")) return undefined;
  if (allowed.has("object")) return allowed.has("string") ? undefined : ["<script>alert(1)</script>", "' OR 1=1 --", "\u0000"][pick % 3];
  const objects: unknown[] = [{ $ne: null }, JSON.parse('{"__proto__":{"admin":true}}'), { a: { b: { c: { d: "x".repeat(10_000) } } } }, {}];
  return objects[pick % objects.length];
};

/** What a positive-control pass found: the URLs the owner may read, and the ones it could not. */
export interface OwnerControl {
  /** URLs (with the operation) that answered the owner 2xx: the only ones an isolation check may use. */
  readonly answered: readonly { readonly operation: Operation; readonly url: string }[];
  /** Operations with no URL (a path parameter without a seeded value) or a non-2xx answer to the owner. */
  readonly unanswered: readonly string[];
}

/**
 * Positive control for an isolation sweep: asks every operation's URL as the owner first. A URL
 * that refuses its owner too (an unknown path parameter, a feature that is off) proves nothing
 * about isolation, so it is left out, and reported, instead of counting as "isolated".
 * `urlOf` answers undefined when the sweep has no value for one of the operation's parameters.
 */
export const answeredByOwner = async (
  operations: readonly Operation[],
  urlOf: (operation: Operation) => string | undefined,
  askAsOwner: (operation: Operation, url: string) => Promise<{ readonly statusCode: number }>,
): Promise<OwnerControl> => {
  const answered: { operation: Operation; url: string }[] = [];
  const unanswered: string[] = [];
  for (const operation of operations) {
    const url = urlOf(operation);
    if (url === undefined) {
      unanswered.push(`${operation.method} ${operation.path}: no value for a path parameter`);
      continue;
    }
    const { statusCode } = await askAsOwner(operation, url);
    if (statusCode >= 200 && statusCode < 300) answered.push({ operation, url });
    else unanswered.push(`${operation.method} ${operation.path}: owner got ${statusCode}`);
  }
  return { answered, unanswered };
};

/** The URL when `values` holds every path parameter of the operation, else undefined (no all-zero id stand-ins). */
export const fillKnownPath = (operation: Operation, values: Readonly<Record<string, string>>): string | undefined =>
  operation.params.every((p) => values[p] !== undefined) ? fillPath(operation.path, { ...operation.queryValues, ...values }, operation.query) : undefined;
