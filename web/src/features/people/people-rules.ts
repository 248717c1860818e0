import type { UserStatus } from "@workledger/event-schemas";

export type StatusAction = "activate" | "deactivate" | "activation/resend";

/** Spec section 4: activate, deactivate, resend activation link; which apply to a person in this status. */
export const statusActionsFor = (status: UserStatus): readonly StatusAction[] => {
  switch (status) {
    case "active":
      return ["deactivate"];
    case "inactive":
      return ["activate"];
    case "waiting_activation":
      return ["activation/resend", "deactivate"];
    case "deleted":
      return [];
  }
};

export const statusActionLabels: Readonly<Record<StatusAction, string>> = {
  activate: "Activate",
  deactivate: "Deactivate",
  "activation/resend": "Resend activation",
};

/** A permission toggled in the rights editor; a parent switched off takes its children with it. */
export const togglePermission = (held: readonly string[], key: string, on: boolean, children: Readonly<Record<string, string>>): string[] => {
  if (on) return held.includes(key) ? [...held] : [...held, key];
  return held.filter((k) => k !== key && children[k] !== key);
};

/** Role ids of the rights form (clarification 10) with their labels. */
export const roleLabels: Readonly<Record<number, string>> = { 1: "Manager", 2: "Admin", 3: "Worker" };

/** 'Invalid email address [a, b]' for the typed list (the API sends the same), or null. */
export const invalidEmailsMessage = (invalid: readonly string[]): string | null => (invalid.length === 0 ? null : `Invalid email address [${invalid.join(", ")}]`);
