import type { RequestDto } from "./requests.api.ts";

/** The spec's "Edit Request" / "Edit Bonus" title names an edit; a drawer opened for a new request says so. */
export const requestDrawerTitle = (kind: "paid_absence" | "bonus", request: RequestDto | null): string =>
  kind === "bonus" ? (request === null ? "New Bonus" : "Edit Bonus") : request === null ? "New Request" : "Edit Request";

/** Why a list or a button is missing, and whom to ask (the texts, translated in requests.translations.ts). */
export const requestHints = {
  noAbsenceTypes: "Your company has no paid absence types yet, so there is nothing to choose. Ask your manager to add them under Settings, Paid absence types.",
  bonusesOff: "Bonus requests are off: your company does not use production bonuses. Ask your manager if you expected them.",
} as const;

/** The empty-list hint shows once the types are loaded and none is left to choose, and only to someone filling the form in. */
export const showsNoAbsenceTypesHint = (types: readonly unknown[] | undefined, editable: boolean): boolean => editable && types !== undefined && types.length === 0;
