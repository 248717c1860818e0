import type { ChangePersonTimeZone, Instant, LocalDate, PersonTimeZoneEvent } from "@workledger/event-schemas";
import { assertTimeZoneChange, withTimeZoneChange, type DatedTimeZone } from "./time-zones.ts";

/** `today` in the person's zone as it is now (the API resolves it from both timelines). */
export interface PersonTimeZoneContext {
  readonly now: Instant;
  readonly today: LocalDate;
}

export type PersonTimeZoneCommand = { readonly type: "ChangePersonTimeZone"; readonly data: ChangePersonTimeZone; readonly context: PersonTimeZoneContext };

export interface PersonTimeZoneState {
  readonly changes: readonly DatedTimeZone[];
}

export const initialPersonTimeZoneState: PersonTimeZoneState = { changes: [] };

/** A person's own zone (stream person-time-zone-{companyId}-{personId}), from a date on; null follows the company. */
export const decidePersonTimeZone = (command: PersonTimeZoneCommand, state: PersonTimeZoneState): PersonTimeZoneEvent[] => {
  switch (command.type) {
    case "ChangePersonTimeZone": {
      const { personId, effectiveFrom, timeZone } = command.data;
      assertTimeZoneChange({ effectiveFrom, timeZone }, command.context.today);
      const later = state.changes.some((c) => c.effectiveFrom >= effectiveFrom);
      const current = state.changes.at(-1)?.timeZone ?? null;
      if (!later && current === timeZone) return [];
      return [{ type: "PersonTimeZoneChanged", data: { personId, effectiveFrom, timeZone } }];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown person time zone command ${String(unknown)}`);
    }
  }
};

export const evolvePersonTimeZone = (state: PersonTimeZoneState, event: PersonTimeZoneEvent): PersonTimeZoneState => ({
  changes: withTimeZoneChange(state.changes, { effectiveFrom: event.data.effectiveFrom, timeZone: event.data.timeZone }),
});

export const personTimeZoneDecider = { decide: decidePersonTimeZone, evolve: evolvePersonTimeZone, initialState: initialPersonTimeZoneState } as const;
