import { SchemaValidationError, decodeOrThrow, organisationMessages } from "@workledger/event-schemas";
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from "../errors.ts";

/**
 * Field-level checks come from the same schemas the API decodes with, so a command built in code
 * is held to the rules a request body is (radius >= 100 m, required names, ...).
 */
export const validateWith = <S extends Parameters<typeof decodeOrThrow>[0]>(schema: S, what: string, value: unknown, prefix = ""): void => {
  try {
    decodeOrThrow(schema, what)(value);
  } catch (error) {
    if (!(error instanceof SchemaValidationError)) throw error;
    const errors: Record<string, string[]> = {};
    for (const { field, message } of error.fieldErrors) {
      const path = field === "(root)" ? prefix || field : prefix ? `${prefix}.${field}` : field;
      (errors[path] ??= []).push(message);
    }
    throw new ValidationError(errors, error.fieldErrors[0]?.message ?? "The request has invalid fields");
  }
};

/** Collects rule-level field errors and throws them together. */
export const throwIfAny = (errors: FieldErrors): void => {
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const first = errors[fields[0] as string]?.[0] ?? "The request has invalid fields";
  const code = first === organisationMessages.optionAlreadyExists ? "option_already_exists" : "validation_failed";
  throw new ValidationError(errors, first, code);
};

/** 'Option already exist' on a field: the spec's message for a duplicate option. */
export const duplicateOption = (field: string): ValidationError =>
  ValidationError.of(field, organisationMessages.optionAlreadyExists, "option_already_exists");

export const notFound = (what: string, code: string): NotFoundError => new NotFoundError(`${what} not found`, code);
export const alreadyExists = (what: string, code: string): ConflictError => new ConflictError(`${what} already exists`, code);

/** Names compare without case and surrounding or repeated blanks: "Cleaning " equals "cleaning". */
export const normalisedName = (name: string): string => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
export const tidyName = (name: string): string => name.trim().replace(/\s+/g, " ");

/** Each value once, in first-seen order. */
export const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};
