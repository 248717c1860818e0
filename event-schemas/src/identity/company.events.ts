import { Schema } from "effect";
import { Instant } from "../envelope.ts";
import { CompanyAccountFields, CompanyFlags, CompanyProfileFields } from "./identity-values.ts";

/** Stream of one company: `company-{companyId}`. */
export const companyStreamName = (companyId: string): string => `company-${companyId}`;

const event = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct(fields) });

export const CompanyRegistered = event("CompanyRegistered", {
  companyId: Schema.String,
  name: Schema.String,
  /** Null for a client created without a user: it has no main user until one is made so. */
  mainUserId: Schema.NullOr(Schema.String),
  telephoneNumber: Schema.NullOr(Schema.String),
  timezone: Schema.String,
  trialEndsAt: Schema.NullOr(Instant),
});
export const CompanyProfileUpdated = event("CompanyProfileUpdated", { changes: CompanyProfileFields });
export const CompanyLogoChanged = event("CompanyLogoChanged", { logo: Schema.String, logoCache: Schema.Number });
export const CompanyLogoRemoved = event("CompanyLogoRemoved", { logoCache: Schema.Number });
export const CompanyFeatureFlagsChanged = event("CompanyFeatureFlagsChanged", { flags: CompanyFlags });
export const CompanySubscriptionChanged = event("CompanySubscriptionChanged", {
  trialEndsAt: Schema.NullOr(Instant),
  isLoginDisabled: Schema.Boolean,
});
export const CompanyDisabled = event("CompanyDisabled", { reason: Schema.String });
export const CompanyEnabled = event("CompanyEnabled", {});
export const CompanyMainUserChanged = event("CompanyMainUserChanged", { mainUserId: Schema.String });
/** The admin changed the client's account fields (only the changed ones). */
export const CompanyAccountUpdated = event("CompanyAccountUpdated", { changes: CompanyAccountFields });
/** An admin set the company's daily cap on invitation and activation mails (the default is domain's mailLimits). */
export const CompanyMailCapLifted = event("CompanyMailCapLifted", { dailyCap: Schema.Number, by: Schema.String });

export const CompanyEvent = Schema.Union([
  CompanyRegistered,
  CompanyProfileUpdated,
  CompanyLogoChanged,
  CompanyLogoRemoved,
  CompanyFeatureFlagsChanged,
  CompanySubscriptionChanged,
  CompanyDisabled,
  CompanyEnabled,
  CompanyMainUserChanged,
  CompanyAccountUpdated,
  CompanyMailCapLifted,
]);
export type CompanyEvent = typeof CompanyEvent.Type;
export type CompanyEventType = CompanyEvent["type"];
export const companyEventTypes: readonly CompanyEventType[] = [
  "CompanyRegistered",
  "CompanyProfileUpdated",
  "CompanyLogoChanged",
  "CompanyLogoRemoved",
  "CompanyFeatureFlagsChanged",
  "CompanySubscriptionChanged",
  "CompanyDisabled",
  "CompanyEnabled",
  "CompanyMainUserChanged",
  "CompanyAccountUpdated",
  "CompanyMailCapLifted",
];
