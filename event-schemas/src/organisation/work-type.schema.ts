import { Schema } from "effect";
import { DaySeconds, EntityId, NumberField, RequiredText } from "./organisation-values.ts";
import { defineCommand, defineEvent } from "./define-message.ts";

/** How a work type is priced and counted: per hour worked or per piece produced. */
export const WorkTypeUnit = Schema.Literals(["Hour", "Piece"]);
export type WorkTypeUnit = typeof WorkTypeUnit.Type;

const OptionalCode = Schema.NullOr(Schema.String.check(Schema.isMaxLength(64)));

/** Everything a manager sets on a work type; `parentId` makes it a sub-type. */
export const WorkTypeDetails = Schema.Struct({
  name: RequiredText,
  parentId: Schema.NullOr(EntityId),
  productNumber: OptionalCode,
  vismaProductNumber: OptionalCode,
  /** Price per unit in euros with cents; never negative. */
  price: NumberField.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(1_000_000)),
  unit: WorkTypeUnit,
  showSeparatelyOnReport: Schema.Boolean,
  costDescriptions: Schema.Array(RequiredText),
  defaultPauseSeconds: DaySeconds,
  includeInOvertime: Schema.Boolean,
  paidAbsenceExtras: Schema.Boolean,
});
export type WorkTypeDetails = typeof WorkTypeDetails.Type;

export const CreateWorkType = defineCommand("CreateWorkType", { workTypeId: EntityId, details: WorkTypeDetails });
export const UpdateWorkType = defineCommand("UpdateWorkType", { workTypeId: EntityId, details: WorkTypeDetails });
export const DeactivateWorkType = defineCommand("DeactivateWorkType", { workTypeId: EntityId });
export const ReactivateWorkType = defineCommand("ReactivateWorkType", { workTypeId: EntityId });

export const WorkTypeCommand = Schema.Union([CreateWorkType.schema, UpdateWorkType.schema, DeactivateWorkType.schema, ReactivateWorkType.schema]);
export type WorkTypeCommand = typeof WorkTypeCommand.Type;

export const WorkTypeCreated = defineEvent("WorkTypeCreated", 1, { workTypeId: EntityId, details: WorkTypeDetails });
/** Carries the whole new details, so a reader never has to merge partial changes. */
export const WorkTypeUpdated = defineEvent("WorkTypeUpdated", 1, { workTypeId: EntityId, details: WorkTypeDetails });
export const WorkTypeDeactivated = defineEvent("WorkTypeDeactivated", 1, { workTypeId: EntityId });
export const WorkTypeReactivated = defineEvent("WorkTypeReactivated", 1, { workTypeId: EntityId });

export const workTypeEvents = [WorkTypeCreated, WorkTypeUpdated, WorkTypeDeactivated, WorkTypeReactivated] as const;
export const WorkTypeEvent = Schema.Union(workTypeEvents.map((e) => e.schema));
export type WorkTypeEvent = typeof WorkTypeEvent.Type;

/** All work types of a company live in one stream, so a duplicate name can be refused. */
export const workTypeCatalogueStreamName = (companyId: string): string => `work-types-${companyId}`;
