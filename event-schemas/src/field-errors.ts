import { Schema, SchemaIssue } from "effect";

/** One problem with one field of an input, addressed by a dotted path ("metadata.companyId"). */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

const standard = SchemaIssue.makeFormatterStandardSchemaV1();

const pathOf = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined): string =>
  (path ?? [])
    .map((segment) => (typeof segment === "object" && segment !== null ? segment.key : segment))
    .map(String)
    .join(".");

/** Flattens a schema issue into field errors, so a 400 can say which field is wrong. */
export const fieldErrorsOf = (issue: SchemaIssue.Issue): FieldError[] =>
  standard(issue).issues.map((i) => ({ field: pathOf(i.path) || "(root)", message: i.message }));

/** Thrown when input does not match its schema; carries the field errors. */
export class SchemaValidationError extends Error {
  override readonly name = "SchemaValidationError";
  constructor(
    readonly what: string,
    readonly fieldErrors: readonly FieldError[],
  ) {
    super(`Invalid ${what}: ${fieldErrors.map((e) => `${e.field}: ${e.message}`).join("; ")}`);
  }
}

/** Decodes unknown input or throws a SchemaValidationError naming every bad field. */
export const decodeOrThrow =
  <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, what: string) =>
  (input: unknown): S["Type"] => {
    const result = Schema.decodeUnknownResult(schema as never)(input, { errors: "all" });
    if (result._tag === "Success") return result.success as S["Type"];
    throw new SchemaValidationError(what, fieldErrorsOf((result.failure as Schema.SchemaError).issue));
  };
