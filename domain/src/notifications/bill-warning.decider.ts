import type { BillWarningEvent } from "@workledger/event-schemas";
import { ValidationError } from "../errors.ts";

export const billWarningMessages = {
  closesOnInPast: "The closing date must be today or later",
} as const;

export type BillWarningCommand = {
  readonly type: "IssueBillWarning";
  readonly data: { readonly companyId: string; readonly closesOn: string };
  /** `now` (an instant) from the command's metadata, so decide stays pure. */
  readonly metadata: { readonly now: string };
};

export interface BillWarningState {
  /** The closing dates already warned of. */
  readonly warnedOf: readonly string[];
}

/**
 * A client company's unpaid-invoice warnings: the admin names the date the account will be closed
 * on (today or later, in UTC); warning of the same date again changes nothing.
 */
export const billWarningDecider = {
  initialState: { warnedOf: [] } as BillWarningState,
  decide: (command: BillWarningCommand, state: BillWarningState): BillWarningEvent[] => {
    const { companyId, closesOn } = command.data;
    if (closesOn < command.metadata.now.slice(0, 10)) throw ValidationError.of("closes_on", billWarningMessages.closesOnInPast, "closes_on_in_past");
    if (state.warnedOf.includes(closesOn)) return [];
    return [{ type: "BillWarningIssued", data: { companyId, closesOn } }];
  },
  evolve: (state: BillWarningState, event: BillWarningEvent): BillWarningState => ({ warnedOf: [...state.warnedOf, event.data.closesOn] }),
};
