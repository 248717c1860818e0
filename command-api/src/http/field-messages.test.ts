import { describe, expect, it } from "vitest";
import { fieldMessages, messageOfSchemaKeyword, personFacingMessage } from "./field-messages.ts";

describe("field messages a person may see", () => {
  it("keeps the domain's own sentences, the spec's messages among them", () => {
    for (const sentence of ["Must be greater than or equal to 100 meters", "Must be a number", "Option already exist", "Passwords must match"]) {
      expect(personFacingMessage(sentence)).toBe(sentence);
    }
  });

  it("turns the validators' technical wording into a plain sentence", () => {
    expect(personFacingMessage("Missing key")).toBe(fieldMessages.required);
    expect(personFacingMessage("Expected string, actual 5")).toBe(fieldMessages.wrongType);
    expect(personFacingMessage("must match pattern \"^\\d{4}-\\d{2}-\\d{2}$\"")).toBe(fieldMessages.invalid);
    expect(personFacingMessage("must be >= 100")).toBe(fieldMessages.invalid);
    expect(messageOfSchemaKeyword("pattern", { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}" })).toBe(fieldMessages.dateTime);
  });
});
