import { describe, expect, it } from "vitest";
import type { UserEvent } from "@workledger/event-schemas";
import { defaultWorkerRights, founderRights } from "./permissions.ts";
import { decideUser, evolveUser, initialUserState, unverifiedClaimWindowMs, type UserCommand } from "./user.decider.ts";

const given = (events: UserEvent[]) => events.reduce(evolveUser, initialUserState);
const when = (events: UserEvent[], command: UserCommand) => decideUser(command, given(events));
const types = (events: readonly UserEvent[]) => events.map((e) => e.type);

const person = { userId: "u1", companyId: "c1", email: "ann@x.io", firstName: "Ann", lastName: "Lee", language: "en", isAdmin: false };
const signedUpAt = "2026-11-01T10:00:00.000Z";
const later = (ms: number) => new Date(Date.parse(signedUpAt) + ms).toISOString();
const invited: UserEvent[] = [
  { type: "UserInvited", data: { ...person, rights: defaultWorkerRights, invitedBy: "m1", workspaceId: null } },
  { type: "UserDefaultCompanyChanged", data: { companyId: "c1" } },
];
const active: UserEvent[] = [...invited, { type: "UserEmailVerified", data: { verifiedAt: signedUpAt } }, { type: "UserActivated", data: { by: "u1" } }];
const signedUp = (company: string | null): UserEvent[] => [
  { type: "UserSignedUp", data: { ...person, rights: founderRights, termsAcceptedAt: signedUpAt } },
  ...(company === null ? [] : [{ type: "UserDefaultCompanyChanged" as const, data: { companyId: company } }]),
];
const request = (email: string): UserCommand => ({ type: "RequestEmailChange", email, by: "m1", expiresAt: later(86_400_000) });

describe("email changes", () => {
  describe("when active", () => {
    it("a new address is pending: the current one stays until the link is followed", () => {
      const events = when(active, request("new@x.io"));
      expect(events).toEqual([{ type: "UserEmailChangeRequested", data: { email: "new@x.io", by: "m1", expiresAt: later(86_400_000) } }]);
      expect(given([...active, ...events])).toMatchObject({ email: "ann@x.io", pendingEmail: "new@x.io", emailVerified: true });
    });
    it("asking for the current address changes nothing", () => {
      expect(when(active, request("ann@x.io"))).toEqual([]);
    });
  });

  describe("when a change is pending", () => {
    const pending = [...active, ...when(active, request("new@x.io"))];
    it("the link of the pending address confirms it: the address moves and is verified", () => {
      const events = when(pending, { type: "ConfirmEmailChange", email: "new@x.io", now: later(1000) });
      expect(events).toEqual([{ type: "UserEmailChangeConfirmed", data: { email: "new@x.io", previousEmail: "ann@x.io", confirmedAt: later(1000) } }]);
      expect(given([...pending, ...events])).toMatchObject({ email: "new@x.io", pendingEmail: null, emailVerified: true });
    });
    it("a link to any other address confirms nothing", () => {
      expect(() => when(pending, { type: "ConfirmEmailChange", email: "older@x.io", now: later(1000) })).toThrow("Token already expired, invalid or already used");
      expect(() => when(active, { type: "ConfirmEmailChange", email: "new@x.io", now: later(1000) })).toThrow(expect.objectContaining({ code: "token_invalid" }));
    });
    it("asking for another address replaces it; asking for the same one again is a resend", () => {
      expect(types(when(pending, request("other@x.io")))).toEqual(["UserEmailChangeRequested"]);
      expect(given([...pending, ...when(pending, request("other@x.io"))]).pendingEmail).toBe("other@x.io");
      expect(types(when(pending, request("new@x.io")))).toEqual(["UserEmailChangeRequested"]);
    });
    it("asking for the current address, or cancelling, drops it", () => {
      expect(when(pending, request("ann@x.io"))).toEqual([{ type: "UserEmailChangeCancelled", data: { email: "new@x.io", by: "m1" } }]);
      const cancelled = [...pending, ...when(pending, { type: "CancelEmailChange", by: "u1" })];
      expect(given(cancelled).pendingEmail).toBeNull();
      expect(when(cancelled, { type: "CancelEmailChange", by: "u1" })).toEqual([]);
    });
  });

  describe("when invited and the address is corrected", () => {
    const corrected = [...invited, ...when(invited, request("right@x.io"))];
    it("setting the password through the corrected address's link confirms it, verifies and activates", () => {
      const events = when(corrected, { type: "CompleteActivation", now: later(1000), confirmsEmail: "right@x.io" });
      expect(types(events)).toEqual(["UserEmailChangeConfirmed", "UserPasswordChanged", "UserActivated"]);
      expect(given([...corrected, ...events])).toMatchObject({ email: "right@x.io", emailVerified: true, status: "active" });
    });
    it("a link to the typo no longer sets anything", () => {
      expect(() => when(corrected, { type: "CompleteActivation", now: later(1000), confirmsEmail: "typo@x.io" })).toThrow("Token already expired, invalid or already used");
    });
  });
});

describe("address claims", () => {
  const release = (events: UserEvent[], at: number, byInvitation: boolean, claimantCompanyId: string | null = byInvitation ? "c2" : null) =>
    when(events, { type: "ReleaseEmailClaim", email: "ann@x.io", now: later(at), byInvitation, claimantCompanyId });

  it("an unverified sign-up lapses when its verification window has passed, company or not", () => {
    for (const events of [signedUp("c1"), signedUp(null)]) {
      expect(() => release(events, unverifiedClaimWindowMs - 1, false)).toThrow("This email / RFID is already in use");
      const lapsed = release(events, unverifiedClaimWindowMs, false);
      expect(lapsed).toEqual([{ type: "UserEmailClaimLapsed", data: { email: "ann@x.io", reason: "verification_window_passed", lapsedAt: later(unverifiedClaimWindowMs) } }]);
      expect(given([...events, ...lapsed]).status).toBe("deleted");
    }
  });

  describe("when another company invites or adds the address", () => {
    it("takes it from a fresh unverified sign-up at once, company or not", () => {
      for (const events of [signedUp("c1"), signedUp(null)]) {
        expect(release(events, 1000, true)).toEqual([{ type: "UserEmailClaimLapsed", data: { email: "ann@x.io", reason: "invited_elsewhere", lapsedAt: later(1000) } }]);
      }
    });
    it("takes it from a pending invitation nobody has followed", () => {
      const lapsed = release(invited, 1000, true);
      expect(lapsed).toEqual([{ type: "UserEmailClaimLapsed", data: { email: "ann@x.io", reason: "invited_elsewhere", lapsedAt: later(1000) } }]);
      expect(given([...invited, ...lapsed]).status).toBe("deleted");
    });
    it("never takes it from the same company", () => {
      expect(() => release(invited, 1000, true, "c1")).toThrow(expect.objectContaining({ code: "email_in_use" }));
    });
  });

  it("a sign-up never takes a fresh claim over, nor a pending invitation (a real employer's invitation wins)", () => {
    expect(() => release(signedUp(null), 1000, false)).toThrow(expect.objectContaining({ code: "email_in_use" }));
    expect(() => release(invited, 30 * unverifiedClaimWindowMs, false)).toThrow(expect.objectContaining({ code: "email_in_use" }));
  });

  it("never lapses once the address was proven: a verified sign-up, an invitation followed", () => {
    const verified: UserEvent[] = [...signedUp(null), { type: "UserEmailVerified", data: { verifiedAt: later(10) } }];
    expect(() => release(verified, 30 * unverifiedClaimWindowMs, true)).toThrow("This email / RFID is already in use");
    expect(() => release(active, 30 * unverifiedClaimWindowMs, true)).toThrow("This email / RFID is already in use");
  });
  it("a lapsed account can no longer verify its old link", () => {
    const lapsed = [...signedUp(null), ...release(signedUp(null), unverifiedClaimWindowMs, false)];
    expect(() => when(lapsed, { type: "VerifyEmail", now: later(unverifiedClaimWindowMs + 1) })).toThrow("User has been deleted");
  });
});
