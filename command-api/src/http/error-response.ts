import type { FieldErrors } from "@workledger/domain";

/** Every error the API answers has this body; `errors` only on 400, `requestId` only on 5xx. */
export interface ErrorResponse {
  readonly message: string;
  readonly code: string;
  readonly errors?: FieldErrors;
  readonly requestId?: string;
}

export const errorResponseSchemaId = "ErrorResponse";

/** Shared JSON Schema; routes reference it as { $ref: "ErrorResponse#" } and OpenAPI lists it once. */
export const errorResponseSchema = {
  $id: errorResponseSchemaId,
  type: "object",
  required: ["message", "code"],
  properties: {
    message: { type: "string" },
    code: { type: "string" },
    errors: {
      type: "object",
      description: "Messages per field, addressed by a dotted path",
      additionalProperties: { type: "array", items: { type: "string" } },
    },
    requestId: { type: "string" },
  },
} as const;

export const errorRef = { $ref: `${errorResponseSchemaId}#` } as const;

/** The error responses most routes can give, for their `response` schema. */
export const commonErrorResponses = {
  400: errorRef,
  401: errorRef,
  403: errorRef,
  404: errorRef,
  409: errorRef,
  412: errorRef,
  429: errorRef,
  500: errorRef,
} as const;
