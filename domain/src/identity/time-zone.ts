import { ValidationError } from "../errors.ts";
import { identityMessages } from "./identity-messages.ts";

/**
 * An IANA time zone the runtime knows ("Europe/Helsinki", "UTC"). Every local date and workday is
 * computed in a person's or company's zone, so a zone that is not one would fail each later punch.
 */
export const isTimeZone = (zone: string): boolean => {
  if (zone.trim() === "" || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Refuses a zone that is set but not a time zone (null means "the company's"). */
export const assertTimeZone = (zone: string | null | undefined, field = "timezone"): void => {
  if (zone !== undefined && zone !== null && !isTimeZone(zone)) throw ValidationError.of(field, identityMessages.invalidTimeZone, "invalid_time_zone");
};
