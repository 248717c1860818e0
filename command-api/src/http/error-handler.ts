import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { isDomainError, type DomainErrorKind, type FieldErrors, RateLimitedError, ValidationError } from "@workledger/domain";
import { IdempotencyConflictError, WrongExpectedRevisionError } from "@workledger/event-store";
import { SchemaValidationError } from "@workledger/event-schemas";
import type { ErrorResponse } from "./error-response.ts";
import { messageOfSchemaKeyword, personFacingMessage } from "./field-messages.ts";

const statusOfKind: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  rate_limited: 429,
};

interface AjvError {
  readonly instancePath?: string;
  readonly keyword: string;
  readonly params?: Record<string, unknown>;
  readonly message?: string;
}

const pathOfAjv = (e: AjvError): string => {
  const segments = (e.instancePath ?? "").split("/").filter((s) => s !== "").map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));
  if (e.keyword === "required" && typeof e.params?.missingProperty === "string") segments.push(e.params.missingProperty);
  if (e.keyword === "additionalProperties" && typeof e.params?.additionalProperty === "string") segments.push(e.params.additionalProperty);
  return segments.join(".") || "(root)";
};

/** A sentence a person can read, never the schema's wording (a pattern, a keyword). */
const messageOfAjv = (e: AjvError): string => messageOfSchemaKeyword(e.keyword, e.params);

const groupFieldErrors = (list: readonly { field: string; message: string }[]): FieldErrors => {
  const errors: Record<string, string[]> = {};
  for (const { field, message } of list) {
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
};

/** Fastify's own schema validation, in the same shape as every other 400. */
export const fieldErrorsOfValidation = (validation: readonly AjvError[]): FieldErrors =>
  groupFieldErrors(validation.map((e) => ({ field: pathOfAjv(e), message: messageOfAjv(e) })));

interface HttpAnswer {
  readonly status: number;
  readonly body: ErrorResponse;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Maps anything thrown to the answer a client may see; undefined means "a 5xx, hide it". */
export const toHttpAnswer = (error: unknown): HttpAnswer | undefined => {
  if (isDomainError(error)) {
    const status = statusOfKind[error.kind];
    const body: ErrorResponse =
      error instanceof ValidationError
        ? { message: error.message, code: error.code, errors: error.errors }
        : { message: error.message, code: error.code };
    const headers = error instanceof RateLimitedError ? { "retry-after": String(Math.max(1, Math.ceil(error.retryAfterSeconds))) } : undefined;
    return headers === undefined ? { status, body } : { status, body, headers };
  }
  if (error instanceof SchemaValidationError) {
    return {
      status: 400,
      body: {
        message: "The request has invalid fields",
        code: "validation_failed",
        errors: groupFieldErrors(error.fieldErrors.map((e) => ({ field: e.field, message: personFacingMessage(e.message) }))),
      },
    };
  }
  if (error instanceof WrongExpectedRevisionError) {
    return { status: 409, body: { message: "The data changed while you were saving; reload and try again", code: error.code } };
  }
  if (error instanceof IdempotencyConflictError) {
    return { status: 409, body: { message: "This request was already made with different content", code: error.code } };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (typeof fastifyError === "object" && fastifyError !== null && Array.isArray(fastifyError.validation)) {
    return {
      status: 400,
      body: {
        message: "The request has invalid fields",
        code: "validation_failed",
        errors: fieldErrorsOfValidation(fastifyError.validation as AjvError[]),
      },
    };
  }
  // Fastify's own client errors (bad JSON, unsupported media type, body too large) are safe to show.
  const status = fastifyError?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return { status, body: { message: fastifyError?.message ?? "Bad request", code: fastifyError?.code ?? "bad_request" } };
  }
  return undefined;
};

export const errorHandler = (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
  const answer = toHttpAnswer(error);
  if (answer === undefined) {
    request.log.error({ err: error }, "request failed");
    const status = (error as Partial<FastifyError> | null)?.statusCode;
    return reply
      .code(typeof status === "number" && status >= 500 && status < 600 ? status : 500)
      .send({ message: "Something went wrong", code: "internal_error", requestId: request.id } satisfies ErrorResponse);
  }
  if (answer.status >= 500) request.log.error({ err: error }, "request failed");
  else request.log.info({ status: answer.status, code: answer.body.code, reason: answer.body.message }, "request rejected");
  if (answer.headers !== undefined) reply.headers(answer.headers);
  return reply.code(answer.status).send(answer.body);
};
