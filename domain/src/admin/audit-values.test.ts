import { describe, expect, it } from "vitest";
import { auditChangeText, auditFieldWords, auditTimeText, auditValueText } from "./audit-values.ts";

describe("audit values in the auditor's words", () => {
  it("shows an instant in the company's zone as dd.MM.yyyy HH:mm:ss, the punch the worker saw at 02:28", () => {
    expect(auditTimeText("2026-12-02T00:28:14.000Z", "Europe/Helsinki")).toBe("02.12.2026 02:28:14");
  });

  it("labels fields and formats values: no stoppedAt, no ISO strings", () => {
    expect(auditChangeText({ field: "stoppedAt", before: null, after: "2026-12-02T13:00:00.000Z" }, "Europe/Helsinki", "en")).toBe("Stopped at: — → 02.12.2026 15:00:00");
    expect(auditChangeText({ field: "stoppedAt", before: null, after: "2026-12-02T13:00:00.000Z" }, "Europe/Helsinki", "fi")).toBe("Lopetettu: — → 02.12.2026 15:00:00");
    expect(auditChangeText({ field: "date", before: "2026-12-01", after: "2026-12-02" }, "Europe/Helsinki", "et")).toBe("Kuupäev: 01.12.2026 → 02.12.2026");
    expect(auditChangeText({ field: "isLoginDisabled", before: false, after: true }, "Europe/Helsinki", "en")).toBe("Sign-in blocked: no → yes");
    expect(auditValueText(5400, "UTC", "en", "pauseSeconds")).toBe("1:30");
    expect(auditValueText([{ start: "2026-12-02T09:00:00Z", end: "2026-12-02T09:30:00Z" }], "Europe/Helsinki", "en")).toBe("02.12.2026 11:00:00 – 02.12.2026 11:30:00");
  });

  it("reads an unknown field as words", () => {
    expect(auditFieldWords("visma_active", "en")).toBe("Visma active");
    expect(auditFieldWords("overtimeGroup", "fi")).toBe("Overtime group");
  });
});
