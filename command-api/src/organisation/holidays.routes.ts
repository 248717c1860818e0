import Holidays from "date-holidays";
import { NotFoundError, nationalHolidays } from "@workledger/domain";
import type { RouteSlice } from "../build-app.ts";
import { requireSession } from "../identity/session-actor.ts";
import { okAnswers } from "./organisation-http.ts";
import type { OrganisationDeps } from "./organisation-deps.ts";

/** National holidays of a country (date-holidays' 'public' ones are the spec's 'National'), for a year. */
export const holidaysSlice =
  (deps: Pick<OrganisationDeps, "clock">): RouteSlice =>
  async (app) => {
    app.get<{ Params: { code: string }; Querystring: { year?: number } }>(
      "/holidays/:code",
      {
        schema: {
          tags: ["organisation"],
          summary: "National holidays of a country code (default: this year)",
          params: { type: "object", properties: { code: { type: "string", pattern: "^[A-Za-z]{2}$" } }, required: ["code"] },
          querystring: { type: "object", properties: { year: { type: "integer", minimum: 1900, maximum: 2200 } } },
          response: okAnswers,
        },
      },
      async (request) => {
        requireSession(request);
        const code = request.params.code.toUpperCase();
        const calendar = new Holidays();
        // init() answers true even for a code it does not know; the country list is the truth.
        if (!Object.hasOwn(calendar.getCountries(), code)) throw new NotFoundError("Unknown country code", "country_not_found");
        calendar.init(code);
        const year = request.query.year ?? deps.clock().getUTCFullYear();
        return { data: nationalHolidays(calendar.getHolidays(year), code) };
      },
    );
  };
