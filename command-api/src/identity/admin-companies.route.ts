import { adminCompanyFormErrors, authorize, emailLookupKey, founderRights, NotFoundError, parseAdminPrice, ValidationError } from "@workledger/domain";
import type { CompanyAccountFields } from "@workledger/event-schemas";
import { findDirectoryCompany } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { claimAddress } from "./address-claims.ts";
import { mailLink } from "./email-links.ts";
import { metadataFor, newId, releaseEmail, runCompanyCommand, runUserCommand, startPaidAbsenceTypes } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { answers, anyObject, obj, str } from "./route-schemas.ts";
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
  readonly addresses?: readonly string[];
  readonly phone_numbers?: readonly string[];
  readonly bank_account?: string;
  readonly apiKey?: string;
  readonly comment?: string;
  readonly is_email_spoof?: boolean;
  readonly price_admin?: string | number | null;
  readonly price_user?: string | number | null;
}

/** Every problem of the form at once, by field path; unknown fields are ignored (the domain's rule, shared with the web form). */
export const companyFormErrors = (form: CompanyForm, options: { readonly editing?: boolean } = {}): Record<string, string[]> => adminCompanyFormErrors(form, options);

/** The account part of the form: what the company profile does not hold (only the fields sent). */
const accountChanges = (form: CompanyForm): CompanyAccountFields => {
  const text = (v: string | undefined) => (v === undefined ? undefined : v.trim());
  const list = (v: readonly string[] | undefined) => (v === undefined ? undefined : v.map((x) => x.trim()).filter((x) => x !== ""));
  const price = (v: string | number | null | undefined) => (v === undefined ? undefined : parseAdminPrice(v));
  const entries: [string, unknown][] = [
    ["email", text(form.email)],
    ["phone", text(form.phone)],
    ["address", text(form.address)],
    ["addresses", list(form.addresses)],
    ["phone_numbers", list(form.phone_numbers)],
    ["company_address", text(form.company_address)],
    ["bank_account", text(form.bank_account)],
    ["api_key", text(form.apiKey)],
    ["comment", form.comment],
    ["is_email_spoof", form.is_email_spoof],
    ["price_admin", price(form.price_admin)],
    ["price_user", price(form.price_user)],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined)) as CompanyAccountFields;
};

const formBodySchema = {
  type: "object",
  properties: {
    ...Object.fromEntries(
      ["name", "email", "phone", "address", "company_address", "activity", "tax_number", "telephone_number", "first_name", "last_name", "bank_account", "apiKey"].map((k) => [k, str]),
    ),
    comment: { type: "string", maxLength: 5000 },
    addresses: { type: "array", maxItems: 20, items: str },
    phone_numbers: { type: "array", maxItems: 20, items: str },
    has_user: { type: "boolean" },
    is_email_spoof: { type: "boolean" },
    trial_ends_at: { type: ["string", "null"], maxLength: 40 },
    price_admin: { type: ["string", "number", "null"], maxLength: 20, minimum: 0, maximum: 9_999_999.99 },
    price_user: { type: ["string", "number", "null"], maxLength: 20, minimum: 0, maximum: 9_999_999.99 },
    language: { type: "string", maxLength: 16 },
  },
  additionalProperties: true,
} as const;

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
          body: formBodySchema,
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
          await runCompanyCommand(deps, meta, companyId, { type: "UpdateCompanyAccount", changes: accountChanges(form) });
          await startPaidAbsenceTypes(deps, meta, companyId, form.language ?? "en");
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

    const shownWithAccount = async (companyId: string) => {
      const company = await findDirectoryCompany(deps.db, companyId);
      if (company === undefined) throw new NotFoundError("Company not found", "company_not_found");
      return { ...companyShape(company, deps.clock()), registration_completed: company.name.trim() !== "", account: company.account ?? {} };
    };

    app.put<{ Params: { id: string }; Body: CompanyForm }>(
      "/admin/companies/:id",
      {
        schema: {
          tags: ["admin"],
          summary: "Edit a client company's profile and account fields (the admin company/account form; only the fields sent change)",
          description: "400 lists every problem by field: name required; email valid; trial_ends_at a date or null; prices between 0 and 9999999.99. has_user is ignored (the main user is named with PUT main-user). Trial end goes through PUT subscription.",
          params: obj({ id: str }, ["id"]),
          body: formBodySchema,
          response: answers({ 200: anyObject }),
        },
      },
      async (request) => {
        const actor = requireSession(request);
        const companyId = request.params.id;
        authorize(actor.principal, "admin.pages", { companyId });
        const form = request.body;
        const errors = companyFormErrors(form, { editing: true });
        const first = Object.values(errors)[0]?.[0];
        if (first !== undefined) throw new ValidationError(errors, first, "validation_failed");
        await shownWithAccount(companyId);
        const meta = { ...metadataFor(request, actor, deps.clock()), companyId };
        const profile = Object.fromEntries(
          Object.entries({
            name: form.name?.trim(),
            tax_number: form.tax_number === undefined ? undefined : form.tax_number.trim() || null,
            address: form.company_address === undefined ? undefined : form.company_address.trim() || null,
            telephone_number: form.telephone_number === undefined ? undefined : form.telephone_number.trim() || null,
            activity: form.activity === undefined ? undefined : form.activity.trim() || null,
          }).filter(([, v]) => v !== undefined),
        );
        await runCompanyCommand(deps, meta, companyId, { type: "UpdateCompanyProfile", changes: profile });
        await runCompanyCommand(deps, meta, companyId, { type: "UpdateCompanyAccount", changes: accountChanges(form) });
        return { message: "Company successfully updated", data: await shownWithAccount(companyId) };
      },
    );
  };
