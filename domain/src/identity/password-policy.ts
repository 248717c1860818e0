import { ValidationError } from "../errors.ts";
import { identityMessages } from "./identity-messages.ts";

/**
 * Spec section 5: at least 8 characters, starting with an alphanumeric character, with at least
 * one lowercase letter, one uppercase letter and one digit.
 */
export const passwordProblems = (password: string): string[] => {
  const problems: string[] = [];
  if (password.length < 8) problems.push("at least 8 characters");
  if (!/^[A-Za-z0-9]/.test(password)) problems.push("starts with a letter or digit");
  if (!/[a-z]/.test(password)) problems.push("a lowercase letter");
  if (!/[A-Z]/.test(password)) problems.push("an uppercase letter");
  if (!/[0-9]/.test(password)) problems.push("a digit");
  return problems;
};

export const isStrongPassword = (password: string): boolean => passwordProblems(password).length === 0;

/** Throws a 400 naming the field(s): the policy on `password`, 'Passwords must match' on the confirmation. */
export const assertNewPassword = (password: string, confirmation: string): void => {
  const errors: Record<string, string[]> = {};
  if (!isStrongPassword(password)) errors["password"] = [identityMessages.passwordPolicy];
  if (password !== confirmation) errors["password_confirmation"] = [identityMessages.passwordsMustMatch];
  const first = errors["password"]?.[0] ?? errors["password_confirmation"]?.[0];
  if (first !== undefined) throw new ValidationError(errors, first, "invalid_password");
};
