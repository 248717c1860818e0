import { passwordProblems } from "@workledger/domain/identity/password-policy.ts";
import { identityMessages } from "@workledger/domain/identity/identity-messages.ts";

/** The policy's parts, in the order the password field lists them (spec section 5). */
export const passwordRules = [
  { id: "length", problem: "at least 8 characters", label: "At least 8 characters" },
  { id: "start", problem: "starts with a letter or digit", label: "Starts with a letter or digit" },
  { id: "lower", problem: "a lowercase letter", label: "A lowercase letter" },
  { id: "upper", problem: "an uppercase letter", label: "An uppercase letter" },
  { id: "digit", problem: "a digit", label: "A digit" },
] as const;

export interface PasswordFeedback {
  /** Each rule with whether the typed password meets it. */
  readonly rules: readonly { readonly id: string; readonly label: string; readonly met: boolean }[];
  readonly passwordError: string | null;
  readonly confirmationError: string | null;
  readonly valid: boolean;
}

/**
 * Instant feedback from the same pure rules the API applies (domain/src/identity): nothing is
 * flagged before the user types; the confirmation says 'Passwords must match' once it differs.
 */
export const passwordFeedback = (password: string, confirmation: string): PasswordFeedback => {
  const problems = new Set(passwordProblems(password));
  const rules = passwordRules.map((r) => ({ id: r.id, label: r.label, met: !problems.has(r.problem) }));
  const strong = problems.size === 0;
  const matches = password === confirmation;
  return {
    rules,
    passwordError: password !== "" && !strong ? identityMessages.passwordPolicy : null,
    confirmationError: confirmation !== "" && !matches ? identityMessages.passwordsMustMatch : null,
    valid: strong && matches,
  };
};
