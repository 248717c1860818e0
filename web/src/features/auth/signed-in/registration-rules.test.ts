import { describe, expect, it } from "vitest";
import { needsRegistration, needsVerificationDialog, registrationErrors } from "./registration-rules.ts";

const form = { workspace_name: "Acme", phone_number: "", first_name: "Mari", last_name: "Tamm", email: "" };

describe("complete registration", () => {
  it("is asked of a non-admin founder without a default company only", () => {
    expect(needsRegistration({ is_admin: false, is_manager: true, default_company: null })).toBe(true);
    expect(needsRegistration({ is_admin: true, is_manager: true, default_company: null })).toBe(false);
    expect(needsRegistration({ is_admin: false, is_manager: true, default_company: { id: "c" } })).toBe(false);
  });

  it("is asked of any non-admin without a default company (invited people get their inviter's company)", () => {
    expect(needsRegistration({ is_admin: false, is_manager: false, default_company: null })).toBe(true);
    expect(needsRegistration({ is_admin: false, is_manager: false, default_company: { id: "c" } })).toBe(false);
  });

  it("requires company name, first and last name; phone and email are optional", () => {
    expect(registrationErrors(form)).toEqual({});
    expect(registrationErrors({ ...form, workspace_name: " ", first_name: "", last_name: "" })).toEqual({
      workspace_name: "This field is required",
      first_name: "This field is required",
      last_name: "This field is required",
    });
  });
});

describe("the email verification dialog", () => {
  it("shows only for an unverified email after the trial", () => {
    const company = (over: boolean) => ({ subscription: { is_trial_over: over } });
    expect(needsVerificationDialog({ email_verified_at: null, default_company: company(true) })).toBe(true);
    expect(needsVerificationDialog({ email_verified_at: null, default_company: company(false) })).toBe(false);
    expect(needsVerificationDialog({ email_verified_at: "2026-01-01", default_company: company(true) })).toBe(false);
  });
});
