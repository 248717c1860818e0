import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { jsonSchemaOf } from "./json-schema-of.ts";

describe("jsonSchemaOf", () => {
  it("turns an Effect Schema contract into a closed JSON Schema object", () => {
    const body = Schema.Struct({
      name: Schema.NonEmptyString,
      hours: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 24 })),
      kind: Schema.Literals(["work", "leave"]),
      note: Schema.optionalKey(Schema.String),
    });
    expect(jsonSchemaOf(body)).toEqual({
      type: "object",
      properties: {
        name: { type: "string", minLength: 1 },
        hours: { type: "integer", minimum: 0, maximum: 24 },
        kind: { type: "string", enum: ["work", "leave"] },
        note: { type: "string" },
      },
      required: ["name", "hours", "kind"],
      additionalProperties: false,
    });
  });
});
