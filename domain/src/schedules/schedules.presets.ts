import type { SchedulePresetEvent, SchedulePresetValues } from "@workledger/event-schemas";
import { scheduleConflict, scheduleInvalid, scheduleNotFound } from "./schedules.errors.ts";
import { sameValue } from "../unchanged.ts";

/** Saved shift and task templates of a company. Presets are never counted as unconfirmed: they plan nobody's time. */
export interface PresetsState {
  readonly presets: ReadonlyMap<string, SchedulePresetValues>;
}
export const initialPresetsState: PresetsState = { presets: new Map() };

export type PresetsCommand =
  | { readonly type: "SaveSchedulePreset"; readonly data: { readonly presetId: string; readonly values: SchedulePresetValues } }
  | { readonly type: "UpdateSchedulePreset"; readonly data: { readonly presetId: string; readonly values: SchedulePresetValues } }
  | { readonly type: "DestroySchedulePreset"; readonly data: { readonly presetId: string } };

const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;
const assertPreset = (v: SchedulePresetValues): void => {
  if (!timeOfDay.test(v.startTime)) throw scheduleInvalid("start_time", "invalid_time");
  if (!timeOfDay.test(v.endTime)) throw scheduleInvalid("end_time", "invalid_time");
};

export const decidePresets = (command: PresetsCommand, state: PresetsState): SchedulePresetEvent[] => {
  switch (command.type) {
    case "SaveSchedulePreset":
      if (state.presets.has(command.data.presetId)) throw scheduleConflict("preset_exists");
      assertPreset(command.data.values);
      return [{ type: "SchedulePresetSaved", data: command.data }];
    case "UpdateSchedulePreset": {
      const current = state.presets.get(command.data.presetId);
      if (current === undefined) throw scheduleNotFound("preset_not_found");
      assertPreset(command.data.values);
      return sameValue(current, command.data.values) ? [] : [{ type: "SchedulePresetUpdated", data: command.data }];
    }
    case "DestroySchedulePreset":
      if (!state.presets.has(command.data.presetId)) throw scheduleNotFound("preset_not_found");
      return [{ type: "SchedulePresetDestroyed", data: command.data }];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
};

export const evolvePresets = (state: PresetsState, event: SchedulePresetEvent): PresetsState => {
  const presets = new Map(state.presets);
  switch (event.type) {
    case "SchedulePresetSaved":
    case "SchedulePresetUpdated":
      presets.set(event.data.presetId, event.data.values);
      return { presets };
    case "SchedulePresetDestroyed":
      presets.delete(event.data.presetId);
      return { presets };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
};

export const schedulePresetsDecider = { decide: decidePresets, evolve: evolvePresets, initialState: initialPresetsState } as const;

/** Spec section 4: an event counts as unconfirmed when it is not confirmed and not a preset. */
export const countsAsUnconfirmed = (event: { readonly confirmed: boolean; readonly isPreset: boolean }): boolean => !event.confirmed && !event.isPreset;
