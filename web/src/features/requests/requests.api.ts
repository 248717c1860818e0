import { queryOptions } from "@tanstack/react-query";
import type { RequestKind, RequestStatus } from "@workledger/event-schemas";
import { HttpError, http } from "../../lib/http/http-client.ts";

/** A request as the requests API answers it (command-api/src/requests). */
export interface RequestDto {
  readonly id: string;
  readonly kind: RequestKind;
  readonly user_id: string;
  readonly worker_name: string | null;
  readonly status: RequestStatus;
  readonly type_id: string | null;
  readonly type_name: string | null;
  /** ms timestamps, the absence is [started_at, ended_at). */
  readonly started_at: number | null;
  readonly ended_at: number | null;
  readonly comment: string;
  readonly work_id: string | null;
  readonly bonus: number | null;
  readonly bonus_comment: string | null;
  readonly original_bonus: number | null;
  readonly is_approved: boolean | null;
  readonly manager_id: string | null;
  readonly requested_at: string | null;
  readonly decided_by: string | null;
  readonly decided_at: string | null;
}

/** One row of the 'Conflicting dates' dialog: a work log or a paid absence, with worker name and thumbnail. */
export interface ConflictRow {
  readonly kind: "work_log" | "paid_absence" | "scheduled_absence";
  readonly id: string;
  readonly worker_name: string;
  readonly worker_thumbnail: string | null;
  readonly start_utc: string;
  readonly end_utc: string | null;
}

/** The ledger position of this tab's last request command: reads wait for it (read-your-writes). */
let lastPosition: string | undefined;
export const rememberPosition = (answer: { position?: string } | null | undefined): void => {
  if (typeof answer?.position === "string") lastPosition = answer.position;
};

export const requestKeys = {
  all: ["requests"] as const,
  of: (userId: string, kind?: RequestKind) => ["requests", userId, kind ?? "all"] as const,
};

/** GET /api/requests: a person's requests (default one's own), newest first. */
export const requestsQueryOptions = (userId: string, kind?: RequestKind) =>
  queryOptions({
    queryKey: requestKeys.of(userId, kind),
    queryFn: async ({ signal }) =>
      (await http.get<{ data: RequestDto[] }>("requests", { signal, query: { user_id: userId, ...(kind === undefined ? {} : { kind }), ...(lastPosition === undefined ? {} : { waitFor: lastPosition }) } })).data,
    enabled: userId !== "",
  });

/** Which request a notification names: a paid absence by id, or a bonus request on a work log. */
export type RequestRef = { readonly kind: "paid_absence"; readonly id: string } | { readonly kind: "bonus"; readonly id: string; readonly workId: string };

/** One request, as the drawers open it from a notification (GET /users/work-leaves/request, GET /works/{id}/bonus/request). */
export const requestQueryOptions = (ref: RequestRef) =>
  queryOptions({
    queryKey: [...requestKeys.all, "one", ref.kind, ref.id] as const,
    queryFn: async ({ signal }): Promise<RequestDto | null> => {
      const waitFor = lastPosition === undefined ? {} : { waitFor: lastPosition };
      if (ref.kind === "paid_absence") return (await http.get<{ data: RequestDto }>("users/work-leaves/request", { signal, query: { id: ref.id, ...waitFor } })).data;
      const answer = await http.get<{ data: RequestDto | null; requests: RequestDto[] }>(`works/${encodeURIComponent(ref.workId)}/bonus/request`, { signal, query: waitFor });
      return answer.requests.find((r) => r.id === ref.id) ?? null;
    },
  });

const quiet = { globalErrorHandling: false } as const;
type Answer = { message?: string; data?: { id?: string }; position?: string };

export interface AbsenceRequestBody {
  readonly type_id: string;
  readonly started_at: number;
  readonly ended_at: number;
  readonly comment: string;
  readonly id?: string;
}

export const sendAbsenceRequest = (body: AbsenceRequestBody) => http.post<Answer>("users/work-leaves/request", body, quiet);
export const decideAbsenceRequest = (id: string, approve: boolean) => http.post<Answer>("users/work-leaves/accept", { status: approve, id }, quiet);

export interface BonusRequestBody {
  readonly bonus: number;
  readonly bonus_comment: string | null;
  readonly manager_id: string | null;
  readonly id?: string;
}

export const sendBonusRequest = (workId: string, body: BonusRequestBody) => http.post<Answer>(`works/${encodeURIComponent(workId)}/bonus/request`, body, quiet);
export const decideBonusRequest = (workId: string, id: string, approve: boolean, bonus?: number) =>
  http.post<Answer>(`works/${encodeURIComponent(workId)}/bonus/accept`, { status: approve, id, ...(approve && bonus !== undefined ? { bonus } : {}) }, quiet);

/** The 'Conflicting dates' rows of a refused request, or null for any other failure. */
export const conflictRowsOf = (error: unknown): readonly ConflictRow[] | null => {
  if (!(error instanceof HttpError) || error.responseStatus !== 409) return null;
  const body = error.body as { code?: unknown; data?: unknown } | null;
  return body?.code === "conflicting_dates" && Array.isArray(body.data) ? (body.data as ConflictRow[]) : null;
};
