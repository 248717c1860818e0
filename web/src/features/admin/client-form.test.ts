import { describe, expect, it } from "vitest";
import { clientBody, clientEdits, clientFormOf, newClientForm } from "./client-form.ts";
import type { Client } from "./clients.api.ts";

describe("admin client form", () => {
  it("starts from the clarified defaults and fills from a client", () => {
    const empty = newClientForm();
    expect(empty).toMatchObject({ has_user: true, trial_ends_at: null, addresses: [""], flags: { schedule_active: false } });
    const client = {
      id: "c1",
      name: "Client",
      logo: null,
      main_user_id: "u1",
      tax_number: "T",
      address: "A",
      telephone_number: null,
      activity: null,
      disabled: false,
      registration_completed: true,
      subscription: { trial_ends_at: "2026-12-31T23:59:59.000Z", is_trial_over: false, is_login_disabled: true },
      schedule_active: true,
      account: { comment: "c", price_user: 4, api_key: "k" },
    } as Client;
    const form = clientFormOf(client);
    expect(form).toMatchObject({ name: "Client", tax_number: "T", company_address: "A", comment: "c", price_user: "4", apiKey: "k", trial_date: "2026-12-31", is_login_disabled: true, flags: { schedule_active: true, boxes_active: false } });
    expect(clientBody(form)).toMatchObject({ name: "Client", trial_ends_at: "2026-12-31T23:59:59.000Z" });
    expect(clientBody(form)).not.toHaveProperty("flags");
  });

  it("an edit sends only what the admin changed: two ticked flags leave the trial end's instant and the account alone", () => {
    const client = {
      id: "c1",
      name: "Client",
      logo: null,
      main_user_id: "u1",
      tax_number: null,
      address: null,
      telephone_number: null,
      activity: null,
      disabled: false,
      registration_completed: true,
      subscription: { trial_ends_at: "2026-12-31T00:09:54.000Z", is_trial_over: false, is_login_disabled: false },
      account: {},
    } as Client;
    const before = clientFormOf(client);
    expect(clientEdits(before, before)).toEqual({ fields: null, flags: null, subscription: null });
    const ticked = { ...before, flags: { ...before.flags, geofence_active: true, schedule_active: true } };
    expect(clientEdits(before, ticked)).toEqual({ fields: null, flags: { geofence_active: true, schedule_active: true }, subscription: null });
    expect(clientEdits(before, { ...before, is_login_disabled: true }).subscription).toEqual({ trial_ends_at: "2026-12-31T00:09:54.000Z", is_login_disabled: true });
    expect(clientEdits(before, { ...before, trial_date: "2027-01-31" }).subscription).toEqual({ trial_ends_at: "2027-01-31T23:59:59.000Z", is_login_disabled: false });
    expect(clientEdits(before, { ...before, comment: "Late twice" }).fields).toEqual({ comment: "Late twice" });
  });
});
