import { SchemaValidationError, decodeOrThrow, organisationMessages } from "@workledger/event-schemas";
import type { FieldErrors } from "./organisation-client.ts";

type DecodableSchema = Parameters<typeof decodeOrThrow>[0];

// Effect's words for a missing key are not the spec's.
const specMessage = (message: string): string => (/^missing key/i.test(message) ? organisationMessages.required : message);

/**
 * Instant feedback from the same Effect schemas the API decodes with, so the form says exactly what
 * the server would ('Must be greater than or equal to 100 meters', 'Must be a number', ...).
 * Keys are the schema's field paths ("radiusMeters", "location.lat"); the first message per field.
 */
export const schemaErrors = (schema: DecodableSchema, value: unknown): FieldErrors => {
  try {
    decodeOrThrow(schema, "form")(value);
    return {};
  } catch (error) {
    if (!(error instanceof SchemaValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const { field, message } of error.fieldErrors) out[field] ??= specMessage(message);
    return out;
  }
};

/** A typed number field: '' stays missing, anything else not numeric stays NaN (so 'Must be a number'). */
export const numberOrNaN = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));

/** 'Must be a number' for each typed field that is not one (integer schemas would say 'Expected an integer'). */
export const notNumbers = (fields: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter(([, text]) => Number.isNaN(numberOrNaN(text))).map(([key]) => [key, organisationMessages.number]));
