import { authorize, emailAddressProblem, emailLookupKey, founderRights, identityMessages, ValidationError } from "@workledger/domain";
import { findDirectoryCompany } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { claimAddress } from "./address-claims.ts";
import { mailLink } from "./email-links.ts";
import { metadataFor, newId, releaseEmail, runCompanyCommand, runUserCommand } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { answers, anyObject, str } from "./route-schemas.ts";
import { requireSession } from "./session-actor.ts";
import { oneTimeTokenLifetimesMs } from "./sessions.ts";
import { companyShape } from "./user-shape.ts";

/** The admin company/account form of spec section 3 (defaults of clarification 13). */
interface CompanyForm {
  readonly name?: string;
  readonly has_user?: boolean;
  readonly email?: string;
  readonly phone?: string;
  readonly address?: string;
  readonly company_address?: string;
  readonly activity?: string;
  readonly tax_number?: string;
  readonly telephone_number?: string;
  readonly trial_ends_at?: string | null;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly language?: string;
}

/** Every problem of the form at once, by field path; unknown fields are ignored. */
export const companyFormErrors = (form: CompanyForm): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  if ((form.name ?? "").trim() === "") errors["name"] = [identityMessages.fieldRequired];
  const hasUser = form.has_user ?? true;
  const email = (form.email ?? "").trim();
  if (hasUser && email === "") errors["email"] = [identityMessages.fieldRequired];
  else if (email !== "" && emailAddressProblem(email) !== null) errors["email"] = [emailAddressProblem(email)!];
  if (form.trial_ends_at != null && Number.isNaN(Date.parse(form.trial_ends_at))) errors["trial_ends_at"] = ["Must be a date"];
  return errors;
};

/** POST /api/admin/companies: a new client company, and with has_user its main user (invited by email). */
export const adminCompaniesSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    app.post<{ Body: CompanyForm }>(
      "/admin/companies",
      {
        schema: {
          tags: ["admin"],
          summary: "Create a client company; with has_user (default true) its main user is invited by email as a manager",
          description: "400 lists every problem by field: name required; email valid and required when has_user; trial_ends_at a date or null. Unknown fields are ignored.",
          // Unknown fields are ignored (additionalProperties), but the known ones are bounded like every form field.
          body: {
            type: "object",
            properties: {
              ...Object.fromEntries(
                ["name", "email", "phone", "address", "company_address", "activity", "tax_number", "telephone_number", "first_name", "last_name"].map((k) => [k, str]),
              ),
              has_user: { type: "boolean" },
              trial_ends_at: { type: ["string", "null"], maxLength: 40 },
              language: { type: "string", maxLength: 16 },
            },
            additionalProperties: true,
          },
          response: answers({ 201: anyObject }),
        },
      },
      async (request, reply) => {
        const actor = requireSession(request);
        const form = request.body;
        const errors = companyFormErrors(form);
        const companyId = newId();
        authorize(actor.principal, "admin.pages", { companyId });
        const first = Object.values(errors)[0]?.[0];
        if (first !== undefined) throw new ValidationError(errors, first, "validation_failed");
        const hasUser = form.has_user ?? true;
        // Without a user the company has no main user (the admin creating it is not one) until an
        // admin names one of its people (PUT /admin/companies/{id}/main-user).
        const userId = newId();
        const email = emailLookupKey(form.email ?? "");
        const now = deps.clock();
        if (hasUser) await claimAddress(deps, request, { email, userId, companyId, passwordHash: null, byInvitation: true });
        const meta = { ...metadataFor(request, actor, now), companyId };
        try {
          await runCompanyCommand(deps, meta, companyId, {
            type: "RegisterCompany",
            companyId,
            name: form.name!.trim(),
            mainUserId: hasUser ? userId : null,
            telephoneNumber: form.telephone_number || form.phone || null,
            timezone: "Europe/Helsinki",
            trialEndsAt: form.trial_ends_at == null ? null : new Date(form.trial_ends_at).toISOString(),
          });
          const profile = { tax_number: form.tax_number || null, address: form.company_address || form.address || null, activity: form.activity || null };
          await runCompanyCommand(deps, meta, companyId, { type: "UpdateCompanyProfile", changes: profile });
          if (hasUser) {
            await runUserCommand(deps, meta, { companyId, userId }, {
              type: "Invite",
              userId,
              companyId,
              email,
              firstName: form.first_name ?? "",
              lastName: form.last_name ?? "",
              language: form.language ?? "en",
              rights: founderRights,
              isAdmin: false,
              by: actor.id,
              workspaceId: null,
              activationExpiresAt: new Date(now.getTime() + oneTimeTokenLifetimesMs.set_password).toISOString(),
            });
          }
        } catch (error) {
          if (hasUser) await releaseEmail(deps, userId);
          throw error;
        }
        if (hasUser) {
          await mailLink(deps, "set_password", { userId, companyId, to: email, language: form.language ?? "en", companyName: form.name!.trim() });
        }
        const company = await findDirectoryCompany(deps.db, companyId);
        return reply.code(201).send({ message: "Company successfully created", data: company === undefined ? { id: companyId } : companyShape(company, deps.clock()) });
      },
    );
  };
