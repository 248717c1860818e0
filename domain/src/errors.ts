/**
 * Typed errors a rule can throw. Each carries a stable `code` that clients may branch on and a
 * `kind` that the API maps to an HTTP status; domain itself knows nothing about HTTP.
 */
export type DomainErrorKind =
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "precondition_failed"
  | "rate_limited";

/** Messages per field, addressed by a dotted path ("period.start"). */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

/** The input breaks a rule; `errors` says which fields and why. */
export class ValidationError extends DomainError {
  override readonly name = "ValidationError";
  readonly kind = "validation";
  constructor(
    readonly errors: FieldErrors,
    message = "The request has invalid fields",
    code = "validation_failed",
  ) {
    super(message, code);
  }

  static of(field: string, message: string, code?: string): ValidationError {
    return new ValidationError({ [field]: [message] }, message, code);
  }
}

/** Nobody is signed in, or the session is no longer valid. */
export class UnauthorizedError extends DomainError {
  override readonly name = "UnauthorizedError";
  readonly kind = "unauthorized";
  constructor(message = "Sign in to continue", code = "unauthorized") {
    super(message, code);
  }
}

/** Signed in, but this persona or person may not do this. */
export class ForbiddenError extends DomainError {
  override readonly name = "ForbiddenError";
  readonly kind = "forbidden";
  constructor(message = "You are not allowed to do this", code = "forbidden") {
    super(message, code);
  }
}

export class NotFoundError extends DomainError {
  override readonly name = "NotFoundError";
  readonly kind = "not_found";
  constructor(message = "Not found", code = "not_found") {
    super(message, code);
  }
}

/** The command does not fit the current state (work already started, overlap, concurrent change). */
export class ConflictError extends DomainError {
  override readonly name = "ConflictError";
  readonly kind = "conflict";
  constructor(message: string, code = "conflict") {
    super(message, code);
  }
}

/** A condition the client stated (a version, a position to wait for) does not hold. */
export class PreconditionFailedError extends DomainError {
  override readonly name = "PreconditionFailedError";
  readonly kind = "precondition_failed";
  constructor(message: string, code = "precondition_failed") {
    super(message, code);
  }
}

export class RateLimitedError extends DomainError {
  override readonly name = "RateLimitedError";
  readonly kind = "rate_limited";
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many attempts, try again later",
    code = "rate_limited",
  ) {
    super(message, code);
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
