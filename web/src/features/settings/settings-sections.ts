import type { CompanyContext } from "./kit/use-company.ts";

export interface SettingsSection {
  readonly id: "general" | "pay-periods" | "overtime" | "work-rounds" | "allowed-pauses" | "daily-allowance" | "compensation" | "absence-types" | "work-types" | "boxes" | "doors" | "gateways";
  readonly label: string;
  /** A section that is its own page. */
  readonly href?: string;
}

/**
 * The settings a manager reaches from Preferences (spec section 2, "settings"); the pages of other
 * features follow the same rules as the user menu (permission and, strictly, the feature flag).
 */
export const settingsSections = (c: Pick<CompanyContext, "persona" | "can" | "flag">): SettingsSection[] => {
  if (c.persona !== "manager") return [{ id: "general", label: "General" }];
  const out: (SettingsSection | false)[] = [
    { id: "general", label: "General" },
    { id: "pay-periods", label: "Pay periods" },
    { id: "overtime", label: "Overtime" },
    { id: "work-rounds", label: "Work rounds" },
    { id: "allowed-pauses", label: "Allowed pauses" },
    { id: "daily-allowance", label: "Daily allowance" },
    { id: "compensation", label: "Compensation" },
    { id: "absence-types", label: "Paid absence types" },
    c.can("can_manage_work_types") && { id: "work-types", label: "Work types", href: "/worktype" },
    c.can("login_boxes_management") && c.flag("boxes_active") && { id: "boxes", label: "Login boxes", href: "/box" },
    c.flag("inner_range_active") && { id: "doors", label: "Doors", href: "/inner-range" },
    c.flag("geofence_active") && { id: "gateways", label: "Geofence gateways", href: "/gateway" },
  ];
  return out.filter((s): s is SettingsSection => s !== false);
};
