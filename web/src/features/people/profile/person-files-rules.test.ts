import { describe, expect, it } from "vitest";
import { canEditFiles, formatFileSize, userFileSizeProblem } from "./person-files-rules.ts";

describe("person files rules", () => {
  it("formats sizes in B, KB and MB", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(5_242_880)).toBe("5.0 MB");
  });
  it("checks sizes with the API's messages before uploading", () => {
    expect(userFileSizeProblem("image/jpeg", 5_242_881)).toBe("Single image must not exceed 5MB");
    expect(userFileSizeProblem("application/pdf", 5_242_881)).toBeNull();
    expect(userFileSizeProblem("application/pdf", 10_485_761)).toBe("Single file must not exceed 10MB");
  });
  it("lets a manager with can_edit_users change files, nobody else", () => {
    expect(canEditFiles({ userId: "u", persona: "manager", permissions: new Set(["can_edit_users"]) }, "c")).toBe(true);
    expect(canEditFiles({ userId: "u", persona: "manager", permissions: new Set(["can_add_users"]) }, "c")).toBe(false);
    expect(canEditFiles({ userId: "u", persona: "worker", permissions: new Set(["can_edit_users"]) }, "c")).toBe(false);
  });
});
