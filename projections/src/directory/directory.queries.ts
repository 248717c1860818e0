import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import type { DirectoryCompanyRow, DirectoryUserRow } from "./directory.tables.ts";

export type StatusFilter = "all" | "active" | "inactive";

export const findDirectoryCompany = (db: Kysely<Database>, companyId: string): Promise<DirectoryCompanyRow | undefined> =>
  db.selectFrom("directory_companies").selectAll().where("id", "=", companyId).executeTakeFirst();

export const findDirectoryUser = (db: Kysely<Database>, userId: string): Promise<DirectoryUserRow | undefined> =>
  db.selectFrom("directory_users").selectAll().where("id", "=", userId).executeTakeFirst();

/** A person of this company (never of another: the tenant comes from the session). */
export const findCompanyUser = (db: Kysely<Database>, companyId: string, userId: string): Promise<DirectoryUserRow | undefined> =>
  db.selectFrom("directory_users").selectAll().where("id", "=", userId).where("company_id", "=", companyId).where("status", "!=", "deleted").executeTakeFirst();

/** The person with this address; one that still holds it before any deleted (or lapsed) account that held it once. */
export const findDirectoryUserByEmail = (db: Kysely<Database>, email: string): Promise<DirectoryUserRow | undefined> =>
  db
    .selectFrom("directory_users")
    .selectAll()
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .orderBy(sql`status = 'deleted'`)
    .orderBy("created_at", "desc")
    .executeTakeFirst();

export interface ListCompanyUsersQuery {
  readonly companyId: string;
  /** all: everyone not deleted; active; inactive (waiting activation counts as inactive). */
  readonly status: StatusFilter;
  readonly search?: string;
  /**
   * Only people whose general workspaces share one with these (the domain's canReachPerson, from
   * personScopeFilter): a person in no workspace never matches, so scoping fails closed. Null or
   * absent: an unscoped actor, no filter.
   */
  readonly reachableWorkspaceIds?: readonly string[] | null;
  /** The actor: always in their own reach, whatever their workspaces (listed under a filter too). */
  readonly selfId?: string;
  readonly limit: number;
  readonly offset: number;
  /** Order of the whole list before paging; by name when absent (ties by id, so pages never overlap). */
  readonly sort?: { readonly column: PeopleSortColumn; readonly direction: "asc" | "desc" };
}

export const peopleSortColumns = ["name", "email", "label", "status"] as const;
export type PeopleSortColumn = (typeof peopleSortColumns)[number];

export interface UserPage {
  readonly rows: DirectoryUserRow[];
  readonly total: number;
}

export const listCompanyUsers = async (db: Kysely<Database>, query: ListCompanyUsersQuery): Promise<UserPage> => {
  let q = db.selectFrom("directory_users").where("company_id", "=", query.companyId).where("status", "!=", "deleted");
  if (query.status === "active") q = q.where("status", "=", "active");
  if (query.status === "inactive") q = q.where("status", "in", ["inactive", "waiting_activation"]);
  const search = query.search?.trim();
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([eb(sql`lower(first_name || ' ' || last_name)`, "like", like), eb(sql`lower(email)`, "like", like)]),
    );
  }
  const reachable = query.reachableWorkspaceIds;
  if (reachable != null) {
    const shares = sql<boolean>`rights->'general_rights_workspace_ids' ?| ${sql.val([...reachable])}::text[]`;
    q = q.where((eb) => (query.selfId === undefined ? shares : eb.or([shares, eb("id", "=", query.selfId)])));
  }
  const direction = query.sort?.direction ?? "asc";
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy(sortExpressions[query.sort?.column ?? "name"], direction)
      .orderBy(nameOrder, direction)
      .orderBy("id")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
};

/**
 * People of a company in no general workspace (the domain's isUnplaced), not deleted, by name: the
 * first `limit` and the count. Leaves out the given ids (the main user) and platform admins, whom
 * the main user does not place.
 */
export const listUnplacedPeople = async (db: Kysely<Database>, companyId: string, options: { readonly limit: number; readonly exceptIds: readonly string[] }): Promise<UserPage> => {
  let q = db
    .selectFrom("directory_users")
    .where("company_id", "=", companyId)
    .where("status", "!=", "deleted")
    .where("is_admin", "=", false)
    .where(sql<boolean>`jsonb_array_length(coalesce(rights->'general_rights_workspace_ids', '[]'::jsonb)) = 0`);
  if (options.exceptIds.length > 0) q = q.where("id", "not in", [...options.exceptIds]);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy(nameOrder).orderBy("id").limit(options.limit).execute(),
    q.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
};

const nameOrder = sql`lower(first_name || ' ' || last_name)`;
/** What each sort column orders by; the list's label puts Admin, then Manager, before Worker ascending. */
const sortExpressions = {
  name: nameOrder,
  email: sql`lower(email)`,
  label: sql`(case when is_admin then 0 when is_manager then 1 else 2 end)`,
  status: sql`status`,
} as const;

/** Ids of everyone in a company who is not deleted (forced logout of a disabled company). */
export const companyUserIds = async (db: Kysely<Database>, companyId: string): Promise<string[]> =>
  (await db.selectFrom("directory_users").select("id").where("company_id", "=", companyId).where("status", "!=", "deleted").execute()).map((r) => r.id);

export const listDirectoryCompanies = (db: Kysely<Database>): Promise<DirectoryCompanyRow[]> =>
  db.selectFrom("directory_companies").selectAll().orderBy("name").execute();

export const companiesOfUser = (db: Kysely<Database>, userId: string): Promise<DirectoryCompanyRow[]> =>
  db
    .selectFrom("directory_companies")
    .innerJoin("directory_memberships", "directory_memberships.company_id", "directory_companies.id")
    .selectAll("directory_companies")
    .where("directory_memberships.user_id", "=", userId)
    .orderBy("directory_companies.name")
    .execute();

/** Someone else in the company already carries this RFID. */
export const rfidTaken = async (db: Kysely<Database>, companyId: string, rfid: string, exceptUserId?: string): Promise<boolean> => {
  let q = db.selectFrom("directory_users").select("id").where("company_id", "=", companyId).where("rfid", "=", rfid).where("status", "!=", "deleted");
  if (exceptUserId !== undefined) q = q.where("id", "!=", exceptUserId);
  return (await q.executeTakeFirst()) !== undefined;
};
