import { emptyAdminCompanyForm, type AdminCompanyForm } from "@workledger/domain/admin/company-form.ts";
import { clientFlagKeys, type Client, type ClientFlag } from "./clients.api.ts";

/** The drawer's state: the admin company/account form plus the flags, subscription, status and main user. */
export interface ClientFormState extends AdminCompanyForm {
  readonly flags: Readonly<Record<ClientFlag, boolean>>;
  readonly trial_date: string;
  readonly is_login_disabled: boolean;
  readonly disabled: boolean;
  readonly main_user_id: string | null;
}

const noFlags = Object.fromEntries(clientFlagKeys.map((k) => [k, false])) as Record<ClientFlag, boolean>;

export const newClientForm = (): ClientFormState => ({ ...emptyAdminCompanyForm, flags: noFlags, trial_date: "", is_login_disabled: false, disabled: false, main_user_id: null });

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const list = (v: unknown): string[] => (Array.isArray(v) && v.length > 0 ? v.map(text) : [""]);

/** The form filled from a client as the API shows it. */
export const clientFormOf = (c: Client): ClientFormState => {
  const a = c.account ?? {};
  return {
    ...emptyAdminCompanyForm,
    name: c.name,
    has_user: c.main_user_id !== null,
    email: text(a["email"]),
    phone: text(a["phone"]),
    address: text(a["address"]),
    addresses: list(a["addresses"]),
    phone_numbers: list(a["phone_numbers"]),
    company_address: text(a["company_address"]) || (c.address ?? ""),
    activity: c.activity ?? "",
    tax_number: c.tax_number ?? "",
    bank_account: text(a["bank_account"]),
    telephone_number: c.telephone_number ?? "",
    apiKey: text(a["api_key"]),
    comment: text(a["comment"]),
    is_email_spoof: a["is_email_spoof"] === true,
    price_admin: text(a["price_admin"]),
    price_user: text(a["price_user"]),
    trial_ends_at: c.subscription.trial_ends_at,
    flags: Object.fromEntries(clientFlagKeys.map((k) => [k, c[k] === true])) as Record<ClientFlag, boolean>,
    trial_date: c.subscription.trial_ends_at === null ? "" : c.subscription.trial_ends_at.slice(0, 10),
    is_login_disabled: c.subscription.is_login_disabled,
    disabled: c.disabled,
    main_user_id: c.main_user_id,
  };
};

/** The trial end as the API takes it: the end of the chosen day in UTC, or null. */
export const trialEndsAtOf = (date: string): string | null => (date === "" ? null : `${date}T23:59:59.000Z`);

/** The body of POST/PUT /api/admin/companies from the form. */
export const clientBody = (f: ClientFormState) => {
  const { flags: _flags, trial_date, is_login_disabled: _l, disabled: _d, main_user_id: _m, ...form } = f;
  return { ...form, trial_ends_at: trialEndsAtOf(trial_date) };
};

/**
 * What an edit of a client sends: only the fields, flags and subscription values the admin changed,
 * so a save never rewrites what nobody touched (an untouched trial end keeps its exact instant).
 * Null where nothing of that part changed.
 */
export const clientEdits = (before: ClientFormState, after: ClientFormState) => {
  const was = clientBody(before) as Record<string, unknown>;
  const now = clientBody(after) as Record<string, unknown>;
  const fields = Object.fromEntries(Object.entries(now).filter(([k, v]) => k !== "trial_ends_at" && JSON.stringify(v) !== JSON.stringify(was[k])));
  const flags = Object.fromEntries(clientFlagKeys.filter((k) => after.flags[k] !== before.flags[k]).map((k) => [k, after.flags[k]]));
  const trialChanged = after.trial_date !== before.trial_date;
  const subscription =
    trialChanged || after.is_login_disabled !== before.is_login_disabled
      ? { trial_ends_at: trialChanged ? trialEndsAtOf(after.trial_date) : before.trial_ends_at, is_login_disabled: after.is_login_disabled }
      : null;
  return {
    fields: Object.keys(fields).length === 0 ? null : fields,
    flags: Object.keys(flags).length === 0 ? null : (flags as Partial<Record<ClientFlag, boolean>>),
    subscription,
  };
};
