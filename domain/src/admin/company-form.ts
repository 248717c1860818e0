import { emailAddressProblem } from "../identity/email-address.ts";
import { identityMessages } from "../identity/identity-messages.ts";

/**
 * The admin's company/account form (spec section 3) with the defaults of clarification 13, and its
 * validation (spec section 5): name required; email valid, and required when has_user; trial end a
 * date or null; the rest optional. Every problem at once, by field path; unknown fields ignored.
 * The API and the web form use this one rule.
 */
export interface AdminCompanyForm {
  readonly name: string;
  readonly has_user: boolean;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly addresses: readonly string[];
  readonly phone_numbers: readonly string[];
  readonly company_address: string;
  readonly activity: string;
  readonly tax_number: string;
  readonly bank_account: string;
  readonly telephone_number: string;
  readonly apiKey: string;
  readonly comment: string;
  readonly trial_ends_at: string | null;
  readonly is_email_spoof: boolean;
  readonly price_admin: string | number | null;
  readonly price_user: string | number | null;
}

export const emptyAdminCompanyForm: AdminCompanyForm = {
  name: "",
  has_user: true,
  email: "",
  phone: "",
  address: "",
  addresses: [""],
  phone_numbers: [""],
  company_address: "",
  activity: "",
  tax_number: "",
  bank_account: "",
  telephone_number: "",
  apiKey: "",
  comment: "",
  trial_ends_at: null,
  is_email_spoof: false,
  price_admin: "",
  price_user: "",
};

/** Prices are euros with cents, at most this much (they fit numeric(9,2)). */
export const MAX_ADMIN_PRICE = 9_999_999.99;

export const adminCompanyMessages = {
  date: "Must be a date",
  price: "Must be a price between 0 and 9999999.99",
} as const;

/** A price as typed ("", "12", "12,50") to a number, null for empty, NaN when it is not one. */
export const parseAdminPrice = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  const text = value.trim().replace(",", ".");
  if (text === "") return null;
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
};

/** Every problem of the form by field; `editing`: the main user is not created again, so has_user asks for nothing. */
export const adminCompanyFormErrors = (form: Partial<AdminCompanyForm>, options: { readonly editing?: boolean } = {}): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  if ((form.name ?? "").trim() === "") errors["name"] = [identityMessages.fieldRequired];
  const hasUser = (form.has_user ?? true) && options.editing !== true;
  const email = (form.email ?? "").trim();
  if (hasUser && email === "") errors["email"] = [identityMessages.fieldRequired];
  else if (email !== "" && emailAddressProblem(email) !== null) errors["email"] = [emailAddressProblem(email)!];
  if (form.trial_ends_at != null && form.trial_ends_at !== "" && Number.isNaN(Date.parse(form.trial_ends_at))) errors["trial_ends_at"] = [adminCompanyMessages.date];
  for (const key of ["price_admin", "price_user"] as const) {
    const price = parseAdminPrice(form[key]);
    if (price !== null && (Number.isNaN(price) || price < 0 || price > MAX_ADMIN_PRICE)) errors[key] = [adminCompanyMessages.price];
  }
  return errors;
};
