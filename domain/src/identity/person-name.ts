import { ValidationError } from "../errors.ts";
import { identityMessages } from "./identity-messages.ts";

/** The longest first or last name a person may carry (the People list, the timesheet and history show it whole). */
export const personNameMaxLength = 100;

export const personNameMessages = {
  tooLong: `At most ${personNameMaxLength} characters`,
  invalidCharacters: "A name cannot contain line breaks or control characters",
  oneInvitee: "Names can be given when one person is invited",
} as const;

// Control and format characters that would break a row or hide text (C0, DEL, C1, bidi controls, line separators).
const forbidden = /[\p{Cc}\u200e\u200f\u2028-\u202e\u2066-\u2069]/u;

/** Why a typed name is refused, or null; `required` makes an empty one a problem. The web form and the API share it. */
export const personNameProblem = (value: string, required: boolean): string | null => {
  const name = value.trim();
  if (name === "") return required ? identityMessages.fieldRequired : null;
  if ([...name].length > personNameMaxLength) return personNameMessages.tooLong;
  if (forbidden.test(name)) return personNameMessages.invalidCharacters;
  return null;
};

export interface PersonNames {
  readonly firstName: string;
  readonly lastName: string;
}

/** Trims both names and throws one 400 naming every refused field (`first_name`, `last_name`). */
export const assertPersonNames = (names: PersonNames, required: boolean): PersonNames => {
  const problems = Object.entries({ first_name: names.firstName, last_name: names.lastName }).flatMap(([field, value]) => {
    const problem = personNameProblem(value, required);
    return problem === null ? [] : [[field, [problem]] as const];
  });
  if (problems.length > 0) throw new ValidationError(Object.fromEntries(problems), problems[0]![1][0]!, "name_invalid");
  return { firstName: names.firstName.trim(), lastName: names.lastName.trim() };
};
