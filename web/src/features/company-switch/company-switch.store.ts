import { useSyncExternalStore } from "react";
import { storageKeys, writeStored } from "../../lib/storage.ts";
import { toast } from "../../ui/toast/toaster.ts";
import { ensureCsrf } from "../auth/api/csrf.ts";
import { toApiFailure } from "../auth/api/api-failure.ts";
import { updateCompany } from "./company-switch.api.ts";
import { companyIdOf, companySwitchReloadDelayMs, personaAfterSwitch, type SwitchSubject, type SwitchTarget } from "./company-switch-rules.ts";

/**
 * One side of the 'Switching Account' overlay: the person's or company's name (the avatar's
 * initials come from it), the caption shown under it, and a picture (user photo or company logo).
 */
export interface SwitchParty {
  readonly name: string;
  /** The caption when it differs from the name, e.g. 'Ada Admin (Admin)' for the admin persona. */
  readonly label?: string;
  readonly picture?: string | null;
}

export interface SwitchInProgress {
  readonly from: SwitchParty;
  readonly to: SwitchParty;
}

let current: SwitchInProgress | null = null;
const listeners = new Set<() => void>();
const set = (next: SwitchInProgress | null) => {
  current = next;
  listeners.forEach((l) => l());
};

/** The switch under way, for the overlay; null when none is. */
export const useCompanySwitch = (): SwitchInProgress | null =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );

/**
 * Switches: the overlay goes up, the API moves the session, the persona and selected company are
 * stored, and after 1.5 s the page reloads to / (as a persona switch does). A refusal takes the
 * overlay down and toasts the server's message.
 */
export const runCompanySwitch = async (input: {
  readonly user: SwitchSubject & { readonly id: string | number };
  readonly from: SwitchParty;
  readonly to: SwitchParty;
  readonly target: SwitchTarget;
  readonly reload?: () => void;
}): Promise<boolean> => {
  if (current !== null) return false;
  set({ from: input.from, to: input.to });
  try {
    await ensureCsrf();
    const answer = await updateCompany(input.user.id, companyIdOf(input.target));
    writeStored(storageKeys.persona, personaAfterSwitch(input.target, input.user, answer?.persona?.current));
    writeStored(storageKeys.selectedCompany, input.target.kind === "admin" ? null : String(input.target.company.id));
    setTimeout(input.reload ?? (() => window.location.assign("/")), companySwitchReloadDelayMs);
    return true;
  } catch (error) {
    set(null);
    toast.error(toApiFailure(error).message);
    return false;
  }
};

