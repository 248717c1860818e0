import { Schema } from "effect";
import { EntityId, NumberField, RequiredText } from "./organisation-values.ts";
import { defineCommand, defineEvent } from "./define-message.ts";

/** The unit an absence is measured in: whole days or hours. */
export const AbsenceTimeUnit = Schema.Literals(["Day", "Hour"]);
export type AbsenceTimeUnit = typeof AbsenceTimeUnit.Type;

/** The longest one paid-absence request may be, in calendar days, whatever its type says. */
export const ABSENCE_MAX_DAYS = 366;
/**
 * The longest request of a type that names no maximum: about three months, so a long summer leave
 * or sick leave fits and a typo of years does not. A type may allow up to ABSENCE_MAX_DAYS.
 */
export const DEFAULT_ABSENCE_MAX_DAYS = 92;
export const AbsenceMaxDays = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: ABSENCE_MAX_DAYS }));

export const PaidAbsenceTypeDetails = Schema.Struct({
  name: RequiredText,
  timeUnit: AbsenceTimeUnit,
  /** Default length of one absence in `timeUnit` (e.g. 1 day, 7.5 hours). */
  length: NumberField.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(366)),
  doNotCountAsWorkday: Schema.Boolean,
  /** The longest one request of this type may be, in calendar days; none: DEFAULT_ABSENCE_MAX_DAYS (types made before it existed have none). */
  maxDays: Schema.optionalKey(AbsenceMaxDays),
});
export type PaidAbsenceTypeDetails = typeof PaidAbsenceTypeDetails.Type;

export const CreatePaidAbsenceType = defineCommand("CreatePaidAbsenceType", { absenceTypeId: EntityId, details: PaidAbsenceTypeDetails });
export const UpdatePaidAbsenceType = defineCommand("UpdatePaidAbsenceType", { absenceTypeId: EntityId, details: PaidAbsenceTypeDetails });
export const DeactivatePaidAbsenceType = defineCommand("DeactivatePaidAbsenceType", { absenceTypeId: EntityId });
/** A new company's start: the paid-absence types of its country in its language (one id per default type, in order). */
export const AdoptDefaultPaidAbsenceTypes = defineCommand("AdoptDefaultPaidAbsenceTypes", {
  // As the founder gave it (up to the API's short-text bound); only its first subtag picks the set.
  language: Schema.String.check(Schema.isMaxLength(255)),
  absenceTypeIds: Schema.Array(EntityId).check(Schema.isMaxLength(8)),
});

export const PaidAbsenceTypeCommand = Schema.Union([CreatePaidAbsenceType.schema, UpdatePaidAbsenceType.schema, DeactivatePaidAbsenceType.schema, AdoptDefaultPaidAbsenceTypes.schema]);
export type PaidAbsenceTypeCommand = typeof PaidAbsenceTypeCommand.Type;

export const PaidAbsenceTypeCreated = defineEvent("PaidAbsenceTypeCreated", 1, { absenceTypeId: EntityId, details: PaidAbsenceTypeDetails });
export const PaidAbsenceTypeUpdated = defineEvent("PaidAbsenceTypeUpdated", 1, { absenceTypeId: EntityId, details: PaidAbsenceTypeDetails });
export const PaidAbsenceTypeDeactivated = defineEvent("PaidAbsenceTypeDeactivated", 1, { absenceTypeId: EntityId });

export const paidAbsenceTypeEvents = [PaidAbsenceTypeCreated, PaidAbsenceTypeUpdated, PaidAbsenceTypeDeactivated] as const;
export const PaidAbsenceTypeEvent = Schema.Union(paidAbsenceTypeEvents.map((e) => e.schema));
export type PaidAbsenceTypeEvent = typeof PaidAbsenceTypeEvent.Type;

export const paidAbsenceTypeCatalogueStreamName = (companyId: string): string => `paid-absence-types-${companyId}`;
