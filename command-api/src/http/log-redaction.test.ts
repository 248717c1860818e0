import { describe, expect, it } from "vitest";
import { redactedUrl } from "./log-redaction.ts";

describe("redacting URLs before they are logged", () => {
  it("replaces the value of every token-like query parameter", () => {
    expect(redactedUrl("/api/realtime?ticket=abc&channel=users_1")).toBe("/api/realtime?ticket=[redacted]&channel=users_1");
    expect(redactedUrl("/api/realtime?token=abc")).toBe("/api/realtime?token=[redacted]");
    expect(redactedUrl("/forgot-password?token=abc&email=a%40b.c")).toBe("/forgot-password?token=[redacted]&email=a%40b.c");
    expect(redactedUrl("/x?signature=s&code=c&access_token=a&reset_token=r&X-Amz-Signature=z&api_key=k&key=q&password=p&otp=1"))
      .toBe("/x?signature=[redacted]&code=[redacted]&access_token=[redacted]&reset_token=[redacted]&X-Amz-Signature=[redacted]&api_key=[redacted]&key=[redacted]&password=[redacted]&otp=[redacted]");
  });

  it("recognises an encoded parameter name", () => {
    expect(redactedUrl("/x?%74oken=abc")).toBe("/x?%74oken=[redacted]");
  });

  it("keeps what is not a credential as it came", () => {
    expect(redactedUrl("/api/companies/1/workers?page=2&per_page=50&search=ann")).toBe("/api/companies/1/workers?page=2&per_page=50&search=ann");
    expect(redactedUrl("/api/timesheet?waitFor=42&zipcode=00100")).toBe("/api/timesheet?waitFor=42&zipcode=00100");
    expect(redactedUrl("/people/42")).toBe("/people/42");
    expect(redactedUrl("/x?flag&token")).toBe("/x?flag&token");
  });
});
