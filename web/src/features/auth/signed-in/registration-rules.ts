/** Spec section 9: the complete-registration dialog appears 1 s after login for a non-admin without a default company. */
export const completeRegistrationDelayMs = 1000;
/** After registration: to /dashboard (its setup checklist) after 1500 ms. */
export const afterRegistrationRedirectMs = 1500;

export interface RegistrationSubject {
  readonly is_admin?: boolean;
  readonly is_manager?: boolean;
  readonly default_company?: unknown;
}

/**
 * A non-admin without a default company completes the registration. Invited and manually added
 * people get the inviting company as their default one, so in practice this is a founder who
 * signed up without a company name.
 */
export const needsRegistration = (user: RegistrationSubject): boolean => user.is_admin !== true && (user.default_company ?? null) === null;

export interface RegistrationForm {
  readonly workspace_name: string;
  readonly phone_number: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
}

/** Spec section 5: company name, first name and last name required; phone and email optional (clarification 14). */
export const registrationErrors = (form: RegistrationForm): Partial<Record<keyof RegistrationForm, string>> => {
  const errors: Partial<Record<keyof RegistrationForm, string>> = {};
  for (const field of ["workspace_name", "first_name", "last_name"] as const) if (form[field].trim() === "") errors[field] = "This field is required";
  return errors;
};

export interface VerificationSubject {
  readonly email_verified_at?: string | null;
  readonly default_company?: { readonly subscription?: { readonly is_trial_over?: boolean } | null } | null;
}

/** Clarification 24: the 'Email verification' dialog shows when the email is unverified and the trial is over. */
export const needsVerificationDialog = (user: VerificationSubject): boolean =>
  (user.email_verified_at ?? null) === null && user.default_company?.subscription?.is_trial_over === true;
