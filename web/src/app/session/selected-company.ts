import type { Persona } from "../access/permissions.ts";
import type { CurrentUser } from "./current-user.ts";

/**
 * The selected company is kept locally (spec section 3, "Local persistence"): a reload comes back
 * to the company this browser last worked in, even when the user's default company was moved
 * elsewhere meanwhile (another browser's switch). Answers the company to switch back to, or null
 * when the server's default is already it or nothing was kept.
 */
export const companyToRestore = (user: CurrentUser, stored: string | null): string | null => {
  if (stored === null || stored === "") return null;
  const current = user.default_company?.id;
  return current !== undefined && current !== null && String(current) === stored ? null : stored;
};

/** What to keep: the company the session works in, none in the admin persona. */
export const companyToKeep = (user: CurrentUser, persona: Persona): string | null => {
  const current = user.default_company?.id;
  return persona === "admin" || current === undefined || current === null ? null : String(current);
};
