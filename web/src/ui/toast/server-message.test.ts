import { describe, expect, it } from "vitest";
import { serverMessageLines, toastText } from "./server-message.ts";

describe("server message", () => {
  it("takes a plain string", () => {
    expect(serverMessageLines("Invalid credentials")).toEqual(["Invalid credentials"]);
  });
  it("flattens objects and arrays in order", () => {
    expect(serverMessageLines({ email: ["Email is required", "Email is invalid"], name: "Name is required" })).toEqual([
      "Email is required",
      "Email is invalid",
      "Name is required",
    ]);
  });
  it("uses the default when there is nothing", () => {
    expect(toastText(undefined, "Something went wrong")).toBe("Something went wrong");
    expect(toastText({}, "Success")).toBe("Success");
    expect(toastText("", "Success")).toBe("Success");
  });
  it("joins lines with newlines, translating each", () => {
    const et: Record<string, string> = { "User not found": "Kasutajat ei leitud" };
    expect(toastText({ a: ["User not found"], b: "Other" }, "x", (l) => et[l] ?? l)).toBe("Kasutajat ei leitud\nOther");
  });
});
