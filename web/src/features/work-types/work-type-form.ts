import { WorkTypeDetails, organisationMessages } from "@workledger/event-schemas";
import type { FieldErrors } from "../settings/kit/organisation-client.ts";
import { numberOrNaN, schemaErrors } from "../settings/kit/schema-errors.ts";
import type { WorkType } from "./work-types.queries.ts";

export interface WorkTypeForm {
  readonly name: string;
  readonly parentId: string | null;
  readonly productNumber: string;
  readonly vismaProductNumber: string;
  readonly price: string;
  readonly unit: "Hour" | "Piece";
  readonly showSeparatelyOnReport: boolean;
  readonly costDescriptions: readonly string[];
  /** Minutes, as the duration select offers them (15..180), or none. */
  readonly defaultPauseMinutes: number | null;
  readonly includeInOvertime: boolean;
  readonly paidAbsenceExtras: boolean;
}

export const emptyWorkTypeForm = (parentId: string | null = null): WorkTypeForm => ({
  name: "",
  parentId,
  productNumber: "",
  vismaProductNumber: "",
  price: "0",
  unit: "Hour",
  showSeparatelyOnReport: false,
  costDescriptions: [],
  defaultPauseMinutes: null,
  includeInOvertime: true,
  paidAbsenceExtras: false,
});

export const formOfWorkType = (w: WorkType): WorkTypeForm => ({
  name: w.name,
  parentId: w.parent_id,
  productNumber: w.product_number ?? "",
  vismaProductNumber: w.visma_product_number ?? "",
  price: String(w.price),
  unit: w.unit,
  showSeparatelyOnReport: w.show_separately_on_report,
  costDescriptions: w.cost_descriptions,
  defaultPauseMinutes: w.default_pause_seconds > 0 ? Math.round(w.default_pause_seconds / 60) : null,
  includeInOvertime: w.include_in_overtime,
  paidAbsenceExtras: w.paid_absence_extras,
});

const text = (s: string): string | null => (s.trim() === "" ? null : s.trim());

/** The event language's details (camelCase), which both the schema check and the body come from. */
export const workTypeDetails = (form: WorkTypeForm) => ({
  name: form.name.trim(),
  parentId: form.parentId,
  productNumber: text(form.productNumber),
  vismaProductNumber: text(form.vismaProductNumber),
  price: numberOrNaN(form.price),
  unit: form.unit,
  showSeparatelyOnReport: form.showSeparatelyOnReport,
  costDescriptions: [...form.costDescriptions],
  defaultPauseSeconds: (form.defaultPauseMinutes ?? 0) * 60,
  includeInOvertime: form.includeInOvertime,
  paidAbsenceExtras: form.paidAbsenceExtras,
});

const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const workTypeBody = (form: WorkTypeForm) => Object.fromEntries(Object.entries(workTypeDetails(form)).map(([k, v]) => [snake(k), v]));

const normalised = (name: string): string => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");

/**
 * Instant feedback: the schema's rules, and the catalogue's duplicate rule ('Option already exist'):
 * a name is taken when a sibling under the same parent already has it.
 */
export const workTypeFormErrors = (form: WorkTypeForm, existing: readonly WorkType[], editingId: string | null): FieldErrors => {
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries(schemaErrors(WorkTypeDetails, workTypeDetails(form))).map(([k, v]) => [snake(k.split(".")[0] ?? k), v]),
  );
  const taken = existing.some((w) => w.id !== editingId && w.parent_id === form.parentId && normalised(w.name) === normalised(form.name));
  if (form.name.trim() !== "" && taken) errors["name"] ??= organisationMessages.optionAlreadyExists;
  return errors;
};
