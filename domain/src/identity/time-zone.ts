import { ValidationError } from "../errors.ts";
import { isTimeZone } from "../pay-calendar/time-zones.ts";
import { identityMessages } from "./identity-messages.ts";

/**
 * Refuses a profile zone that is set but not an IANA zone the runtime knows (null means "the
 * company's"): every local date and workday is computed in it, so a bad one would fail each later punch.
 */
export const assertTimeZone = (zone: string | null | undefined, field = "timezone"): void => {
  if (zone !== undefined && zone !== null && !isTimeZone(zone)) throw ValidationError.of(field, identityMessages.invalidTimeZone, "invalid_time_zone");
};
