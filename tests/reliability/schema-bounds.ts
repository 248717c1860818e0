/**
 * Walks the request schemas of /api/openapi.json and finds every number without a range that fits
 * an int4 column and every string without a length limit: the storage's limits, stated where the
 * request is first checked.
 */
export interface Unbounded {
  readonly operation: string;
  readonly field: string;
  readonly problem: string;
}

type Node = Readonly<Record<string, unknown>>;
const int4 = 2_147_483_647;

const typesOf = (s: Node): string[] => (typeof s.type === "string" ? [s.type] : Array.isArray(s.type) ? (s.type as string[]) : []);
const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);

const problemsOf = (s: Node): string[] => {
  if (s.enum !== undefined || s.const !== undefined) return [];
  const types = typesOf(s);
  const problems: string[] = [];
  if (types.includes("integer") || types.includes("number")) {
    const min = num(s.minimum) ?? num(s.exclusiveMinimum);
    const max = num(s.maximum) ?? num(s.exclusiveMaximum);
    if (min === undefined || max === undefined) problems.push("number without minimum and maximum");
    else if (min < -int4 - 1 || max > int4) problems.push(`range ${min}..${max} does not fit a 32-bit integer column`);
  }
  if (types.includes("string") && num(s.maxLength) === undefined) problems.push("string without maxLength");
  return problems;
};

/** Every field of one schema (nested objects, arrays, unions, local $refs) with what it lacks. */
export const unboundedIn = (schema: unknown, operation: string, root: string, resolve: (ref: string) => unknown): Unbounded[] => {
  const found: Unbounded[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, field: string, defs: Node | undefined): void => {
    if (node === null || typeof node !== "object" || seen.has(node)) return;
    const s = node as Node;
    const localDefs = (s.$defs as Node | undefined) ?? defs;
    if (typeof s.$ref === "string") {
      const ref = s.$ref;
      const target = ref.startsWith("#/$defs/") ? localDefs?.[ref.slice("#/$defs/".length)] : resolve(ref);
      seen.add(node);
      walk(target, field, localDefs);
      return;
    }
    for (const problem of problemsOf(s)) found.push({ operation, field, problem });
    for (const key of ["anyOf", "oneOf", "allOf"] as const) for (const branch of (s[key] as unknown[] | undefined) ?? []) walk(branch, field, localDefs);
    if (s.items !== undefined) walk(s.items, `${field}[]`, localDefs);
    for (const [name, sub] of Object.entries((s.properties as Node | undefined) ?? {})) walk(sub, field === "" ? name : `${field}.${name}`, localDefs);
    if (typeof s.additionalProperties === "object") walk(s.additionalProperties, `${field}.*`, localDefs);
  };
  walk(schema, root, undefined);
  return found;
};

interface OpenApiOperation {
  readonly parameters?: readonly { readonly name: string; readonly in: string; readonly schema?: unknown }[];
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: unknown }> };
}
export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components?: { readonly schemas?: Record<string, unknown> };
}

/** Body and query fields of every operation that lack bounds. */
export const unboundedFields = (doc: OpenApiDocument): { readonly unbounded: Unbounded[]; readonly operations: number; readonly fields: number } => {
  const resolve = (ref: string) => doc.components?.schemas?.[ref.split("/").pop() ?? ""];
  const unbounded: Unbounded[] = [];
  let operations = 0;
  let fields = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      operations += 1;
      const operation = `${method.toUpperCase()} ${path}`;
      for (const p of (op.parameters ?? []).filter((p) => p.in === "query")) {
        fields += 1;
        unbounded.push(...unboundedIn(p.schema, operation, `query.${p.name}`, resolve));
      }
      const body = op.requestBody?.content?.["application/json"]?.schema as Node | undefined;
      if (body !== undefined) {
        fields += Object.keys((body.properties as Node | undefined) ?? {}).length;
        unbounded.push(...unboundedIn(body, operation, "body", resolve));
      }
    }
  }
  return { unbounded, operations, fields };
};
