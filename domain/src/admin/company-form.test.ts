import { describe, expect, it } from "vitest";
import { adminCompanyFormErrors, emptyAdminCompanyForm, parseAdminPrice } from "./company-form.ts";

describe("admin company form", () => {
  it("has the clarified defaults and reports every problem at once by field", () => {
    expect(emptyAdminCompanyForm).toMatchObject({ has_user: true, trial_ends_at: null, is_email_spoof: false, addresses: [""], phone_numbers: [""], comment: "" });
    expect(adminCompanyFormErrors({ ...emptyAdminCompanyForm, trial_ends_at: "soon", price_user: "-1", price_admin: "1.234" })).toEqual({
      name: ["This field is required"],
      email: ["This field is required"],
      trial_ends_at: ["Must be a date"],
      price_admin: ["Must be a price between 0 and 9999999.99"],
      price_user: ["Must be a price between 0 and 9999999.99"],
    });
  });

  it("asks for an email only with a user, and only when creating; a given email must be valid", () => {
    expect(adminCompanyFormErrors({ name: "X", has_user: false })).toEqual({});
    expect(adminCompanyFormErrors({ name: "X" }, { editing: true })).toEqual({});
    expect(Object.keys(adminCompanyFormErrors({ name: "X", has_user: false, email: "nope" }))).toEqual(["email"]);
    expect(adminCompanyFormErrors({ name: "X", email: "a@b.fi", price_admin: "12,50", trial_ends_at: "2026-12-31" })).toEqual({});
  });

  it("reads prices as typed", () => {
    expect(parseAdminPrice("")).toBeNull();
    expect(parseAdminPrice("12,5")).toBe(12.5);
    expect(parseAdminPrice("abc")).toBeNaN();
    expect(parseAdminPrice(3)).toBe(3);
  });
});
