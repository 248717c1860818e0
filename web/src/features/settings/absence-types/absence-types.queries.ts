import { queryOptions } from "@tanstack/react-query";
import { readData } from "../kit/organisation-client.ts";

export interface PaidAbsenceType extends Record<string, unknown> {
  readonly id: string;
  readonly name: string;
  readonly time_unit: "Day" | "Hour";
  readonly length: number;
  readonly do_not_count_as_workday: boolean;
  /** The longest request in days; null: the default maximum. */
  readonly max_days: number | null;
  /** Spec 3's vacation types carry a division_id: null, a type serves the whole company. */
  readonly division_id: string | null;
}

export const absenceTypeKeys = { all: (companyId: string) => ["paid-absence-types", companyId] as const };

/** GET /api/companies/{id}/work-leaves/types. */
export const absenceTypesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: absenceTypeKeys.all(companyId),
    queryFn: () => readData<PaidAbsenceType[]>(`companies/${companyId}/work-leaves/types`),
    enabled: companyId !== "",
  });
