import { Schema, SchemaTransformation } from "effect";
import { Instant } from "../envelope.ts";

/** User-facing messages of the spec, kept literal so API, domain and web say the same thing. */
export const organisationMessages = {
  required: "This field is required",
  number: "Must be a number",
  radius: "Must be greater than or equal to 100 meters",
  optionAlreadyExists: "Option already exist",
} as const;

export const MIN_RADIUS_METERS = 100;
/** Automatic stop after this many idle minutes when the preference is unset (spec 9, clarification 34). */
export const DEFAULT_IDLE_STOP_MINUTES = 60;
/** A Finnish full-time day, used when no normal workday length is set. */
export const DEFAULT_NORMAL_WORKDAY_SECONDS = 7.5 * 3600;

/** A name someone typed: required, at most 255 characters; surrounding blanks do not count. */
export const RequiredText = Schema.String.check(
  Schema.makeFilter((s: string) => s.trim().length > 0, { message: organisationMessages.required }),
  Schema.isMaxLength(255),
);

export const EntityId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(128));
export type EntityId = typeof EntityId.Type;

/** A number field; a non-number says the spec's 'Must be a number'. */
export const NumberField = Schema.Number.annotate({ message: organisationMessages.number }).check(Schema.isFinite({ message: organisationMessages.number }));

export const Latitude = NumberField.check(Schema.isBetween({ minimum: -90, maximum: 90 }));
export const Longitude = NumberField.check(Schema.isBetween({ minimum: -180, maximum: 180 }));
export const GeoLocation = Schema.Struct({ lat: Latitude, lng: Longitude });
export type GeoLocation = typeof GeoLocation.Type;

/** Workspace and geofence radius in metres; the spec's minimum and message. */
export const RadiusMeters = NumberField.check(
  Schema.isGreaterThanOrEqualTo(MIN_RADIUS_METERS, { message: organisationMessages.radius }),
  Schema.isLessThanOrEqualTo(100_000),
);

/** Bounds that fit a 32-bit integer column and what the value means. */
export const MAX_DURATION_SECONDS = 366 * 24 * 3600;
export const MAX_CENTS = 10_000_000;

/** A length of time in whole seconds (durations are integer seconds throughout the ledger), at most a year. */
export const DurationSeconds = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(MAX_DURATION_SECONDS));
/** Up to one day, e.g. a pause or a threshold per day. */
export const DaySeconds = DurationSeconds.check(Schema.isLessThanOrEqualTo(24 * 3600));

/** Money as integer cents, so sums never drift; at most 100,000 euros (an allowance or an hourly rate). */
export const Cents = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(MAX_CENTS));

/** A wall-clock time "HH:mm" in the company's zone. */
export const LocalTime = Schema.String.check(Schema.isMaxLength(5), Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/));
export type LocalTime = typeof LocalTime.Type;

/** ISO weekday, Monday = 1 ... Sunday = 7. */
export const IsoWeekday = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 7 }));

/** The spec's rounding options: nearest 10 minutes, 15 minutes, half-hour, hour. */
export const RoundingMinutes = Schema.Literals([10, 15, 30, 60]);
export type RoundingMinutes = typeof RoundingMinutes.Type;

/** A country code such as FI (ISO 3166-1 alpha-2). */
export const CountryCode = Schema.String.check(Schema.isMaxLength(2), Schema.isPattern(/^[A-Z]{2}$/));

/**
 * A boolean as the server may have stored it: true/false, 1/0, null, or a string where only
 * 'true' (and '1') read as true, as the spec says.
 */
export const LooseBoolean = Schema.Union([
  Schema.Boolean,
  Schema.String.check(Schema.isMaxLength(5)),
  Schema.Literals([0, 1]),
  Schema.Null,
]).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform({
      decode: (value) => value === true || value === 1 || (typeof value === "string" && ["true", "1"].includes(value.trim().toLowerCase())),
      encode: (value) => value,
    }),
  ),
);

/** What travels with every command and never comes from the request body: the clock and the actor. */
export const OrganisationCommandMetadata = Schema.Struct({ now: Instant, actorId: Schema.String });
export type OrganisationCommandMetadata = typeof OrganisationCommandMetadata.Type;
