import { Schema } from "effect";
import { EntityId, NumberField, RequiredText } from "./organisation-values.ts";
import { defineCommand, defineEvent } from "./define-message.ts";

/** The unit an absence is measured in: whole days or hours. */
export const AbsenceTimeUnit = Schema.Literals(["Day", "Hour"]);
export type AbsenceTimeUnit = typeof AbsenceTimeUnit.Type;

export const PaidAbsenceTypeDetails = Schema.Struct({
  name: RequiredText,
  timeUnit: AbsenceTimeUnit,
  /** Default length of one absence in `timeUnit` (e.g. 1 day, 7.5 hours). */
  length: NumberField.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(366)),
  doNotCountAsWorkday: Schema.Boolean,
});
export type PaidAbsenceTypeDetails = typeof PaidAbsenceTypeDetails.Type;

export const CreatePaidAbsenceType = defineCommand("CreatePaidAbsenceType", { absenceTypeId: EntityId, details: PaidAbsenceTypeDetails });
export const UpdatePaidAbsenceType = defineCommand("UpdatePaidAbsenceType", { absenceTypeId: EntityId, details: PaidAbsenceTypeDetails });
export const DeactivatePaidAbsenceType = defineCommand("DeactivatePaidAbsenceType", { absenceTypeId: EntityId });

export const PaidAbsenceTypeCommand = Schema.Union([CreatePaidAbsenceType.schema, UpdatePaidAbsenceType.schema, DeactivatePaidAbsenceType.schema]);
export type PaidAbsenceTypeCommand = typeof PaidAbsenceTypeCommand.Type;

export const PaidAbsenceTypeCreated = defineEvent("PaidAbsenceTypeCreated", 1, { absenceTypeId: EntityId, details: PaidAbsenceTypeDetails });
export const PaidAbsenceTypeUpdated = defineEvent("PaidAbsenceTypeUpdated", 1, { absenceTypeId: EntityId, details: PaidAbsenceTypeDetails });
export const PaidAbsenceTypeDeactivated = defineEvent("PaidAbsenceTypeDeactivated", 1, { absenceTypeId: EntityId });

export const paidAbsenceTypeEvents = [PaidAbsenceTypeCreated, PaidAbsenceTypeUpdated, PaidAbsenceTypeDeactivated] as const;
export const PaidAbsenceTypeEvent = Schema.Union(paidAbsenceTypeEvents.map((e) => e.schema));
export type PaidAbsenceTypeEvent = typeof PaidAbsenceTypeEvent.Type;

export const paidAbsenceTypeCatalogueStreamName = (companyId: string): string => `paid-absence-types-${companyId}`;
