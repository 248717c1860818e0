/**
 * Company switch (spec sections 2 and 4, POST /api/users/{id}/company/update): admins switch
 * between the admin persona (company_id 0) and a client company's persona; anyone whose
 * GET /api/users/companies lists more than one company may pick among them.
 */
export type SwitchPersona = "worker" | "manager" | "admin";

export interface SwitchCompany {
  readonly id: string | number;
  readonly name: string;
  readonly logo?: string | null;
}

export type SwitchTarget = { readonly kind: "admin" } | { readonly kind: "company"; readonly company: SwitchCompany };

export interface SwitchSubject {
  readonly is_admin?: boolean;
  readonly is_manager?: boolean;
}

/** The spec's persona reload delay: the overlay stays up this long before the reload to /. */
export const companySwitchReloadDelayMs = 1500;

/** The user-menu entry shows for admins and for people of more than one company. */
export const showsCompanySwitch = (user: SwitchSubject, companies: readonly SwitchCompany[]): boolean =>
  user.is_admin === true || companies.length > 1;

/**
 * What the picker offers: the admin persona to an admin not in it, then the companies by name
 * (the current one only while in the admin persona, where choosing it still changes persona),
 * narrowed by a case-insensitive search on the name. A company whose registration is not completed
 * (no name yet) is not a place to switch to, so it is left out.
 */
export const switchTargets = (
  context: { readonly user: SwitchSubject; readonly persona: SwitchPersona; readonly currentCompanyId: string | number | null },
  companies: readonly SwitchCompany[],
  search = "",
): SwitchTarget[] => {
  const needle = search.trim().toLowerCase();
  const current = context.currentCompanyId === null ? null : String(context.currentCompanyId);
  const inAdmin = context.persona === "admin";
  const listed = companies
    .filter((c) => c.name.trim() !== "")
    .filter((c) => inAdmin || String(c.id) !== current)
    .filter((c) => needle === "" || c.name.toLowerCase().includes(needle))
    .toSorted((a, b) => a.name.localeCompare(b.name))
    .map((company): SwitchTarget => ({ kind: "company", company }));
  return context.user.is_admin === true && !inAdmin && needle === "" ? [{ kind: "admin" }, ...listed] : listed;
};

/** The request body's company_id: 0 means the admin persona without a company. */
export const companyIdOf = (target: SwitchTarget): string | number => (target.kind === "admin" ? 0 : target.company.id);

/** The persona to store after the switch when the API does not say: admin, else manager or worker. */
export const personaAfterSwitch = (target: SwitchTarget, user: SwitchSubject, answered?: unknown): SwitchPersona => {
  if (target.kind === "admin") return "admin";
  if (answered === "manager" || answered === "worker") return answered;
  return user.is_manager === true ? "manager" : "worker";
};
