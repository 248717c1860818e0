import { salarySettingsEventTypes, type SalarySettingsEvent } from "@workledger/event-schemas";
import type { Projection } from "../runner/projection.ts";

/**
 * Salary settings per company and person: the payroll identifiers and the work-type price
 * overrides. Each event carries the whole settings, so it replaces the person's rows; who and when
 * come from the event's envelope, so a rebuild gives the same rows.
 */
export const salarySettingsProjection: Projection = {
  name: "salary-settings",
  eventTypes: [...salarySettingsEventTypes],
  tables: ["salary_settings", "salary_work_type_prices"],
  apply: async (trx, recorded) => {
    const { companyId, actorId, occurredAt } = recorded.metadata;
    const event = { type: recorded.type, data: recorded.data } as SalarySettingsEvent;
    switch (event.type) {
      case "SalarySettingsChanged": {
        const { personId, settings } = event.data;
        const row = { netvisor_employee_number: settings.netvisorEmployeeNumber, merit_contract_code: settings.meritContractCode, changed_by: actorId, changed_at: occurredAt };
        await trx
          .insertInto("salary_settings")
          .values({ company_id: companyId, user_id: personId, ...row })
          .onConflict((oc) => oc.columns(["company_id", "user_id"]).doUpdateSet(row))
          .execute();
        await trx.deleteFrom("salary_work_type_prices").where("company_id", "=", companyId).where("user_id", "=", personId).execute();
        if (settings.workTypePrices.length > 0) {
          await trx
            .insertInto("salary_work_type_prices")
            .values(settings.workTypePrices.map((p) => ({ company_id: companyId, user_id: personId, work_type_id: p.workTypeId, price: p.price.toFixed(2) })))
            .execute();
        }
        return;
      }
      default: {
        const unknown: never = event.type;
        throw new Error(`Unknown salary settings event ${String(unknown)}`);
      }
    }
  },
};
