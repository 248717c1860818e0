import { authorize, identityMessages, NotFoundError } from "@workledger/domain";
import { companyFlagKeys, type CompanyFlags, type CompanyProfileFields } from "@workledger/event-schemas";
import { companiesOfUser, companyUserIds, findCompanyUser, findDirectoryCompany, listDirectoryCompanies } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { metadataFor, runCompanyCommand } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { actorFor } from "./people.routes.ts";
import { answers, anyObject, nullableStr, obj, str } from "./route-schemas.ts";
import { requireSession } from "./session-actor.ts";
import { revokeSessionsOfUsers } from "./sessions.ts";
import { companyShape } from "./user-shape.ts";

type CompanyParams = { Params: { id: string } };
const companyParams = obj({ id: str }, ["id"]);

/** Company profile (show/update), the companies a user may switch to, and the admin's company controls. */
export const companySlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    const shown = async (id: string) => {
      const company = await findDirectoryCompany(deps.db, id);
      if (company === undefined) throw new NotFoundError("Company not found", "company_not_found");
      return companyShape(company, deps.clock());
    };

    app.get<CompanyParams>("/companies/:id/show", { schema: { tags: ["company"], summary: "The company's fields", params: companyParams, response: answers({ 200: anyObject }) } }, async (request) => {
      const actor = actorFor(request, "company.view");
      return { data: await shown(actor.companyId) };
    });

    app.post<CompanyParams & { Body: CompanyProfileFields }>(
      "/companies/:id/update",
      {
        schema: {
          tags: ["company"],
          summary: "Company profile: name, tax number, address, telephone, business area (main company user with manager rights)",
          params: companyParams,
          body: obj({ name: str, tax_number: nullableStr, address: nullableStr, telephone_number: nullableStr, activity: nullableStr, timezone: str }),
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        const actor = actorFor(request, "company.profile.edit");
        await runCompanyCommand(deps, metadataFor(request, actor, deps.clock()), actor.companyId, { type: "UpdateCompanyProfile", changes: request.body });
        return { message: "Company successfully updated", data: await shown(actor.companyId) };
      },
    );

    app.get("/users/companies", { schema: { tags: ["company"], summary: "Companies the user may switch to (an admin: every company), without those whose registration is not completed", response: answers({ 200: anyObject }) } }, async (request) => {
      const actor = requireSession(request);
      const rows = actor.principal.isAdmin ? await listDirectoryCompanies(deps.db) : await companiesOfUser(deps.db, actor.id);
      // A company made at signup has no name until its registration is completed: not a place to switch to.
      return { data: rows.filter((c) => c.name.trim() !== "").map((c) => companyShape(c, deps.clock())) };
    });

    // Admin pages (persona admin with can_manage_admin_pages): clients and their switches.
    app.get("/admin/companies", { schema: { tags: ["admin"], summary: "Every client company with the admin's account fields; registration_completed is false (and the name empty) until its founder completes the registration", response: answers({ 200: anyObject }) } }, async (request) => {
      const actor = requireSession(request);
      authorize(actor.principal, "admin.pages", { companyId: actor.companyId });
      return { data: (await listDirectoryCompanies(deps.db)).map((c) => ({ ...companyShape(c, deps.clock()), registration_completed: c.name.trim() !== "", account: c.account ?? {} })) };
    });

    const adminOf = (request: Parameters<typeof requireSession>[0], companyId: string) => {
      const actor = requireSession(request);
      authorize(actor.principal, "admin.pages", { companyId });
      return actor;
    };

    app.post<CompanyParams & { Body: { disabled: boolean; reason?: string } }>(
      "/admin/companies/:id/status",
      {
        schema: { tags: ["admin"], summary: "Disable or enable a company; its people are forced out ('company-disabled')", params: companyParams, body: obj({ disabled: { type: "boolean" }, reason: str }, ["disabled"]), response: answers({ 200: anyObject }) },
      },
      async (request) => {
        const actor = adminOf(request, request.params.id);
        await shown(request.params.id);
        const meta = { ...metadataFor(request, actor, deps.clock()), companyId: request.params.id };
        await runCompanyCommand(deps, meta, request.params.id, request.body.disabled ? { type: "DisableCompany", reason: request.body.reason ?? "" } : { type: "EnableCompany" });
        if (request.body.disabled) await revokeSessionsOfUsers(deps, await companyUserIds(deps.db, request.params.id), "company_disabled", deps.clock());
        return { data: await shown(request.params.id) };
      },
    );

    app.put<CompanyParams & { Body: { user_id: string } }>(
      "/admin/companies/:id/main-user",
      {
        schema: { tags: ["admin"], summary: "Make an active person of the company its main user", params: companyParams, body: obj({ user_id: str }, ["user_id"]), response: answers({ 200: anyObject }) },
      },
      async (request) => {
        const actor = adminOf(request, request.params.id);
        const person = await findCompanyUser(deps.db, request.params.id, request.body.user_id);
        if (person === undefined || person.status !== "active") throw new NotFoundError(identityMessages.userNotFound, "user_not_found");
        const meta = { ...metadataFor(request, actor, deps.clock()), companyId: request.params.id };
        await runCompanyCommand(deps, meta, request.params.id, { type: "ChangeMainUser", mainUserId: person.id });
        return { data: await shown(request.params.id) };
      },
    );

    app.put<CompanyParams & { Body: CompanyFlags }>(
      "/admin/companies/:id/features",
      {
        schema: { tags: ["admin"], summary: "Set the company's feature flags", params: companyParams, body: obj(Object.fromEntries(companyFlagKeys.map((k) => [k, { type: "boolean" }]))), response: answers({ 200: anyObject }) },
      },
      async (request) => {
        const actor = adminOf(request, request.params.id);
        await shown(request.params.id);
        const meta = { ...metadataFor(request, actor, deps.clock()), companyId: request.params.id };
        await runCompanyCommand(deps, meta, request.params.id, { type: "SetCompanyFeatureFlags", flags: request.body });
        return { data: await shown(request.params.id) };
      },
    );

    app.put<CompanyParams & { Body: { trial_ends_at: string | null; is_login_disabled: boolean } }>(
      "/admin/companies/:id/subscription",
      {
        schema: {
          tags: ["admin"],
          summary: "Trial end and login switch; disabling login forces the company's people out",
          params: companyParams,
          body: obj({ trial_ends_at: { type: ["string", "null"], format: "date-time", maxLength: 40 }, is_login_disabled: { type: "boolean" } }, ["trial_ends_at", "is_login_disabled"]),
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        const actor = adminOf(request, request.params.id);
        await shown(request.params.id);
        const meta = { ...metadataFor(request, actor, deps.clock()), companyId: request.params.id };
        const trialEndsAt = request.body.trial_ends_at === null ? null : new Date(request.body.trial_ends_at).toISOString();
        await runCompanyCommand(deps, meta, request.params.id, { type: "ChangeCompanySubscription", trialEndsAt, isLoginDisabled: request.body.is_login_disabled });
        if (request.body.is_login_disabled) await revokeSessionsOfUsers(deps, await companyUserIds(deps.db, request.params.id), "company_disabled", deps.clock());
        return { data: await shown(request.params.id) };
      },
    );
  };
