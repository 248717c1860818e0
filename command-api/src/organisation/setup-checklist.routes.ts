import { readSetupProgress } from "@workledger/projections";
import type { RouteSlice } from "../build-app.ts";
import { answers, obj, str } from "../identity/route-schemas.ts";
import type { OrganisationDeps } from "./organisation-deps.ts";
import { actorIn } from "./organisation-http.ts";
import { waitForHeaderSchema, waitForQueryProperties, waitForReadModels } from "../read-your-writes/wait-for-position.ts";

const done = { type: "boolean" } as const;
const count = { type: "integer", minimum: 0 } as const;

/**
 * GET /api/companies/:id/setup-checklist: the owner's first steps, each ticked from the read
 * models (a chosen pay period, a workspace, a work type, someone invited, a confirmed log).
 */
export const setupChecklistSlice =
  (deps: OrganisationDeps): RouteSlice =>
  async (app) => {
    const wait = waitForReadModels(deps.readModels, ["organisation", "directory", "timesheet", "pay-calendar"], deps.readYourWritesTimeoutMs);
    app.get<{ Params: { id: string } }>(
      "/companies/:id/setup-checklist",
      {
        schema: {
          tags: ["organisation"],
          summary: "The company owner's setup checklist: which first steps are done, read from the company's data",
          params: obj({ id: str }, ["id"]),
          querystring: obj({ ...waitForQueryProperties }),
          headers: waitForHeaderSchema,
          response: answers({
            200: obj(
              {
                data: obj(
                  {
                    pay_period: done,
                    workspace: done,
                    work_types: done,
                    people: done,
                    first_confirmation: done,
                    counts: obj({ workspaces: count, work_types: count, people: count, confirmed_logs: count }),
                  },
                  ["pay_period", "workspace", "work_types", "people", "first_confirmation", "counts"],
                ),
              },
              ["data"],
            ),
          }),
        },
        preHandler: wait,
      },
      async (request) => {
        const actor = actorIn(request, "company.profile.edit", request.params.id);
        const progress = await readSetupProgress(deps.db, actor.companyId, actor.id);
        return {
          data: {
            pay_period: progress.payPeriodChosen,
            workspace: progress.workspaces > 0,
            work_types: progress.workTypes > 0,
            people: progress.people > 0,
            first_confirmation: progress.confirmedLogs > 0,
            counts: { workspaces: progress.workspaces, work_types: progress.workTypes, people: progress.people, confirmed_logs: progress.confirmedLogs },
          },
        };
      },
    );
  };
