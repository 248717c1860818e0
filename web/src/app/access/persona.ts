import type { Persona } from "./permissions.ts";

export interface PersonaSubject {
  readonly is_admin?: boolean;
  readonly is_manager?: boolean;
}

/** Initial persona when none is stored (spec section 4): admin, else manager, else worker. */
export const defaultPersona = (user: PersonaSubject): Persona =>
  user.is_admin ? "admin" : user.is_manager ? "manager" : "worker";

const isPersona = (value: unknown): value is Persona => value === "worker" || value === "manager" || value === "admin";

export type PersonaResolution =
  | { readonly kind: "persona"; readonly persona: Persona }
  /** Stored persona manager but the user is no manager: logout without a message (clarification 33). */
  | { readonly kind: "forced-logout" };

/** The persona to use given what local storage holds (anything unusable falls back to the default). */
export const resolvePersona = (user: PersonaSubject, stored: string | null | undefined): PersonaResolution => {
  if (!isPersona(stored)) return { kind: "persona", persona: defaultPersona(user) };
  if (stored === "manager" && !user.is_manager) return { kind: "forced-logout" };
  if (stored === "admin" && !user.is_admin) return { kind: "persona", persona: defaultPersona(user) };
  return { kind: "persona", persona: stored };
};

/**
 * Personas the user may switch to: managers between worker and manager, admins between admin
 * and their company persona (manager when they are one, else worker).
 */
export const switchablePersonas = (user: PersonaSubject, current: Persona): readonly Persona[] => {
  const allowed: Persona[] = [];
  if (user.is_admin) allowed.push("admin");
  if (user.is_manager) allowed.push("manager");
  if (allowed.length > 0) allowed.push("worker");
  return allowed.filter((p) => p !== current);
};
