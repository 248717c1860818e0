// The module, not the package index: the web's login route loads these rules and must not pull in Effect Schema.
import { personaIndexes } from "@workledger/event-schemas/identity/permission-keys.ts";

export type AccessPersona = "worker" | "manager" | "admin";
export const accessPersonas: readonly AccessPersona[] = ["worker", "manager", "admin"];

export interface PersonaHolder {
  readonly isAdmin: boolean;
  readonly isManager: boolean;
}

/** Spec section 4: admin if the user is admin, manager if manager, else worker. */
export const initialPersona = (user: PersonaHolder): AccessPersona => (user.isAdmin ? "admin" : user.isManager ? "manager" : "worker");

/** Everyone may be a worker; manager needs the manager role, admin the admin role. */
export const personaAllowed = (user: PersonaHolder, persona: AccessPersona): boolean =>
  persona === "worker" || (persona === "manager" && user.isManager) || (persona === "admin" && user.isAdmin);

export const personaIndex = (persona: AccessPersona): number => personaIndexes[persona];

export const isAccessPersona = (value: unknown): value is AccessPersona => value === "worker" || value === "manager" || value === "admin";

/**
 * The persona a request acts as: the asked one if allowed, none asked -> the stored or initial one.
 * An asked persona the user may not hold is refused (null), e.g. a stale manager persona.
 */
export const resolveRequestedPersona = (user: PersonaHolder, requested: string | undefined, stored: string | null): AccessPersona | null => {
  if (requested !== undefined && requested !== "") return isAccessPersona(requested) && personaAllowed(user, requested) ? requested : null;
  if (isAccessPersona(stored) && personaAllowed(user, stored)) return stored;
  return initialPersona(user);
};
