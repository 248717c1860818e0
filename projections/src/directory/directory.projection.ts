import { sql, type Transaction, type Updateable } from "kysely";
import { companyEventTypes, userEventTypes, type CompanyEvent, type Rights, type UserEvent } from "@workledger/event-schemas";
import type { RecordedEvent } from "@workledger/event-store";
import type { Database } from "../database.ts";
import { scrubDirectoryPerson } from "../erasure/person-erasure.scrub.ts";
import type { DirectoryCompaniesTable, DirectoryUsersTable } from "./directory.tables.ts";

// The role labels of the rights (domain's rolesOf; projections may not import domain).
const isManagerBy = (rights: Rights): boolean => rights.user_role_id === 1 || rights.permissions.includes("has_manager_rights");
const isAdminBy = (rights: Rights, flagged: boolean): boolean => flagged || rights.user_role_id === 2;
const roleOf = (rights: Rights, isAdmin: boolean): string => (isAdminBy(rights, isAdmin) ? "admin" : isManagerBy(rights) ? "manager" : "worker");

const applyCompany = async (trx: Transaction<Database>, event: CompanyEvent, companyId: string, at: string): Promise<void> => {
  const update = (values: Updateable<DirectoryCompaniesTable>) =>
    trx.updateTable("directory_companies").set(values).set({ updated_at: at }).where("id", "=", companyId).execute();
  switch (event.type) {
    case "CompanyRegistered":
      await trx
        .insertInto("directory_companies")
        .values({
          id: event.data.companyId,
          name: event.data.name,
          telephone_number: event.data.telephoneNumber,
          timezone: event.data.timezone,
          main_user_id: event.data.mainUserId,
          trial_ends_at: event.data.trialEndsAt,
          flags: "{}",
          logo: null,
          logo_cache: 0,
          is_login_disabled: false,
          disabled: false,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      return;
    case "CompanyProfileUpdated":
      await update(event.data.changes);
      return;
    case "CompanyLogoChanged":
      await update({ logo: event.data.logo, logo_cache: event.data.logoCache });
      return;
    case "CompanyLogoRemoved":
      await update({ logo: null, logo_cache: event.data.logoCache });
      return;
    case "CompanyFeatureFlagsChanged":
      await trx
        .updateTable("directory_companies")
        .set({ flags: sql<string>`flags || ${JSON.stringify(event.data.flags)}::jsonb`, updated_at: at })
        .where("id", "=", companyId)
        .execute();
      return;
    case "CompanySubscriptionChanged":
      await update({ trial_ends_at: event.data.trialEndsAt, is_login_disabled: event.data.isLoginDisabled });
      return;
    case "CompanyDisabled":
      await update({ disabled: true });
      return;
    case "CompanyEnabled":
      await update({ disabled: false });
      return;
    case "CompanyMainUserChanged":
      await update({ main_user_id: event.data.mainUserId });
      return;
    case "CompanyAccountUpdated":
      await trx
        .updateTable("directory_companies")
        .set({ account: sql<string>`account || ${JSON.stringify(event.data.changes)}::jsonb`, updated_at: at })
        .where("id", "=", companyId)
        .execute();
      return;
    case "CompanyMailCapLifted":
      // The cap is the company stream's (command-api reads it there); the directory keeps no copy.
      return;
    default: {
      const unknown: never = event;
      throw new Error(`directory: unknown company event ${JSON.stringify(unknown)}`);
    }
  }
};

const applyUser = async (trx: Transaction<Database>, event: UserEvent, userId: string, at: string): Promise<void> => {
  const update = (values: Updateable<DirectoryUsersTable>) =>
    trx.updateTable("directory_users").set(values).set({ updated_at: at }).where("id", "=", userId).execute();
  const mergeJson = (column: "profile" | "preferences" | "notification_settings", patch: object) =>
    trx
      .updateTable("directory_users")
      .set({ [column]: sql<string>`${sql.ref(column)} || ${JSON.stringify(patch)}::jsonb`, updated_at: at })
      .where("id", "=", userId)
      .execute();
  switch (event.type) {
    case "UserSignedUp":
    case "UserInvited":
    case "UserAddedManually": {
      const d = event.data;
      const added = event.type === "UserAddedManually" ? event.data.profile : {};
      const profile = event.type === "UserInvited" ? { invited_workspace_id: event.data.workspaceId } : added;
      await trx
        .insertInto("directory_users")
        .values({
          id: d.userId,
          company_id: d.companyId,
          email: d.email,
          pending_email: null,
          pending_email_expires_at: null,
          first_name: d.firstName || (added.first_name ?? ""),
          last_name: d.lastName || (added.last_name ?? ""),
          language: d.language,
          status: event.type === "UserSignedUp" ? "active" : "waiting_activation",
          is_admin: isAdminBy(d.rights, d.isAdmin),
          is_manager: isManagerBy(d.rights),
          rights: JSON.stringify(d.rights),
          profile: JSON.stringify(profile),
          rfid: added.rfid ?? null,
          rights_version: 0,
          unsubscribed: false,
          email_verified_at: null,
          // Invited or added people belong to that company from the start (streams written before the
          // deciders emitted UserDefaultCompanyChanged for them read right after a rebuild too).
          default_company_id: event.type === "UserSignedUp" ? null : d.companyId,
          activation_expires_at: null,
          preferences: "{}",
          notification_settings: "{}",
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      await trx
        .insertInto("directory_memberships")
        .values({ company_id: d.companyId, user_id: d.userId, role: roleOf(d.rights, d.isAdmin), joined_at: at })
        .onConflict((oc) => oc.columns(["company_id", "user_id"]).doNothing())
        .execute();
      return;
    }
    case "UserActivationLinkSent":
      await update({ activation_expires_at: event.data.expiresAt });
      return;
    case "UserActivated":
      await update({ status: "active", activation_expires_at: null });
      return;
    case "UserDeactivated":
      await update({ status: "inactive" });
      return;
    case "UserDeleted":
      await update({ status: "deleted" });
      return;
    case "UserEmailVerified":
      await update({ email_verified_at: event.data.verifiedAt });
      return;
    case "UserEmailChanged":
      await update({ email: event.data.email, email_verified_at: null });
      return;
    case "UserEmailChangeRequested":
      await update({ pending_email: event.data.email, pending_email_expires_at: event.data.expiresAt });
      return;
    case "UserEmailChangeConfirmed":
      await update({ email: event.data.email, email_verified_at: event.data.confirmedAt, pending_email: null, pending_email_expires_at: null });
      return;
    case "UserEmailChangeCancelled":
      await update({ pending_email: null, pending_email_expires_at: null });
      return;
    case "UserEmailClaimLapsed":
      await update({ status: "deleted", pending_email: null, pending_email_expires_at: null });
      return;
    case "UserProfileUpdated": {
      const { first_name, last_name, language, rfid, ...rest } = event.data.changes;
      const columns = {
        ...(first_name === undefined ? {} : { first_name }),
        ...(last_name === undefined ? {} : { last_name }),
        ...(language === undefined ? {} : { language }),
        ...(rfid === undefined ? {} : { rfid }),
      };
      if (Object.keys(columns).length > 0) await update(columns);
      await mergeJson("profile", rest);
      return;
    }
    case "UserRightsChanged": {
      const row = await trx.selectFrom("directory_users").select(["is_admin", "company_id"]).where("id", "=", userId).executeTakeFirst();
      const isAdmin = isAdminBy(event.data.rights, false);
      await trx
        .updateTable("directory_users")
        .set({
          rights: JSON.stringify(event.data.rights),
          is_manager: isManagerBy(event.data.rights),
          is_admin: isAdmin,
          rights_version: sql<number>`rights_version + 1`,
          updated_at: at,
        })
        .where("id", "=", userId)
        .execute();
      if (row !== undefined) {
        await trx
          .updateTable("directory_memberships")
          .set({ role: roleOf(event.data.rights, isAdmin) })
          .where("company_id", "=", row.company_id)
          .where("user_id", "=", userId)
          .execute();
      }
      return;
    }
    case "UserNotificationSettingsChanged":
      await mergeJson("notification_settings", event.data.settings);
      await update({ unsubscribed: false });
      return;
    case "UserPreferencesChanged":
      await mergeJson("preferences", event.data.changes);
      return;
    // A person's files are listed from the table that keeps their bytes (command-api identity).
    case "UserPasswordChanged":
    case "UserFileAdded":
    case "UserFileRemoved":
      return;
    case "UserDefaultCompanyChanged":
      await update({ default_company_id: event.data.companyId });
      return;
    case "UserUnsubscribed":
      await update({ unsubscribed: true });
      return;
    case "UserErased":
      await scrubDirectoryPerson(trx, userId, event.data.erasedAt);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`directory: unknown user event ${JSON.stringify(unknown)}`);
    }
  }
};

// `user-{companyId}-{userId}` with UUIDs: the user id is the last 36 characters.
const userIdOfStream = (streamName: string): string => streamName.slice(-36);

/** Companies, people and memberships, from the company and user streams only. */
export const directoryProjection = {
  name: "directory",
  eventTypes: [...companyEventTypes, ...userEventTypes],
  tables: ["directory_companies", "directory_users", "directory_memberships"],
  apply: async (trx: Transaction<Database>, event: RecordedEvent): Promise<void> => {
    const at = event.metadata.occurredAt;
    if (event.streamName.startsWith("company-")) {
      await applyCompany(trx, { type: event.type, data: event.data } as CompanyEvent, event.streamName.slice("company-".length), at);
      return;
    }
    if (event.streamName.startsWith("user-")) {
      await applyUser(trx, { type: event.type, data: event.data } as UserEvent, userIdOfStream(event.streamName), at);
    }
  },
};
