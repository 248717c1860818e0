import { queryOptions } from "@tanstack/react-query";
import { readData } from "./organisation-client.ts";

export interface PersonName {
  readonly id: string;
  readonly full_name: string;
  readonly email: string;
  readonly status: string;
}

/** GET /api/companies/{id}/workers/all: names for pickers. */
export const peopleQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ["people", companyId, "all"] as const,
    queryFn: () => readData<PersonName[]>(`companies/${companyId}/workers/all`),
    enabled: companyId !== "",
    staleTime: 60_000,
  });

export const nameOf = (people: readonly PersonName[] | undefined, id: string): string => {
  const person = people?.find((p) => p.id === id);
  return person ? person.full_name || person.email : id;
};
