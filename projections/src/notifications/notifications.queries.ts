import { sql, type Kysely } from "kysely";
import type { Database } from "../database.ts";
import type { NotificationDeliveryRow, NotificationRow } from "./notifications.tables.ts";

export interface FeedNotification {
  readonly id: string;
  readonly type: string;
  /** The stored data with the names its text needs (worker, manager, name, workspace, worktype, type) filled in. */
  readonly data: Record<string, unknown>;
  readonly created_at: string;
  readonly read_at: string | null;
}

export interface FeedPage {
  readonly notifications: readonly FeedNotification[];
  readonly unreadCount: number;
  readonly total: number;
}

const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/**
 * Fills the names a notification's text needs from the read models of the same company: people
 * (worker, manager, name), workspaces and work types (directly, or through the work log the
 * notification names), paid absence types. A name that cannot be found stays absent, and the
 * text falls back to the plain message.
 */
export const withNames = async (db: Kysely<Database>, companyId: string, rows: readonly NotificationRow[]): Promise<FeedNotification[]> => {
  const datas = rows.map((r) => ({ ...r.data }));
  const ids = (key: string) => [...new Set(datas.map((d) => str(d[key])).filter((v): v is string => v !== null))];
  const workIds = ids("work_id");
  const works =
    workIds.length === 0
      ? []
      : await db.selectFrom("timesheet_logs").select(["work_id", "workspace_id", "work_type_id"]).where("company_id", "=", companyId).where("work_id", "in", workIds).execute();
  const workById = new Map(works.map((w) => [w.work_id, w]));
  for (const d of datas) {
    const work = workById.get(str(d["work_id"]) ?? "");
    if (work !== undefined) {
      d["workspace_id"] ??= work.workspace_id;
      d["work_type_id"] ??= work.work_type_id;
    }
  }
  const personIds = [...new Set([...ids("worker_id"), ...ids("manager_id")])];
  const people =
    personIds.length === 0
      ? []
      : await db
          .selectFrom("directory_users")
          .innerJoin("directory_memberships", (j) => j.onRef("directory_memberships.user_id", "=", "directory_users.id").on("directory_memberships.company_id", "=", companyId))
          .select(["directory_users.id", "first_name", "last_name"])
          .where("directory_users.id", "in", personIds)
          .execute();
  const nameOf = new Map(people.map((p) => [p.id, `${p.first_name} ${p.last_name}`.trim()]));
  const workspaceIds = ids("workspace_id");
  const workspaces =
    workspaceIds.length === 0 ? [] : await db.selectFrom("organisation_workspaces").select(["id", "name"]).where("company_id", "=", companyId).where("id", "in", workspaceIds).execute();
  const workTypeIds = ids("work_type_id");
  const workTypes =
    workTypeIds.length === 0 ? [] : await db.selectFrom("organisation_work_types").select(["id", "name"]).where("company_id", "=", companyId).where("id", "in", workTypeIds).execute();
  const absenceTypeIds = ids("absence_type_id");
  const absenceTypes =
    absenceTypeIds.length === 0
      ? []
      : await db.selectFrom("organisation_paid_absence_types").select(["id", "name"]).where("company_id", "=", companyId).where("id", "in", absenceTypeIds).execute();
  const workspaceName = new Map(workspaces.map((w) => [w.id, w.name]));
  const workTypeName = new Map(workTypes.map((w) => [w.id, w.name]));
  const absenceTypeName = new Map(absenceTypes.map((w) => [w.id, w.name]));
  const set = (d: Record<string, unknown>, key: string, value: string | undefined) => {
    if (value !== undefined && value !== "" && d[key] === undefined) d[key] = value;
  };
  return rows.map((row, i) => {
    const d = datas[i]!;
    set(d, "worker", nameOf.get(str(d["worker_id"]) ?? ""));
    set(d, "manager", nameOf.get(str(d["manager_id"]) ?? ""));
    set(d, "name", nameOf.get(str(d["worker_id"]) ?? ""));
    set(d, "workspace", workspaceName.get(str(d["workspace_id"]) ?? ""));
    set(d, "worktype", workTypeName.get(str(d["work_type_id"]) ?? ""));
    set(d, "type", absenceTypeName.get(str(d["absence_type_id"]) ?? ""));
    return { id: row.id, type: row.type, data: d, created_at: row.created_at.toISOString(), read_at: row.read_at?.toISOString() ?? null };
  });
};

/** A page of one person's feed in one company, newest first, with the unread count. */
export const listNotifications = async (db: Kysely<Database>, companyId: string, userId: string, page: { readonly limit: number; readonly offset: number }): Promise<FeedPage> => {
  const feed = db.selectFrom("notifications").where("company_id", "=", companyId).where("recipient_id", "=", userId);
  const rows = await feed
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("position_commit", "desc")
    .orderBy("position_prepare", "desc")
    .orderBy("id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const counts = await feed
    .select([sql<string>`count(*)`.as("total"), sql<string>`count(*) filter (where read_at is null)`.as("unread")])
    .executeTakeFirstOrThrow();
  return { notifications: await withNames(db, companyId, rows), unreadCount: Number(counts.unread), total: Number(counts.total) };
};

export const findNotification = async (db: Kysely<Database>, companyId: string, userId: string, id: string): Promise<FeedNotification | null> => {
  const row = await db.selectFrom("notifications").selectAll().where("company_id", "=", companyId).where("recipient_id", "=", userId).where("id", "=", id).executeTakeFirst();
  return row === undefined ? null : ((await withNames(db, companyId, [row]))[0] ?? null);
};

/** Deliveries not yet done, oldest first. */
export const pendingNotificationDeliveries = (db: Kysely<Database>, limit: number): Promise<NotificationDeliveryRow[]> =>
  db.selectFrom("notification_deliveries").selectAll().where("delivered_at", "is", null).orderBy("created_at").limit(limit).execute();

export const markNotificationDelivered = async (db: Kysely<Database>, row: Pick<NotificationDeliveryRow, "company_id" | "recipient_id" | "notification_id">, at: Date, error?: string): Promise<void> => {
  const key = db
    .updateTable("notification_deliveries")
    .where("company_id", "=", row.company_id)
    .where("recipient_id", "=", row.recipient_id)
    .where("notification_id", "=", row.notification_id);
  await (error === undefined ? key.set({ delivered_at: at }) : key.set({ delivered_at: at, last_error: error.slice(0, 500) })).set((eb) => ({ attempts: eb("attempts", "+", 1) })).execute();
};

export const recordNotificationDeliveryFailure = async (db: Kysely<Database>, row: Pick<NotificationDeliveryRow, "company_id" | "recipient_id" | "notification_id">, error: string): Promise<void> => {
  await db
    .updateTable("notification_deliveries")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), last_error: error.slice(0, 500) }))
    .where("company_id", "=", row.company_id)
    .where("recipient_id", "=", row.recipient_id)
    .where("notification_id", "=", row.notification_id)
    .execute();
};

export interface BroadcastView {
  readonly id: string;
  readonly kind: string;
  readonly title: string;
  readonly text: string;
  readonly push: boolean;
  readonly email: boolean;
  readonly user_ids: readonly string[];
  readonly workspace_ids: readonly string[];
  readonly status: string;
  readonly created_by: string;
  readonly created_by_name: string | null;
  readonly created_at: string;
  readonly posted_at: string | null;
  readonly post_count: number;
  readonly recipient_count: number;
}

const broadcastView = (row: import("./notifications.tables.ts").BroadcastRow & { first_name: string | null; last_name: string | null }): BroadcastView => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  text: row.text,
  push: row.push,
  email: row.email,
  user_ids: row.user_ids,
  workspace_ids: row.workspace_ids,
  status: row.status,
  created_by: row.created_by,
  created_by_name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ""}`.trim(),
  created_at: row.created_at.toISOString(),
  posted_at: row.posted_at?.toISOString() ?? null,
  post_count: row.post_count,
  recipient_count: row.recipient_count,
});

const broadcastsOf = (db: Kysely<Database>, owner: string) =>
  db
    .selectFrom("broadcasts")
    .leftJoin("directory_users", "directory_users.id", "broadcasts.created_by")
    .selectAll("broadcasts")
    .select(["directory_users.first_name", "directory_users.last_name"])
    .where("broadcasts.company_id", "=", owner)
    .where("broadcasts.status", "!=", "deleted");

/** The broadcasts of a company (or of admins: 'system'), newest first; deleted ones are gone from the list. */
export const listBroadcasts = async (db: Kysely<Database>, owner: string, page: { readonly limit: number; readonly offset: number }): Promise<BroadcastView[]> =>
  (await broadcastsOf(db, owner).orderBy("broadcasts.created_at", "desc").orderBy("broadcasts.id").limit(page.limit).offset(page.offset).execute()).map(broadcastView);

export const findBroadcast = async (db: Kysely<Database>, owner: string, id: string): Promise<BroadcastView | null> => {
  const row = await broadcastsOf(db, owner).where("broadcasts.id", "=", id).executeTakeFirst();
  return row === undefined ? null : broadcastView(row);
};
