/** The spec's dictionary messages (section 8) for identity, word for word. */
export const identityMessages = {
  invalidCredentials: "Invalid credentials",
  accountDoesNotExist: "This account doesn't exist",
  accountDeleted: "Your account has been deleted",
  userDeleted: "User has been deleted",
  /** Not in the spec's dictionary: erasure (GDPR) is an admin action of this product. */
  personErasedAlready: "This person has already been erased",
  verifyEmail: "Please verify your email",
  accountDeactivated: "Your account has been deactivated",
  companyDisabled: "Your company account has been disabled",
  loginThrottled: "You have attempted to login multiple times already. Try resetting your password.",
  tokenInvalid: "Token already expired, invalid or already used",
  userNotFound: "User not found",
  userCannotBeViewed: "User information cannot be viewed",
  emailOrRfidInUse: "This email / RFID is already in use",
  passwordsMustMatch: "Passwords must match",
  invalidEmail: "Invalid email address",
  fieldRequired: "This field is required",
  unknownNotificationType: "Unknown notification type",
  termsRequired: "The terms must be accepted",
  passwordPolicy:
    "The password must be at least 8 characters, start with a letter or digit, and contain a lowercase letter, an uppercase letter and a digit",
  noRights: "You have no rights to edit work time!",
  forbidden: "You are not allowed to do this",
  invalidTimeZone: "Must be a valid time zone",
} as const;
