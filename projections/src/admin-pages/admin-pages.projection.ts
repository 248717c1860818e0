import { ERASED_FAMILY_NAME, ERASED_GIVEN_NAME, erasedEmail } from "@workledger/event-schemas";
import type { BillWarningIssued, CompanyEvent, SignInEvent, UserEvent } from "@workledger/event-schemas";
import type { RecordedEvent } from "@workledger/event-store";
import { sql, type Transaction, type Updateable } from "kysely";
import type { Database } from "../database.ts";
import type { AdminAccountsTable, AdminSignupsTable } from "./admin-pages.tables.ts";

type Trx = Transaction<Database>;

const DAY_MS = 86_400_000;
/** The same window as the trial notification: a trial end further out is not a warning. */
const MAX_TRIAL_DAYS = 3650;

const signInTypes = ["UserSignedIn", "UserSignInFailed"] as const;
const userTypes = [
  "UserSignedUp",
  "UserInvited",
  "UserAddedManually",
  "UserActivated",
  "UserDeactivated",
  "UserDeleted",
  "UserEmailVerified",
  "UserEmailChanged",
  "UserEmailChangeConfirmed",
  "UserEmailClaimLapsed",
  "UserProfileUpdated",
  "UserDefaultCompanyChanged",
  "UserErased",
] as const;
const companyTypes = ["CompanyRegistered", "CompanyProfileUpdated", "CompanyMainUserChanged", "CompanySubscriptionChanged"] as const;

// `user-{companyId}-{userId}` with UUIDs: the user id is the last 36 characters.
const userIdOfStream = (streamName: string): string => streamName.slice(-36);

const account = (trx: Trx, userId: string, values: Updateable<AdminAccountsTable>) => trx.updateTable("admin_accounts").set(values).where("user_id", "=", userId).execute();
const signup = (trx: Trx, userId: string, values: Updateable<AdminSignupsTable>) => trx.updateTable("admin_signups").set(values).where("user_id", "=", userId).execute();

const addCompany = (trx: Trx, userId: string, companyId: string) =>
  trx
    .updateTable("admin_accounts")
    .set({ companies: sql<string>`CASE WHEN companies ? ${companyId} THEN companies ELSE companies || jsonb_build_array(${companyId}::text) END` })
    .where("user_id", "=", userId)
    .execute();

const applySignIn = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const event = { type: recorded.type, data: recorded.data } as SignInEvent;
  const at = recorded.metadata.occurredAt;
  const d = event.data;
  const failed = event.type === "UserSignInFailed";
  await trx
    .insertInto("admin_sign_ins")
    .values({
      event_id: recorded.id,
      position_commit: String(recorded.position.commit),
      position_prepare: String(recorded.position.prepare),
      occurred_at: at,
      outcome: failed ? "failed" : "succeeded",
      reason: failed ? event.data.reason : null,
      email: d.email,
      user_id: d.userId,
      company_id: d.companyId ?? "system",
      ip: d.ip,
      user_agent: d.userAgent,
      throttle_tripped: failed ? event.data.throttleTripped : false,
      unrecorded_before: failed ? event.data.unrecordedBefore : 0,
    })
    .onConflict((oc) => oc.column("event_id").doNothing())
    .execute();
  if (d.userId === null) return;
  if (failed) {
    await trx
      .updateTable("admin_accounts")
      .set({ failed_sign_in_count: sql<number>`failed_sign_in_count + 1`, last_failed_sign_in_at: at })
      .where("user_id", "=", d.userId)
      .execute();
    return;
  }
  await trx
    .updateTable("admin_accounts")
    .set({ sign_in_count: sql<number>`sign_in_count + 1`, last_sign_in_at: at, last_sign_in_ip: d.ip })
    .where("user_id", "=", d.userId)
    .execute();
  await trx.updateTable("admin_signups").set({ first_sign_in_at: at }).where("user_id", "=", d.userId).where("first_sign_in_at", "is", null).execute();
};

const applyUser = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const event = { type: recorded.type, data: recorded.data } as UserEvent;
  const at = recorded.metadata.occurredAt;
  const userId = userIdOfStream(recorded.streamName);
  switch (event.type) {
    case "UserSignedUp":
    case "UserInvited":
    case "UserAddedManually": {
      const d = event.data;
      const profile = event.type === "UserAddedManually" ? event.data.profile : {};
      const firstName = d.firstName || (profile.first_name ?? "");
      const lastName = d.lastName || (profile.last_name ?? "");
      await trx
        .insertInto("admin_accounts")
        .values({
          user_id: d.userId,
          company_id: d.companyId,
          email: d.email,
          first_name: firstName,
          last_name: lastName,
          status: event.type === "UserSignedUp" ? "active" : "waiting_activation",
          is_admin: d.isAdmin,
          companies: JSON.stringify([d.companyId]),
          created_at: at,
          last_sign_in_at: null,
          last_sign_in_ip: null,
          sign_in_count: 0,
          failed_sign_in_count: 0,
          last_failed_sign_in_at: null,
        })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
      if (event.type !== "UserSignedUp") return;
      // The company may have been registered (and named) before this event in the log.
      const registration = await trx.selectFrom("admin_registrations").select("completed_at").where("company_id", "=", d.companyId).executeTakeFirst();
      await trx
        .insertInto("admin_signups")
        .values({
          user_id: d.userId,
          company_id: d.companyId,
          email: d.email,
          first_name: firstName,
          last_name: lastName,
          signed_up_at: at,
          email_verified_at: null,
          registration_completed_at: registration?.completed_at ?? null,
          first_sign_in_at: null,
          lapsed_at: null,
          lapse_reason: null,
        })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
      return;
    }
    case "UserActivated":
      return void (await account(trx, userId, { status: "active" }));
    case "UserDeactivated":
      return void (await account(trx, userId, { status: "inactive" }));
    case "UserDeleted":
      return void (await account(trx, userId, { status: "deleted" }));
    case "UserEmailVerified":
      await signup(trx, userId, { email_verified_at: event.data.verifiedAt });
      return;
    case "UserEmailChanged":
      return void (await account(trx, userId, { email: event.data.email }));
    case "UserEmailChangeConfirmed":
      return void (await account(trx, userId, { email: event.data.email }));
    case "UserEmailClaimLapsed":
      await account(trx, userId, { status: "deleted" });
      await signup(trx, userId, { lapsed_at: event.data.lapsedAt, lapse_reason: event.data.reason });
      return;
    case "UserProfileUpdated": {
      const { first_name, last_name } = event.data.changes;
      const names = { ...(first_name === undefined ? {} : { first_name }), ...(last_name === undefined ? {} : { last_name }) };
      if (Object.keys(names).length === 0) return;
      await account(trx, userId, names);
      await signup(trx, userId, names);
      return;
    }
    case "UserErased": {
      // The copies this read model made before the erasure (later events arrive with placeholders).
      const names = { email: erasedEmail(userId), first_name: ERASED_GIVEN_NAME, last_name: ERASED_FAMILY_NAME };
      await account(trx, userId, { ...names, status: "erased", last_sign_in_ip: null });
      await signup(trx, userId, names);
      await trx.updateTable("admin_sign_ins").set({ email: names.email, ip: "", user_agent: "" }).where("user_id", "=", userId).execute();
      return;
    }
    case "UserDefaultCompanyChanged":
      if (event.data.companyId !== null) await addCompany(trx, userId, event.data.companyId);
      return;
    default:
      return;
  }
};

/** A registration is complete once the company has a name and a main user; the first time counts. */
const completeIfReady = async (trx: Trx, companyId: string, at: string): Promise<void> => {
  const done = await trx
    .updateTable("admin_registrations")
    .set({ completed_at: at })
    .where("company_id", "=", companyId)
    .where("completed_at", "is", null)
    .where("name", "<>", "")
    .where("main_user_id", "is not", null)
    .returning("company_id")
    .execute();
  if (done.length > 0) await trx.updateTable("admin_signups").set({ registration_completed_at: at }).where("company_id", "=", companyId).where("registration_completed_at", "is", null).execute();
};

/** One warning row per event (a replay writes the same row once). */
const insertWarning = async (trx: Trx, recorded: RecordedEvent, companyId: string, warning: { kind: "trial_ends" | "bill_warning"; trialEndsAt?: string; trialDays?: number; closesOn?: string }): Promise<void> => {
  await trx
    .insertInto("admin_warnings")
    .values({
      event_id: recorded.id,
      company_id: companyId,
      kind: warning.kind,
      issued_at: recorded.metadata.occurredAt,
      trial_ends_at: warning.trialEndsAt ?? null,
      trial_days: warning.trialDays ?? null,
      closes_on: warning.closesOn ?? null,
    })
    .onConflict((oc) => oc.column("event_id").doNothing())
    .execute();
};

const trialWarning = async (trx: Trx, recorded: RecordedEvent, companyId: string, trialEndsAt: string | null): Promise<void> => {
  if (trialEndsAt === null) return;
  const days = Math.ceil((Date.parse(trialEndsAt) - Date.parse(recorded.metadata.occurredAt)) / DAY_MS);
  if (days < 0 || days > MAX_TRIAL_DAYS) return;
  await insertWarning(trx, recorded, companyId, { kind: "trial_ends", trialEndsAt, trialDays: days });
};

/** An unpaid-invoice warning the platform admin gave a company (the notifications capability's event). */
const billWarning = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const { companyId, closesOn } = recorded.data as BillWarningIssued["data"];
  await insertWarning(trx, recorded, companyId, { kind: "bill_warning", closesOn });
};

const applyCompany = async (trx: Trx, recorded: RecordedEvent): Promise<void> => {
  const event = { type: recorded.type, data: recorded.data } as CompanyEvent;
  const at = recorded.metadata.occurredAt;
  const companyId = recorded.streamName.slice("company-".length);
  switch (event.type) {
    case "CompanyRegistered":
      await trx
        .insertInto("admin_registrations")
        .values({
          company_id: companyId,
          name: event.data.name,
          main_user_id: event.data.mainUserId,
          via: recorded.metadata.persona === "admin" ? "admin" : "signup",
          registered_at: at,
          registered_by: recorded.metadata.actorId,
          trial_ends_at: event.data.trialEndsAt,
          completed_at: null,
        })
        .onConflict((oc) => oc.column("company_id").doNothing())
        .execute();
      await trialWarning(trx, recorded, companyId, event.data.trialEndsAt);
      return completeIfReady(trx, companyId, at);
    case "CompanyProfileUpdated":
      if (event.data.changes.name === undefined) return;
      await trx.updateTable("admin_registrations").set({ name: event.data.changes.name }).where("company_id", "=", companyId).execute();
      return completeIfReady(trx, companyId, at);
    case "CompanyMainUserChanged":
      await trx.updateTable("admin_registrations").set({ main_user_id: event.data.mainUserId }).where("company_id", "=", companyId).execute();
      return completeIfReady(trx, companyId, at);
    case "CompanySubscriptionChanged":
      await trx.updateTable("admin_registrations").set({ trial_ends_at: event.data.trialEndsAt }).where("company_id", "=", companyId).execute();
      return trialWarning(trx, recorded, companyId, event.data.trialEndsAt);
    default:
      return;
  }
};

/**
 * The admin pages' read models: sign-in attempts (logins), accounts across companies, sign-ups and
 * company registrations with their completion, and the warnings companies were given (trial
 * endings and bill warnings). From the sign-in, user, company and bill-warning events only; idempotent on event and entity ids.
 */
export const adminPagesProjection = {
  name: "admin-pages",
  eventTypes: [...signInTypes, ...userTypes, ...companyTypes, "BillWarningIssued"],
  tables: ["admin_sign_ins", "admin_accounts", "admin_signups", "admin_registrations", "admin_warnings"],
  apply: async (trx: Trx, event: RecordedEvent): Promise<void> => {
    if ((signInTypes as readonly string[]).includes(event.type)) return applySignIn(trx, event);
    if (event.type === "BillWarningIssued") return billWarning(trx, event);
    if (event.streamName.startsWith("company-")) return applyCompany(trx, event);
    if (event.streamName.startsWith("user-")) return applyUser(trx, event);
  },
};
