import { describe, expect, it } from "vitest";
import type { UserEvent } from "@workledger/event-schemas";
import { defaultWorkerRights, founderRights } from "./permissions.ts";
import { decideUser, evolveUser, initialUserState, type UserCommand } from "./user.decider.ts";

const given = (events: UserEvent[]) => events.reduce(evolveUser, initialUserState);
const when = (events: UserEvent[], command: UserCommand) => decideUser(command, given(events));

const person = { userId: "u1", companyId: "c1", email: "ann@x.io", firstName: "Ann", lastName: "Lee", language: "en", isAdmin: false };
const invited: UserEvent[] = [
  { type: "UserInvited", data: { ...person, rights: defaultWorkerRights, invitedBy: "m1", workspaceId: null } },
  { type: "UserDefaultCompanyChanged", data: { companyId: "c1" } },
  { type: "UserActivationLinkSent", data: { expiresAt: "2026-11-29T10:00:00.000Z" } },
];
/** Invited before invitations set the default company (events already in stores). */
const invitedWithoutDefault: UserEvent[] = invited.filter((e) => e.type !== "UserDefaultCompanyChanged");
const active: UserEvent[] = [...invited, { type: "UserActivated", data: { by: "m1" } }];

describe("user decider", () => {
  describe("when nobody is there yet", () => {
    it("signs up as an active manager with the password recorded and the default company set", () => {
      const events = when([], { type: "SignUp", ...person, rights: founderRights, now: "2026-11-22T10:00:00.000Z", defaultCompanyId: "c1" });
      expect(events.map((e) => e.type)).toEqual(["UserSignedUp", "UserPasswordChanged", "UserDefaultCompanyChanged"]);
      expect(given(events)).toMatchObject({ status: "active", emailVerified: false, defaultCompanyId: "c1" });
    });
    it("invites into waiting activation with a link, the inviting company as the default one", () => {
      const events = when([], { type: "Invite", ...person, rights: defaultWorkerRights, by: "m1", workspaceId: null, activationExpiresAt: "x" });
      expect(events.map((e) => e.type)).toEqual(["UserInvited", "UserDefaultCompanyChanged", "UserActivationLinkSent"]);
      expect(given(events)).toMatchObject({ status: "waiting_activation", defaultCompanyId: "c1" });
    });
    it("adds manually with the adding company as the default one", () => {
      const events = when([], { type: "AddManually", ...person, rights: defaultWorkerRights, by: "m1", profile: {}, activationExpiresAt: "x" });
      expect(events.map((e) => e.type)).toEqual(["UserAddedManually", "UserDefaultCompanyChanged", "UserActivationLinkSent"]);
      expect(given(events).defaultCompanyId).toBe("c1");
    });
    it("refuses anything else with 'User not found'", () => {
      expect(() => when([], { type: "Activate", by: "m1" })).toThrow("User not found");
    });
  });

  describe("erasure", () => {
    const erase = { type: "Erase", by: "admin-1", erasedAt: "2026-11-28T19:00:00.000Z" } as const;
    it("erases an active or a deleted person once, naming who and when", () => {
      expect(when(active, erase)).toEqual([{ type: "UserErased", data: { by: "admin-1", erasedAt: "2026-11-28T19:00:00.000Z" } }]);
      expect(when([...active, { type: "UserDeleted", data: { by: "m1" } }], erase).map((e) => e.type)).toEqual(["UserErased"]);
    });
    it("refuses a second erasure with 409 and anyone unknown with 404", () => {
      const erased = [...active, ...when(active, erase)];
      expect(given(erased)).toMatchObject({ erased: true, status: "deleted" });
      expect(() => when(erased, erase)).toThrow("This person has already been erased");
      expect(() => when([], erase)).toThrow("User not found");
    });
    it("leaves an erased person out of every other command", () => {
      const erased = [...active, ...when(active, erase)];
      expect(() => when(erased, { type: "UpdateProfile", changes: { first_name: "Back" } })).toThrow("User has been deleted");
    });
  });

  describe("when invited", () => {
    it("resends the activation link", () => {
      expect(when(invited, { type: "ResendActivation", expiresAt: "x" })).toEqual([{ type: "UserActivationLinkSent", data: { expiresAt: "x" } }]);
    });
    it("refuses a second invitation of the same person", () => {
      expect(() => when(invited, { type: "Invite", ...person, rights: defaultWorkerRights, by: "m1", workspaceId: null, activationExpiresAt: "x" })).toThrow(
        "This email / RFID is already in use",
      );
    });
    it("setting the password verifies and activates", () => {
      const events = when(invited, { type: "CompleteActivation", now: "2026-11-22T11:00:00.000Z" });
      expect(events.map((e) => e.type)).toEqual(["UserPasswordChanged", "UserEmailVerified", "UserActivated"]);
    });
    it("setting the password with the names the person typed records them, trimmed, before activating", () => {
      const nameless = invited.map((e) => (e.type === "UserInvited" ? { ...e, data: { ...e.data, firstName: "", lastName: "" } } : e));
      const events = when(nameless, { type: "CompleteActivation", now: "2026-11-22T11:00:00.000Z", names: { firstName: " Mia ", lastName: "Virtanen" } });
      expect(events.map((e) => e.type)).toEqual(["UserPasswordChanged", "UserProfileUpdated", "UserEmailVerified", "UserActivated"]);
      expect(given([...nameless, ...events]).profile).toMatchObject({ first_name: "Mia", last_name: "Virtanen" });
    });
    it("setting the password with the names the invite already carried records nothing more", () => {
      const events = when(invited, { type: "CompleteActivation", now: "x", names: { firstName: "Ann", lastName: "Lee" } });
      expect(events.map((e) => e.type)).not.toContain("UserProfileUpdated");
    });
    it("refuses an empty, overlong or control-character name on the set-password page, naming each field", () => {
      const set = (firstName: string, lastName: string) => () => when(invited, { type: "CompleteActivation", now: "x", names: { firstName, lastName } });
      expect(set("  ", "Lee")).toThrow(expect.objectContaining({ errors: { first_name: ["This field is required"] } }));
      expect(set("Ann", "x".repeat(101))).toThrow(expect.objectContaining({ errors: { last_name: ["At most 100 characters"] } }));
      expect(set("A\u202eB", "Le\ne")).toThrow(expect.objectContaining({ errors: { first_name: [expect.stringContaining("control")], last_name: [expect.stringContaining("control")] } }));
      expect(set("Ann", "x".repeat(100))).not.toThrow();
    });
    it("an invite may carry no names, but a name it carries must be valid", () => {
      expect(() => when([], { type: "Invite", ...person, firstName: "", lastName: "", rights: defaultWorkerRights, by: "m1", workspaceId: null, activationExpiresAt: "x" })).not.toThrow();
      expect(() => when([], { type: "Invite", ...person, lastName: "y".repeat(101), rights: defaultWorkerRights, by: "m1", workspaceId: null, activationExpiresAt: "x" })).toThrow(
        "At most 100 characters",
      );
    });
    it("setting the password of someone invited without a default company gives them the inviting one", () => {
      const events = when(invitedWithoutDefault, { type: "CompleteActivation", now: "2026-11-22T11:00:00.000Z" });
      expect(events.map((e) => e.type)).toEqual(["UserPasswordChanged", "UserEmailVerified", "UserActivated", "UserDefaultCompanyChanged"]);
      expect(given([...invitedWithoutDefault, ...events]).defaultCompanyId).toBe("c1");
    });
  });

  describe("when active", () => {
    it("no longer resends activation", () => {
      expect(() => when(active, { type: "ResendActivation", expiresAt: "x" })).toThrow(expect.objectContaining({ code: "already_activated" }));
    });
    it("deactivates, and deactivating again changes nothing", () => {
      const deactivated = [...active, ...when(active, { type: "Deactivate", by: "m1" })];
      expect(given(deactivated).status).toBe("inactive");
      expect(when(deactivated, { type: "Deactivate", by: "m1" })).toEqual([]);
      expect(when(deactivated, { type: "Activate", by: "m1" })).toEqual([{ type: "UserActivated", data: { by: "m1" } }]);
    });
    it("records a rights change only when the rights differ", () => {
      expect(when(active, { type: "ChangeRights", rights: { ...defaultWorkerRights, permissions: [...defaultWorkerRights.permissions].reverse() }, by: "m1" })).toEqual([]);
      const changed = when(active, { type: "ChangeRights", rights: founderRights, by: "m1" });
      expect(changed[0]?.type).toBe("UserRightsChanged");
    });
    it("updates only the profile fields that changed", () => {
      expect(when(active, { type: "UpdateProfile", changes: { first_name: "Ann", rfid: "R1" } })).toEqual([
        { type: "UserProfileUpdated", data: { changes: { rfid: "R1" } } },
      ]);
    });
    it("refuses a time zone that is not one (every later punch would fail in it); keeps a real one or none", () => {
      for (const timezone of ["-1", "Mars/Olympus", "a\u0000b", ""]) {
        expect(() => when(active, { type: "UpdateProfile", changes: { timezone } }), timezone).toThrow("Must be a valid time zone");
      }
      expect(when(active, { type: "UpdateProfile", changes: { timezone: "America/New_York" } })).toEqual([
        { type: "UserProfileUpdated", data: { changes: { timezone: "America/New_York" } } },
      ]);
      expect(() => when(active, { type: "UpdateProfile", changes: { timezone: null } })).not.toThrow();
    });
    it("keeps only the known notification settings: an unknown key such as 'BonusRequest' is refused by field", () => {
      expect(when(active, { type: "ChangeNotificationSettings", settings: { bonus_request: false, workspace_in_out: true } })).toEqual([
        { type: "UserNotificationSettingsChanged", data: { settings: { bonus_request: false, workspace_in_out: true } } },
      ]);
      expect(() => when(active, { type: "ChangeNotificationSettings", settings: { bonus_request: false, BonusRequest: false } })).toThrow(
        expect.objectContaining({ code: "unknown_notification_type", errors: { "options.BonusRequest": ["Unknown notification type"] } }),
      );
    });
        it("unsubscribes once", () => {
      const unsubscribed = [...active, ...when(active, { type: "Unsubscribe" })];
      expect(when(unsubscribed, { type: "Unsubscribe" })).toEqual([]);
    });
  });

  describe("when deleted", () => {
    const deleted: UserEvent[] = [...active, { type: "UserDeleted", data: { by: "m1" } }];
    it("refuses changes with 'User has been deleted'", () => {
      expect(() => when(deleted, { type: "Activate", by: "m1" })).toThrow("User has been deleted");
      expect(() => when(deleted, { type: "UpdateProfile", changes: { first_name: "B" } })).toThrow("User has been deleted");
    });
  });

  describe("when deactivated", () => {
    it("cannot set a password through an old link", () => {
      const deactivated: UserEvent[] = [...invited, { type: "UserDeactivated", data: { by: "m1" } }];
      expect(() => when(deactivated, { type: "CompleteActivation", now: "x" })).toThrow("Your account has been deactivated");
    });
  });
});

describe("user files", () => {
  const active: UserEvent[] = [
    { type: "UserInvited", data: { ...person, rights: defaultWorkerRights, invitedBy: "m1", workspaceId: null } },
    { type: "UserActivated", data: { by: "m1" } },
  ];
  const add = { type: "AddFile", fileId: "f1", fileName: "contract.pdf", contentType: "application/pdf", size: 1000, by: "m1" } as const;

  it("records a file's metadata and its removal by name", () => {
    const added = when(active, add);
    expect(added).toEqual([{ type: "UserFileAdded", data: { fileId: "f1", fileName: "contract.pdf", contentType: "application/pdf", size: 1000, by: "m1" } }]);
    expect(when([...active, ...added], { type: "RemoveFile", fileId: "f1", by: "m1" })).toEqual([{ type: "UserFileRemoved", data: { fileId: "f1", fileName: "contract.pdf", by: "m1" } }]);
  });
  it("refuses images over 5 MB and other files over 10 MB with their messages", () => {
    expect(() => when(active, { ...add, contentType: "image/png", size: 5_242_881 })).toThrow("Single image must not exceed 5MB");
    expect(when(active, { ...add, size: 5_242_881 })).toHaveLength(1);
    expect(() => when(active, { ...add, size: 10_485_761 })).toThrow("Single file must not exceed 10MB");
    expect(() => when(active, { ...add, size: 0 })).toThrow("The file is empty");
  });
  it("says 'File not found' for a file that is not there (or removed already)", () => {
    const added = [...active, ...when(active, add)];
    const removed = [...added, ...when(added, { type: "RemoveFile", fileId: "f1", by: "m1" })];
    expect(() => when(removed, { type: "RemoveFile", fileId: "f1", by: "m1" })).toThrow("File not found");
  });
});
