import { queryOptions } from "@tanstack/react-query";
import { http } from "../../lib/http/http-client.ts";
import type { BroadcastReach } from "@workledger/event-schemas/notifications/broadcast.events.ts";

const quiet = { globalErrorHandling: false } as const;

export type NotificationKind = "success" | "primary" | "warning" | "danger" | "neutral";
export type NotificationGroup = "latest" | "this_week" | "older";

/** One row of GET /api/notifications. */
export interface FeedItem {
  readonly id: string;
  readonly type: string;
  readonly kind: NotificationKind;
  readonly group: NotificationGroup;
  readonly title: string;
  readonly text: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly created_at: string;
  readonly read_at: string | null;
}

export interface Feed {
  readonly data: readonly FeedItem[];
  readonly unread_count: number;
  readonly total: number;
  readonly groups: Readonly<Record<NotificationGroup, number>>;
}

type CommandAnswer = { readonly message?: string; readonly position?: string };

export const notificationKeys = {
  all: ["notifications"] as const,
  feed: () => [...notificationKeys.all, "feed"] as const,
  broadcasts: (companyId: string) => [...notificationKeys.all, "broadcasts", companyId] as const,
  adminAudience: (companyId: string) => [...notificationKeys.all, "admin-audience", companyId] as const,
};

/** The feed; after one of the reader's own changes it waits for that position (read-your-writes). */
export const feedQueryOptions = (waitFor?: string) =>
  queryOptions({
    queryKey: notificationKeys.feed(),
    queryFn: async ({ signal }) => http.get<Feed>("notifications", { signal, query: { limit: 100, ...(waitFor ? { waitFor } : {}) } }),
    staleTime: 30_000,
  });

export const notificationsApi = {
  read: (id: string) => http.post<CommandAnswer>(`notifications/${encodeURIComponent(id)}/read`, undefined, quiet),
  readAll: () => http.post<CommandAnswer>("notifications/read/all", undefined, quiet),
  remove: (id: string) => http.post<CommandAnswer>(`notifications/${encodeURIComponent(id)}/delete`, undefined, quiet),
  clearAll: () => http.post<CommandAnswer>("notifications/delete/all", undefined, quiet),
};

/** A broadcast as GET /api/companies/{id}/broadcasts lists it. */
export interface Broadcast {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly push: boolean;
  readonly email: boolean;
  readonly user_ids: readonly string[];
  readonly workspace_ids: readonly string[];
  readonly status: "draft" | "ready_for_posting" | "posted";
  readonly created_by_name: string | null;
  readonly created_at: string;
  readonly posted_at: string | null;
  readonly post_count: number;
  readonly recipient_count: number;
}

export interface BroadcastForm {
  title: string;
  text: string;
  push: boolean;
  email: boolean;
  user_ids: string[];
  workspace_ids: string[];
}

/** Managers' broadcasts live under their company; admins' under /admin/broadcasts. */
export const broadcastsBase = (companyId: string | null): string => (companyId === null ? "admin/broadcasts" : `companies/${companyId}/broadcasts`);

export const broadcastsQueryOptions = (companyId: string | null, waitFor?: string) =>
  queryOptions({
    queryKey: notificationKeys.broadcasts(companyId ?? "admin"),
    queryFn: async ({ signal }) => (await http.get<{ data: Broadcast[] }>(broadcastsBase(companyId), { signal, query: waitFor ? { waitFor } : {} })).data,
  });

export const broadcastsApi = {
  create: (companyId: string | null, form: BroadcastForm, ready: boolean) =>
    http.post<CommandAnswer & { data: { id: string } }>(broadcastsBase(companyId), { ...form, ready_for_posting: ready }, quiet),
  update: (companyId: string | null, id: string, form: BroadcastForm) => http.put<CommandAnswer>(`${broadcastsBase(companyId)}/${id}`, form, quiet),
  ready: (companyId: string | null, id: string) => http.post<CommandAnswer>(`${broadcastsBase(companyId)}/${id}/ready`, undefined, quiet),
  post: (companyId: string | null, id: string) => http.post<CommandAnswer>(`${broadcastsBase(companyId)}/${id}/post`, undefined, quiet),
  /** Whom a post would reach now, and the reposts left in the current 24 hours (asked just before posting). */
  reach: async (companyId: string | null, id: string) => (await http.get<{ data: BroadcastReach }>(`${broadcastsBase(companyId)}/${id}/reach`)).data,
  remove: (companyId: string | null, id: string) => http.post<CommandAnswer>(`${broadcastsBase(companyId)}/${id}/delete`, undefined, quiet),
};

/** GET /api/admin/broadcasts/audience: one company's active workspaces and people, for an admin's recipients. */
export const adminAudienceQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: notificationKeys.adminAudience(companyId),
    queryFn: async ({ signal }) =>
      (await http.get<{ data: { workspaces: { id: string; name: string }[]; people: { id: string; name: string }[] } }>("admin/broadcasts/audience", { signal, query: { company_id: companyId } })).data,
    enabled: companyId !== "",
  });
