import { renderNotification } from "@workledger/event-schemas";
import {
  adminAccountSorts,
  adminRegistrationSorts,
  adminSignInSorts,
  adminSignupSorts,
  adminWarningSorts,
  listAdminAccounts,
  listAdminRegistrations,
  listAdminSignIns,
  listAdminSignups,
  listAdminWarnings,
  ADMIN_LIST_MAX_LIMIT,
  ADMIN_LIST_MAX_OFFSET,
  type AdminListPage,
  type AdminListQuery,
} from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { answers, anyObject, obj, text } from "../identity/route-schemas.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";
import { requireAdmin } from "./admin-access.ts";
import type { AdminDeps } from "./admin-deps.ts";

export const DEFAULT_ADMIN_LIST_PAGE = 10;

interface ListQuerystring {
  q?: string;
  sort?: string;
  order?: "asc" | "desc";
  limit?: number;
  offset?: number;
  lang?: string;
}

const listProperties = (sorts: readonly string[]) => ({
  q: text(100),
  sort: { type: "string", enum: [...sorts] },
  order: { type: "string", enum: ["asc", "desc"] },
  limit: { type: "integer", minimum: 1, maximum: ADMIN_LIST_MAX_LIMIT },
  offset: { type: "integer", minimum: 0, maximum: ADMIN_LIST_MAX_OFFSET },
  lang: text(16),
  ...waitForQueryProperties,
});

const listOf = <S extends string>(q: ListQuerystring, sorts: readonly S[], defaultOrder: "asc" | "desc"): AdminListQuery<S> => ({
  ...(q.q === undefined ? {} : { q: q.q }),
  sort: (q.sort as S | undefined) ?? sorts[0]!,
  order: q.order ?? defaultOrder,
  limit: q.limit ?? DEFAULT_ADMIN_LIST_PAGE,
  offset: q.offset ?? 0,
});

const answer = <T, U>(page: AdminListPage<T>, shape: (row: T) => U) => ({ data: page.rows.map(shape), total: page.total, total_capped: page.totalCapped });

const listDescription = "q searches; sort and order pick the order; limit (1-250, default 10) and offset (at most 100,000) page; total counts the matches (capped at 100,000, then total_capped).";

/**
 * GET /api/admin/logins, accounts, signup-history, register-history and warnings: the admin
 * pages' lists, each from the admin-pages read model, only for the admin persona with
 * can_manage_admin_pages (requireAdmin: 403 for anyone else).
 */
export const adminPagesSlice =
  (deps: AdminDeps): RouteSlice =>
  async (app) => {
    const schema = (summary: string, sorts: readonly string[], extra: Record<string, unknown> = {}) => ({
      tags: ["admin"],
      summary,
      description: listDescription,
      querystring: obj({ ...listProperties(sorts), ...extra }),
      headers: waitForHeaderSchema,
      response: answers({ 200: anyObject }),
    });
    const preHandler = waitForReadModels(deps.readModels, ["admin-pages", "directory"], deps.readYourWritesTimeoutMs);

    app.get<{ Querystring: ListQuerystring & { outcome?: "succeeded" | "failed" } }>(
      "/admin/logins",
      { schema: schema("Sign-ins and failed attempts of every account, with time, client address and user agent", adminSignInSorts, { outcome: { type: "string", enum: ["succeeded", "failed"] } }), preHandler },
      async (request) => {
        requireAdmin(request);
        const q = request.query;
        const page = await listAdminSignIns(deps.db, { ...listOf(q, adminSignInSorts, "desc"), ...(q.outcome === undefined ? {} : { outcome: q.outcome }) });
        return answer(page, (r) => ({
          id: r.id,
          occurred_at: r.occurredAt,
          outcome: r.outcome,
          reason: r.reason,
          email: r.email,
          user_id: r.userId,
          user_name: r.userName,
          company_id: r.companyId,
          company_name: r.companyName,
          ip: r.ip,
          user_agent: r.userAgent,
          throttle_tripped: r.throttleTripped,
          unrecorded_before: r.unrecordedBefore,
        }));
      },
    );

    app.get<{ Querystring: ListQuerystring & { status?: string } }>(
      "/admin/accounts",
      {
        schema: schema("User accounts across companies: status, companies and last sign-in", adminAccountSorts, {
          status: { type: "string", enum: ["active", "waiting_activation", "inactive", "deleted", "erased"] },
        }),
        preHandler,
      },
      async (request) => {
        requireAdmin(request);
        const q = request.query;
        const page = await listAdminAccounts(deps.db, { ...listOf(q, adminAccountSorts, "asc"), ...(q.status === undefined ? {} : { status: q.status }) });
        return answer(page, (r) => ({
          user_id: r.userId,
          name: r.name,
          email: r.email,
          status: r.status,
          is_admin: r.isAdmin,
          companies: r.companies,
          created_at: r.createdAt,
          last_sign_in_at: r.lastSignInAt,
          last_sign_in_ip: r.lastSignInIp,
          sign_in_count: r.signInCount,
          failed_sign_in_count: r.failedSignInCount,
          last_failed_sign_in_at: r.lastFailedSignInAt,
        }));
      },
    );

    app.get<{ Querystring: ListQuerystring }>(
      "/admin/signup-history",
      { schema: schema("Sign-ups and how far each got: email verified, registration completed, first sign-in, or lapsed", adminSignupSorts), preHandler },
      async (request) => {
        requireAdmin(request);
        const page = await listAdminSignups(deps.db, listOf(request.query, adminSignupSorts, "desc"));
        return answer(page, (r) => ({
          user_id: r.userId,
          name: r.name,
          email: r.email,
          company_id: r.companyId,
          company_name: r.companyName,
          signed_up_at: r.signedUpAt,
          email_verified_at: r.emailVerifiedAt,
          registration_completed_at: r.registrationCompletedAt,
          first_sign_in_at: r.firstSignInAt,
          lapsed_at: r.lapsedAt,
          lapse_reason: r.lapseReason,
          completion: r.completion,
        }));
      },
    );

    app.get<{ Querystring: ListQuerystring }>(
      "/admin/register-history",
      { schema: schema("Company registrations (by sign-up or by an admin) and their completion (named, with a main user)", adminRegistrationSorts), preHandler },
      async (request) => {
        requireAdmin(request);
        const page = await listAdminRegistrations(deps.db, listOf(request.query, adminRegistrationSorts, "desc"));
        return answer(page, (r) => ({
          company_id: r.companyId,
          name: r.name,
          via: r.via,
          registered_at: r.registeredAt,
          main_user_id: r.mainUserId,
          main_user_email: r.mainUserEmail,
          trial_ends_at: r.trialEndsAt,
          completed_at: r.completedAt,
          completed: r.completedAt !== null,
        }));
      },
    );

    app.get<{ Querystring: ListQuerystring & { kind?: "trial_ends" | "bill_warning" } }>(
      "/admin/warnings",
      {
        schema: schema("Warnings companies were given: trial endings (and bill warnings), with the text the company read (spec section 8) in lang", adminWarningSorts, {
          kind: { type: "string", enum: ["trial_ends", "bill_warning"] },
        }),
        preHandler,
      },
      async (request) => {
        const actor = requireAdmin(request);
        const q = request.query;
        const locale = q.lang === undefined || q.lang === "" ? actor.user.language : q.lang;
        const page = await listAdminWarnings(deps.db, { ...listOf(q, adminWarningSorts, "desc"), ...(q.kind === undefined ? {} : { kind: q.kind }) });
        return answer(page, (r) => ({
          id: r.id,
          company_id: r.companyId,
          company_name: r.companyName,
          kind: r.kind,
          issued_at: r.issuedAt,
          trial_ends_at: r.trialEndsAt,
          trial_days: r.trialDays,
          closes_on: r.closesOn,
          text:
            r.kind === "trial_ends"
              ? renderNotification("trial_ends", { trial_ends_at_in_days: r.trialDays ?? 0 }, { locale })
              : renderNotification("bill_warning", { bill_warning: r.closesOn ?? "" }, { locale }),
        }));
      },
    );
  };
