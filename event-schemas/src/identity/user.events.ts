import { Schema } from "effect";
import { Instant } from "../envelope.ts";
import { Rights, UserPreferences, UserProfileFields } from "./identity-values.ts";

/** Stream of one person in their home company: `user-{companyId}-{userId}`. */
export const userStreamName = (companyId: string, userId: string): string => `user-${companyId}-${userId}`;

const event = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct(fields) });

const created = {
  userId: Schema.String,
  companyId: Schema.String,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  language: Schema.String,
  rights: Rights,
  isAdmin: Schema.Boolean,
};

/** Signed up themselves: active at once (email unverified), main user and manager of the new company. */
export const UserSignedUp = event("UserSignedUp", { ...created, termsAcceptedAt: Instant });
/** Invited by email: waiting activation until they set a password through the link. */
export const UserInvited = event("UserInvited", { ...created, invitedBy: Schema.String, workspaceId: Schema.NullOr(Schema.String) });
/** Added manually by a manager with details: waiting activation. */
export const UserAddedManually = event("UserAddedManually", { ...created, addedBy: Schema.String, profile: UserProfileFields });
export const UserActivationLinkSent = event("UserActivationLinkSent", { expiresAt: Instant });
export const UserActivated = event("UserActivated", { by: Schema.String });
export const UserDeactivated = event("UserDeactivated", { by: Schema.String });
export const UserDeleted = event("UserDeleted", { by: Schema.String });
export const UserEmailVerified = event("UserEmailVerified", { verifiedAt: Instant });
/** Written before email changes waited for confirmation; kept so older streams still read. */
export const UserEmailChanged = event("UserEmailChanged", { email: Schema.String });
/** A new address was asked for (by the person or a manager); it takes effect when its link is followed. */
export const UserEmailChangeRequested = event("UserEmailChangeRequested", { email: Schema.String, by: Schema.String, expiresAt: Instant });
/** The new address followed its link: it is the person's (verified) address from now on. */
export const UserEmailChangeConfirmed = event("UserEmailChangeConfirmed", { email: Schema.String, previousEmail: Schema.String, confirmedAt: Instant });
export const UserEmailChangeCancelled = event("UserEmailChangeCancelled", { email: Schema.String, by: Schema.String });
/**
 * An unproven claim gave its address up: an unverified sign-up's verification window passed, or an
 * invitation or manual add from another company took over an unverified sign-up or a pending
 * invitation (invited_elsewhere). The account can no longer sign in.
 */
export const UserEmailClaimLapsed = event("UserEmailClaimLapsed", {
  email: Schema.String,
  reason: Schema.Literals(["verification_window_passed", "invited_elsewhere"]),
  lapsedAt: Instant,
});
export const UserProfileUpdated = event("UserProfileUpdated", { changes: UserProfileFields });
export const UserRightsChanged = event("UserRightsChanged", { rights: Rights, by: Schema.String });
export const UserNotificationSettingsChanged = event("UserNotificationSettingsChanged", {
  settings: Schema.Record(Schema.String, Schema.Boolean),
});
export const UserPreferencesChanged = event("UserPreferencesChanged", { changes: UserPreferences });
/** Credentials live outside the log; this records that the password was set or changed, and how. */
export const UserPasswordChanged = event("UserPasswordChanged", { reason: Schema.Literals(["signup", "set", "reset", "change"]) });
export const UserDefaultCompanyChanged = event("UserDefaultCompanyChanged", { companyId: Schema.NullOr(Schema.String) });
export const UserUnsubscribed = event("UserUnsubscribed", {});
/** A document kept for the person (profile files tab); the bytes live in a table, the log keeps what and who. */
export const UserFileAdded = event("UserFileAdded", { fileId: Schema.String, fileName: Schema.String, contentType: Schema.String, size: Schema.Number, by: Schema.String });
export const UserFileRemoved = event("UserFileRemoved", { fileId: Schema.String, fileName: Schema.String, by: Schema.String });
/**
 * An admin erased the person (GDPR right to erasure): their key is destroyed, so the personal fields
 * of their events read as "Erased person" from now on; read models scrub what they kept.
 */
export const UserErased = event("UserErased", { by: Schema.String, erasedAt: Instant });

export const UserEvent = Schema.Union([
  UserSignedUp,
  UserInvited,
  UserAddedManually,
  UserActivationLinkSent,
  UserActivated,
  UserDeactivated,
  UserDeleted,
  UserEmailVerified,
  UserEmailChanged,
  UserEmailChangeRequested,
  UserEmailChangeConfirmed,
  UserEmailChangeCancelled,
  UserEmailClaimLapsed,
  UserProfileUpdated,
  UserRightsChanged,
  UserNotificationSettingsChanged,
  UserPreferencesChanged,
  UserPasswordChanged,
  UserDefaultCompanyChanged,
  UserUnsubscribed,
  UserFileAdded,
  UserFileRemoved,
  UserErased,
]);
export type UserEvent = typeof UserEvent.Type;
export type UserEventType = UserEvent["type"];
export const userEventTypes: readonly UserEventType[] = [
  "UserSignedUp",
  "UserInvited",
  "UserAddedManually",
  "UserActivationLinkSent",
  "UserActivated",
  "UserDeactivated",
  "UserDeleted",
  "UserEmailVerified",
  "UserEmailChanged",
  "UserEmailChangeRequested",
  "UserEmailChangeConfirmed",
  "UserEmailChangeCancelled",
  "UserEmailClaimLapsed",
  "UserProfileUpdated",
  "UserRightsChanged",
  "UserNotificationSettingsChanged",
  "UserPreferencesChanged",
  "UserPasswordChanged",
  "UserDefaultCompanyChanged",
  "UserUnsubscribed",
  "UserFileAdded",
  "UserFileRemoved",
  "UserErased",
];
