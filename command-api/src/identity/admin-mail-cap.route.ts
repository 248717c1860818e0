import { authorize, mailLimits, NotFoundError } from "@workledger/domain";
import { findDirectoryCompany } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { companyMailUse } from "./company-mail.ts";
import { metadataFor, runCompanyCommand } from "./identity-commands.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { answers, obj, str } from "./route-schemas.ts";
import { requireSession } from "./session-actor.ts";

type CompanyParams = { Params: { id: string } };
const companyParams = obj({ id: str }, ["id"]);
const mailCapShape = obj(
  { daily_cap: { type: "integer" }, default_daily_cap: { type: "integer" }, sent_last_day: { type: "integer" } },
  ["daily_cap", "default_daily_cap", "sent_last_day"],
);

/**
 * The admin's view of a client's invitation and activation mail: what it sent in the last day
 * against its daily cap, and the cap lifted (an event in the company's stream, so the audit shows
 * who lifted it and when).
 */
export const adminMailCapSlice =
  (deps: IdentityDeps): RouteSlice =>
  async (app) => {
    const adminOf = async (request: Parameters<typeof requireSession>[0], companyId: string) => {
      const actor = requireSession(request);
      authorize(actor.principal, "admin.pages", { companyId });
      if ((await findDirectoryCompany(deps.db, companyId)) === undefined) throw new NotFoundError("Company not found", "company_not_found");
      return actor;
    };
    const shown = async (companyId: string) => {
      const use = await companyMailUse(deps, companyId);
      return { daily_cap: use.dailyCap, default_daily_cap: use.defaultDailyCap, sent_last_day: use.sentLastDay };
    };

    app.get<CompanyParams>(
      "/admin/companies/:id/mail-cap",
      {
        schema: {
          tags: ["admin"],
          summary: "A client's invitation and activation mails in the last day against its daily cap",
          params: companyParams,
          response: answers({ 200: obj({ data: mailCapShape }, ["data"]) }),
        },
      },
      async (request) => {
        await adminOf(request, request.params.id);
        return { data: await shown(request.params.id) };
      },
    );

    app.put<CompanyParams & { Body: { daily_cap: number } }>(
      "/admin/companies/:id/mail-cap",
      {
        schema: {
          tags: ["admin"],
          summary: "Lift (or restore) a client's daily cap on invitation and activation mails; recorded as CompanyMailCapLifted",
          description: `daily_cap is a whole number from ${mailLimits.perCompanyPerDay} (the default) to ${mailLimits.maxLiftedDailyCap}; 400 invalid_daily_cap otherwise.`,
          params: companyParams,
          body: obj({ daily_cap: { type: "integer", minimum: mailLimits.perCompanyPerDay, maximum: mailLimits.maxLiftedDailyCap } }, ["daily_cap"]),
          response: answers({ 200: obj({ data: mailCapShape }, ["data"]) }),
        },
      },
      async (request) => {
        const actor = await adminOf(request, request.params.id);
        const meta = { ...metadataFor(request, actor, deps.clock()), companyId: request.params.id };
        await runCompanyCommand(deps, meta, request.params.id, { type: "LiftMailCap", dailyCap: request.body.daily_cap, by: actor.id });
        return { data: await shown(request.params.id) };
      },
    );
  };
