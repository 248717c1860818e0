import { effectivePermissions, initialPersona, personaAllowed, personaIndex, roleNamesOf, type AccessPersona } from "@workledger/domain";
import { companyFlagKeys, roleIds, userStatusLabels, type Rights } from "@workledger/event-schemas";
import type { DirectoryCompanyRow, DirectoryUserRow } from "@workledger/projections";

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const str = (value: unknown): string | null => (typeof value === "string" ? value : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

/** The Company shape of spec section 3 (the logo URL carries cache_id = logo_cache). */
export const companyShape = (company: DirectoryCompanyRow, now: Date) => {
  const flags = company.flags as Record<string, boolean>;
  const trialEndsAt = iso(company.trial_ends_at);
  return {
    id: company.id,
    name: company.name,
    logo: company.logo === null ? null : `${company.logo}?cache_id=${company.logo_cache}`,
    logo_cache: company.logo_cache,
    photo: company.logo,
    thumb_nail_path: company.logo,
    main_user_id: company.main_user_id,
    tax_number: company.tax_number,
    address: company.address,
    telephone_number: company.telephone_number,
    activity: company.activity,
    timezone: company.timezone,
    disabled: company.disabled,
    subscription: {
      trial_ends_at: trialEndsAt,
      is_trial_over: trialEndsAt !== null && new Date(trialEndsAt).getTime() <= now.getTime(),
      is_login_disabled: company.is_login_disabled,
    },
    ...Object.fromEntries(companyFlagKeys.map((k) => [k, flags[k] === true])),
  };
};

/** A person as the people pages list them. */
export const personShape = (user: DirectoryUserRow) => {
  const profile = user.profile as Record<string, unknown>;
  const rights = user.rights as Rights;
  return {
    id: user.id,
    company_id: user.company_id,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    pending_email: user.pending_email,
    pending_email_expires_at: iso(user.pending_email_expires_at),
    status: user.status,
    status_label: userStatusLabels[user.status],
    is_manager: user.is_manager,
    is_admin: user.is_admin,
    // The platform admin keeps a home company and is listed there as what they are (see README).
    label: user.is_admin ? "Admin" : user.is_manager ? "Manager" : "Worker",
    email_verified_at: iso(user.email_verified_at),
    language: user.language,
    phone_numbers: list(profile.phone_numbers),
    addresses: list(profile.addresses),
    id_code: str(profile.id_code),
    tax_number: str(profile.tax_number),
    date_of_birth: str(profile.date_of_birth),
    worker_number: str(profile.worker_number),
    employment_start: str(profile.employment_start),
    employment_end: str(profile.employment_end),
    rfid: user.rfid,
    user_key: str(profile.user_key),
    user_type: str(profile.user_type),
    visible_on_login_box: profile.visible_on_login_box === true,
    timezone: str(profile.timezone),
    photo: str(profile.photo),
    user_rights: rights,
    activation_expires_at: iso(user.activation_expires_at),
    created_at: iso(user.created_at),
  };
};

/** GET /api/current-user: the User shape of spec section 3, with rights, roles, default company and persona. */
export const currentUserShape = (
  user: DirectoryUserRow,
  defaultCompany: DirectoryCompanyRow | undefined,
  persona: AccessPersona,
  now: Date,
) => {
  const rights = user.rights as Rights;
  const preferences = user.preferences as Record<string, unknown>;
  const person = personShape(user);
  const subject = { isAdmin: user.is_admin, isManager: user.is_manager };
  const roles = roleNamesOf(rights).map((name) => ({ id: roleIds[name], name }));
  return {
    ...person,
    name: person.full_name,
    roles,
    role_level: rights.user_role_id ?? roleIds.worker,
    is_email_spoof: false,
    photo_cache: null,
    thumb_nail: person.photo,
    thumb_nail_path: person.photo,
    default_company: defaultCompany === undefined ? null : companyShape(defaultCompany, now),
    is_main_user: defaultCompany?.main_user_id === user.id,
    permissions: [...effectivePermissions(rights)].sort(),
    schedule_options: { calendar_code: str(preferences.calendar_code) },
    workhours_options: (preferences.workhours_options as object | undefined) ?? {},
    worker_data_options: (preferences.worker_data_options as object | undefined) ?? {},
    // A JSON string map from notification type to boolean, as the spec has it.
    notification_settings: JSON.stringify(user.notification_settings ?? {}),
    user_settings: { show_time_decimal: preferences.show_time_decimal === true },
    unsubscribed: user.unsubscribed,
    persona: {
      current: persona,
      index: personaIndex(persona),
      initial: initialPersona(subject),
      available: (["admin", "manager", "worker"] as const).filter((p) => personaAllowed(subject, p)),
    },
  };
};
