import { notificationSettingKeys, type Rights, type UserEvent, type UserPreferences, type UserProfileFields, type UserStatus } from "@workledger/event-schemas";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { changedFields } from "../unchanged.ts";
import { identityMessages } from "./identity-messages.ts";
import { normaliseRights, sameRights } from "./permissions.ts";
import { assertPersonNames, type PersonNames } from "./person-name.ts";
import { assertTimeZone } from "./time-zone.ts";
import { userFileMessages, userFileSizeProblem } from "./user-files.ts";

interface NewUser {
  readonly userId: string;
  readonly companyId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly language: string;
  readonly rights: Rights;
  readonly isAdmin: boolean;
}

export type UserCommand =
  | (NewUser & { readonly type: "SignUp"; readonly now: string; readonly defaultCompanyId: string | null })
  | (NewUser & { readonly type: "Invite"; readonly by: string; readonly workspaceId: string | null; readonly activationExpiresAt: string })
  | (NewUser & { readonly type: "AddManually"; readonly by: string; readonly profile: UserProfileFields; readonly activationExpiresAt: string })
  | { readonly type: "ResendActivation"; readonly expiresAt: string }
  | { readonly type: "Activate"; readonly by: string }
  | { readonly type: "Deactivate"; readonly by: string }
  | { readonly type: "Delete"; readonly by: string }
  /**
   * An invited person sets their password through the link: verified and active. A link sent to a
   * corrected address confirms that address too (`confirmsEmail`, the address the link went to).
   * `names` are the first and last name the person types on the set-password page.
   */
  | { readonly type: "CompleteActivation"; readonly now: string; readonly confirmsEmail?: string; readonly names?: PersonNames }
  | { readonly type: "VerifyEmail"; readonly now: string }
  /** A new address, pending until its link is followed; the current address cancels a pending one. */
  | { readonly type: "RequestEmailChange"; readonly email: string; readonly by: string; readonly expiresAt: string }
  | { readonly type: "CancelEmailChange"; readonly by: string }
  /** The pending address followed its link (`email` is the address the link went to). */
  | { readonly type: "ConfirmEmailChange"; readonly email: string; readonly now: string }
  /** Someone else wants the address this account holds: allowed only for a lapsed, unproven claim (lapsedClaimReason). */
  | { readonly type: "ReleaseEmailClaim"; readonly email: string; readonly now: string; readonly byInvitation: boolean; readonly claimantCompanyId?: string | null }
  | { readonly type: "UpdateProfile"; readonly changes: UserProfileFields }
  | { readonly type: "ChangeRights"; readonly rights: Rights; readonly by: string }
  | { readonly type: "ChangeNotificationSettings"; readonly settings: Readonly<Record<string, boolean>> }
  | { readonly type: "ChangePreferences"; readonly changes: UserPreferences }
  | { readonly type: "RecordPasswordChange"; readonly reason: "set" | "reset" | "change" }
  | { readonly type: "ChangeDefaultCompany"; readonly companyId: string | null }
  | { readonly type: "Unsubscribe" }
  | { readonly type: "AddFile"; readonly fileId: string; readonly fileName: string; readonly contentType: string; readonly size: number; readonly by: string }
  | { readonly type: "RemoveFile"; readonly fileId: string; readonly by: string }
  /** GDPR erasure by an admin: the person's key is destroyed beside this (event-store), the event says who and when. */
  | { readonly type: "Erase"; readonly by: string; readonly erasedAt: string };

export interface UserState {
  readonly exists: boolean;
  readonly userId: string;
  readonly companyId: string;
  readonly email: string;
  readonly status: UserStatus;
  readonly emailVerified: boolean;
  /** Some address of this account was verified once (an unverified sign-up's claim can lapse; a verified one never does). */
  readonly everVerified: boolean;
  /** How the account began, and when it signed up itself. */
  readonly origin: "signup" | "invite" | "manual" | null;
  readonly signedUpAt: string | null;
  /** An address asked for and not yet confirmed. */
  readonly pendingEmail: string | null;
  readonly rights: Rights;
  readonly profile: UserProfileFields;
  readonly preferences: UserPreferences;
  readonly notificationSettings: Readonly<Record<string, boolean>>;
  readonly defaultCompanyId: string | null;
  readonly unsubscribed: boolean;
  /** Ids and names of the person's files (profile files tab). */
  readonly files: Readonly<Record<string, string>>;
  /** The person was erased (UserErased): gone for every command, and not erased twice. */
  readonly erased: boolean;
}

export const initialUserState: UserState = {
  exists: false,
  userId: "",
  companyId: "",
  email: "",
  status: "waiting_activation",
  emailVerified: false,
  everVerified: false,
  origin: null,
  signedUpAt: null,
  pendingEmail: null,
  rights: { user_role_id: null, general_rights_workspace_ids: [], manager_rights_workspace_ids: [], permissions: [] },
  profile: {},
  preferences: {},
  notificationSettings: {},
  defaultCompanyId: null,
  unsubscribed: false,
  files: {},
  erased: false,
};

const requireUser = (state: UserState): void => {
  if (!state.exists) throw new NotFoundError(identityMessages.userNotFound, "user_not_found");
  if (state.status === "deleted") throw new ConflictError(identityMessages.userDeleted, "user_deleted");
};

const changed = <T extends object>(current: T, changes: T, options: { readonly blankIsUnset?: boolean } = {}): Partial<T> => changedFields(current, changes, options);

const newUserData = (c: NewUser) => ({
  userId: c.userId,
  companyId: c.companyId,
  email: c.email,
  firstName: c.firstName,
  lastName: c.lastName,
  language: c.language,
  rights: normaliseRights(c.rights),
  isAdmin: c.isAdmin,
});

/** How long a sign-up may leave its address unverified before someone else may take the address. */
export const unverifiedClaimWindowMs = 7 * 24 * 3600_000;

/**
 * Why an account's hold on `email` has lapsed, or null while it holds. An address is taken only
 * once someone proves they hold it (follows a link mailed to it); until then the hold is a claim:
 * - an unverified sign-up's claim lapses after the verification window, for anyone;
 * - any unproven claim (an unverified sign-up, with or without a company, or an invitation or
 *   manual add nobody has followed) gives way at once to an invitation or manual add from another
 *   company (`claimantCompanyId`), whose own link proves the address. A sign-up never takes over
 *   an invitation: a real employer's invitation wins.
 */
export const lapsedClaimReason = (
  state: UserState,
  email: string,
  now: string,
  byInvitation: boolean,
  claimantCompanyId: string | null = null,
): "verification_window_passed" | "invited_elsewhere" | null => {
  if (!state.exists || state.status === "deleted" || state.email !== email || state.everVerified) return null;
  if (state.origin === "signup" && state.signedUpAt !== null && Date.parse(now) - Date.parse(state.signedUpAt) >= unverifiedClaimWindowMs) return "verification_window_passed";
  return byInvitation && claimantCompanyId !== null && claimantCompanyId !== state.companyId ? "invited_elsewhere" : null;
};

/** A link that was mailed to `email` confirms it only while it is the pending address. */
const confirmEmailChange = (state: UserState, email: string, now: string): UserEvent => {
  if (state.pendingEmail !== email) throw ValidationError.of("token", identityMessages.tokenInvalid, "token_invalid");
  return { type: "UserEmailChangeConfirmed", data: { email, previousEmail: state.email, confirmedAt: now } };
};

export const decideUser = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case "SignUp": {
      if (state.exists) throw new ConflictError(identityMessages.emailOrRfidInUse, "email_in_use");
      const events: UserEvent[] = [
        { type: "UserSignedUp", data: { ...newUserData(command), termsAcceptedAt: command.now } },
        { type: "UserPasswordChanged", data: { reason: "signup" } },
      ];
      if (command.defaultCompanyId !== null) events.push({ type: "UserDefaultCompanyChanged", data: { companyId: command.defaultCompanyId } });
      return events;
    }
    case "Invite":
      if (state.exists) throw new ConflictError(identityMessages.emailOrRfidInUse, "email_in_use");
      // The invite may carry names; each one given must be a valid name.
      assertPersonNames(command, false);
      // The inviting company becomes the default one, so the person lands in it without a registration step.
      return [
        { type: "UserInvited", data: { ...newUserData(command), invitedBy: command.by, workspaceId: command.workspaceId } },
        { type: "UserDefaultCompanyChanged", data: { companyId: command.companyId } },
        { type: "UserActivationLinkSent", data: { expiresAt: command.activationExpiresAt } },
      ];
    case "AddManually":
      if (state.exists) throw new ConflictError(identityMessages.emailOrRfidInUse, "email_in_use");
      return [
        { type: "UserAddedManually", data: { ...newUserData(command), addedBy: command.by, profile: command.profile } },
        { type: "UserDefaultCompanyChanged", data: { companyId: command.companyId } },
        { type: "UserActivationLinkSent", data: { expiresAt: command.activationExpiresAt } },
      ];
    case "ResendActivation":
      requireUser(state);
      if (state.status !== "waiting_activation") throw new ConflictError("The user has activated their account already", "already_activated");
      return [{ type: "UserActivationLinkSent", data: { expiresAt: command.expiresAt } }];
    case "Activate":
      requireUser(state);
      return state.status === "active" ? [] : [{ type: "UserActivated", data: { by: command.by } }];
    case "Deactivate":
      requireUser(state);
      return state.status === "inactive" ? [] : [{ type: "UserDeactivated", data: { by: command.by } }];
    case "Delete":
      if (!state.exists) throw new NotFoundError(identityMessages.userNotFound, "user_not_found");
      return state.status === "deleted" ? [] : [{ type: "UserDeleted", data: { by: command.by } }];
    case "CompleteActivation": {
      requireUser(state);
      if (state.status === "inactive") throw new ForbiddenError(identityMessages.accountDeactivated, "account_deactivated");
      const confirmed = command.confirmsEmail === undefined || command.confirmsEmail === state.email ? [] : [confirmEmailChange(state, command.confirmsEmail, command.now)];
      const current = confirmed.reduce(evolveUser, state);
      const names = command.names === undefined ? undefined : assertPersonNames(command.names, true);
      const events: UserEvent[] = [...confirmed, { type: "UserPasswordChanged", data: { reason: "set" } }];
      if (names !== undefined && (names.firstName !== current.profile.first_name || names.lastName !== current.profile.last_name)) {
        events.push({ type: "UserProfileUpdated", data: { changes: { first_name: names.firstName, last_name: names.lastName } } });
      }
      if (!current.emailVerified) events.push({ type: "UserEmailVerified", data: { verifiedAt: command.now } });
      if (current.status === "waiting_activation") events.push({ type: "UserActivated", data: { by: state.userId } });
      // People invited before invitations set the default company get their inviter's company now.
      if (current.defaultCompanyId === null) events.push({ type: "UserDefaultCompanyChanged", data: { companyId: state.companyId } });
      return events;
    }
    case "VerifyEmail":
      requireUser(state);
      return state.emailVerified ? [] : [{ type: "UserEmailVerified", data: { verifiedAt: command.now } }];
    case "RequestEmailChange":
      requireUser(state);
      if (command.email === state.email) return state.pendingEmail === null ? [] : [{ type: "UserEmailChangeCancelled", data: { email: state.pendingEmail, by: command.by } }];
      // Asking again for the pending address is a resend: a new link, a new expiry.
      return [{ type: "UserEmailChangeRequested", data: { email: command.email, by: command.by, expiresAt: command.expiresAt } }];
    case "CancelEmailChange":
      requireUser(state);
      return state.pendingEmail === null ? [] : [{ type: "UserEmailChangeCancelled", data: { email: state.pendingEmail, by: command.by } }];
    case "ConfirmEmailChange":
      requireUser(state);
      return [confirmEmailChange(state, command.email, command.now)];
    case "ReleaseEmailClaim": {
      const reason = lapsedClaimReason(state, command.email, command.now, command.byInvitation, command.claimantCompanyId ?? null);
      if (reason === null) throw new ConflictError(identityMessages.emailOrRfidInUse, "email_in_use");
      return [{ type: "UserEmailClaimLapsed", data: { email: command.email, reason, lapsedAt: command.now } }];
    }
    case "Erase":
      // A deleted person may be erased (the usual order); an erased one is not erased again.
      if (!state.exists) throw new NotFoundError(identityMessages.userNotFound, "user_not_found");
      if (state.erased) throw new ConflictError(identityMessages.personErasedAlready, "person_erased_already");
      return [{ type: "UserErased", data: { by: command.by, erasedAt: command.erasedAt } }];
    case "UpdateProfile": {
      requireUser(state);
      assertTimeZone(command.changes.timezone);
      const changes = changed(state.profile, command.changes, { blankIsUnset: true });
      return Object.keys(changes).length === 0 ? [] : [{ type: "UserProfileUpdated", data: { changes } }];
    }
    case "ChangeRights":
      requireUser(state);
      return sameRights(state.rights, command.rights)
        ? []
        : [{ type: "UserRightsChanged", data: { rights: normaliseRights(command.rights), by: command.by } }];
    case "ChangeNotificationSettings": {
      requireUser(state);
      // Only the switches the settings page has: an unknown key ('BonusRequest' beside 'bonus_request') would sit there unread.
      const unknown = Object.keys(command.settings).filter((key) => !notificationSettingKeys.includes(key));
      if (unknown.length > 0) throw new ValidationError(Object.fromEntries(unknown.map((key) => [`options.${key}`, [identityMessages.unknownNotificationType]])), identityMessages.unknownNotificationType, "unknown_notification_type");
      const settings = changed(state.notificationSettings, command.settings);
      return Object.keys(settings).length === 0 ? [] : [{ type: "UserNotificationSettingsChanged", data: { settings: command.settings } }];
    }
    case "ChangePreferences": {
      requireUser(state);
      const changes = changed(state.preferences, command.changes);
      return Object.keys(changes).length === 0 ? [] : [{ type: "UserPreferencesChanged", data: { changes } }];
    }
    case "RecordPasswordChange":
      requireUser(state);
      return [{ type: "UserPasswordChanged", data: { reason: command.reason } }];
    case "ChangeDefaultCompany":
      requireUser(state);
      return state.defaultCompanyId === command.companyId ? [] : [{ type: "UserDefaultCompanyChanged", data: { companyId: command.companyId } }];
    case "Unsubscribe":
      requireUser(state);
      return state.unsubscribed ? [] : [{ type: "UserUnsubscribed", data: {} }];
    case "AddFile": {
      requireUser(state);
      const problem = userFileSizeProblem(command.contentType, command.size);
      if (problem !== null) throw ValidationError.of("file", problem, "file_too_large");
      if (command.fileId in state.files) throw new ConflictError("File already added", "file_exists");
      return [{ type: "UserFileAdded", data: { fileId: command.fileId, fileName: command.fileName, contentType: command.contentType, size: command.size, by: command.by } }];
    }
    case "RemoveFile": {
      requireUser(state);
      const fileName = state.files[command.fileId];
      if (fileName === undefined) throw new NotFoundError(userFileMessages.notFound, "file_not_found");
      return [{ type: "UserFileRemoved", data: { fileId: command.fileId, fileName, by: command.by } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown user command ${JSON.stringify(unknown)}`);
    }
  }
};

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case "UserSignedUp":
    case "UserInvited":
    case "UserAddedManually":
      return {
        ...state,
        exists: true,
        origin: event.type === "UserSignedUp" ? "signup" : event.type === "UserInvited" ? "invite" : "manual",
        signedUpAt: event.type === "UserSignedUp" ? event.data.termsAcceptedAt : null,
        userId: event.data.userId,
        companyId: event.data.companyId,
        email: event.data.email,
        status: event.type === "UserSignedUp" ? "active" : "waiting_activation",
        rights: event.data.rights,
        profile: {
          first_name: event.data.firstName,
          last_name: event.data.lastName,
          language: event.data.language,
          ...(event.type === "UserAddedManually" ? event.data.profile : {}),
        },
      };
    case "UserActivationLinkSent":
    case "UserPasswordChanged":
      return state;
    case "UserActivated":
      return { ...state, status: "active" };
    case "UserDeactivated":
      return { ...state, status: "inactive" };
    case "UserDeleted":
      return { ...state, status: "deleted" };
    case "UserErased":
      // An erased person is gone for every command, as a deleted one (their facts stay in the ledger).
      return { ...state, status: "deleted", erased: true };
    case "UserEmailVerified":
      return { ...state, emailVerified: true, everVerified: true };
    case "UserEmailChanged":
      return { ...state, email: event.data.email, emailVerified: false };
    case "UserEmailChangeRequested":
      return { ...state, pendingEmail: event.data.email };
    case "UserEmailChangeConfirmed":
      // Following the link proved the address: it is verified.
      return { ...state, email: event.data.email, emailVerified: true, everVerified: true, pendingEmail: null };
    case "UserEmailChangeCancelled":
      return { ...state, pendingEmail: null };
    case "UserEmailClaimLapsed":
      return { ...state, status: "deleted", pendingEmail: null };
    case "UserProfileUpdated":
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case "UserRightsChanged":
      return { ...state, rights: event.data.rights };
    case "UserNotificationSettingsChanged":
      return { ...state, notificationSettings: { ...state.notificationSettings, ...event.data.settings }, unsubscribed: false };
    case "UserPreferencesChanged":
      return { ...state, preferences: { ...state.preferences, ...event.data.changes } };
    case "UserDefaultCompanyChanged":
      return { ...state, defaultCompanyId: event.data.companyId };
    case "UserUnsubscribed":
      return { ...state, unsubscribed: true };
    case "UserFileAdded":
      return { ...state, files: { ...state.files, [event.data.fileId]: event.data.fileName } };
    case "UserFileRemoved":
      return { ...state, files: Object.fromEntries(Object.entries(state.files).filter(([id]) => id !== event.data.fileId)) };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown user event ${JSON.stringify(unknown)}`);
    }
  }
};

export const userDecider = { decide: decideUser, evolve: evolveUser, initialState: initialUserState };
