import type { CompanyContext } from "./kit/use-company.ts";

export type SettingsSectionId = "mine" | "company" | "pay-periods" | "overtime" | "work-rounds" | "allowed-pauses" | "daily-allowance" | "compensation" | "absence-types";

export interface SettingsSection {
  readonly id: SettingsSectionId;
  readonly label: string;
}

/**
 * The sections of /preference (?section=): a person's own preferences for everyone, and for a
 * manager the company's settings. Pages of their own (work types, login boxes, doors, gateways)
 * are in the user menu and the set-up checklist, not here.
 */
export const settingsSections = (c: Pick<CompanyContext, "persona">): SettingsSection[] => {
  const mine: SettingsSection = { id: "mine", label: "My preferences" };
  if (c.persona !== "manager") return [mine];
  return [
    mine,
    { id: "company", label: "Company" },
    { id: "pay-periods", label: "Pay periods" },
    { id: "overtime", label: "Overtime" },
    { id: "work-rounds", label: "Work rounds" },
    { id: "allowed-pauses", label: "Allowed pauses" },
    { id: "daily-allowance", label: "Daily allowance" },
    { id: "compensation", label: "Compensation" },
    { id: "absence-types", label: "Paid absence types" },
  ];
};

/** The section a ?section= value opens: an unknown or missing one opens the first (My preferences); "general" is the Company section's old name. */
export const currentSection = (sections: readonly SettingsSection[], requested: unknown): SettingsSection => {
  const id = requested === "general" ? "company" : requested;
  return sections.find((s) => s.id === id) ?? sections[0]!;
};
