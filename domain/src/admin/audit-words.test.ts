import { describe, expect, it } from "vitest";
import { auditActorKindWords, auditEventWords, typeInWords } from "./audit-words.ts";

describe("audit events in words", () => {
  it("says a known event in each language, English for an unknown language", () => {
    expect(auditEventWords("WorkLogEdited", "en")).toBe("Work log edited");
    expect(auditEventWords("WorkLogEdited", "fi")).toBe("Työkirjausta muokattiin");
    expect(auditEventWords("WorkLogEdited", "et-EE")).toBe("Töölogi muudeti");
    expect(auditEventWords("WorkLogEdited", "xx")).toBe("Work log edited");
    expect(auditActorKindWords("device", "sv")).toBe("Enhet");
  });

  it("splits an unknown type into words", () => {
    expect(typeInWords("ScheduleShiftMoved")).toBe("Schedule shift moved");
    expect(auditEventWords("NATSLinkBroken", "ru")).toBe("Nats link broken");
  });
});
