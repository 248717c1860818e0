import { scheduleMessages } from "@workledger/domain/schedules/schedules.errors.ts";
import { planningWarningMessages } from "@workledger/domain/schedules/schedules.warnings.ts";
import { describe, expect, it } from "vitest";
import { translations } from "./schedules.translations.ts";

describe("schedule translations", () => {
  it("cover every schedule message and planning warning the domain (and so the server) sends", () => {
    const missing = [...Object.values(scheduleMessages), ...Object.values(planningWarningMessages)].filter((m) => translations.fi[m] === undefined);
    expect(missing).toEqual([]);
  });
});
