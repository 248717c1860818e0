import { Effect, Schema } from "effect";
import {
  CountryCode,
  DEFAULT_IDLE_STOP_MINUTES,
  DEFAULT_NORMAL_WORKDAY_SECONDS,
  DaySeconds,
  EntityId,
  LocalTime,
  RoundingMinutes,
} from "./organisation-values.ts";
import { defineCommand, defineEvent } from "./define-message.ts";

/** How people lists are sorted. */
export const SortingOrder = Schema.Literals(["FirstName", "LastName"]);

export const Preferences = Schema.Struct({
  sortingOrder: SortingOrder,
  timeAsDecimals: Schema.Boolean,
  /** Pause running work automatically at lunch time. */
  autoPause: Schema.Boolean,
  /** End running work automatically at `autoEndAt` (local time). */
  autoEnd: Schema.Boolean,
  autoEndAt: Schema.NullOr(LocalTime),
  /** Rounding applied when times are shown (null = exact). */
  rounding: Schema.NullOr(RoundingMinutes),
  lunchTime: Schema.Struct({ startsAt: LocalTime, lengthSeconds: DaySeconds }),
  /** Work stops after this many idle minutes; unset reads as 60. */
  idleStopMinutes: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 24 * 60 })).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_IDLE_STOP_MINUTES)),
  ),
  normalWorkdaySeconds: DaySeconds,
  holidays: Schema.Struct({ countryCode: CountryCode, holidaysAreDaysOff: Schema.Boolean }),
});
export type Preferences = typeof Preferences.Type;

export const defaultPreferences: Preferences = {
  sortingOrder: "FirstName",
  timeAsDecimals: false,
  autoPause: false,
  autoEnd: false,
  autoEndAt: null,
  rounding: null,
  lunchTime: { startsAt: "11:00", lengthSeconds: 30 * 60 },
  idleStopMinutes: DEFAULT_IDLE_STOP_MINUTES,
  normalWorkdaySeconds: DEFAULT_NORMAL_WORKDAY_SECONDS,
  holidays: { countryCode: "FI", holidaysAreDaysOff: true },
};

/** Whose preferences: the company's defaults, or one person's own choices over them. */
export const PreferencesScope = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("company") }),
  Schema.Struct({ kind: Schema.Literal("person"), personId: EntityId }),
]);
export type PreferencesScope = typeof PreferencesScope.Type;

const PreferenceChanges = Schema.Struct({
  sortingOrder: Schema.optionalKey(SortingOrder),
  timeAsDecimals: Schema.optionalKey(Schema.Boolean),
  autoPause: Schema.optionalKey(Schema.Boolean),
  autoEnd: Schema.optionalKey(Schema.Boolean),
  autoEndAt: Schema.optionalKey(Schema.NullOr(LocalTime)),
  rounding: Schema.optionalKey(Schema.NullOr(RoundingMinutes)),
  lunchTime: Schema.optionalKey(Schema.Struct({ startsAt: LocalTime, lengthSeconds: DaySeconds })),
  idleStopMinutes: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 24 * 60 }))),
  normalWorkdaySeconds: Schema.optionalKey(DaySeconds),
  holidays: Schema.optionalKey(Schema.Struct({ countryCode: CountryCode, holidaysAreDaysOff: Schema.Boolean })),
});
export type PreferenceChanges = typeof PreferenceChanges.Type;

export const ChangePreferences = defineCommand("ChangePreferences", { scope: PreferencesScope, changes: PreferenceChanges });
export const PreferencesCommand = ChangePreferences.schema;
export type PreferencesCommand = typeof PreferencesCommand.Type;

/** Only what changed; a person's event overrides the company defaults key by key. */
export const PreferencesChanged = defineEvent("PreferencesChanged", 1, { scope: PreferencesScope, changes: PreferenceChanges });
export const preferencesEvents = [PreferencesChanged] as const;
export const PreferencesEvent = PreferencesChanged.schema;
export type PreferencesEvent = typeof PreferencesEvent.Type;

export const preferencesStreamName = (companyId: string, scope: PreferencesScope): string =>
  scope.kind === "company" ? `preferences-${companyId}` : `preferences-${companyId}-${scope.personId}`;
