import { describe, expect, it } from "vitest";
import { defaultPersona, resolvePersona, switchablePersonas } from "./persona.ts";

describe("persona", () => {
  it("defaults to admin, then manager, then worker", () => {
    expect(defaultPersona({ is_admin: true, is_manager: true })).toBe("admin");
    expect(defaultPersona({ is_manager: true })).toBe("manager");
    expect(defaultPersona({})).toBe("worker");
  });
  it("uses a stored persona the user may hold", () => {
    expect(resolvePersona({ is_manager: true }, "worker")).toEqual({ kind: "persona", persona: "worker" });
    expect(resolvePersona({ is_admin: true }, "admin")).toEqual({ kind: "persona", persona: "admin" });
  });
  it("ignores rubbish in storage", () => {
    expect(resolvePersona({ is_manager: true }, "boss")).toEqual({ kind: "persona", persona: "manager" });
    expect(resolvePersona({}, null)).toEqual({ kind: "persona", persona: "worker" });
  });
  it("forces a silent logout when the stored manager persona is no longer a manager", () => {
    expect(resolvePersona({ is_manager: false }, "manager")).toEqual({ kind: "forced-logout" });
  });
  it("lists the personas to switch to", () => {
    expect(switchablePersonas({ is_manager: true }, "manager")).toEqual(["worker"]);
    expect(switchablePersonas({ is_manager: true }, "worker")).toEqual(["manager"]);
    expect(switchablePersonas({ is_admin: true }, "admin")).toEqual(["worker"]);
    expect(switchablePersonas({ is_admin: true, is_manager: true }, "admin")).toEqual(["manager", "worker"]);
    expect(switchablePersonas({}, "worker")).toEqual([]);
  });
});
