import { describe, expect, it } from "vitest";
import { canEditFiles, fileTypeLabel, formatFileSize, userFileSizeProblem } from "./person-files-rules.ts";

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

describe("fileTypeLabel", () => {
  it("names the type by the file's extension, else by its content type", () => {
    expect(fileTypeLabel({ file_name: "contract ä.pdf", content_type: "application/pdf" })).toBe("PDF");
    expect(fileTypeLabel({ file_name: "photo.Jpeg", content_type: "image/jpeg" })).toBe("JPEG");
    expect(fileTypeLabel({ file_name: "README", content_type: "text/plain; charset=utf-8" })).toBe("PLAIN");
    expect(fileTypeLabel({ file_name: "archive", content_type: "application/x-tar" })).toBe("TAR");
    expect(fileTypeLabel({ file_name: "blob", content_type: "" })).toBe("-");
  });
});
