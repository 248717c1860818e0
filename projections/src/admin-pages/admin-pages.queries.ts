import { sql, type Expression, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Database } from "../database.ts";

/** A page of one admin list: search, one sort column, offset paging, and the (capped) total. */
export interface AdminListQuery<S extends string> {
  /** Free text, matched case-insensitively anywhere in the page's searchable columns. */
  readonly q?: string;
  readonly sort: S;
  readonly order: "asc" | "desc";
  readonly limit: number;
  readonly offset: number;
}

export interface AdminListPage<T> {
  readonly rows: readonly T[];
  /** Matching rows, counted up to ADMIN_LIST_COUNT_CAP (then `totalCapped`). */
  readonly total: number;
  readonly totalCapped: boolean;
}

export const ADMIN_LIST_MAX_LIMIT = 250;
export const ADMIN_LIST_MAX_OFFSET = 100_000;
/** Counting stops here, so a flood of rows never makes a page slow to count. */
export const ADMIN_LIST_COUNT_CAP = 100_000;

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const needleOf = (q: string | undefined): string | undefined => {
  const t = q?.trim() ?? "";
  return t === "" ? undefined : likePattern(t.slice(0, 100));
};

const bounded = <S extends string>(query: AdminListQuery<S>) => ({
  limit: Math.max(1, Math.min(Math.trunc(query.limit), ADMIN_LIST_MAX_LIMIT)),
  offset: Math.max(0, Math.min(Math.trunc(query.offset), ADMIN_LIST_MAX_OFFSET)),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<Database, any, any>;

/** Counts what `filtered` selects, up to the cap. */
const cappedCount = async (db: Kysely<Database>, filtered: AnyQuery): Promise<{ total: number; totalCapped: boolean }> => {
  const row = await db
    .selectFrom(filtered.clearSelect().select(sql<number>`1`.as("one")).limit(ADMIN_LIST_COUNT_CAP + 1).as("matching"))
    .select(sql<string>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return { total: Math.min(n, ADMIN_LIST_COUNT_CAP), totalCapped: n > ADMIN_LIST_COUNT_CAP };
};

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const nameOf = (first: string, last: string): string => `${first} ${last}`.trim();

/* ---------- logins ---------- */

export const adminSignInSorts = ["occurred_at", "email", "outcome", "ip"] as const;
export type AdminSignInSort = (typeof adminSignInSorts)[number];

export interface AdminSignInRow {
  readonly id: string;
  readonly occurredAt: string;
  readonly outcome: "succeeded" | "failed";
  readonly reason: string | null;
  readonly email: string;
  readonly userId: string | null;
  readonly userName: string | null;
  readonly companyId: string | null;
  readonly companyName: string | null;
  readonly ip: string;
  readonly userAgent: string;
  readonly throttleTripped: boolean;
  readonly unrecordedBefore: number;
}

export const listAdminSignIns = async (
  db: Kysely<Database>,
  query: AdminListQuery<AdminSignInSort> & { readonly outcome?: "succeeded" | "failed" },
): Promise<AdminListPage<AdminSignInRow>> => {
  const needle = needleOf(query.q);
  let filtered = db.selectFrom("admin_sign_ins as s");
  if (needle !== undefined) filtered = filtered.where((eb) => eb.or([eb("s.email", "ilike", needle), eb("s.ip", "ilike", needle), eb("s.user_agent", "ilike", needle)]));
  if (query.outcome !== undefined) filtered = filtered.where("s.outcome", "=", query.outcome);
  const { limit, offset } = bounded(query);
  const dir = query.order;
  let page = filtered
    .leftJoin("directory_companies as c", "c.id", "s.company_id")
    .leftJoin("admin_accounts as a", "a.user_id", "s.user_id")
    .select(["s.event_id", "s.occurred_at", "s.outcome", "s.reason", "s.email", "s.user_id", "s.company_id", "s.ip", "s.user_agent", "s.throttle_tripped", "s.unrecorded_before", "c.name as company_name", "a.first_name", "a.last_name"]);
  page = query.sort === "occurred_at" ? page.orderBy("s.position_commit", dir).orderBy("s.position_prepare", dir) : page.orderBy(`s.${query.sort}`, dir).orderBy("s.position_commit", "desc").orderBy("s.position_prepare", "desc");
  const [rows, count] = await Promise.all([page.limit(limit).offset(offset).execute(), cappedCount(db, filtered)]);
  return {
    ...count,
    rows: rows.map((r) => ({
      id: r.event_id,
      occurredAt: iso(r.occurred_at)!,
      outcome: r.outcome,
      reason: r.reason,
      email: r.email,
      userId: r.user_id,
      userName: r.first_name === null ? null : nameOf(r.first_name, r.last_name ?? "") || null,
      companyId: r.company_id === "system" ? null : r.company_id,
      companyName: r.company_name,
      ip: r.ip,
      userAgent: r.user_agent,
      throttleTripped: r.throttle_tripped,
      unrecordedBefore: r.unrecorded_before,
    })),
  };
};

/* ---------- accounts ---------- */

export const adminAccountSorts = ["name", "email", "status", "created_at", "last_sign_in_at", "sign_in_count"] as const;
export type AdminAccountSort = (typeof adminAccountSorts)[number];

export interface AdminAccountRow {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly status: string;
  readonly isAdmin: boolean;
  readonly companies: readonly { readonly id: string; readonly name: string | null }[];
  readonly createdAt: string;
  readonly lastSignInAt: string | null;
  readonly lastSignInIp: string | null;
  readonly signInCount: number;
  readonly failedSignInCount: number;
  readonly lastFailedSignInAt: string | null;
}

export const listAdminAccounts = async (db: Kysely<Database>, query: AdminListQuery<AdminAccountSort> & { readonly status?: string }): Promise<AdminListPage<AdminAccountRow>> => {
  const needle = needleOf(query.q);
  let filtered = db.selectFrom("admin_accounts as a");
  if (needle !== undefined) {
    filtered = filtered.where((eb) => eb.or([eb("a.email", "ilike", needle), eb(sql<string>`a.first_name || ' ' || a.last_name`, "ilike", needle)]));
  }
  if (query.status !== undefined) filtered = filtered.where("a.status", "=", query.status);
  const { limit, offset } = bounded(query);
  const dir = query.order;
  let page = filtered.selectAll("a");
  if (query.sort === "name") page = page.orderBy("a.first_name", dir).orderBy("a.last_name", dir);
  else if (query.sort === "last_sign_in_at") page = page.orderBy(sql`a.last_sign_in_at ${sql.raw(dir)} NULLS LAST`);
  else page = page.orderBy(`a.${query.sort}`, dir);
  const [rows, count] = await Promise.all([page.orderBy("a.user_id").limit(limit).offset(offset).execute(), cappedCount(db, filtered)]);
  const ids = [...new Set(rows.flatMap((r) => r.companies))];
  const names = new Map(ids.length === 0 ? [] : (await db.selectFrom("directory_companies").select(["id", "name"]).where("id", "in", ids).execute()).map((c) => [c.id, c.name]));
  return {
    ...count,
    rows: rows.map((r) => ({
      userId: r.user_id,
      name: nameOf(r.first_name, r.last_name),
      email: r.email,
      status: r.status,
      isAdmin: r.is_admin,
      companies: r.companies.map((id) => ({ id, name: names.get(id) ?? null })),
      createdAt: iso(r.created_at)!,
      lastSignInAt: iso(r.last_sign_in_at),
      lastSignInIp: r.last_sign_in_ip,
      signInCount: r.sign_in_count,
      failedSignInCount: r.failed_sign_in_count,
      lastFailedSignInAt: iso(r.last_failed_sign_in_at),
    })),
  };
};

/* ---------- signup history ---------- */

export const adminSignupSorts = ["signed_up_at", "email", "name"] as const;
export type AdminSignupSort = (typeof adminSignupSorts)[number];
/** How far a sign-up got: lapsed (its address given up), completed (verified and registered), or pending. */
export type SignupCompletion = "completed" | "pending" | "lapsed";

export interface AdminSignupRow {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly companyId: string;
  readonly companyName: string | null;
  readonly signedUpAt: string;
  readonly emailVerifiedAt: string | null;
  readonly registrationCompletedAt: string | null;
  readonly firstSignInAt: string | null;
  readonly lapsedAt: string | null;
  readonly lapseReason: string | null;
  readonly completion: SignupCompletion;
}

export const signupCompletion = (r: { readonly lapsedAt: string | null; readonly emailVerifiedAt: string | null; readonly registrationCompletedAt: string | null }): SignupCompletion =>
  r.lapsedAt !== null ? "lapsed" : r.emailVerifiedAt !== null && r.registrationCompletedAt !== null ? "completed" : "pending";

export const listAdminSignups = async (db: Kysely<Database>, query: AdminListQuery<AdminSignupSort>): Promise<AdminListPage<AdminSignupRow>> => {
  const needle = needleOf(query.q);
  let filtered = db.selectFrom("admin_signups as s");
  if (needle !== undefined) filtered = filtered.where((eb) => eb.or([eb("s.email", "ilike", needle), eb(sql<string>`s.first_name || ' ' || s.last_name`, "ilike", needle)]));
  const { limit, offset } = bounded(query);
  const dir = query.order;
  let page = filtered.leftJoin("directory_companies as c", "c.id", "s.company_id").selectAll("s").select("c.name as company_name");
  page = query.sort === "name" ? page.orderBy("s.first_name", dir).orderBy("s.last_name", dir) : page.orderBy(`s.${query.sort}`, dir);
  const [rows, count] = await Promise.all([page.orderBy("s.user_id").limit(limit).offset(offset).execute(), cappedCount(db, filtered)]);
  return {
    ...count,
    rows: rows.map((r) => {
      const row = {
        userId: r.user_id,
        name: nameOf(r.first_name, r.last_name),
        email: r.email,
        companyId: r.company_id,
        companyName: r.company_name === "" ? null : r.company_name,
        signedUpAt: iso(r.signed_up_at)!,
        emailVerifiedAt: iso(r.email_verified_at),
        registrationCompletedAt: iso(r.registration_completed_at),
        firstSignInAt: iso(r.first_sign_in_at),
        lapsedAt: iso(r.lapsed_at),
        lapseReason: r.lapse_reason,
      };
      return { ...row, completion: signupCompletion(row) };
    }),
  };
};

/* ---------- register history ---------- */

export const adminRegistrationSorts = ["registered_at", "name", "completed_at", "trial_ends_at"] as const;
export type AdminRegistrationSort = (typeof adminRegistrationSorts)[number];

export interface AdminRegistrationRow {
  readonly companyId: string;
  readonly name: string;
  readonly via: string;
  readonly registeredAt: string;
  readonly mainUserId: string | null;
  readonly mainUserEmail: string | null;
  readonly trialEndsAt: string | null;
  readonly completedAt: string | null;
}

export const listAdminRegistrations = async (db: Kysely<Database>, query: AdminListQuery<AdminRegistrationSort>): Promise<AdminListPage<AdminRegistrationRow>> => {
  const needle = needleOf(query.q);
  let filtered = db.selectFrom("admin_registrations as r").leftJoin("admin_accounts as a", "a.user_id", "r.main_user_id");
  if (needle !== undefined) filtered = filtered.where((eb) => eb.or([eb("r.name", "ilike", needle), eb("a.email", "ilike", needle)]));
  const { limit, offset } = bounded(query);
  const dir = query.order;
  let page = filtered.selectAll("r").select("a.email as main_user_email");
  page = query.sort === "completed_at" || query.sort === "trial_ends_at" ? page.orderBy(sql`${sql.ref(`r.${query.sort}`)} ${sql.raw(dir)} NULLS LAST`) : page.orderBy(`r.${query.sort}`, dir);
  const [rows, count] = await Promise.all([page.orderBy("r.company_id").limit(limit).offset(offset).execute(), cappedCount(db, filtered)]);
  return {
    ...count,
    rows: rows.map((r) => ({
      companyId: r.company_id,
      name: r.name,
      via: r.via,
      registeredAt: iso(r.registered_at)!,
      mainUserId: r.main_user_id,
      mainUserEmail: r.main_user_email,
      trialEndsAt: iso(r.trial_ends_at),
      completedAt: iso(r.completed_at),
    })),
  };
};

/* ---------- warnings ---------- */

export const adminWarningSorts = ["issued_at", "company", "kind"] as const;
export type AdminWarningSort = (typeof adminWarningSorts)[number];

export interface AdminWarningRow {
  readonly id: string;
  readonly companyId: string;
  readonly companyName: string | null;
  readonly kind: "trial_ends" | "bill_warning";
  readonly issuedAt: string;
  readonly trialEndsAt: string | null;
  readonly trialDays: number | null;
  readonly closesOn: string | null;
}

export const listAdminWarnings = async (
  db: Kysely<Database>,
  query: AdminListQuery<AdminWarningSort> & { readonly kind?: "trial_ends" | "bill_warning" },
): Promise<AdminListPage<AdminWarningRow>> => {
  const needle = needleOf(query.q);
  let filtered = db.selectFrom("admin_warnings as w").leftJoin("directory_companies as c", "c.id", "w.company_id");
  if (needle !== undefined) filtered = filtered.where("c.name", "ilike", needle);
  if (query.kind !== undefined) filtered = filtered.where("w.kind", "=", query.kind);
  const { limit, offset } = bounded(query);
  const dir = query.order;
  const sortColumn: Expression<unknown> = query.sort === "company" ? sql.ref("c.name") : sql.ref(`w.${query.sort}`);
  const page = filtered.selectAll("w").select("c.name as company_name").orderBy(sortColumn, dir).orderBy("w.event_id");
  const [rows, count] = await Promise.all([page.limit(limit).offset(offset).execute(), cappedCount(db, filtered)]);
  return {
    ...count,
    rows: rows.map((r) => ({
      id: r.event_id,
      companyId: r.company_id,
      companyName: r.company_name,
      kind: r.kind,
      issuedAt: iso(r.issued_at)!,
      trialEndsAt: iso(r.trial_ends_at),
      trialDays: r.trial_days,
      closesOn: r.closes_on,
    })),
  };
};

