import { Schema } from "effect";
import { EntityId, NumberField } from "./organisation-values.ts";
import { defineCommand, defineEvent } from "./define-message.ts";

/** The salary-settings messages a person can see (translated in the web's six locales). */
export const salarySettingsMessages = {
  netvisorEmployeeNumber: "Enter the Netvisor employee number as digits only, at most 9",
  meritContractCode: "Enter the Merit contract code as at most 11 letters, digits or - . / _",
  price: "Enter a price from 0 to 1000000 with at most 2 decimals",
  duplicateWorkType: "A work type can have only one price",
  tooManyPrices: "At most 500 work type prices",
} as const;

export const MAX_SALARY_PRICE = 1_000_000;
export const MAX_SALARY_PRICE_OVERRIDES = 500;

/** Netvisor's `employeeidentifier type="number"`: a positive whole number, kept as its digits. */
export const NetvisorEmployeeNumber = Schema.String.check(
  Schema.isMaxLength(9, { message: salarySettingsMessages.netvisorEmployeeNumber }),
  Schema.isPattern(/^\d{1,9}$/, { message: salarySettingsMessages.netvisorEmployeeNumber }),
);

/** Merit Palk's `ContractCode` (Str 11): the contract import code. */
export const MeritContractCode = Schema.String.check(
  Schema.isMaxLength(11, { message: salarySettingsMessages.meritContractCode }),
  Schema.isPattern(/^[A-Za-z0-9._/-]{1,11}$/, { message: salarySettingsMessages.meritContractCode }),
);

/**
 * A price per unit in euros, as the work type's own price: 0 to 1,000,000 with at most 2 decimals
 * (cents), which also fits Merit's Tariff (Dec 14.6) and Netvisor's amounts.
 */
export const SalaryPrice = NumberField.check(
  Schema.isBetween({ minimum: 0, maximum: MAX_SALARY_PRICE }, { message: salarySettingsMessages.price }),
  Schema.makeFilter((n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6 || salarySettingsMessages.price),
);

/** One work type's price for this person, over the work type's own price. */
export const WorkTypePriceOverride = Schema.Struct({ workTypeId: EntityId, price: SalaryPrice });
export type WorkTypePriceOverride = typeof WorkTypePriceOverride.Type;

/** A person's payroll identifiers and work-type price overrides (spec: profile tab "salary settings"). */
export const SalarySettings = Schema.Struct({
  /** The Netvisor employee number (the worker's `visma.id` in exports). */
  netvisorEmployeeNumber: Schema.NullOr(NetvisorEmployeeNumber),
  /** The Merit Palk contract code; when empty, exports use the person's ID code. */
  meritContractCode: Schema.NullOr(MeritContractCode),
  workTypePrices: Schema.Array(WorkTypePriceOverride).check(Schema.isMaxLength(MAX_SALARY_PRICE_OVERRIDES, { message: salarySettingsMessages.tooManyPrices })),
});
export type SalarySettings = typeof SalarySettings.Type;

export const emptySalarySettings: SalarySettings = { netvisorEmployeeNumber: null, meritContractCode: null, workTypePrices: [] };

export const ChangeSalarySettings = defineCommand("ChangeSalarySettings", { personId: EntityId, settings: SalarySettings });
export const SalarySettingsCommand = ChangeSalarySettings.schema;
export type SalarySettingsCommand = typeof SalarySettingsCommand.Type;

/**
 * The whole new settings, so a reader never merges partial changes. Who changed them, when and from
 * which source travel in the event's envelope (actorId, occurredAt, source).
 */
export const SalarySettingsChanged = defineEvent("SalarySettingsChanged", 1, { personId: EntityId, settings: SalarySettings });
export const salarySettingsEvents = [SalarySettingsChanged] as const;
export const salarySettingsEventTypes: readonly SalarySettingsEvent["type"][] = ["SalarySettingsChanged"];
export const SalarySettingsEvent = SalarySettingsChanged.schema;
export type SalarySettingsEvent = typeof SalarySettingsEvent.Type;

/** One stream per person of a company. */
export const salarySettingsStreamName = (companyId: string, personId: string): string => `salary-settings-${companyId}-${personId}`;
