import { Schema } from "effect";

/**
 * Sign-in attempts (POST /api/login), recorded by the login route for the admin pages' logins and
 * accounts. One short-lived stream per company and UTC day, `sign-ins-{companyId}-{YYYY-MM-DD}`
 * (an address that belongs to nobody is kept under the `system` key). Never a password, nor any
 * part of one: the address typed, the outcome, the client's IP address and user agent.
 */
export const signInStreamName = (companyId: string, day: string): string => `sign-ins-${companyId}-${day}`;

/** The company key of attempts whose address belongs to no account. */
export const signInSystemKey = "system";

/** Bounds that fit the read model's columns: longer values are cut before the event is built. */
export const signInEmailMaxLength = 254;
export const signInUserAgentMaxLength = 512;
export const signInIpMaxLength = 64;

export const SignInFailureReason = Schema.Literals([
  "invalid_credentials",
  "account_not_found",
  "account_deleted",
  "email_unverified",
  "account_deactivated",
  "company_disabled",
]);
export type SignInFailureReason = typeof SignInFailureReason.Type;

const event = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct(fields) });

const client = { email: Schema.String, ip: Schema.String, userAgent: Schema.String };

/** The password was proved and a session opened. */
export const UserSignedIn = event("UserSignedIn", { userId: Schema.String, companyId: Schema.String, ...client });
/**
 * A refused attempt that was checked (a throttled one is refused before any check and writes
 * nothing). `throttleTripped`: this failure reached the limit, later attempts are refused for a
 * while. `unrecordedBefore`: failures left out since the last recorded one because the process's
 * budget of failure events was spent (a flood from many addresses).
 */
export const UserSignInFailed = event("UserSignInFailed", {
  userId: Schema.NullOr(Schema.String),
  companyId: Schema.NullOr(Schema.String),
  ...client,
  reason: SignInFailureReason,
  throttleTripped: Schema.Boolean,
  unrecordedBefore: Schema.Number,
});

export const SignInEvent = Schema.Union([UserSignedIn, UserSignInFailed]);
export type SignInEvent = typeof SignInEvent.Type;
export type SignInEventType = SignInEvent["type"];
export const signInEventTypes: readonly SignInEventType[] = ["UserSignedIn", "UserSignInFailed"];
