import { initialPersona, isAccessPersona, personaAllowed, type PersonaHolder } from "@workledger/domain/identity/persona.ts";
import type { Persona } from "./permissions.ts";

/**
 * Personas of the signed-in user (spec section 4, clarification 33) on the domain's persona rules
 * (domain/src/identity/persona.ts), which the API applies to the x-persona header too.
 */
export interface PersonaSubject {
  readonly is_admin?: boolean;
  readonly is_manager?: boolean;
}

const holderOf = (user: PersonaSubject): PersonaHolder => ({ isAdmin: user.is_admin === true, isManager: user.is_manager === true });

/** Initial persona when none is stored (spec section 4): admin, else manager, else worker. */
export const defaultPersona = (user: PersonaSubject): Persona => initialPersona(holderOf(user));

export type PersonaResolution =
  | { readonly kind: "persona"; readonly persona: Persona }
  /** Stored persona manager but the user is no manager: logout without a message (clarification 33). */
  | { readonly kind: "forced-logout" };

/** The persona to use given what local storage holds (anything unusable falls back to the default). */
export const resolvePersona = (user: PersonaSubject, stored: string | null | undefined): PersonaResolution => {
  if (!isAccessPersona(stored)) return { kind: "persona", persona: defaultPersona(user) };
  if (personaAllowed(holderOf(user), stored)) return { kind: "persona", persona: stored };
  return stored === "manager" ? { kind: "forced-logout" } : { kind: "persona", persona: defaultPersona(user) };
};

// The order the user menu offers them in.
const switchOrder: readonly Persona[] = ["admin", "manager", "worker"];

/**
 * Personas the user may switch to: managers between worker and manager, admins between admin
 * and their company persona (manager when they are one, else worker). A plain worker has none.
 */
export const switchablePersonas = (user: PersonaSubject, current: Persona): readonly Persona[] => {
  const holder = holderOf(user);
  if (!holder.isAdmin && !holder.isManager) return [];
  return switchOrder.filter((p) => p !== current && personaAllowed(holder, p));
};
