import { queryOptions } from "@tanstack/react-query";
import { readData } from "../settings/kit/organisation-client.ts";

/** A work type as GET /api/companies/{id}/work-types answers it (spec: only active = 1 kept). */
export interface WorkType extends Record<string, unknown> {
  readonly id: string;
  readonly name: string;
  readonly parent_id: string | null;
  readonly product_number: string | null;
  readonly visma_product_number: string | null;
  readonly price: number;
  readonly unit: "Hour" | "Piece";
  readonly show_separately_on_report: boolean;
  readonly cost_descriptions: readonly string[];
  readonly default_pause_seconds: number;
  readonly include_in_overtime: boolean;
  readonly paid_absence_extras: boolean;
  readonly active: number;
}

export const workTypeKeys = {
  all: (companyId: string) => ["work-types", companyId] as const,
  list: (companyId: string) => [...workTypeKeys.all(companyId), "active"] as const,
};

export const workTypesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: workTypeKeys.list(companyId),
    queryFn: () => readData<WorkType[]>(`companies/${companyId}/work-types`),
    enabled: companyId !== "",
  });

/** Parents first, each followed by its sub-types, so the table reads as a tree. */
export const treeOrder = (types: readonly WorkType[]): { type: WorkType; depth: number }[] => {
  const byName = (a: WorkType, b: WorkType) => a.name.localeCompare(b.name);
  const ids = new Set(types.map((t) => t.id));
  const roots = types.filter((t) => t.parent_id === null || !ids.has(t.parent_id)).sort(byName);
  const out: { type: WorkType; depth: number }[] = [];
  const visit = (type: WorkType, depth: number) => {
    out.push({ type, depth });
    for (const child of types.filter((t) => t.parent_id === type.id).sort(byName)) visit(child, depth + 1);
  };
  roots.forEach((r) => visit(r, 0));
  return out;
};
